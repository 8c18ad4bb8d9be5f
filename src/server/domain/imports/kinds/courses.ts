import { and, asc, eq } from 'drizzle-orm';
import { messageFor } from '@shared/i18n/messages';
import { ja, t } from '@shared/i18n/imports';
import { COURSE_LIMITS } from '@shared/schemas/admin-network';
import { hasGarblingCharacters, trimText } from '@shared/rules/text';
import { normaliseYomi } from '@shared/rules/yomi';
import { courses } from '@server/db/schema';
import { HOMEN_CD_PATTERN } from '@server/domain/runs/manage-courses';
import { noCounts, type CellProblem, type ImportKind } from '../import-kind';

const headers = ja.headers.courses;

interface CourseRow {
  homenCd: string;
  name: string;
  yomi: string;
}

/**
 * `courses` (issue 24): 方面コード, 方面名, よみ. Courses in the file are added or renamed; a course
 * the file leaves out stays (it is removed on 時限と路線, which shows its runs). Codes and names
 * follow the course form's rules (878, 880). A course the file adds has no stops until
 * `course-stops` gives it some: until then it has no runs either (the weekly pattern plans runs
 * along a course's stops), and the go-live checklist counts it among the courses without stops.
 */
export const coursesKind: ImportKind<CourseRow, null> = {
  name: 'courses',
  columns: [
    { key: 'homenCd', header: headers.homenCd, required: true },
    { key: 'name', header: headers.name, required: true },
    { key: 'yomi', header: headers.yomi, required: false },
  ],
  references: async () => null,
  parse(cells) {
    const problems: CellProblem[] = [];
    const homenCd = cells.homenCd ?? '';
    const name = trimText(cells.name ?? '');
    const yomi = normaliseYomi(cells.yomi ?? '');
    if (!HOMEN_CD_PATTERN.test(homenCd))
      problems.push({ column: headers.homenCd, message: messageFor('error', 878) });
    if (name === '' || [...name].length > COURSE_LIMITS.name || hasGarblingCharacters(name))
      problems.push({ column: headers.name, message: messageFor('error', 880) });
    if (yomi === null) problems.push({ column: headers.yomi, message: t('problem.notYomi') });
    return problems.length > 0 || yomi === null ? { problems } : { row: { homenCd, name, yomi } };
  },
  key: (row) => row.homenCd,
  async apply({ tx, schoolId }, rows) {
    const counts = noCounts();
    const existing = new Map(
      (await tx.select().from(courses).where(eq(courses.schoolId, schoolId))).map((c) => [c.homenCd, c]),
    );
    for (const { row } of rows) {
      const was = existing.get(row.homenCd);
      if (!was) {
        await tx.insert(courses).values({ schoolId, ...row });
        counts.added++;
      } else if (was.name !== row.name || was.yomi !== row.yomi) {
        await tx
          .update(courses)
          .set({ name: row.name, yomi: row.yomi })
          .where(and(eq(courses.schoolId, schoolId), eq(courses.homenCd, row.homenCd)));
        counts.changed++;
      } else counts.unchanged++;
    }
    return { counts, problems: [] };
  },
  async exportRows(db, schoolId) {
    const rows = await db
      .select()
      .from(courses)
      .where(eq(courses.schoolId, schoolId))
      .orderBy(asc(courses.homenCd));
    return rows.map((c) => [c.homenCd, c.name, c.yomi]);
  },
};
