import { and, count, eq, isNull } from 'drizzle-orm';
import { Direction } from '@shared/constants';
import { messageFor } from '@shared/i18n/messages';
import { ja, t } from '@shared/i18n/imports';
import type { ImportProblem } from '@shared/schemas/admin-imports';
import { PATTERN_LIMITS, type PatternSlot } from '@shared/schemas/admin-pattern';
import { classPeriods, courseStops, courses, vehicles } from '@server/db/schema';
import { BusinessError } from '@server/domain/business-error';
import {
  loadStoredPatterns,
  NEW_PATTERN_MINUTES,
  saveRunPatternIn,
} from '@server/domain/runs/manage-pattern';
import { noCounts, type CellProblem, type ImportKind, type Lined } from '../import-kind';
import { fileFlag, fileWholeNumber } from '@shared/rules/file-values';
import { parseWeekdays, weekOrder, weekdaysCell } from './file-cells';

const headers = ja.headers['run-pattern'];
const { cells } = ja;

interface PatternLine {
  homenCd: string;
  /** 0 Sunday … 6 Saturday, Monday first */
  weekdays: number[];
  jgn: number;
  upDown: 1 | 2;
  seats: number;
  childSeats: number;
  bicycles: number;
  isNetReservation: boolean;
  vehicleCd: string;
}

interface PatternRefs {
  /** stop count by course code */
  courses: Map<string, number>;
  periods: Set<number>;
  vehicles: Set<string>;
}

const slotKey = (s: { weekday: number; jgn: number; upDown: number }) => `${s.weekday}|${s.jgn}|${s.upDown}`;

const sameSlot = (a: PatternSlot, b: PatternSlot) =>
  a.seats === b.seats &&
  a.childSeats === b.childSeats &&
  a.bicycles === b.bicycles &&
  a.isNetReservation === b.isNetReservation &&
  a.vehicleCd === b.vehicleCd;

const between = (n: number | null, min: number, max: number) => n !== null && n >= min && n <= max;

/**
 * `run-pattern` (issue 24): 方面コード, 曜日, 時限, 往復, 定員, チャイルドシート, 自転車, ネット予約,
 * 車両. A line is one run of a course on each weekday it names (「月火水木金」 is five). For each
 * course the file names, its weekly pattern becomes the file's lines — saved by the pattern
 * screen's own save (saveRunPatternIn), so the same rules hold for capacities, periods, vehicles
 * and for the dated runs and their booked learners. Courses the file leaves out keep theirs.
 * Counted per run slot (course × weekday × period × direction).
 */
export const runPatternKind: ImportKind<PatternLine, PatternRefs> = {
  name: 'run-pattern',
  columns: [
    { key: 'homenCd', header: headers.homenCd, required: true },
    { key: 'weekdays', header: headers.weekdays, required: true },
    { key: 'jgn', header: headers.jgn, required: true },
    { key: 'upDown', header: headers.upDown, required: true },
    { key: 'seats', header: headers.seats, required: true },
    { key: 'childSeats', header: headers.childSeats, required: true },
    { key: 'bicycles', header: headers.bicycles, required: true },
    { key: 'isNetReservation', header: headers.isNetReservation, required: true },
    { key: 'vehicleCd', header: headers.vehicleCd, required: false },
  ],
  async references(db, schoolId) {
    const courseRows = await db
      .select({ homenCd: courses.homenCd, stops: count(courseStops.courseId) })
      .from(courses)
      .leftJoin(courseStops, eq(courseStops.courseId, courses.id))
      .where(eq(courses.schoolId, schoolId))
      .groupBy(courses.homenCd);
    const periodRows = await db
      .select({ jgn: classPeriods.jgn })
      .from(classPeriods)
      .where(eq(classPeriods.schoolId, schoolId));
    const vehicleRows = await db
      .select({ code: vehicles.vehicleCd })
      .from(vehicles)
      .where(and(eq(vehicles.schoolId, schoolId), isNull(vehicles.retiredAt)));
    return {
      courses: new Map(courseRows.map((c) => [c.homenCd, c.stops])),
      periods: new Set(periodRows.map((p) => p.jgn).filter((j) => j > 0)),
      vehicles: new Set(vehicleRows.map((v) => v.code)),
    };
  },
  parse(c, ref) {
    const problems: CellProblem[] = [];
    const homenCd = (c.homenCd ?? '').trim();
    const stopCount = ref.courses.get(homenCd);
    if (stopCount === undefined)
      problems.push({ column: headers.homenCd, message: t('problem.unknownCourse', { code: homenCd }) });
    else if (stopCount === 0) problems.push({ column: headers.homenCd, message: messageFor('error', 840) });
    const weekdays = parseWeekdays(c.weekdays ?? '');
    if (!weekdays) problems.push({ column: headers.weekdays, message: t('problem.notWeekdays') });
    const jgn = fileWholeNumber(c.jgn ?? '');
    if (jgn === null || !ref.periods.has(jgn))
      problems.push({ column: headers.jgn, message: t('problem.unknownPeriod', { jgn: c.jgn ?? '' }) });
    const direction = (c.upDown ?? '').trim();
    const upDown = direction === cells.up ? Direction.Up : direction === cells.down ? Direction.Down : null;
    if (upDown === null) problems.push({ column: headers.upDown, message: t('problem.notDirection') });
    const seats = fileWholeNumber(c.seats ?? '');
    if (!between(seats, PATTERN_LIMITS.minSeats, PATTERN_LIMITS.maxSeats))
      problems.push({ column: headers.seats, message: messageFor('error', 842) });
    const childSeats = fileWholeNumber(c.childSeats ?? '');
    if (!between(childSeats, 0, PATTERN_LIMITS.maxChildSeats))
      problems.push({ column: headers.childSeats, message: messageFor('error', 843) });
    const bicycles = fileWholeNumber(c.bicycles ?? '');
    if (!between(bicycles, 0, PATTERN_LIMITS.maxBicycles))
      problems.push({ column: headers.bicycles, message: messageFor('error', 843) });
    const isNetReservation = fileFlag(c.isNetReservation ?? '');
    if (isNetReservation === null)
      problems.push({ column: headers.isNetReservation, message: t('problem.notOneOrZero') });
    const vehicleCd = (c.vehicleCd ?? '').trim();
    if (vehicleCd !== '' && !ref.vehicles.has(vehicleCd))
      problems.push({ column: headers.vehicleCd, message: t('problem.unknownVehicle', { code: vehicleCd }) });
    if (
      problems.length > 0 ||
      !weekdays ||
      jgn === null ||
      upDown === null ||
      seats === null ||
      childSeats === null ||
      bicycles === null ||
      isNetReservation === null
    )
      return { problems };
    return {
      row: { homenCd, weekdays, jgn, upDown, seats, childSeats, bicycles, isNetReservation, vehicleCd },
    };
  },
  key: (row) => `${row.homenCd}|${row.weekdays.join('')}|${row.jgn}|${row.upDown}`,
  async apply({ tx, schoolId, actor, now }, rows) {
    const counts = noCounts();
    const problems: ImportProblem[] = [];
    const byCourse = new Map<string, Lined<PatternLine>[]>();
    for (const line of rows)
      byCourse.set(line.row.homenCd, [...(byCourse.get(line.row.homenCd) ?? []), line]);
    const stored = new Map((await loadStoredPatterns(tx, schoolId)).map((p) => [p.homenCd, p]));
    for (const [homenCd, lines] of [...byCourse].sort(([a], [b]) => a.localeCompare(b))) {
      const slots = new Map<string, { slot: PatternSlot; line: number }>();
      for (const { line, row } of lines)
        for (const weekday of row.weekdays) {
          const slot: PatternSlot = {
            weekday,
            jgn: row.jgn,
            upDown: row.upDown,
            seats: row.seats,
            childSeats: row.childSeats,
            bicycles: row.bicycles,
            isNetReservation: row.isNetReservation,
            vehicleCd: row.vehicleCd,
          };
          const first = slots.get(slotKey(slot));
          if (first)
            problems.push({
              line,
              column: headers.weekdays,
              message: t('problem.overlappingSlot', { first: first.line }),
            });
          else slots.set(slotKey(slot), { slot, line });
        }
      const was = stored.get(homenCd);
      const before = new Map(
        (was?.runs ?? []).map((r) => [slotKey(r), { ...r, vehicleCd: r.vehicleCd ?? '' } as PatternSlot]),
      );
      let changes = 0;
      for (const [key, { slot }] of slots) {
        const old = before.get(key);
        if (!old) counts.added++;
        else if (sameSlot(old, slot)) counts.unchanged++;
        else counts.changed++;
        if (!old || !sameSlot(old, slot)) changes++;
      }
      const removed = [...before.keys()].filter((key) => !slots.has(key)).length;
      counts.removed += removed;
      if (problems.length > 0 || (was && changes + removed === 0)) continue;
      try {
        await saveRunPatternIn(
          tx,
          actor,
          {
            homenCd,
            minutesToSchool: was?.minutesToSchool ?? NEW_PATTERN_MINUTES.minutesToSchool,
            marginMinutes: was?.marginMinutes ?? NEW_PATTERN_MINUTES.marginMinutes,
            slots: [...slots.values()].map((s) => s.slot),
          },
          now,
        );
      } catch (error) {
        if (!(error instanceof BusinessError)) throw error;
        problems.push({ line: lines[0]!.line, column: headers.homenCd, message: error.message });
      }
    }
    return { counts, problems };
  },
  async exportRows(db, schoolId) {
    const patterns = (await loadStoredPatterns(db, schoolId)).sort((a, b) =>
      a.homenCd.localeCompare(b.homenCd),
    );
    const out: { sort: number[]; cells: (string | number)[] }[][] = [];
    for (const pattern of patterns) {
      // one line per run with the same period, direction and capacity, its weekdays together
      const groups = new Map<string, { slot: (typeof pattern.runs)[number]; weekdays: number[] }>();
      for (const run of pattern.runs) {
        const key = [
          run.jgn,
          run.upDown,
          run.seats,
          run.childSeats,
          run.bicycles,
          run.isNetReservation,
          run.vehicleCd ?? '',
        ].join('|');
        const group = groups.get(key);
        if (group) group.weekdays.push(run.weekday);
        else groups.set(key, { slot: run, weekdays: [run.weekday] });
      }
      out.push(
        [...groups.values()].map(({ slot, weekdays }) => ({
          sort: [slot.jgn, slot.upDown, Math.min(...weekdays.map(weekOrder))],
          cells: [
            pattern.homenCd,
            weekdaysCell(weekdays),
            slot.jgn,
            slot.upDown === Direction.Up ? cells.up : cells.down,
            slot.seats,
            slot.childSeats,
            slot.bicycles,
            slot.isNetReservation ? 1 : 0,
            slot.vehicleCd ?? '',
          ],
        })),
      );
    }
    const bySort = (a: { sort: number[] }, b: { sort: number[] }) =>
      a.sort.reduce((d, n, i) => d || n - b.sort[i]!, 0);
    return out.flatMap((lines) => lines.sort(bySort).map((l) => l.cells));
  },
};
