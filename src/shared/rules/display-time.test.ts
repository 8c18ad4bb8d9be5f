import { describe, expect, it } from 'vitest';
import { messages } from '@shared/i18n/messages';
import type { SiteOption } from '../schemas/provider';
import {
  displayTimes,
  isRideTimeFixed,
  minutesToTime,
  visibleTimes,
  type DisplayTimeInput,
} from './display-time';

const NO_TIME = messages.reservation.noTimeYet;
type View = SiteOption['reservationView'];

const view = (over: Partial<View> = {}): View => ({
  upDepartureTime: 0,
  upArrivalTime: 1,
  downDepartureTime: 1,
  downArrivalTime: 1,
  upLineDepartureTime: 1,
  upDtoDDepartureTime: 1,
  isJgnVisible: true,
  isBusVisible: true,
  ...over,
});

const booking = (over: Partial<DisplayTimeInput> = {}): DisplayTimeInput => ({
  upDown: 1,
  rsvMode: 0,
  busStartPlanTime: '07:40',
  busStartTime: '07:45',
  busEndPlanTime: '08:50',
  busEndTime: '08:52',
  busStopTime: '08:05',
  isFixedPlan: false,
  isLimitOver: false,
  isSendFixedPlanMail: false,
  isPlanReleaseOver: false,
  ...over,
});

type Flags = Pick<
  DisplayTimeInput,
  'isFixedPlan' | 'isLimitOver' | 'isSendFixedPlanMail' | 'isPlanReleaseOver'
>;
const everyFlagCombination: Flags[] = Array.from({ length: 16 }, (_, bits) => ({
  isFixedPlan: (bits & 1) !== 0,
  isLimitOver: (bits & 2) !== 0,
  isSendFixedPlanMail: (bits & 4) !== 0,
  isPlanReleaseOver: (bits & 8) !== 0,
}));

describe('up departure gate by upDepartureTime (SPEC.md §4)', () => {
  const gates: { setting: number; name: string; open: (f: Flags) => boolean }[] = [
    { setting: 1, name: 'fixed plan', open: (f) => f.isFixedPlan },
    { setting: 2, name: 'fixed plan and cut-off passed', open: (f) => f.isFixedPlan && f.isLimitOver },
    { setting: 3, name: 'fixed plan and mail sent', open: (f) => f.isFixedPlan && f.isSendFixedPlanMail },
    { setting: 4, name: 'fixed plan and ride day begun', open: (f) => f.isFixedPlan && f.isPlanReleaseOver },
    { setting: 0, name: 'always (0)', open: () => true },
    { setting: 5, name: 'always (5)', open: () => true },
    { setting: 9, name: 'always (9)', open: () => true },
  ];

  it.each(gates)(
    'setting $setting shows the time only when $name, for every combination of flags',
    (gate) => {
      for (const flags of everyFlagCombination) {
        const { departureText } = displayTimes(booking(flags), view({ upDepartureTime: gate.setting }));
        expect(departureText, JSON.stringify(flags)).toBe(gate.open(flags) ? '07:40' : NO_TIME);
      }
    },
  );

  it('setting 1: a fixed plan shows the time, an unfixed one the missing-time text', () => {
    expect(displayTimes(booking({ isFixedPlan: true }), view({ upDepartureTime: 1 })).departureText).toBe(
      '07:40',
    );
    expect(displayTimes(booking({ isFixedPlan: false }), view({ upDepartureTime: 1 })).departureText).toBe(
      NO_TIME,
    );
  });

  it('setting 2: a fixed plan before the cut-off is still hidden; after it, shown', () => {
    const v = view({ upDepartureTime: 2 });
    expect(displayTimes(booking({ isFixedPlan: true }), v).departureText).toBe(NO_TIME);
    expect(displayTimes(booking({ isFixedPlan: true, isLimitOver: true }), v).departureText).toBe('07:40');
    expect(displayTimes(booking({ isLimitOver: true }), v).departureText).toBe(NO_TIME);
  });

  it('setting 3: shown once the fixed-plan mail is sent', () => {
    const v = view({ upDepartureTime: 3 });
    expect(displayTimes(booking({ isFixedPlan: true }), v).departureText).toBe(NO_TIME);
    expect(displayTimes(booking({ isFixedPlan: true, isSendFixedPlanMail: true }), v).departureText).toBe(
      '07:40',
    );
  });

  it('setting 4: shown once the ride day has begun', () => {
    const v = view({ upDepartureTime: 4 });
    expect(displayTimes(booking({ isFixedPlan: true, isLimitOver: true }), v).departureText).toBe(NO_TIME);
    expect(displayTimes(booking({ isFixedPlan: true, isPlanReleaseOver: true }), v).departureText).toBe(
      '07:40',
    );
  });

  it('the gate hides the up departure only: the arrival at school is still shown', () => {
    const shown = displayTimes(booking(), view({ upDepartureTime: 1 }));
    expect(shown).toEqual({ departureText: NO_TIME, arrivalText: '08:50 学校着' });
  });

  it('the gate does not apply to down trips', () => {
    const shown = displayTimes(booking({ upDown: 2 }), view({ upDepartureTime: 1 }));
    expect(shown.departureText).toBe('07:40');
  });
});

describe('up departure source by upLineDepartureTime, or upDtoDDepartureTime for door-to-door', () => {
  it.each([
    { setting: 1, source: 'planned start', expected: '07:40' },
    { setting: 2, source: 'actual start', expected: '07:45' },
    { setting: 3, source: 'time at the stop', expected: '08:05' },
  ])('upLineDepartureTime $setting shows the $source', ({ setting, expected }) => {
    const v = view({ upLineDepartureTime: setting, upDtoDDepartureTime: setting === 1 ? 2 : 1 });
    expect(displayTimes(booking({ rsvMode: 0 }), v).departureText).toBe(expected);
  });

  it.each([
    { setting: 1, source: 'planned start', expected: '07:40' },
    { setting: 2, source: 'actual start', expected: '07:45' },
    { setting: 3, source: 'time at the stop', expected: '08:05' },
  ])('door-to-door: upDtoDDepartureTime $setting shows the $source', ({ setting, expected }) => {
    const v = view({ upDtoDDepartureTime: setting, upLineDepartureTime: setting === 1 ? 2 : 1 });
    expect(displayTimes(booking({ rsvMode: 3 }), v).departureText).toBe(expected);
  });

  it.each([0, 1, 2])(
    'reservation mode %i uses upLineDepartureTime, not the door-to-door setting',
    (rsvMode) => {
      const v = view({ upLineDepartureTime: 3, upDtoDDepartureTime: 2 });
      expect(displayTimes(booking({ rsvMode }), v).departureText).toBe('08:05');
    },
  );

  it('an actual start not yet known reads as the missing-time text', () => {
    expect(
      displayTimes(booking({ busStartTime: null }), view({ upLineDepartureTime: 2 })).departureText,
    ).toBe(NO_TIME);
  });

  it('a missing time at the stop reads as the missing-time text', () => {
    expect(displayTimes(booking({ busStopTime: null }), view({ upLineDepartureTime: 3 })).departureText).toBe(
      NO_TIME,
    );
  });

  it('an unknown source setting reads as the missing-time text', () => {
    expect(displayTimes(booking(), view({ upLineDepartureTime: 7 })).departureText).toBe(NO_TIME);
  });
});

describe('up arrival by upArrivalTime, shown as arrival at school', () => {
  it('setting 1 shows the planned end as 「HH:mm 学校着」', () => {
    expect(displayTimes(booking(), view({ upArrivalTime: 1 })).arrivalText).toBe('08:50 学校着');
  });

  it('setting 2 shows the actual end as 「HH:mm 学校着」', () => {
    expect(displayTimes(booking(), view({ upArrivalTime: 2 })).arrivalText).toBe('08:52 学校着');
  });

  it('a missing arrival reads as the missing-time text, without 学校着', () => {
    expect(displayTimes(booking({ busEndTime: null }), view({ upArrivalTime: 2 })).arrivalText).toBe(NO_TIME);
    expect(displayTimes(booking({ busEndPlanTime: null }), view({ upArrivalTime: 1 })).arrivalText).toBe(
      NO_TIME,
    );
    expect(displayTimes(booking(), view({ upArrivalTime: 3 })).arrivalText).toBe(NO_TIME);
  });
});

describe('down departure and arrival', () => {
  const down = (over: Partial<DisplayTimeInput> = {}) =>
    booking({
      upDown: 2,
      busStartPlanTime: '10:00',
      busStartTime: '10:02',
      busEndPlanTime: '10:50',
      busEndTime: '10:55',
      busStopTime: '10:30',
      ...over,
    });

  it('downDepartureTime 1 shows the planned start', () => {
    expect(displayTimes(down(), view({ downDepartureTime: 1 })).departureText).toBe('10:00');
  });

  it('downDepartureTime 2 shows the time at the stop', () => {
    expect(displayTimes(down(), view({ downDepartureTime: 2 })).departureText).toBe('10:30');
  });

  it('downArrivalTime 1 shows the time at the stop, without 学校着', () => {
    expect(displayTimes(down(), view({ downArrivalTime: 1 })).arrivalText).toBe('10:30');
  });

  it('downArrivalTime 2 shows the actual end', () => {
    expect(displayTimes(down(), view({ downArrivalTime: 2 })).arrivalText).toBe('10:55');
  });

  it('missing down times read as the missing-time text', () => {
    const v = view({ downDepartureTime: 2, downArrivalTime: 2 });
    expect(displayTimes(down({ busStopTime: null, busEndTime: null }), v)).toEqual({
      departureText: NO_TIME,
      arrivalText: NO_TIME,
    });
    expect(displayTimes(down({ busStartPlanTime: null }), view({ downDepartureTime: 1 })).departureText).toBe(
      NO_TIME,
    );
    expect(displayTimes(down({ busStopTime: null }), view({ downArrivalTime: 1 })).arrivalText).toBe(NO_TIME);
  });

  it('unknown down settings read as the missing-time text', () => {
    expect(displayTimes(down(), view({ downDepartureTime: 0, downArrivalTime: 3 }))).toEqual({
      departureText: NO_TIME,
      arrivalText: NO_TIME,
    });
  });
});

describe('the missing-time text', () => {
  it('is 「前日にご連絡します」', () => {
    expect(NO_TIME).toBe('前日にご連絡します');
  });

  it('an empty time counts as missing', () => {
    expect(displayTimes(booking({ busStartPlanTime: '' }), view()).departureText).toBe(NO_TIME);
  });
});

describe('minutes after midnight as HH:mm', () => {
  it.each([
    [0, '00:00'],
    [485, '08:05'],
    [600, '10:00'],
    [1439, '23:59'],
    [1445, '00:05'],
  ])('%i → %s', (minutes, text) => {
    expect(minutesToTime(minutes)).toBe(text);
  });

  it('refuses negative or fractional minutes', () => {
    expect(() => minutesToTime(-1)).toThrow(RangeError);
    expect(() => minutesToTime(1.5)).toThrow(RangeError);
    expect(() => minutesToTime(Number.NaN)).toThrow(RangeError);
  });
});

describe('the answer carries only the times the view shows (PRODUCT.md §4)', () => {
  const times = (b: DisplayTimeInput) => ({
    busStartPlanTime: b.busStartPlanTime,
    busStartTime: b.busStartTime,
    busEndPlanTime: b.busEndPlanTime,
    busEndTime: b.busEndTime,
    busStopTime: b.busStopTime,
  });
  const hidden = {
    busStartPlanTime: null,
    busStartTime: null,
    busEndPlanTime: null,
    busEndTime: null,
    busStopTime: null,
  };

  it('an up departure gated until the plan is fixed is not sent before, and sent after', () => {
    const gated = view({ upDepartureTime: 1, upLineDepartureTime: 3 });
    const before = booking();
    expect(visibleTimes(times(before), before, gated)).toEqual({ ...hidden, busEndPlanTime: '08:50' });
    const fixed = booking({ isFixedPlan: true });
    expect(visibleTimes(times(fixed), fixed, gated)).toEqual({
      ...hidden,
      busStopTime: '08:05',
      busEndPlanTime: '08:50',
    });
  });

  it('a down run sends its chosen departure and arrival sources only', () => {
    const down = booking({ upDown: 2 });
    expect(visibleTimes(times(down), down, view({ downDepartureTime: 2, downArrivalTime: 2 }))).toEqual({
      ...hidden,
      busStopTime: '08:05',
      busEndTime: '08:52',
    });
  });

  it('an unknown setting value shows nothing and sends nothing', () => {
    const b = booking({ upDown: 2 });
    expect(visibleTimes(times(b), b, view({ downDepartureTime: 9, downArrivalTime: 9 }))).toEqual(hidden);
  });
});

describe("a ride's time is 時刻確定 only once the plan is fixed and released (issue 25)", () => {
  it.each(everyFlagCombination)('%o', (flags) => {
    expect(isRideTimeFixed(flags)).toBe(flags.isFixedPlan && flags.isPlanReleaseOver);
  });

  it('a fixed plan before its release is not yet 時刻確定', () => {
    expect(isRideTimeFixed({ isFixedPlan: true, isPlanReleaseOver: false })).toBe(false);
  });
});

describe('a bus on offer before booking shows its planned time at the stop (issue 25)', () => {
  const atStop = view({ upDepartureTime: 4, upLineDepartureTime: 3 });

  it('while the gate is shut, the planned time at the stop marked 「（予定）」', () => {
    expect(displayTimes(booking(), atStop, { offer: true }).departureText).toBe('08:05（予定）');
  });

  it('and the answer carries that time at the stop', () => {
    const times = visibleTimes(booking(), booking(), atStop, { offer: true });
    expect(times.busStopTime).toBe('08:05');
    expect(times.busStartPlanTime).toBeNull();
  });

  it('once the gate opens, the time itself, as for a booking', () => {
    const released = booking({ isFixedPlan: true, isPlanReleaseOver: true });
    expect(displayTimes(released, atStop, { offer: true }).departureText).toBe('08:05');
  });

  it('a booking (not an offer) behind the shut gate still reads as the missing-time text', () => {
    expect(displayTimes(booking(), atStop).departureText).toBe(NO_TIME);
    expect(visibleTimes(booking(), booking(), atStop).busStopTime).toBeNull();
  });

  it('a school whose source is the planned start keeps the gate for offers too', () => {
    const byStart = view({ upDepartureTime: 4, upLineDepartureTime: 1 });
    expect(displayTimes(booking(), byStart, { offer: true }).departureText).toBe(NO_TIME);
  });

  it('a bus without a time at the stop reads as the missing-time text', () => {
    expect(displayTimes(booking({ busStopTime: null }), atStop, { offer: true }).departureText).toBe(NO_TIME);
  });

  it('down runs are not touched by the offer', () => {
    const down = booking({ upDown: 2 });
    expect(displayTimes(down, atStop, { offer: true })).toEqual(displayTimes(down, atStop));
  });
});
