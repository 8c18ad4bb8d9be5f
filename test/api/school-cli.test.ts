import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { postgresReachable } from './databases';
import { createPostgresDatabase } from './harness';
import { runOperatorCli, staffLoginOver } from './operator-cli';
import { startServer, type ServerProcess } from './server-process';

const CREATE = ['create', 'kita', '--name', '北自動車学校', '--admin', 'boss', '--digits', '6'];
const PASSWORD = 'first-admin-password\n';

describe('npm run school -- create / list, and staff disable / enable / role (issue 23 §1)', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bus-school-cli-'));
  const env = { DATA_DIR: dataDir };
  let server: ServerProcess | undefined;
  afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.exited(10_000);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('on PGlite: refuses bad input with a sentence each and creates nothing', async () => {
    const cases: [string[], string, string][] = [
      [
        ['create', 'bad code', '--name', 'x', '--admin', 'boss'],
        PASSWORD,
        'serviceCode must be 1–32 letters',
      ],
      [
        ['create', 'kita', '--name', 'x', '--admin', 'boss', '--digits', '3'],
        PASSWORD,
        'Student numbers must have 4–10 digits',
      ],
      [
        ['create', 'kita', '--name', 'x', '--admin', 'boss', '--digits', '11'],
        PASSWORD,
        'Student numbers must have 4–10 digits',
      ],
      [
        ['create', 'kita', '--name', 'x', '--admin', 'boss', '--digits', 'seven'],
        PASSWORD,
        '--digits must be a whole number',
      ],
      [['create', 'kita', '--name', 'x', '--admin', '受付'], PASSWORD, 'The login id must be 1–64 letters'],
      [['create', 'kita', '--name', 'x', '--admin', 'boss'], 'short\n', '12–128 characters'],
      [['create', 'kita', '--admin', 'boss'], PASSWORD, 'Usage: npm run school -- create'],
    ];
    for (const [args, stdin, message] of cases) {
      const refused = await runOperatorCli('school', args, stdin, env);
      expect(refused.output).toContain(message);
      expect(refused.code).toBe(1);
    }
    const listed = await runOperatorCli('school', ['list'], '', env);
    expect(listed.output).not.toContain('kita');
  });

  it('on PGlite: creates the school and its admin; a second create of the code is refused; list shows it', async () => {
    const created = await runOperatorCli('school', CREATE, PASSWORD, env);
    expect(created.output).toContain('Created school "kita" (北自動車学校) with admin "boss".');
    expect(created.code).toBe(0);
    const again = await runOperatorCli('school', CREATE, PASSWORD, env);
    expect(again.code).toBe(1);
    expect(again.output).toContain('A school with serviceCode "kita" already exists; nothing was created.');
    const listed = await runOperatorCli('school', ['list'], '', env);
    expect(listed.output).toMatch(/kita\t北自動車学校/);
  });

  it('staff role / disable refuse to leave the school without an active admin; with a second admin they work', async () => {
    const last = await runOperatorCli('staff', ['role', 'boss', 'dispatcher', '--service', 'kita'], '', env);
    expect(last.code).toBe(1);
    expect(last.output).toContain('"boss" is the last active admin of school "kita"');
    expect((await runOperatorCli('staff', ['disable', 'boss', '--service', 'kita'], '', env)).code).toBe(1);
    expect(
      (
        await runOperatorCli(
          'staff',
          ['add', 'desk', 'dispatcher', '--service', 'kita'],
          'front-desk-password\n',
          env,
        )
      ).code,
    ).toBe(0);
    const disabled = await runOperatorCli('staff', ['disable', 'desk', '--service', 'kita'], '', env);
    expect(disabled.output).toContain('"desk" of school "kita" is now a disabled dispatcher.');
    const role = await runOperatorCli('staff', ['role', 'nobody', 'admin', '--service', 'kita'], '', env);
    expect(role.output).toContain('School "kita" has no staff account "nobody".');
    expect(
      (await runOperatorCli('staff', ['role', 'desk', 'driver', '--service', 'kita'], '', env)).output,
    ).toContain('Usage');
  });

  it('the admin signs in to the new school; the disabled account cannot; with the server up PGlite says to stop it', async () => {
    server = await startServer(dataDir, { SCRYPT_LOG_N: '10' }, 60_000);
    const boss = await staffLoginOver(server, 'kita', 'boss', 'first-admin-password');
    expect(boss.data).toMatchObject({ role: 'admin', schoolName: '北自動車学校' });
    expect((await staffLoginOver(server, 'kita', 'desk', 'front-desk-password')).error?.code).toBe(806);
    const busy = await runOperatorCli(
      'school',
      ['create', 'minami', '--name', '南', '--admin', 'boss'],
      PASSWORD,
      env,
    );
    expect(busy.code).toBe(1);
    expect(busy.output).toContain('stop the server (Ctrl+C), run this command, then start the server again');
    const busyStaff = await runOperatorCli('staff', ['enable', 'desk', '--service', 'kita'], '', env);
    expect(busyStaff.output).toContain('stop the server (Ctrl+C)');
  });

  it.skipIf(!postgresReachable)(
    'on PostgreSQL beside a running server: create, sign in at once, role and disable audited as the operator',
    async () => {
      const database = await createPostgresDatabase();
      // as in production: the CLI must share the server's SESSION_SECRET (the password pepper comes from it)
      const pgEnv = { DATABASE_URL: database.url, SESSION_SECRET: 'school-cli-test-secret-of-32-characters' };
      const running = await startServer(dataDir, { SCRYPT_LOG_N: '10', ...pgEnv }, 60_000);
      try {
        expect((await runOperatorCli('school', CREATE, PASSWORD, pgEnv)).code).toBe(0);
        expect((await staffLoginOver(running, 'kita', 'boss', 'first-admin-password')).data?.role).toBe(
          'admin',
        );
        expect(
          (
            await runOperatorCli(
              'staff',
              ['add', 'two', 'admin', '--service', 'kita'],
              'second-admin-pass\n',
              pgEnv,
            )
          ).code,
        ).toBe(0);
        const demoted = await runOperatorCli(
          'staff',
          ['role', 'boss', 'dispatcher', '--service', 'kita'],
          '',
          pgEnv,
        );
        expect(demoted.output).toContain('"boss" of school "kita" is now an active dispatcher.');
        expect((await runOperatorCli('staff', ['disable', 'two', '--service', 'kita'], '', pgEnv)).code).toBe(
          1,
        );
        expect((await staffLoginOver(running, 'kita', 'boss', 'first-admin-password')).data?.role).toBe(
          'dispatcher',
        );
        const client = new pg.Client({ connectionString: database.url });
        await client.connect();
        const audit = await client.query(
          "select action, staff_id, staff_login_id, before->>'role' as before, after->>'role' as after from audit_log where action like 'staff.%'",
        );
        await client.end();
        expect(audit.rows).toEqual([
          {
            action: 'staff.role',
            staff_id: null,
            staff_login_id: 'operator (npm run staff)',
            before: 'admin',
            after: 'dispatcher',
          },
        ]);
      } finally {
        running.child.kill('SIGTERM');
        await running.exited(10_000);
        await database.drop();
      }
    },
  );
});
