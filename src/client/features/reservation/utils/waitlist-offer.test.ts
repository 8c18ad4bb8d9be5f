import { describe, expect, it } from 'vitest';
import type { TravelItem } from '@shared/schemas/reservation';
import { canJoinWaitlist } from './waitlist-offer';

const bus = (patch: Partial<TravelItem> = {}): TravelItem => ({
  date: '2025-04-01',
  binCd: 'B1',
  binNm: '北部方面 1便',
  upDown: 1,
  rsvMode: 0,
  jgn: 1,
  displayJigen: '1',
  busStartPlanTime: '08:00',
  busEndPlanTime: '08:50',
  busStopTime: '08:20',
  isBusLimit: true,
  isNetReservation: true,
  seatsLeft: 0,
  childSeatsLeft: 0,
  bicyclesLeft: 0,
  upTime: '08:20',
  downTime: '08:50 学校着',
  ...patch,
});

const alone = { passenger: 0, childSheet: 0, jitensya: 0 };

describe('which bus offers キャンセル待ち (issue 29 §1)', () => {
  it('offers the queue of a full bus in a period with nothing booked', () => {
    expect(canJoinWaitlist({ status: 7 }, bus(), alone, 1)).toBe(true);
  });

  it('offers no queue for a bus with room: it is booked instead', () => {
    expect(canJoinWaitlist({ status: 1 }, bus({ isBusLimit: false, seatsLeft: 3 }), alone, 1)).toBe(false);
  });

  it('offers the queue of a bus with seats but none for the whole party', () => {
    const party = { passenger: 2, childSheet: 0, jitensya: 0 };
    expect(canJoinWaitlist({ status: 1 }, bus({ isBusLimit: false, seatsLeft: 2 }), party, 1)).toBe(true);
  });

  it('offers no queue for a bus off the net (the school books it by phone)', () => {
    expect(canJoinWaitlist({ status: 7 }, bus({ isNetReservation: false }), alone, 1)).toBe(false);
  });

  it.each([
    [1, 2],
    [1, 6],
    [2, 4],
    [2, 6],
  ] as const)(
    'offers no queue asked %i when the cell (%i) says that direction is booked',
    (upDown, status) => {
      expect(canJoinWaitlist({ status }, bus({ upDown }), alone, upDown)).toBe(false);
    },
  );

  it('offers the queue when only the other direction of the period is booked', () => {
    expect(canJoinWaitlist({ status: 4 }, bus(), alone, 1)).toBe(true);
    expect(canJoinWaitlist({ status: 2 }, bus({ upDown: 2 }), alone, 2)).toBe(true);
  });
});
