import { describe, expect, it } from 'vitest';
import type { TravelItem } from '@shared/schemas/reservation';
import { isFullPeriod, isTripSelectable, noTripReason, tripUnavailableText } from './trip-selectable';

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
  isBusLimit: false,
  isNetReservation: true,
  seatsLeft: 5,
  childSeatsLeft: 2,
  bicyclesLeft: 1,
  upTime: '08:20',
  downTime: '08:50 学校着',
  ...patch,
});

const alone = { passenger: 0, childSheet: 0, jitensya: 0 };

describe('which bus can be chosen (SPEC.md §4)', () => {
  it.each([1, 3, 5])('offers a bus with a seat in a cell of status %i', (status) => {
    expect(isTripSelectable({ status }, bus(), alone)).toBe(true);
  });

  it.each([2, 4, 6, 7])(
    'offers no bus in a cell of status %i, where the direction is booked or nothing runs',
    (status) => {
      expect(isTripSelectable({ status }, bus(), alone)).toBe(false);
    },
  );

  it('offers no full bus, even in a bookable cell', () => {
    expect(isTripSelectable({ status: 1 }, bus({ isBusLimit: true, seatsLeft: 0 }), alone)).toBe(false);
  });

  it('offers no bus that takes no bookings on the net, even in a bookable cell', () => {
    expect(isTripSelectable({ status: 1 }, bus({ isNetReservation: false }), alone)).toBe(false);
  });
});

describe('a learner bringing children needs a seat for each (PRODUCT.md §4b)', () => {
  const twoChildren = { passenger: 2, childSheet: 2, jitensya: 0 };

  it('offers a bus with 1 seat left to a learner alone, but not to one bringing 2 children', () => {
    expect(isTripSelectable({ status: 1 }, bus({ seatsLeft: 1 }), alone)).toBe(true);
    expect(isTripSelectable({ status: 1 }, bus({ seatsLeft: 1 }), twoChildren)).toBe(false);
    expect(tripUnavailableText({ status: 1 }, bus({ seatsLeft: 1 }), twoChildren)).toBe('満席');
  });

  it('offers a bus whose free seats hold the learner and every child exactly', () => {
    expect(isTripSelectable({ status: 1 }, bus({ seatsLeft: 3 }), twoChildren)).toBe(true);
    expect(isTripSelectable({ status: 1 }, bus({ seatsLeft: 2 }), twoChildren)).toBe(false);
  });

  it('offers no bus without the child seats or the bicycle place the learner asks for', () => {
    const withSeatAndBike = { passenger: 0, childSheet: 1, jitensya: 1 };
    expect(isTripSelectable({ status: 1 }, bus(), withSeatAndBike)).toBe(true);
    expect(isTripSelectable({ status: 1 }, bus({ childSeatsLeft: 0 }), withSeatAndBike)).toBe(false);
    expect(isTripSelectable({ status: 1 }, bus({ bicyclesLeft: 0 }), withSeatAndBike)).toBe(false);
    expect(tripUnavailableText({ status: 1 }, bus({ bicyclesLeft: 0 }), withSeatAndBike)).toBe('満席');
  });
});

describe('why a bus cannot be chosen, the same text on both areas', () => {
  it('names the bus first: not on the net (also bus-limited), then full, then the period already booked', () => {
    expect(tripUnavailableText({ status: 2 }, bus({ isBusLimit: true }), alone)).toBe('満席');
    expect(
      tripUnavailableText({ status: 1 }, bus({ isNetReservation: false, isBusLimit: true }), alone),
    ).toBe('ネット予約対象外');
    expect(tripUnavailableText({ status: 2 }, bus(), alone)).toBe('予約できません');
    expect(tripUnavailableText({ status: 1 }, bus(), alone)).toBe('');
  });
});

describe('why a grey cell (status 7) offers no bus, as its name says it', () => {
  it('gives no reason when no bus serves the stop in that period', () => {
    expect(noTripReason([])).toBe('');
  });

  it('says the buses take no bookings on the net when none does', () => {
    expect(noTripReason([bus({ isNetReservation: false, isBusLimit: true })])).toBe('ネット予約対象外');
    expect(
      noTripReason([bus({ isNetReservation: false }), bus({ isNetReservation: false, binCd: 'B2' })]),
    ).toBe('ネット予約対象外');
  });

  it('says full when every bus on the net is full, whatever the others', () => {
    expect(noTripReason([bus({ isBusLimit: true })])).toBe('満席');
    expect(noTripReason([bus({ isBusLimit: true }), bus({ isNetReservation: false, binCd: 'B2' })])).toBe(
      '満席',
    );
  });

  it('gives no reason when a bus could still take the learner (the date closed instead)', () => {
    expect(noTripReason([bus(), bus({ isBusLimit: true, binCd: 'B2' })])).toBe('');
  });
});

describe('a grey cell that is full (満席), told apart from no bus (便なし)', () => {
  it('is full when the buses on the net are all full', () => {
    expect(isFullPeriod([bus({ isBusLimit: true })])).toBe(true);
    expect(isFullPeriod([bus({ isBusLimit: true }), bus({ isNetReservation: false, binCd: 'B2' })])).toBe(
      true,
    );
  });

  it('is not full without a bus, with buses off the net only, or with a bus that has room', () => {
    expect(isFullPeriod([])).toBe(false);
    expect(isFullPeriod([bus({ isNetReservation: false, isBusLimit: true })])).toBe(false);
    expect(isFullPeriod([bus(), bus({ isBusLimit: true, binCd: 'B2' })])).toBe(false);
  });
});
