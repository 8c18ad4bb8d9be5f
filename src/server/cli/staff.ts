import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { staffRoleSchema } from '@shared/schemas/admin';
import { createStaff } from '@server/domain/auth/staff/create-staff';
import { unlockStaff } from '@server/domain/auth/staff/staff-sign-in';
import { readEnv, type Env } from '@server/env';
import { prepareRuntime } from '@server/start-up';

const USAGE =
  'Usage: npm run staff -- add <loginId> <admin|dispatcher> [--name 名前] [--service <serviceCode>]\n' +
  '       npm run staff -- unlock <loginId> [--service <serviceCode>]\n' +
  'add asks for the password (twice) on the terminal, or reads it as one line from standard input.\n' +
  'unlock clears the failed sign-ins of an account, so it signs in without a proof of work again.';

/** Reads the password without echoing it on a terminal; from a pipe, one line per call. */
async function askPassword(prompt: string, lines: AsyncIterator<string> | null): Promise<string> {
  if (lines) {
    const next = await lines.next();
    return next.done ? '' : next.value;
  }
  process.stdout.write(prompt);
  const stdin = process.stdin;
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  let typed = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') {
          stdin.off('data', onData);
          stdin.setRawMode(false);
          stdin.pause();
          process.stdout.write('\n');
          resolve(typed);
          return;
        }
        if (char === '\u0003') {
          stdin.setRawMode(false);
          reject(new Error('Cancelled.'));
          return;
        }
        if (char === '\u007f') typed = typed.slice(0, -1);
        else typed += char;
      }
    };
    stdin.on('data', onData);
  });
}

/** Opens the database, saying what to do when the embedded one is held by a running server. */
async function runtimeOrAdvice(env: Env) {
  try {
    return await prepareRuntime(env);
  } catch (error) {
    if (!env.DATABASE_URL && error instanceof Error && error.message.includes('is in use by process'))
      throw new Error(
        `${error.message}\nOn the embedded database (PGlite) only one process may open the data folder: ` +
          'stop the server (Ctrl+C), run this command, then start the server again.',
        { cause: error },
      );
    throw error;
  }
}

/** `npm run staff -- add <loginId> <role>`: adds a console account (PRODUCT.md §7: production creates staff by CLI). */
async function add(
  env: Env,
  serviceCode: string,
  loginId: string,
  roleText: string | undefined,
  name?: string,
) {
  const role = staffRoleSchema.safeParse(roleText);
  if (!role.success) throw new Error(USAGE);
  const lines = process.stdin.isTTY
    ? null
    : createInterface({ input: process.stdin })[Symbol.asyncIterator]();
  const password = await askPassword('Password (12 characters or more): ', lines);
  if (!lines && (await askPassword('Password again: ', null)) !== password)
    throw new Error('The two passwords differ; nothing was added.');

  const runtime = await runtimeOrAdvice(env);
  try {
    const id = await createStaff(runtime.database.db, runtime.hasher, {
      serviceCode,
      loginId,
      role: role.data,
      name: name ?? loginId,
      password,
    });
    console.log(`Added ${role.data} "${loginId}" (id ${id}) to school "${serviceCode}".`);
  } finally {
    await runtime.database.close();
  }
}

/** `npm run staff -- unlock <loginId>`: a console account sprayed with wrong passwords signs in plainly again (issue 21). */
async function unlock(env: Env, serviceCode: string, loginId: string) {
  const runtime = await runtimeOrAdvice(env);
  try {
    const { heldUntil } = await unlockStaff(runtime.database.db, {
      serviceCode,
      loginId,
      now: runtime.clock(),
    });
    console.log(
      heldUntil
        ? `Unlocked "${loginId}" of school "${serviceCode}": it no longer needs a proof of work to sign in.`
        : `"${loginId}" of school "${serviceCode}" was not locked; its failed sign-ins, if any, are cleared.`,
    );
  } finally {
    await runtime.database.close();
  }
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { name: { type: 'string' }, service: { type: 'string' } },
  });
  const [command, loginId, roleText] = positionals;
  if (!loginId || (command !== 'add' && command !== 'unlock')) throw new Error(USAGE);
  const env = readEnv();
  const serviceCode = values.service ?? env.DEFAULT_SERVICE_CODE;
  if (!serviceCode)
    throw new Error('This deployment has no default school: name one with --service <serviceCode>.');
  if (command === 'add') await add(env, serviceCode, loginId, roleText, values.name);
  else await unlock(env, serviceCode, loginId);
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
