import { adminApi } from '@shared/api/admin';
import { call } from '@client/lib/api-client';

/** Asks the server for the CSV of a day (or one run) and hands it to the browser as a download. */
export async function downloadManifestCsv(date: string, runId?: number): Promise<void> {
  const file = await call(adminApi.exportManifestCsv, runId ? { date, runId } : { date });
  const url = URL.createObjectURL(new Blob([file.csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
