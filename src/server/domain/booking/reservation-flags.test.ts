import { describe, expect, it } from 'vitest';
import { japanInstant } from '@shared/rules/japan-time';
import type { SchoolCalendar } from '@server/domain/school/calendar';
import { bookingFlags, reservationFlags } from './reservation-flags';

const calendar: SchoolCalendar = {
  closedWeekdays: [0],
  closures: [],
  openings: [],
  cutoffMinutes: 16 * 60,
  horizonDays: 30,
  planReleaseMinutes: 18 * 60,
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

  it('the plan of Monday is released at 18:00 on Saturday, its cut-off day (PRODUCT.md §4 plan release)', () => {
    const release = japanInstant('2027-06-05', 18 * 60);
    expect(reservationFlags(monday, { mailSent: true }, release, calendar)).toMatchObject({
      isSendFixedPlanMail: true,
      isPlanReleaseOver: true,
    });
    expect(
      reservationFlags(monday, undefined, new Date(release.getTime() - 1), calendar).isPlanReleaseOver,
    ).toBe(false);
  });

  it("the release follows the school's setting: at 17:30 it is released at 17:30", () => {
    const early = { ...calendar, planReleaseMinutes: 17 * 60 + 30 };
    expect(
      reservationFlags(monday, undefined, japanInstant('2027-06-05', 17 * 60 + 30), early).isPlanReleaseOver,
    ).toBe(true);
    expect(
      reservationFlags(monday, undefined, japanInstant('2027-06-05', 17 * 60 + 29), early).isPlanReleaseOver,
    ).toBe(false);
  });
});

describe('a booking counts as fixed only once a fix froze its ride (issue 11 §5)', () => {
  const monday = '2027-06-07';
  const evening = japanInstant('2027-06-05', 19 * 60);
  const dateFlags = reservationFlags(monday, { mailSent: true }, evening, calendar);

  it('a ride the fix froze carries the date’s fixed plan and its mail', () => {
    expect(bookingFlags(dateFlags, true)).toEqual(dateFlags);
  });

  it('a ride booked by staff after the fix is not fixed and not mailed until the next fix; the rest holds', () => {
    expect(bookingFlags(dateFlags, false)).toEqual({
      ...dateFlags,
      isFixedPlan: false,
      isSendFixedPlanMail: false,
    });
    expect(dateFlags.isLimitOver && dateFlags.isPlanReleaseOver).toBe(true);
  });
});
