import { and, eq, inArray } from 'drizzle-orm';
import { ja, t } from '@shared/i18n/imports';
import type { ImportCounts, ImportProblem } from '@shared/schemas/admin-imports';
import { addDays, datesBetween, japanDateKey } from '@shared/rules/japan-time';
import type { Db } from '@server/db/client';
import {
  classPeriods,
  schoolClosedPeriods,
  schoolClosures,
  schoolOpenings,
  schools,
} from '@server/db/schema';
import { isNationalHoliday, weekdayOf } from '@server/domain/school/calendar';
import { closuresAfterOpening, type StoredClosure } from '@server/domain/school/calendar-edit';
import { CALENDAR_AHEAD_DAYS, calendarBetween } from '@server/domain/school/manage-calendar';
import { noCounts, type CellProblem, type ImportKind, type Lined } from '../import-kind';
import { fileDate, fileWholeNumber } from '@shared/rules/file-values';

const headers = ja.headers.calendar;
const { cells } = ja;

interface CalendarLine {
  date: string;
  closed: boolean;
  /** null: the whole day */
  jgn: number | null;
}

interface CalendarRefs {
  first: string;
  last: string;
  periods: Set<number>;
}

/** A date's calendar as the file writes it: closed all day, opened, and its closed class periods. */
export interface DayState {
  closedDay: boolean;
  opened: boolean;
  periods: number[];
}

const isEmpty = (s: DayState) => !s.closedDay && !s.opened && s.periods.length === 0;
const same = (a: DayState, b: DayState) =>
  a.closedDay === b.closedDay && a.opened === b.opened && a.periods.join(',') === b.periods.join(',');

/** How one date's change counts (issue 24): a date without any entry before is added, one left without is removed. */
export function countDay(counts: ImportCounts, before: DayState, after: DayState): void {
  if (same(before, after)) counts.unchanged++;
  else if (isEmpty(before)) counts.added++;
  else if (isEmpty(after)) counts.removed++;
  else counts.changed++;
}

/** A date's stored state from the school's closures, openings and closed periods. */
function stateOf(
  date: string,
  closures: readonly StoredClosure[],
  openings: ReadonlySet<string>,
  periods: readonly { date: string; jgn: number }[],
): DayState {
  return {
    closedDay: closures.some((c) => c.startDate <= date && date <= c.endDate),
    opened: openings.has(date),
    periods: periods
      .filter((p) => p.date === date)
      .map((p) => p.jgn)
      .sort((a, b) => a - b),
  };
}

async function storedCalendar(db: Db, schoolId: number, first: string, last: string) {
  const { calendar, closures, periods } = await calendarBetween(db, schoolId, first, last);
  return { closures, openings: new Set(calendar.openings), periods };
}

/**
 * `calendar` (issue 24): 日付, 区分 (休校/開校), 時限 (empty: the whole day), dates from today to a
 * year ahead (the calendar screen's range). For each date the file names, its lines are that
 * date's whole state: 休校 without 時限 closes the day (a one-day closure, as the calendar screen
 * stores it; its openings and closed periods go), 休校 with 時限 closes that class period only
 * (school_closed_periods: its runs take no bookings), 開校 opens the day (cut out of a longer
 * closure; an opening row when a national holiday or closed weekday). A date's closures,
 * openings and closed periods the file does not write are removed. Dates the file leaves out keep
 * theirs. Counted per date.
 */
export const calendarKind: ImportKind<CalendarLine, CalendarRefs> = {
  name: 'calendar',
  columns: [
    { key: 'date', header: headers.date, required: true },
    { key: 'closed', header: headers.closed, required: true },
    { key: 'jgn', header: headers.jgn, required: false },
  ],
  async references(db, schoolId, now) {
    const today = japanDateKey(now);
    const periodRows = await db
      .select({ jgn: classPeriods.jgn })
      .from(classPeriods)
      .where(eq(classPeriods.schoolId, schoolId));
    return {
      first: today,
      last: addDays(today, CALENDAR_AHEAD_DAYS),
      periods: new Set(periodRows.map((p) => p.jgn).filter((j) => j > 0)),
    };
  },
  parse(c, ref) {
    const problems: CellProblem[] = [];
    const date = fileDate(c.date ?? '');
    if (date === null) problems.push({ column: headers.date, message: t('problem.notDate') });
    else if (date < ref.first || date > ref.last)
      problems.push({ column: headers.date, message: t('problem.calendarOutOfRange') });
    const kind = (c.closed ?? '').trim();
    const closed = kind === cells.closed ? true : kind === cells.open ? false : null;
    if (closed === null) problems.push({ column: headers.closed, message: t('problem.notCalendarKind') });
    const jgnCell = (c.jgn ?? '').trim();
    const jgn = jgnCell === '' ? null : fileWholeNumber(jgnCell);
    if (jgnCell !== '' && (jgn === null || !ref.periods.has(jgn)))
      problems.push({ column: headers.jgn, message: t('problem.unknownPeriod', { jgn: jgnCell }) });
    else if (closed === false && jgn !== null)
      problems.push({ column: headers.jgn, message: t('problem.openWithPeriod') });
    if (problems.length > 0 || date === null || closed === null) return { problems };
    return { row: { date, closed, jgn } };
  },
  key: (row) => `${row.date}|${row.closed ? 1 : 0}|${row.jgn ?? ''}`,
  async apply({ tx, schoolId }, rows) {
    const counts = noCounts();
    const problems: ImportProblem[] = [];
    const byDate = new Map<string, Lined<CalendarLine>[]>();
    for (const line of rows) byDate.set(line.row.date, [...(byDate.get(line.row.date) ?? []), line]);
    const dates = [...byDate.keys()].sort();
    if (dates.length === 0) return { counts, problems };
    const [school] = await tx
      .select({ closedWeekdays: schools.closedWeekdays })
      .from(schools)
      .where(eq(schools.id, schoolId));
    const stored = await storedCalendar(tx, schoolId, dates[0]!, dates.at(-1)!);
    let closures = stored.closures;
    for (const date of dates) {
      const lines = byDate.get(date)!;
      const wholeDay = lines.find((l) => l.row.closed && l.row.jgn === null);
      if (wholeDay)
        for (const other of lines.filter((l) => l !== wholeDay))
          problems.push({
            line: other.line,
            column: headers.closed,
            message: t('problem.calendarConflict', { first: wholeDay.line }),
          });
      const want: DayState = {
        closedDay: wholeDay !== undefined,
        opened: lines.some((l) => !l.row.closed),
        periods: lines
          .flatMap((l) => (l.row.closed && l.row.jgn !== null ? [l.row.jgn] : []))
          .sort((a, b) => a - b),
      };
      const before = stateOf(date, closures, stored.openings, stored.periods);
      if (wholeDay) {
        if (!before.closedDay) {
          const [added] = await tx
            .insert(schoolClosures)
            .values({ schoolId, startDate: date, endDate: date, reason: '' })
            .returning();
          closures = [...closures, added!];
        }
      } else if (before.closedDay) {
        const { removed, added } = closuresAfterOpening(closures, date, date);
        await tx.delete(schoolClosures).where(inArray(schoolClosures.id, removed));
        const parts =
          added.length > 0
            ? await tx
                .insert(schoolClosures)
                .values(added.map((c) => ({ schoolId, ...c })))
                .returning()
            : [];
        closures = [...closures.filter((c) => !removed.includes(c.id)), ...parts];
      }
      // an opening only where the day would be closed without it, as the calendar screen keeps them
      const needsOpening =
        school !== undefined && (isNationalHoliday(date) || school.closedWeekdays.includes(weekdayOf(date)));
      const opened = !want.closedDay && want.opened && (before.opened || needsOpening);
      if (before.opened && !opened)
        await tx
          .delete(schoolOpenings)
          .where(and(eq(schoolOpenings.schoolId, schoolId), eq(schoolOpenings.date, date)));
      if (opened && !before.opened) await tx.insert(schoolOpenings).values({ schoolId, date });
      const gone = before.periods.filter((j) => !want.periods.includes(j));
      if (gone.length > 0)
        await tx
          .delete(schoolClosedPeriods)
          .where(
            and(
              eq(schoolClosedPeriods.schoolId, schoolId),
              eq(schoolClosedPeriods.date, date),
              inArray(schoolClosedPeriods.jgn, gone),
            ),
          );
      const added = want.periods.filter((j) => !before.periods.includes(j));
      if (added.length > 0)
        await tx.insert(schoolClosedPeriods).values(added.map((jgn) => ({ schoolId, date, jgn })));
      countDay(counts, before, { closedDay: want.closedDay, opened, periods: want.periods });
    }
    return { counts, problems };
  },
  async exportRows(db, schoolId, now) {
    const first = japanDateKey(now);
    const last = addDays(first, CALENDAR_AHEAD_DAYS);
    const stored = await storedCalendar(db, schoolId, first, last);
    const rows: (string | number)[][] = [];
    for (const date of datesBetween(first, last)) {
      const state = stateOf(date, stored.closures, stored.openings, stored.periods);
      // a closed day is the whole state of its date: its class periods cannot be closed apart
      if (state.closedDay) {
        rows.push([date, cells.closed, '']);
        continue;
      }
      if (state.opened) rows.push([date, cells.open, '']);
      for (const jgn of state.periods) rows.push([date, cells.closed, jgn]);
    }
    return rows;
  },
};
