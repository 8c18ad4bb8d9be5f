import { ja, t } from '@shared/i18n/files';
import { toExcelCsv } from '@shared/rules/csv';
import type { CsvFile, DayManifests } from '@shared/schemas/admin-board';

/** Column headers of the manifest CSV, in the school's words (shared/i18n/files.ts). */
export const MANIFEST_CSV_HEADERS = Object.values(ja.manifest.headers);

/**
 * The manifests as one CSV row per learner (stops in order, learners by furigana), the file named
 * after the day or the run. Empty stops are left out: the CSV lists who rides.
 */
export function manifestCsv(day: DayManifests): CsvFile {
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
        ]);
      }
    }
  }
  const only = day.manifests.length === 1 ? day.manifests[0] : undefined;
  const fileName = only
    ? t('manifest.runFile', { date: day.date, run: only.run.binCd })
    : t('manifest.dayFile', { date: day.date });
  return { fileName, csv: toExcelCsv(rows) };
}
