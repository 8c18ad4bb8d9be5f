import { adminApi } from '@shared/api/admin';
import { call } from '@client/lib/api-client';
import { saveDownload } from '@client/lib/download';

/** Asks the server for the CSV of a day (or one run) and hands it to the browser as a download. */
export async function downloadManifestCsv(date: string, runId?: number): Promise<void> {
  const file = await call(adminApi.exportManifestCsv, runId ? { date, runId } : { date });
  saveDownload(new Blob([file.csv], { type: 'text/csv;charset=utf-8' }), file.fileName);
}
