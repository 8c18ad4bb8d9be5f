import { describe, expect, it } from 'vitest';
import { japanInstant } from '@shared/rules/japan-time';
import { HttpError } from '@server/domain/business-error';
import type { SchoolCalendar } from './bookable-days';
import { assertExtrasAllowed, rangeDates } from './guards';
import { reservationFlags } from './reservation-flags';
import type { BookingOptions } from './school-calendar';

const calendar: SchoolCalendar = {
  closedWeekdays: [0],
  closures: [],
  cutoffMinutes: 16 * 60,
  horizonDays: 30,
};

describe('reservation flags of a booking (issue 3 decisions)', () => {
  // 2027-06-07 is a Monday: its cut-off is Saturday 2027-06-05 16:00 (Sunday is closed)
  const monday = '2027-06-07';

  it('before the cut-off: not over, cancellable on the net, no plan', () => {
    expect(reservationFlags(monday, undefined, japanInstant('2027-06-05', 15 * 60 + 59), calendar)).toEqual({
      isFixedPlan: false,
      isSendFixedPlanMail: false,
      isLimitOver: false,
      isPlanReleaseOver: false,
      isNetCancel: true,
      busCall: false,
    });
  });

  it('at the cut-off minute itself the limit is over and the booking can no longer be cancelled on the net', () => {
    const flags = reservationFlags(
      monday,
      { mailSent: false },
      japanInstant('2027-06-05', 16 * 60),
      calendar,
    );
    expect(flags).toMatchObject({
      isFixedPlan: true,
      isSendFixedPlanMail: false,
      isLimitOver: true,
      isNetCancel: false,
    });
  });

  it('the plan is released when the ride day begins (Japan midnight)', () => {
    expect(reservationFlags(monday, { mailSent: true }, japanInstant(monday, 0), calendar)).toMatchObject({
      isSendFixedPlanMail: true,
      isPlanReleaseOver: true,
    });
    expect(
      reservationFlags(monday, undefined, new Date(japanInstant(monday, 0).getTime() - 1), calendar)
        .isPlanReleaseOver,
    ).toBe(false);
  });
});

describe('request guards', () => {
  it('a range of at most 31 days, in order, of real dates', () => {
    expect(rangeDates('2027-01-30', '2027-02-02')).toEqual([
      '2027-01-30',
      '2027-01-31',
      '2027-02-01',
      '2027-02-02',
    ]);
    expect(rangeDates('2027-01-01', '2027-01-31')).toHaveLength(31);
    expect(() => rangeDates('2027-01-01', '2027-02-01')).toThrow(HttpError);
    expect(() => rangeDates('2027-01-02', '2027-01-01')).toThrow(HttpError);
    expect(() => rangeDates('2027-02-29', '2027-03-01')).toThrow(HttpError);
  });

  it('extras only where the site enables them', () => {
    const options = (on: boolean) =>
      ({
        reservation: {
          isPassengerOptionEnabled: on,
          isChildSheetOptionEnabled: on,
          isJitensyaOptionEnabled: on,
        },
      }) as BookingOptions;
    const none = { passenger: 0, childSheet: 0, jitensya: 0 };
    expect(() => assertExtrasAllowed(options(false), none)).not.toThrow();
    expect(() =>
      assertExtrasAllowed(options(true), { passenger: 3, childSheet: 3, jitensya: 1 }),
    ).not.toThrow();
    for (const extra of [{ passenger: 1 }, { childSheet: 1 }, { jitensya: 1 }]) {
      expect(() => assertExtrasAllowed(options(false), { ...none, ...extra })).toThrow(HttpError);
    }
  });
});
