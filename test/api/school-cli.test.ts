import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { postgresReachable } from './databases';
import { createPostgresDatabase } from './harness';
import { startServer, type ServerProcess } from './server-process';

/** Runs `npm run school -- …` or `npm run staff -- …` as an operator would, the password piped on standard input. */
function runCli(cli: 'school' | 'staff', args: string[], stdin: string, env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `src/server/cli/${cli}.ts`, ...args], {
      env: { ...process.env, SCRYPT_LOG_N: '10', LOG_LEVEL: 'silent', ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stdin.end(stdin);
    child.once('exit', (code) => resolve({ code, output }));
  });
}

async function staffLogin(server: ServerProcess, serviceCode: string, loginId: string, password: string) {
  const health = await fetch(`${server.baseUrl}api/health`);
  const cookies = health.headers.getSetCookie().map((c) => c.split(';')[0]!);
  const xsrf = cookies.find((c) => c.startsWith('XSRF-TOKEN='))!.slice('XSRF-TOKEN='.length);
  const answer = await fetch(`${server.baseUrl}api/Admin/StaffLogin`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-xsrf-token': decodeURIComponent(xsrf),
      cookie: cookies.join('; '),
    },
    body: JSON.stringify({ serviceCode, loginId, password }),
  });
  return (await answer.json()) as {
    status: boolean;
    data: { role: string; schoolName: string } | null;
    error: { code: number } | null;
  };
}

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
      const refused = await runCli('school', args, stdin, env);
      expect(refused.output).toContain(message);
      expect(refused.code).toBe(1);
    }
    const listed = await runCli('school', ['list'], '', env);
    expect(listed.output).not.toContain('kita');
  });

  it('on PGlite: creates the school and its admin; a second create of the code is refused; list shows it', async () => {
    const created = await runCli('school', CREATE, PASSWORD, env);
    expect(created.output).toContain('Created school "kita" (北自動車学校) with admin "boss".');
    expect(created.code).toBe(0);
    const again = await runCli('school', CREATE, PASSWORD, env);
    expect(again.code).toBe(1);
    expect(again.output).toContain('A school with serviceCode "kita" already exists; nothing was created.');
    const listed = await runCli('school', ['list'], '', env);
    expect(listed.output).toMatch(/kita\t北自動車学校/);
  });

  it('staff role / disable refuse to leave the school without an active admin; with a second admin they work', async () => {
    const last = await runCli('staff', ['role', 'boss', 'dispatcher', '--service', 'kita'], '', env);
    expect(last.code).toBe(1);
    expect(last.output).toContain('"boss" is the last active admin of school "kita"');
    expect((await runCli('staff', ['disable', 'boss', '--service', 'kita'], '', env)).code).toBe(1);
    expect(
      (
        await runCli(
          'staff',
          ['add', 'desk', 'dispatcher', '--service', 'kita'],
          'front-desk-password\n',
          env,
        )
      ).code,
    ).toBe(0);
    const disabled = await runCli('staff', ['disable', 'desk', '--service', 'kita'], '', env);
    expect(disabled.output).toContain('"desk" of school "kita" is now a disabled dispatcher.');
    const role = await runCli('staff', ['role', 'nobody', 'admin', '--service', 'kita'], '', env);
    expect(role.output).toContain('School "kita" has no staff account "nobody".');
    expect(
      (await runCli('staff', ['role', 'desk', 'driver', '--service', 'kita'], '', env)).output,
    ).toContain('Usage');
  });

  it('the admin signs in to the new school; the disabled account cannot; with the server up PGlite says to stop it', async () => {
    server = await startServer(dataDir, { SCRYPT_LOG_N: '10' }, 60_000);
    const boss = await staffLogin(server, 'kita', 'boss', 'first-admin-password');
    expect(boss.data).toMatchObject({ role: 'admin', schoolName: '北自動車学校' });
    expect((await staffLogin(server, 'kita', 'desk', 'front-desk-password')).error?.code).toBe(806);
    const busy = await runCli(
      'school',
      ['create', 'minami', '--name', '南', '--admin', 'boss'],
      PASSWORD,
      env,
    );
    expect(busy.code).toBe(1);
    expect(busy.output).toContain('stop the server (Ctrl+C), run this command, then start the server again');
    const busyStaff = await runCli('staff', ['enable', 'desk', '--service', 'kita'], '', env);
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
        expect((await runCli('school', CREATE, PASSWORD, pgEnv)).code).toBe(0);
        expect((await staffLogin(running, 'kita', 'boss', 'first-admin-password')).data?.role).toBe('admin');
        expect(
          (await runCli('staff', ['add', 'two', 'admin', '--service', 'kita'], 'second-admin-pass\n', pgEnv))
            .code,
        ).toBe(0);
        const demoted = await runCli('staff', ['role', 'boss', 'dispatcher', '--service', 'kita'], '', pgEnv);
        expect(demoted.output).toContain('"boss" of school "kita" is now an active dispatcher.');
        expect((await runCli('staff', ['disable', 'two', '--service', 'kita'], '', pgEnv)).code).toBe(1);
        expect((await staffLogin(running, 'kita', 'boss', 'first-admin-password')).data?.role).toBe(
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
