import { japanDateKey } from '@shared/rules/japan-time';
import { toExcelCsv, UTF8_BOM } from '@shared/rules/csv';
import { t } from '@shared/i18n/imports';
import type { ExportFile, ImportKindName } from '@shared/schemas/admin-imports';
import type { Db } from '@server/db/client';
import { BusinessError } from '@server/domain/business-error';
import { encodeShiftJis, fitsShiftJis } from './decode';
import { importKinds } from './kinds';

/**
 * One kind of the school's data as the file its import reads (issue 24 §2): the same headings,
 * formula-safe cells (shared/rules/csv.ts; the import takes the guard off again), CRLF, in UTF-8
 * with BOM or in Shift_JIS. Exported and imported back, the database is unchanged. A Shift_JIS
 * export of a text CP932 cannot hold is refused (942) rather than written with '?'.
 */
export async function exportCsv(
  db: Db,
  schoolId: number,
  kindName: ImportKindName,
  encoding: 'utf-8-bom' | 'shift_jis',
  now: Date,
): Promise<ExportFile> {
  const kind = importKinds[kindName];
  const rows = [kind.columns.map((c) => c.header), ...(await kind.exportRows(db, schoolId, now))];
  const csv = toExcelCsv(rows);
  const fileName = t('fileName', { kind: t(`kinds.${kindName}`), date: japanDateKey(now) });
  if (encoding === 'utf-8-bom')
    return {
      fileName,
      mimeType: 'text/csv; charset=utf-8',
      contentBase64: Buffer.from(csv, 'utf8').toString('base64'),
    };
  const text = csv.slice(UTF8_BOM.length);
  if (!fitsShiftJis(text)) throw BusinessError.of('error', 942);
  return {
    fileName,
    mimeType: 'text/csv; charset=shift_jis',
    contentBase64: encodeShiftJis(text).toString('base64'),
  };
}
