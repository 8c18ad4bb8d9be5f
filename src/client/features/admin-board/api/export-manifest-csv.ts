import { adminApi } from '@shared/api/admin';
import type { ManifestCsvEncoding } from '@shared/schemas/admin-board';
import { call } from '@client/lib/api-client';
import { base64ToBytes, saveDownload } from '@client/lib/download';

/**
 * Asks the server for the CSV of a day (or one run) in the chosen encoding and hands it to the
 * browser as a download under its name and type; answers how many characters Shift_JIS could not hold.
 */
export async function downloadManifestCsv(
  date: string,
  encoding: ManifestCsvEncoding,
  runId?: number,
): Promise<number> {
  const file = await call(adminApi.exportManifestCsv, runId ? { date, runId, encoding } : { date, encoding });
  saveDownload(new Blob([base64ToBytes(file.contentBase64)], { type: file.mimeType }), file.fileName);
  return file.substituted;
}
