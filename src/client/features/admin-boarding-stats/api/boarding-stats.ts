import { adminApi } from '@shared/api/admin';
import type { ManifestCsvEncoding } from '@shared/schemas/admin-board';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '@client/lib/api-client';
import { base64ToBytes, saveDownload } from '@client/lib/download';
import { queryKeys } from '@client/lib/query-keys';

/** The boarding statistics of a period (both days included); null: the server's last four weeks. */
export function useBoardingStats(period: { from: string; to: string } | null) {
  return useQuery({
    queryKey: queryKeys.admin.boardingStats(period?.from ?? null, period?.to ?? null),
    queryFn: () => call(adminApi.getBoardingStats, period ?? {}),
    placeholderData: keepPreviousData,
  });
}

/** Downloads the statistics of a period as CSV; answers how many characters Shift_JIS could not hold. */
export async function downloadBoardingStatsCsv(
  from: string,
  to: string,
  encoding: ManifestCsvEncoding,
): Promise<number> {
  const file = await call(adminApi.exportBoardingStatsCsv, { from, to, encoding });
  saveDownload(new Blob([base64ToBytes(file.contentBase64)], { type: file.mimeType }), file.fileName);
  return file.substituted;
}
