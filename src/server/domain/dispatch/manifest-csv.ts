import iconv from 'iconv-lite';
import { ja, t } from '@shared/i18n/files';
import { UTF8_BOM } from '@shared/rules/csv';
import { toExcelTextCsv } from '@shared/rules/excel-text';
import { riderMark } from '@shared/rules/rider-mark';
import type { CsvFile, DayManifests, ManifestCsvEncoding } from '@shared/schemas/admin-board';

/** Column headers of the manifest CSV, in the school's words (shared/i18n/files.ts). */
export const MANIFEST_CSV_HEADERS = Object.values(ja.manifest.headers);

/**
 * What stands in for a character Shift_JIS (CP932) cannot hold (an emoji, 𠮷 and other characters
 * outside JIS X 0208 and Windows' extensions): the geta mark 〓, the usual Japanese sign of a missing
 * character — unlike '?', nobody reads it as part of a name or number.
 */
export const SHIFT_JIS_SUBSTITUTE = '〓';

const fitsCp932 = new Map<string, boolean>();
const fits = (ch: string) => {
  let ok = fitsCp932.get(ch);
  if (ok === undefined) {
    ok = iconv.decode(iconv.encode(ch, 'cp932'), 'cp932') === ch;
    fitsCp932.set(ch, ok);
  }
  return ok;
};

/** The text in CP932 with each character it cannot hold written as {@link SHIFT_JIS_SUBSTITUTE}, and how many. */
export function encodeCp932(text: string): { bytes: Buffer; substituted: number } {
  let substituted = 0;
  let out = '';
  for (const ch of text) {
    if (fits(ch)) out += ch;
    else {
      out += SHIFT_JIS_SUBSTITUTE;
      substituted++;
    }
  }
  return { bytes: iconv.encode(out, 'cp932'), substituted };
}

function manifestRows(day: DayManifests): (string | number)[][] {
  const rows: (string | number)[][] = [[...MANIFEST_CSV_HEADERS]];
  for (const { run, stops } of day.manifests) {
    for (const stop of stops) {
      for (const rider of stop.riders) {
        rows.push([
          day.date,
          run.courseName,
          run.upDown === 1 ? t('manifest.up') : t('manifest.down'),
          run.binCd,
          run.binName,
          run.periodName,
          stop.planTime ?? '',
          stop.name,
          rider.seitoNo,
          rider.name,
          rider.furigana,
          rider.mobileNumber,
          rider.passenger,
          rider.childSheet,
          rider.jitensya,
          rider.ownPoint ? t('manifest.ownPointMark') : '',
          stop.ownPoint ? stop.address : '',
          run.vehicle?.name ?? '',
          run.vehicle?.driverName ?? '',
          stop.busStopCd,
          t(`manifest.marks.${riderMark(rider.boarding, rider.notRiding)}`),
          rider.notRiding ? t('manifest.notRidingMark') : '',
        ]);
      }
    }
  }
  return rows;
}

/**
 * Rows as a CSV file for Excel: number-like texts written so Excel keeps them as text
 * (shared/rules/excel-text.ts); UTF-8 with BOM (Excel reads it as UTF-8) or Shift_JIS (CP932, no
 * BOM) for older tools, where a character CP932 cannot hold becomes 〓 and is counted in
 * `substituted`. The file is named by `fileNames` for its encoding. Every CSV the console hands out
 * goes through here.
 */
export function excelCsvFile(
  rows: (string | number)[][],
  fileNames: { utf8: string; shiftJis: string },
  encoding: ManifestCsvEncoding = 'utf-8-bom',
): CsvFile {
  const csv = toExcelTextCsv(rows);
  if (encoding !== 'shift_jis')
    return {
      fileName: fileNames.utf8,
      mimeType: 'text/csv; charset=utf-8',
      contentBase64: Buffer.from(UTF8_BOM + csv, 'utf8').toString('base64'),
      substituted: 0,
    };
  const { bytes, substituted } = encodeCp932(csv);
  return {
    fileName: fileNames.shiftJis,
    mimeType: 'text/csv; charset=shift_jis',
    contentBase64: bytes.toString('base64'),
    substituted,
  };
}

/**
 * The manifests as one CSV row per learner (stops in order, learners by furigana), the file named
 * after the day or the run ({@link excelCsvFile}). Empty stops are left out: the CSV lists who
 * rides. The last columns say each rider's mark (乗車 / 不在 / 乗りません / 未確認) and whether the
 * learner said 乗りません.
 */
export function manifestCsv(day: DayManifests, encoding: ManifestCsvEncoding = 'utf-8-bom'): CsvFile {
  const only = day.manifests.length === 1 ? day.manifests[0] : undefined;
  const fileNames = only
    ? {
        utf8: t('manifest.runFile', { date: day.date, run: only.run.binCd }),
        shiftJis: t('manifest.runFileShiftJis', { date: day.date, run: only.run.binCd }),
      }
    : {
        utf8: t('manifest.dayFile', { date: day.date }),
        shiftJis: t('manifest.dayFileShiftJis', { date: day.date }),
      };
  return excelCsvFile(manifestRows(day), fileNames, encoding);
}
