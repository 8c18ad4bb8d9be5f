import { toExcelCsv } from '@shared/rules/csv';
import type { CsvFile, DayManifests } from '@shared/schemas/admin-board';

/** Column headers of the manifest CSV, in the school's words. */
export const MANIFEST_CSV_HEADERS = [
  '日付',
  '方面',
  '往復',
  '便',
  '便名',
  '時限',
  '時刻',
  '乗降地点',
  '学生番号',
  '氏名',
  'ふりがな',
  '携帯電話',
  '同乗者',
  'チャイルドシート',
  '自転車',
  '自己登録地点',
] as const;

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
          run.upDown === 1 ? '往路' : '復路',
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
          rider.ownPoint ? '○' : '',
        ]);
      }
    }
  }
  const only = day.manifests.length === 1 ? day.manifests[0] : undefined;
  const fileName = only ? `送迎名簿_${day.date}_${only.run.binCd}.csv` : `送迎名簿_${day.date}.csv`;
  return { fileName, csv: toExcelCsv(rows) };
}
