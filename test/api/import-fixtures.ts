import iconv from 'iconv-lite';
import { expect } from 'vitest';
import type { ExportFile, ImportKindName, ImportReport, ImportRun } from '@shared/schemas/admin-imports';
import { importFileJob } from '@server/jobs/import-file';
import { createJobRunner } from '@server/queue';
import type { TestClient, TestServer } from './harness';
import { expectOk } from './reservation-fixtures';
import { recordingLogger } from './worker-fixtures';

/** A file's bytes in each encoding an office writes (issue 24): Shift_JIS has CRLF as Excel writes it. */
export const asUtf8 = (text: string) => Buffer.from(text, 'utf8');
export const asUtf8Bom = (text: string) => Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), asUtf8(text)]);
export const asShiftJis = (text: string) => iconv.encode(text.replace(/\r?\n/g, '\r\n'), 'cp932');

/**
 * Uploads a file through the console's Admin/StartImport, runs the import job as the server's
 * runner would, and answers the finished import's report.
 */
export async function importThroughConsole(
  s: TestServer,
  admin: TestClient,
  kind: ImportKindName,
  file: Buffer | string,
  options: { dryRun?: boolean; fileName?: string } = {},
): Promise<ImportReport> {
  const bytes = typeof file === 'string' ? asUtf8(file) : file;
  const started = expectOk(
    await admin.post<ImportRun>(
      'Admin/StartImport',
      {
        kind,
        fileName: options.fileName ?? `${kind}.csv`,
        dryRun: options.dryRun ?? false,
        contentBase64: bytes.toString('base64'),
      },
      // the job below runs in this process and may hold its event loop for seconds (PGlite is
      // synchronous): a kept-alive socket would then time out on both sides at once and reset
      { headers: { connection: 'close' } },
    ),
  );
  expect(started.status).toBe('queued');
  const runner = createJobRunner({
    db: s.db,
    definitions: [importFileJob(s.app.hasher)],
    log: recordingLogger(),
    now: () => s.clock.now(),
  });
  expect(await runner.runOnce()).toBe(1);
  const done = expectOk(await admin.post<ImportRun>('Admin/GetImport', { importId: started.importId }));
  expect(done.status).toBe('done');
  return done.report!;
}

/** An export's text, decoded from the encoding it was asked in. */
export async function exportText(
  admin: TestClient,
  kind: ImportKindName,
  encoding: 'utf-8-bom' | 'shift_jis' = 'utf-8-bom',
): Promise<{ file: ExportFile; bytes: Buffer; text: string }> {
  const file = expectOk(await admin.post<ExportFile>('Admin/ExportCsv', { kind, encoding }));
  const bytes = Buffer.from(file.contentBase64, 'base64');
  const text = encoding === 'shift_jis' ? iconv.decode(bytes, 'cp932') : bytes.toString('utf8');
  return { file, bytes, text };
}

/** Counts that say a file changed nothing. */
export const allUnchanged = (n: number) => ({ added: 0, changed: 0, unchanged: n, removed: 0 });
