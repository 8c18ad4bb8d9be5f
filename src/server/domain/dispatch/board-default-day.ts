import { japanDateKey, japanParts } from '@shared/rules/japan-time';
import {
  firstBusinessDayAfter,
  isBusinessDay,
  type BusinessDayCalendar,
} from '@server/domain/school/calendar';

/**
 * The day the console's board opens on (issue 26 §1): today while today's buses still run — on a
 * business day before the school's switch time `tomorrowFromMinutes` (minutes after midnight, Japan
 * time; default 17:00) — else the next business day, whose plan the dispatcher is preparing. On a
 * closed day the board opens on the next business day too: a closed day has no runs to watch, and
 * its 今日 button still shows it.
 */
export function boardDefaultDay(
  now: Date,
  tomorrowFromMinutes: number,
  calendar: BusinessDayCalendar,
): string {
  const today = japanDateKey(now);
  const { hour, minute } = japanParts(now);
  if (isBusinessDay(today, calendar) && hour * 60 + minute < tomorrowFromMinutes) return today;
  return firstBusinessDayAfter(today, calendar);
}
