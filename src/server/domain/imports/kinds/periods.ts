import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { messageFor } from '@shared/i18n/messages';
import { ja, t } from '@shared/i18n/imports';
import { checkPeriods } from '@shared/rules/class-periods';
import { minutesToTime } from '@shared/rules/display-time';
import type { Db } from '@server/db/client';
import { busRuns, classPeriods, runPatternSlots, schools } from '@server/db/schema';
import { timetableUnitOf } from '@server/domain/school/school-settings';
import type { ImportProblem } from '@shared/schemas/admin-imports';
import { noCounts, type CellProblem, type ImportKind } from '../import-kind';

const headers = ja.headers.periods;

interface PeriodRow {
  jgn: number;
  start: string;
  end: string;
}

/** A clock time as offices write it, 8:50 or 08:50, as the period form takes it ('08:50'). */
const clockText = (text: string) => {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text);
  return match ? `${match[1]!.padStart(2, '0')}:${match[2]}` : null;
};

/**
 * `periods` (issue 24): 時限, 開始, 終了 — the whole timetable, as the 時限と路線 screen saves it
 * (saveClassPeriods). The file has no name column: a new period is named as the screen names a
 * period it adds (number and the school's word, 「3時限」「3部」), and a period already there
 * keeps the name staff gave it, so a round trip changes nothing. Checked as a whole by
 * checkPeriods (820–823); a period the file leaves out is removed, unless dated runs (824) or the
 * weekly pattern (831) use it.
 */
export const periodsKind: ImportKind<PeriodRow, null> = {
  name: 'periods',
  columns: [
    { key: 'jgn', header: headers.jgn, required: true },
    { key: 'start', header: headers.start, required: true },
    { key: 'end', header: headers.end, required: true },
  ],
  references: async () => null,
  parse(cells) {
    const problems: CellProblem[] = [];
    const jgnText = cells.jgn ?? '';
    const start = clockText(cells.start ?? '');
    const end = clockText(cells.end ?? '');
    if (!/^\d{1,2}$/.test(jgnText)) problems.push({ column: headers.jgn, message: messageFor('error', 823) });
    if (start === null) problems.push({ column: headers.start, message: t('problem.notTime') });
    if (end === null) problems.push({ column: headers.end, message: t('problem.notTime') });
    return problems.length > 0 || start === null || end === null
      ? { problems }
      : { row: { jgn: Number(jgnText), start, end } };
  },
  key: (row) => String(row.jgn),
  async apply({ tx, schoolId }, rows) {
    const counts = noCounts();
    const [school] = await tx
      .select({ timetableUnit: schools.timetableUnit })
      .from(schools)
      .where(eq(schools.id, schoolId));
    const unit = timetableUnitOf(school?.timetableUnit ?? '');
    const existing = new Map(
      (await tx.select().from(classPeriods).where(eq(classPeriods.schoolId, schoolId))).map((p) => [
        p.jgn,
        p,
      ]),
    );
    const checked = checkPeriods(
      rows.map(({ row }) => ({ ...row, timeName: existing.get(row.jgn)?.timeName ?? `${row.jgn}${unit}` })),
    );
    if (!checked.ok) {
      const { code, index } = checked.problem;
      const column = code === 821 || code === 822 ? headers.start : headers.jgn;
      return { counts, problems: [{ line: rows[index]!.line, column, message: messageFor('error', code) }] };
    }
    const kept = new Set(checked.periods.map((p) => p.jgn));
    const removed = [...existing.values()].filter((p) => !kept.has(p.jgn));
    const problems = await removalProblems(tx, schoolId, removed);
    if (problems.length > 0) return { counts, problems };
    if (removed.length > 0)
      await tx.delete(classPeriods).where(
        and(
          eq(classPeriods.schoolId, schoolId),
          inArray(
            classPeriods.jgn,
            removed.map((p) => p.jgn),
          ),
        ),
      );
    counts.removed = removed.length;
    for (const p of checked.periods) {
      const was = existing.get(p.jgn);
      if (!was) {
        await tx.insert(classPeriods).values({ schoolId, ...p });
        counts.added++;
      } else if (was.startMinutes !== p.startMinutes || was.endMinutes !== p.endMinutes) {
        // updated in place: the weekly pattern's slots and the runs name the period by number
        await tx
          .update(classPeriods)
          .set({ startMinutes: p.startMinutes, endMinutes: p.endMinutes })
          .where(and(eq(classPeriods.schoolId, schoolId), eq(classPeriods.jgn, p.jgn)));
        counts.changed++;
      } else counts.unchanged++;
    }
    return { counts, problems: [] };
  },
  async exportRows(db, schoolId) {
    const rows = await db
      .select()
      .from(classPeriods)
      .where(eq(classPeriods.schoolId, schoolId))
      .orderBy(asc(classPeriods.startMinutes));
    return rows.map((p) => [p.jgn, minutesToTime(p.startMinutes), minutesToTime(p.endMinutes)]);
  },
};

/**
 * The periods the file leaves out that cannot go, as saveClassPeriods refuses them: one problem
 * each, on the header line (the period has no line in the file), naming the period.
 */
async function removalProblems(
  tx: Db,
  schoolId: number,
  removed: readonly { jgn: number; timeName: string }[],
): Promise<ImportProblem[]> {
  if (removed.length === 0) return [];
  const jgns = removed.map((p) => p.jgn);
  const withRuns = await tx
    .select({ jgn: busRuns.jgn, n: count() })
    .from(busRuns)
    .where(and(eq(busRuns.schoolId, schoolId), inArray(busRuns.jgn, jgns)))
    .groupBy(busRuns.jgn);
  const inPattern = await tx
    .selectDistinct({ jgn: runPatternSlots.jgn })
    .from(runPatternSlots)
    .where(and(eq(runPatternSlots.schoolId, schoolId), inArray(runPatternSlots.jgn, jgns)));
  return removed.flatMap((p) => {
    const code = withRuns.some((r) => r.jgn === p.jgn)
      ? 824
      : inPattern.some((s) => s.jgn === p.jgn)
        ? 831
        : null;
    if (code === null) return [];
    const message = t('problem.periodInUse', {
      jgn: p.jgn,
      name: p.timeName,
      reason: messageFor('error', code),
    });
    return [{ line: 1, column: headers.jgn, message }];
  });
}
