import { and, asc, eq } from 'drizzle-orm';
import { messageFor } from '@shared/i18n/messages';
import { ja, t } from '@shared/i18n/imports';
import { routeProblem } from '@shared/rules/course-route';
import type { ImportProblem } from '@shared/schemas/admin-imports';
import { courseStops, courses, stops } from '@server/db/schema';
import { BusinessError } from '@server/domain/business-error';
import { replaceRoute, routeOf, routeStopsByCode, type RouteStop } from '@server/domain/runs/manage-courses';
import { noCounts, type CellProblem, type ImportKind, type Lined } from '../import-kind';

const headers = ja.headers['course-stops'];

interface CourseStopRow {
  homenCd: string;
  seq: number;
  busStopCd: string;
  offsetMinutes: number;
}

const wholeNumber = (text: string) => (/^\d{1,4}$/.test(text) ? Number(text) : null);

/**
 * `course-stops` (issue 24): 方面コード, 順番, 乗車地点コード, 始発からの分. Each course the file names
 * gets the file's lines as its whole stop list, in 順番 order, as the course form saves it
 * (saveCourse): the list's rules (882, 883), and the course's runs from tomorrow follow the new
 * list unless that would move a booked learner (885, naming the dates). Courses the file does not
 * name keep their stops. Counted per line: added (a stop new on its course), changed (its place or
 * minutes differ), unchanged; removed: a stop the course had that its lines leave out.
 */
export const courseStopsKind: ImportKind<CourseStopRow, null> = {
  name: 'course-stops',
  columns: [
    { key: 'homenCd', header: headers.homenCd, required: true },
    { key: 'seq', header: headers.seq, required: true },
    { key: 'busStopCd', header: headers.busStopCd, required: true },
    { key: 'offset', header: headers.offset, required: true },
  ],
  references: async () => null,
  parse(cells) {
    const problems: CellProblem[] = [];
    const homenCd = cells.homenCd ?? '';
    const busStopCd = cells.busStopCd ?? '';
    const seq = wholeNumber(cells.seq ?? '');
    const offsetMinutes = wholeNumber(cells.offset ?? '');
    if (homenCd === '') problems.push({ column: headers.homenCd, message: t('problem.required') });
    if (seq === null) problems.push({ column: headers.seq, message: t('problem.notWholeNumber') });
    if (busStopCd === '') problems.push({ column: headers.busStopCd, message: t('problem.required') });
    if (offsetMinutes === null) problems.push({ column: headers.offset, message: messageFor('error', 883) });
    return problems.length > 0 || seq === null || offsetMinutes === null
      ? { problems }
      : { row: { homenCd, seq, busStopCd, offsetMinutes } };
  },
  // one stop once per course (882); a repeated 順番 is found when the course's lines are put in order
  key: (row) => `${row.homenCd}\t${row.busStopCd}`,
  async apply({ tx, schoolId, now }, rows) {
    const counts = noCounts();
    const problems: ImportProblem[] = [];
    const byCourse = new Map<string, Lined<CourseStopRow>[]>();
    for (const lined of rows)
      byCourse.set(lined.row.homenCd, [...(byCourse.get(lined.row.homenCd) ?? []), lined]);
    for (const [homenCd, unordered] of byCourse) {
      const lines = [...unordered].sort((a, b) => a.row.seq - b.row.seq || a.line - b.line);
      // the course row is the lock of its stop list and runs, as saveCourse takes it
      const [course] = await tx
        .select({ id: courses.id })
        .from(courses)
        .where(and(eq(courses.schoolId, schoolId), eq(courses.homenCd, homenCd)))
        .for('update');
      if (!course) {
        problems.push(
          ...lines.map((l) => ({
            line: l.line,
            column: headers.homenCd,
            message: t('problem.unknownCourse', { code: homenCd }),
          })),
        );
        continue;
      }
      const found = await courseProblems(
        lines,
        homenCd,
        await routeStopsByCode(
          tx,
          schoolId,
          course.id,
          lines.map((l) => l.row.busStopCd),
        ),
      );
      if ('problems' in found) {
        problems.push(...found.problems);
        continue;
      }
      const before = await routeOf(tx, course.id);
      try {
        await replaceRoute(tx, course.id, before, found.route, now);
      } catch (error) {
        if (!(error instanceof BusinessError)) throw error;
        problems.push({
          line: lines[0]!.line,
          column: headers.homenCd,
          message: t('problem.ofCourse', { code: homenCd, reason: error.message }),
        });
        continue;
      }
      found.route.forEach((s, i) => {
        const was = before.findIndex((b) => b.stopId === s.stopId);
        if (was < 0) counts.added++;
        else if (was !== i || before[was]!.offsetMinutes !== s.offsetMinutes) counts.changed++;
        else counts.unchanged++;
      });
      counts.removed += before.filter((b) => !found.route.some((s) => s.stopId === b.stopId)).length;
    }
    return { counts, problems };
  },
  async exportRows(db, schoolId) {
    const rows = await db
      .select({
        homenCd: courses.homenCd,
        seq: courseStops.seq,
        busStopCd: stops.busStopCd,
        offsetMinutes: courseStops.offsetMinutes,
      })
      .from(courseStops)
      .innerJoin(courses, eq(courses.id, courseStops.courseId))
      .innerJoin(stops, eq(stops.id, courseStops.stopId))
      .where(eq(courses.schoolId, schoolId))
      .orderBy(asc(courses.homenCd), asc(courseStops.seq));
    return rows.map((r) => [r.homenCd, r.seq, r.busStopCd, r.offsetMinutes]);
  },
};

/**
 * One course's lines, in order, as its stop list, or their problems by line: a 順番 twice, the
 * list's shape (882, 883), a stop the course may not name.
 */
function courseProblems(
  lines: readonly Lined<CourseStopRow>[],
  homenCd: string,
  allowed: Awaited<ReturnType<typeof routeStopsByCode>>,
): { route: RouteStop[] } | { problems: ImportProblem[] } {
  const problems: ImportProblem[] = [];
  lines.forEach((l, i) => {
    if (i > 0 && lines[i - 1]!.row.seq === l.row.seq)
      problems.push({
        line: l.line,
        column: headers.seq,
        message: t('problem.repeatedSeq', { code: homenCd, seq: l.row.seq }),
      });
    if (!allowed.has(l.row.busStopCd))
      problems.push({
        line: l.line,
        column: headers.busStopCd,
        message: t('problem.notStopCd', { code: l.row.busStopCd }),
      });
  });
  const shape = routeProblem(lines.map((l) => l.row));
  if (shape)
    problems.push({
      line: lines[shape.index]!.line,
      column: shape.code === 883 ? headers.offset : headers.busStopCd,
      message: messageFor('error', shape.code),
    });
  if (problems.length > 0) return { problems };
  return {
    route: lines.map((l) => ({ ...allowed.get(l.row.busStopCd)!, offsetMinutes: l.row.offsetMinutes })),
  };
}
