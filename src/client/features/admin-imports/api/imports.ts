import { adminApi } from '@shared/api/admin';
import { useQuery } from '@tanstack/react-query';
import type { EXPORT_ENCODINGS, ImportKindName, ImportRun } from '@shared/schemas/admin-imports';
import { call } from '@client/lib/api-client';
import { base64ToBytes, saveDownload } from '@client/lib/download';
import { queryKeys } from '@client/lib/query-keys';

/** How often a running import is asked for its progress. */
const POLL_MS = 700;

const ended = (run: ImportRun | undefined) => run?.status === 'done' || run?.status === 'failed';

export function useImportRuns() {
  return useQuery({
    queryKey: queryKeys.admin.importRuns,
    queryFn: () => call(adminApi.listImports, {}),
  });
}

/** One import, asked again every {@link POLL_MS} until it has ended; null: none started. */
export function useImportRun(importId: number | null) {
  return useQuery({
    queryKey: queryKeys.admin.importRun(importId ?? 0),
    // a poll unanswered (a large import holding PGlite's one connection) is simply asked again
    queryFn: () => call(adminApi.getImport, { importId: importId ?? 0 }, { quietWhenUnanswered: true }),
    enabled: importId !== null,
    refetchInterval: (query) => (ended(query.state.data) ? false : POLL_MS),
  });
}

export const startImport = (body: {
  kind: ImportKindName;
  fileName: string;
  dryRun: boolean;
  contentBase64: string;
}) => call(adminApi.startImport, body);

/** Asks the server for one kind of the school's data as CSV and hands it to the browser as a download. */
export async function downloadExport(
  kind: ImportKindName,
  encoding: (typeof EXPORT_ENCODINGS)[number],
): Promise<void> {
  const file = await call(adminApi.exportCsv, { kind, encoding });
  saveDownload(new Blob([base64ToBytes(file.contentBase64)], { type: file.mimeType }), file.fileName);
}
