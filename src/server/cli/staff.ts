import { parseArgs } from 'node:util';
import { staffRoleSchema } from '@shared/schemas/admin';
import { createStaff } from '@server/domain/auth/staff/create-staff';
import { setStaffDisabled, setStaffRole, staffIdByLogin } from '@server/domain/auth/staff/manage-staff';
import { unlockStaff } from '@server/domain/auth/staff/staff-sign-in';
import { BusinessError } from '@server/domain/business-error';
import { readEnv, type Env } from '@server/env';
import { readNewPassword, runtimeOrAdvice } from './operator-io';

const USAGE =
  'Usage: npm run staff -- add <loginId> <admin|dispatcher> [--name 名前] [--service <serviceCode>]\n' +
  '       npm run staff -- unlock <loginId> [--service <serviceCode>]\n' +
  '       npm run staff -- disable <loginId> [--service <serviceCode>]\n' +
  '       npm run staff -- enable <loginId> [--service <serviceCode>]\n' +
  '       npm run staff -- role <loginId> <admin|dispatcher> [--service <serviceCode>]\n' +
  'add asks for the password (twice) on the terminal, or reads it as one line from standard input.\n' +
  'unlock clears the failed sign-ins of an account, so it signs in without a proof of work again.\n' +
  'disable ends the account’s sessions and refuses its sign-in until enable; neither disable nor\n' +
  'role may leave a school without an active admin.';

/** The audit log names the operator's command, who has no account of their own (issue 23). */
const OPERATOR = 'operator (npm run staff)';

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
  const password = await readNewPassword();
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

/** `disable`, `enable` and `role` (issue 23): the console's account changes, audited as the operator's. */
async function change(
  env: Env,
  serviceCode: string,
  loginId: string,
  what: { disabled: boolean } | { role: 'admin' | 'dispatcher' },
) {
  const runtime = await runtimeOrAdvice(env);
  try {
    const db = runtime.database.db;
    const { schoolId, staffId } = await staffIdByLogin(db, serviceCode, loginId);
    const actor = { schoolId, staffId: null, loginId: OPERATOR };
    const account =
      'role' in what
        ? await setStaffRole(db, actor, { staffId, role: what.role }, runtime.clock())
        : await setStaffDisabled(db, actor, { staffId, disabled: what.disabled }, runtime.clock());
    console.log(
      `"${loginId}" of school "${serviceCode}" is now ${account.disabledAt ? 'a disabled' : 'an active'} ${account.role}.`,
    );
  } catch (error) {
    if (error instanceof BusinessError && error.code === 803)
      throw new Error(
        `"${loginId}" is the last active admin of school "${serviceCode}": add or enable another admin first. Nothing was changed.`,
        { cause: error },
      );
    throw error;
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
  if (!loginId || !['add', 'unlock', 'disable', 'enable', 'role'].includes(command ?? ''))
    throw new Error(USAGE);
  const env = readEnv();
  const serviceCode = values.service ?? env.DEFAULT_SERVICE_CODE;
  if (!serviceCode)
    throw new Error('This deployment has no default school: name one with --service <serviceCode>.');
  if (command === 'add') await add(env, serviceCode, loginId, roleText, values.name);
  else if (command === 'unlock') await unlock(env, serviceCode, loginId);
  else if (command === 'role') {
    const role = staffRoleSchema.safeParse(roleText);
    if (!role.success) throw new Error(USAGE);
    await change(env, serviceCode, loginId, { role: role.data });
  } else await change(env, serviceCode, loginId, { disabled: command === 'disable' });
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
