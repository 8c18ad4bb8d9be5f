import { and, asc, eq } from 'drizzle-orm';
import { messageFor } from '@shared/i18n/messages';
import { ja, t } from '@shared/i18n/imports';
import { AREA_LIMITS } from '@shared/schemas/admin-network';
import { hasGarblingCharacters, trimText } from '@shared/rules/text';
import { normaliseYomi } from '@shared/rules/yomi';
import { areas } from '@server/db/schema';
import { AREA_CD_PATTERN } from '@server/domain/network/manage-network';
import { noCounts, type CellProblem, type ImportKind } from '../import-kind';

const headers = ja.headers.areas;

interface AreaRow {
  areaCd: string;
  name: string;
  yomi: string;
}

/**
 * `areas` (issue 24): エリアコード, エリア名, よみ. Areas in the file are added or renamed; an
 * area the file leaves out stays (an area is removed on 時限と路線, which shows what is in it).
 * Codes and names follow the area form's rules (825, 827).
 */
export const areasKind: ImportKind<AreaRow, null> = {
  name: 'areas',
  columns: [
    { key: 'areaCd', header: headers.areaCd, required: true },
    { key: 'name', header: headers.name, required: true },
    { key: 'yomi', header: headers.yomi, required: false },
  ],
  references: async () => null,
  parse(cells) {
    const problems: CellProblem[] = [];
    const areaCd = cells.areaCd ?? '';
    const name = trimText(cells.name ?? '');
    const yomi = normaliseYomi(cells.yomi ?? '');
    if (!AREA_CD_PATTERN.test(areaCd))
      problems.push({ column: headers.areaCd, message: messageFor('error', 825) });
    if (name === '' || [...name].length > AREA_LIMITS.name || hasGarblingCharacters(name))
      problems.push({ column: headers.name, message: messageFor('error', 827) });
    if (yomi === null) problems.push({ column: headers.yomi, message: t('problem.notYomi') });
    return problems.length > 0 || yomi === null ? { problems } : { row: { areaCd, name, yomi } };
  },
  key: (row) => row.areaCd,
  async apply({ tx, schoolId }, rows) {
    const counts = noCounts();
    const existing = new Map(
      (await tx.select().from(areas).where(eq(areas.schoolId, schoolId))).map((a) => [a.areaCd, a]),
    );
    for (const { row } of rows) {
      const was = existing.get(row.areaCd);
      if (!was) {
        await tx.insert(areas).values({ schoolId, ...row });
        counts.added++;
      } else if (was.name !== row.name || was.yomi !== row.yomi) {
        await tx
          .update(areas)
          .set({ name: row.name, yomi: row.yomi })
          .where(and(eq(areas.schoolId, schoolId), eq(areas.areaCd, row.areaCd)));
        counts.changed++;
      } else counts.unchanged++;
    }
    return { counts, problems: [] };
  },
  async exportRows(db, schoolId) {
    const rows = await db.select().from(areas).where(eq(areas.schoolId, schoolId)).orderBy(asc(areas.areaCd));
    return rows.map((a) => [a.areaCd, a.name, a.yomi]);
  },
};
