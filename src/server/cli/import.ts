import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { t } from '@shared/i18n/imports';
import { IMPORT_KINDS, importKindSchema, type ImportReport } from '@shared/schemas/admin-imports';
import { decodeFile } from '@server/domain/imports/decode';
import { runImport } from '@server/domain/imports/run-import';
import { findSchool } from '@server/domain/school/site-option';
import { readEnv } from '@server/env';
import { runtimeOrAdvice } from './operator-io';

const USAGE =
  'Usage: npm run import -- --service <serviceCode> <kind> <file.csv> [--dry-run]\n' +
  `kinds, in the order a new school imports them: ${IMPORT_KINDS.join(', ')}\n` +
  'The file may be UTF-8 (with or without BOM) or Shift_JIS; its columns are in docs/imports.md.\n' +
  'An import writes all of the file or nothing; --dry-run says what it would change and every problem.';

/** The audit log names the operator's command, who has no account of their own. */
const OPERATOR = 'operator (npm run import)';

function printReport(report: ImportReport) {
  const { added, changed, unchanged, removed } = report.counts;
  console.log(
    `${report.fileName} (${report.encoding}, ${report.lines} lines): ` +
      `added ${added}, changed ${changed}, unchanged ${unchanged}, removed ${removed}`,
  );
  for (const p of report.problems)
    console.log(`  line ${p.line}${p.column ? ` ${p.column}` : ''}: ${p.message}`);
  if (report.problemCount > report.problems.length)
    console.log(`  ${t('problem.tooManyProblems', { count: report.problemCount - report.problems.length })}`);
  if (report.problemCount > 0) console.log(`${report.problemCount} problem(s): nothing was changed.`);
  else if (report.dryRun) console.log('Dry run: nothing was changed.');
  else console.log('Imported.');
}

/** `npm run import` (issue 24 §1): one of the school's files, all or nothing, from the command line. */
async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { service: { type: 'string' }, 'dry-run': { type: 'boolean' } },
  });
  const [kindText, file] = positionals;
  const kind = importKindSchema.safeParse(kindText);
  if (!kind.success || !file || positionals.length !== 2) throw new Error(USAGE);
  const env = readEnv();
  const serviceCode = values.service ?? env.DEFAULT_SERVICE_CODE;
  if (!serviceCode)
    throw new Error('This deployment has no default school: name one with --service <serviceCode>.');
  const decoded = decodeFile(fs.readFileSync(file));
  if (!decoded)
    throw new Error(
      `${file} is not CSV text in UTF-8 or Shift_JIS (CP932): save it from Excel as CSV and try again.`,
    );
  const { text, encoding } = decoded;
  const runtime = await runtimeOrAdvice(env);
  let exitCode = 0;
  try {
    const db = runtime.database.db;
    const school = await findSchool(db, serviceCode).catch(() => {
      throw new Error(`No school "${serviceCode}": npm run school -- list`);
    });
    const report = await runImport(
      db,
      runtime.hasher,
      {
        schoolId: school.id,
        actor: { schoolId: school.id, staffId: null, loginId: OPERATOR },
        kind: kind.data,
        fileName: path.basename(file),
        text,
        encoding,
        dryRun: values['dry-run'] ?? false,
      },
      runtime.clock(),
      (done, total) => {
        if (process.stderr.isTTY) process.stderr.write(`\r${done} / ${total} lines checked`);
      },
    );
    if (process.stderr.isTTY) process.stderr.write('\n');
    printReport(report);
    exitCode = report.problemCount > 0 ? 2 : 0;
  } finally {
    await runtime.database.close();
  }
  process.exit(exitCode);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
