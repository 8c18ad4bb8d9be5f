import { describe, expect, it } from 'vitest';
import type { Reservation } from '@shared/schemas/reservation';
import { cancellableOf, parseChosenIds, recheckChosen } from './cancel-selection';

const booking = (yoyakuId: number, isNetCancel = true): Reservation => ({
  yoyakuId,
  date: '2025-04-01',
  upDown: 1,
  binCd: 'B1',
  binNm: '北部方面 1便',
  jgn: 1,
  displayJigen: '1',
  jigenName: '1時限',
  passenger: 0,
  childSheet: 0,
  jitensya: 0,
  busStopCd: '0019',
  busStopName: '北上尾駅東口',
  busStopDisplayName: '北上尾駅東口',
  busStopKName: '',
  busStartPlanTime: '08:00',
  busEndPlanTime: '08:50',
  busStartTime: null,
  busEndTime: null,
  busStopTime: '08:20',
  rsvMode: 0,
  isFixedPlan: false,
  isLimitOver: !isNetCancel,
  isSendFixedPlanMail: false,
  isPlanReleaseOver: false,
  isNetCancel,
  busCall: false,
  departureText: '前日にご連絡します',
  arrivalText: '08:50 学校着',
  notRiding: false,
  canSetNotRiding: false,
});

describe('cancel selection', () => {
  it('reads the chosen ids of ?ids=, dropping garbage and repeats', () => {
    expect(parseChosenIds('3,1,3')).toEqual([3, 1]);
    expect(parseChosenIds(' 7 ,x,-1,0,1.5,,12')).toEqual([7, 12]);
    expect(parseChosenIds(null)).toEqual([]);
    expect(parseChosenIds('99999999999999999999')).toEqual([]);
    expect(parseChosenIds(Array.from({ length: 60 }, (_, i) => i + 1).join(','))).toHaveLength(50);
  });

  it('offers only bookings before their cut-off', () => {
    expect(cancellableOf([booking(1), booking(2, false), booking(3)]).map((r) => r.yoyakuId)).toEqual([1, 3]);
  });

  it('re-checks against the fresh list: gone → 325, past the cut-off → 326, else none', () => {
    const list = [booking(1), booking(2, false), booking(3)];
    expect(recheckChosen([3, 1], list)).toEqual({ chosen: [booking(1), booking(3)], problem: null });
    expect(recheckChosen([1, 4], list).problem).toBe(325);
    expect(recheckChosen([1, 2], list).problem).toBe(326);
    // a gone booking is reported first, even beside one past its cut-off
    expect(recheckChosen([2, 4], list).problem).toBe(325);
    expect(recheckChosen([], list).problem).toBe(325);
  });
});
