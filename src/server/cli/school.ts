import { parseArgs } from 'node:util';
import { createSchool } from '@server/domain/auth/staff/found-school';
import {
  checkNewSchool,
  DEFAULT_STUDENT_NUMBER_DIGITS,
  listSchools,
} from '@server/domain/school/create-school';
import { readEnv, type Env } from '@server/env';
import { readNewPassword, runtimeOrAdvice } from './operator-io';

const USAGE =
  'Usage: npm run school -- create <serviceCode> --name <school name> --admin <loginId> [--digits N]\n' +
  '       npm run school -- list\n' +
  `create makes a school with safe defaults (site 1 with a password, student numbers of N digits,\n` +
  `default ${DEFAULT_STUDENT_NUMBER_DIGITS}) and its first admin, whose password is asked twice on the terminal or read\n` +
  'as one line from standard input. Its staff set up the rest in the console (docs/go-live.md).';

/** `npm run school -- create` (issue 23 §1): a school goes live without SQL. */
async function create(
  env: Env,
  serviceCode: string,
  name: string,
  adminLoginId: string,
  digitsText?: string,
) {
  if (digitsText !== undefined && !/^[0-9]{1,2}$/.test(digitsText))
    throw new Error('--digits must be a whole number of digits, e.g. --digits 7.');
  const studentNumberDigits = digitsText === undefined ? undefined : Number(digitsText);
  checkNewSchool({ serviceCode, name, adminLoginId, studentNumberDigits });
  const password = await readNewPassword();
  const runtime = await runtimeOrAdvice(env);
  try {
    await createSchool(runtime.database.db, runtime.hasher, {
      serviceCode,
      name,
      admin: { loginId: adminLoginId, password },
      studentNumberDigits,
    });
    console.log(
      `Created school "${serviceCode}" (${name}) with admin "${adminLoginId}".\n` +
        `Sign in to the console at ${env.BASE_PATH}admin/login?serviceCode=${serviceCode} and continue with docs/go-live.md.`,
    );
  } finally {
    await runtime.database.close();
  }
}

async function list(env: Env) {
  const runtime = await runtimeOrAdvice(env);
  try {
    const rows = await listSchools(runtime.database.db);
    if (rows.length === 0) console.log('No school yet: npm run school -- create …');
    for (const row of rows)
      console.log(`${row.serviceCode}\t${row.name}${row.served ? '' : '\t(not served)'}`);
  } finally {
    await runtime.database.close();
  }
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { name: { type: 'string' }, admin: { type: 'string' }, digits: { type: 'string' } },
  });
  const [command, serviceCode] = positionals;
  const env = readEnv();
  if (command === 'list' && positionals.length === 1) await list(env);
  else if (command === 'create' && serviceCode && values.name && values.admin && positionals.length === 2)
    await create(env, serviceCode, values.name, values.admin, values.digits);
  else throw new Error(USAGE);
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
