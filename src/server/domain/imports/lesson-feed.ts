import { ja } from '@shared/i18n/imports';
import { toExcelCsv } from '@shared/rules/csv';
import type { FileEncoding, ImportReport } from '@shared/schemas/admin-imports';
import type { Db } from '@server/db/client';
import { importRuns } from '@server/db/schema';
import type { PasswordHasher } from '@server/domain/auth/password-hash';
import type { FeedCaller } from './api-tokens';
import { runImport } from './run-import';

/** What the office system sent: a CSV file's text (decoded as a file is), or the JSON form's lessons. */
export type FeedBody =
  | { csv: { text: string; encoding: FileEncoding } }
  | { lessons: readonly { seitoNo: string; date: string; jgn: number | string; kind: string }[] };

const headers = ja.headers.lessons;

/**
 * The lesson feed (issue 24 §3): lessons pushed by the office system with the school's token,
 * imported by the same rules as the console's file — all or nothing, idempotent, every problem
 * named — synchronously, since the sender waits for the answer. The JSON form is the CSV's lines
 * as objects and goes through the same reader. Kept in the school's import list, audited as the
 * token's (its name and first characters, which the audit log shows).
 */
export async function importLessonFeed(
  db: Db,
  hasher: PasswordHasher,
  caller: Extract<FeedCaller, { ok: true }>,
  body: FeedBody,
  dryRun: boolean,
  now: Date,
): Promise<ImportReport> {
  const { text, encoding } =
    'csv' in body
      ? body.csv
      : {
          text: toExcelCsv([
            [headers.seitoNo, headers.date, headers.jgn, headers.kind],
            ...body.lessons.map((l) => [l.seitoNo, l.date, String(l.jgn), l.kind]),
          ]),
          encoding: 'utf-8' as const,
        };
  const fileName = 'csv' in body ? 'lesson-feed.csv' : 'lesson-feed.json';
  const report = await runImport(
    db,
    hasher,
    {
      schoolId: caller.schoolId,
      actor: {
        schoolId: caller.schoolId,
        staffId: null,
        loginId: `api-token ${caller.prefix} (${caller.name})`,
      },
      kind: 'lessons',
      fileName,
      text,
      encoding,
      dryRun,
    },
    now,
  );
  await db.insert(importRuns).values({
    schoolId: caller.schoolId,
    kind: 'lessons',
    fileName,
    dryRun,
    source: 'feed',
    apiTokenId: caller.tokenId,
    content: null,
    encoding,
    status: 'done',
    linesDone: report.lines,
    linesTotal: report.lines,
    report,
    createdAt: now,
    finishedAt: now,
  });
  return report;
}
