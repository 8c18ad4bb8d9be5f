import { addDays, japanDateKey, japanInstant } from '@shared/rules/japan-time';
import { clockMinutes } from '@shared/rules/clock-time';
import type { Db } from '@server/db/client';
import { BusinessError } from '@server/domain/business-error';
import { CALENDAR_AHEAD_DAYS } from '@server/domain/school/manage-calendar';
import { loadSchoolCalendar } from '@server/domain/school/school-settings';
import { bookableDays } from './rules/bookable-days';

/**
 * The days a learner would be offered at `time` on `date` (Japan): the one bookable-days rule of
 * GetReservationDays on the school's calendar as stored now. 799 for a date more than a year away.
 */
export async function previewBookableDays(
  db: Db,
  schoolId: number,
  input: { date: string; time: string },
  now: Date,
): Promise<{ date: string; deadline: Date }[]> {
  const today = japanDateKey(now);
  const minutes = clockMinutes(input.time);
  if (
    minutes === null ||
    input.date < addDays(today, -CALENDAR_AHEAD_DAYS) ||
    input.date > addDays(today, CALENDAR_AHEAD_DAYS)
  )
    throw BusinessError.of('error', 799);
  const at = japanInstant(input.date, minutes);
  const calendar = await loadSchoolCalendar(db, schoolId, at);
  if (!calendar) throw BusinessError.of('error', 403);
  return bookableDays(at, calendar);
}
