import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { ja, t } from '@shared/i18n/imports';
import { fileDate, fileWholeNumber } from '@shared/rules/file-values';
import { chunked } from '@server/db/chunked';
import { classPeriods, learners, lessons } from '@server/db/schema';
import type { Db } from '@server/db/client';
import { noCounts, type CellProblem, type ImportKind } from '../import-kind';

const headers = ja.headers.lessons;

/** What the office system calls its two kinds of lesson, as GetKyosyuReservation answers them. */
const LESSON_KINDS = ['技能', '学科'] as const;

interface LessonRow {
  learnerId: number;
  date: string;
  jgn: number;
  kind: string;
}

interface LessonRefs {
  learnerIds: Map<string, number>;
  periods: Set<number>;
}

const keyOf = (row: { learnerId: number; date: string; jgn: number }) =>
  `${row.learnerId}|${row.date}|${row.jgn}`;

/** The lessons of the learners and dates a file names, by learner, date and period. */
async function lessonsOf(tx: Db, learnerIds: readonly number[], dates: readonly string[]) {
  const found = new Map<string, { learnerId: number; date: string; jgn: number; kind: string }>();
  for (const some of chunked(learnerIds)) {
    const rows = await tx
      .select({ learnerId: lessons.learnerId, date: lessons.date, jgn: lessons.jgn, kind: lessons.kind })
      .from(lessons)
      .where(and(inArray(lessons.learnerId, some), inArray(lessons.date, [...dates])));
    for (const row of rows) found.set(keyOf(row), row);
  }
  return found;
}

/**
 * `lessons` (issue 24): 教習生番号, 日付, 時限, 種別 (技能/学科) — what GetKyosyuReservation answers and
 * the desktop grid marks. The file holds the whole day of each learner it names on that day: a
 * lesson of that learner on that day the file lacks was cancelled in the office system and is
 * removed; other learners' lessons and other days are left alone, so an office system may send
 * one learner's changed day at a time without touching anyone else's.
 * Learners and periods must exist (import learners and periods first).
 */
export const lessonsKind: ImportKind<LessonRow, LessonRefs> = {
  name: 'lessons',
  columns: [
    { key: 'seitoNo', header: headers.seitoNo, required: true },
    { key: 'date', header: headers.date, required: true },
    { key: 'jgn', header: headers.jgn, required: true },
    { key: 'kind', header: headers.kind, required: true },
  ],
  async references(db, schoolId) {
    const people = await db
      .select({ id: learners.id, seitoNo: learners.seitoNo })
      .from(learners)
      .where(eq(learners.schoolId, schoolId));
    const periods = await db
      .select({ jgn: classPeriods.jgn })
      .from(classPeriods)
      .where(eq(classPeriods.schoolId, schoolId));
    return {
      learnerIds: new Map(people.map((p) => [p.seitoNo, p.id])),
      periods: new Set(periods.map((p) => p.jgn)),
    };
  },
  parse(cells, ref) {
    const problems: CellProblem[] = [];
    const seitoNo = (cells.seitoNo ?? '').normalize('NFKC');
    const learnerId = ref.learnerIds.get(seitoNo);
    const date = fileDate(cells.date ?? '');
    const jgn = fileWholeNumber(cells.jgn ?? '');
    const kind = (cells.kind ?? '').normalize('NFKC');
    if (seitoNo === '') problems.push({ column: headers.seitoNo, message: t('problem.required') });
    else if (learnerId === undefined)
      problems.push({ column: headers.seitoNo, message: t('problem.unknownLearner', { code: seitoNo }) });
    if (date === null) problems.push({ column: headers.date, message: t('problem.notDate') });
    if (jgn === null || !ref.periods.has(jgn))
      problems.push({ column: headers.jgn, message: t('problem.unknownPeriod', { jgn: cells.jgn ?? '' }) });
    if (!(LESSON_KINDS as readonly string[]).includes(kind))
      problems.push({ column: headers.kind, message: t('problem.notLessonKind') });
    if (problems.length > 0 || learnerId === undefined || date === null || jgn === null) return { problems };
    return { row: { learnerId, date, jgn, kind } };
  },
  key: keyOf,
  async apply({ tx }, rows) {
    const counts = noCounts();
    const days = new Set(rows.map(({ row }) => `${row.learnerId}|${row.date}`));
    const existing = await lessonsOf(
      tx,
      [...new Set(rows.map(({ row }) => row.learnerId))],
      [...new Set(rows.map(({ row }) => row.date))],
    );
    // a learner named on one date and another learner on another: neither's other day is the file's
    for (const [key, lesson] of existing)
      if (!days.has(`${lesson.learnerId}|${lesson.date}`)) existing.delete(key);
    const toWrite: LessonRow[] = [];
    for (const { row } of rows) {
      const was = existing.get(keyOf(row));
      existing.delete(keyOf(row));
      if (!was) counts.added++;
      else if (was.kind !== row.kind) counts.changed++;
      else {
        counts.unchanged++;
        continue;
      }
      toWrite.push(row);
    }
    const gone = [...existing.values()];
    counts.removed = gone.length;
    for (const some of chunked(gone))
      await tx.execute(
        sql`delete from lessons where (learner_id, date, jgn) in (values ${sql.join(
          some.map((l) => sql`(${l.learnerId}::integer, ${l.date}::date, ${l.jgn}::integer)`),
          sql`, `,
        )})`,
      );
    for (const some of chunked(toWrite))
      await tx
        .insert(lessons)
        .values(some.map(({ learnerId, date, jgn, kind }) => ({ learnerId, date, jgn, kind })))
        .onConflictDoUpdate({
          target: [lessons.learnerId, lessons.date, lessons.jgn],
          set: { kind: sql`excluded.kind` },
        });
    return { counts, problems: [] };
  },
  async exportRows(db, schoolId) {
    const rows = await db
      .select({ seitoNo: learners.seitoNo, date: lessons.date, jgn: lessons.jgn, kind: lessons.kind })
      .from(lessons)
      .innerJoin(learners, eq(learners.id, lessons.learnerId))
      .where(eq(learners.schoolId, schoolId))
      .orderBy(asc(lessons.date), asc(lessons.jgn), asc(learners.seitoNo));
    return rows.map((r) => [r.seitoNo, r.date, r.jgn, r.kind]);
  },
};
