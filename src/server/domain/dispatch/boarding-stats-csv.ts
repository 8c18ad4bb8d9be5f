import { ja, t } from '@shared/i18n/files';
import type { BoardingCounts, BoardingStats } from '@shared/schemas/admin-boarding';
import type { CsvFile, ManifestCsvEncoding } from '@shared/schemas/admin-board';
import { excelCsvFile } from './manifest-csv';

const h = ja.boardingStats.headers;
const countHeaders = [h.booked, h.boarded, h.absent, h.notRiding, h.unconfirmed];
const countsOf = (c: BoardingCounts) => [c.booked, c.boarded, c.absent, c.notRiding, c.unconfirmed];

/**
 * The boarding statistics as one CSV for Excel (the manifests' machinery, manifest-csv.ts): three
 * tables one after another, each under a title line and its headers, an empty line between —
 * per day, per learner with a 不在 or 乗りません, per run.
 */
export function boardingStatsCsv(stats: BoardingStats, encoding: ManifestCsvEncoding = 'utf-8-bom'): CsvFile {
  const rows: (string | number)[][] = [
    [t('boardingStats.sections.days')],
    [h.date, ...countHeaders],
    ...stats.days.map((d) => [d.date, ...countsOf(d)]),
    [],
    [t('boardingStats.sections.learners')],
    [h.seitoNo, h.name, ...countHeaders],
    ...stats.learners.map((l) => [l.seitoNo, l.name, ...countsOf(l)]),
    [],
    [t('boardingStats.sections.runs')],
    [h.course, h.run, h.runName, ...countHeaders],
    ...stats.runs.map((r) => [r.courseName, r.binCd, r.binName, ...countsOf(r)]),
  ];
  const period = { from: stats.from, to: stats.to };
  return excelCsvFile(
    rows,
    { utf8: t('boardingStats.file', period), shiftJis: t('boardingStats.fileShiftJis', period) },
    encoding,
  );
}
