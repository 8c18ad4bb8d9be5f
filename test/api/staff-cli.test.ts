import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { postgresReachable } from './databases';
import { createPostgresDatabase } from './harness';
import { startServer, type ServerProcess } from './server-process';

/** Runs `npm run staff -- …` as an operator would, the password piped on standard input. */
function runStaffCli(args: string[], stdin: string, env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/cli/staff.ts', ...args], {
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

async function staffLogin(server: ServerProcess, loginId: string, password: string) {
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
    body: JSON.stringify({ serviceCode: 'demo', loginId, password }),
  });
  return (await answer.json()) as {
    status: boolean;
    data: { role: string } | null;
    error: { code: number } | null;
  };
}

describe('npm run staff -- add <login> <role> (issue 10 §1)', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bus-staff-cli-'));
  let server: ServerProcess | undefined;
  afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.exited(10_000);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('on PGlite with the server stopped: adds a dispatcher who can then sign in to the console', async () => {
    const added = await runStaffCli(
      ['add', 'desk01', 'dispatcher', '--service', 'demo'],
      'front-desk-password\n',
      {
        DATA_DIR: dataDir,
      },
    );
    expect(added.output).toContain('Added dispatcher "desk01"');
    expect(added.code).toBe(0);
    server = await startServer(dataDir, { SCRYPT_LOG_N: '10' }, 60_000);
    const signedIn = await staffLogin(server, 'desk01', 'front-desk-password');
    expect(signedIn.data?.role).toBe('dispatcher');
  });

  it('on PGlite while the server runs: refuses and says to stop the server first', async () => {
    const refused = await runStaffCli(
      ['add', 'desk02', 'admin', '--service', 'demo'],
      'front-desk-password\n',
      {
        DATA_DIR: dataDir,
      },
    );
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(
      'stop the server (Ctrl+C), run this command, then start the server again',
    );
  });

  it('unlock: an account sprayed with wrong passwords signs in without a proof of work again (issue 21)', async () => {
    for (let i = 0; i < 5; i++)
      expect((await staffLogin(server!, 'desk01', 'wrong-password-x')).status).toBe(false);
    const challenged = await staffLogin(server!, 'desk01', 'front-desk-password');
    expect(challenged.error?.code).toBe(103);
    server!.child.kill('SIGTERM');
    await server!.exited(10_000);
    const unlocked = await runStaffCli(['unlock', 'desk01', '--service', 'demo'], '', { DATA_DIR: dataDir });
    expect(unlocked.output).toContain('Unlocked "desk01" of school "demo"');
    expect(unlocked.code).toBe(0);
    const unknown = await runStaffCli(['unlock', 'nobody', '--service', 'demo'], '', { DATA_DIR: dataDir });
    expect(unknown.code).toBe(1);
    expect(unknown.output).toContain('School "demo" has no staff account "nobody".');
    server = await startServer(dataDir, { SCRYPT_LOG_N: '10' }, 60_000);
    expect((await staffLogin(server, 'desk01', 'front-desk-password')).status).toBe(true);
    // failures count against the account whatever the case the login id is typed in
    for (let i = 0; i < 5; i++)
      expect((await staffLogin(server, i % 2 ? 'DESK01' : 'Desk01', 'wrong-password-x')).status).toBe(false);
    expect((await staffLogin(server, 'desk01', 'front-desk-password')).error?.code).toBe(103);
  });

  it('refuses a password under 12 characters, an unknown role and a second account of the same login', async () => {
    server?.child.kill('SIGTERM');
    await server?.exited(10_000);
    server = undefined;
    const weak = await runStaffCli(['add', 'desk03', 'admin', '--service', 'demo'], 'short-pass\n', {
      DATA_DIR: dataDir,
    });
    expect(weak.code).toBe(1);
    expect(weak.output).toContain('12–128 characters');
    const blank = await runStaffCli(['add', 'desk03', 'admin', '--service', 'demo'], `${' '.repeat(14)}\n`, {
      DATA_DIR: dataDir,
    });
    expect(blank.code).toBe(1);
    expect(blank.output).toContain('not only spaces');
    const disguised = await runStaffCli(
      ['add', 'desk03', 'admin', '--service', 'demo', '--name', '受付\u202e係'],
      'long-enough-password\n',
      { DATA_DIR: dataDir },
    );
    expect(disguised.code).toBe(1);
    expect(disguised.output).toContain('without control or invisible characters');
    const role = await runStaffCli(
      ['add', 'desk03', 'driver', '--service', 'demo'],
      'long-enough-password\n',
      {
        DATA_DIR: dataDir,
      },
    );
    expect(role.code).toBe(1);
    expect(role.output).toContain('Usage: npm run staff -- add');
    const again = await runStaffCli(
      ['add', 'desk01', 'admin', '--service', 'demo'],
      'long-enough-password\n',
      {
        DATA_DIR: dataDir,
      },
    );
    expect(again.code).toBe(1);
    expect(again.output).toContain('already has a staff account "desk01"');
    const otherCase = await runStaffCli(
      ['add', 'DESK01', 'admin', '--service', 'demo'],
      'long-enough-password\n',
      { DATA_DIR: dataDir },
    );
    expect(otherCase.code).toBe(1);
    expect(otherCase.output).toContain('already has a staff account "DESK01"');
  });

  it.skipIf(!postgresReachable)(
    'on PostgreSQL: adds an admin (no data-folder lock there, so a running server need not stop)',
    async () => {
      const database = await createPostgresDatabase();
      try {
        const added = await runStaffCli(
          ['add', 'office01', 'admin', '--service', 'demo'],
          'office-password-1\n',
          {
            DATABASE_URL: database.url,
            DEMO: '1',
          },
        );
        expect(added.code).toBe(0);
        const client = new pg.Client({ connectionString: database.url });
        await client.connect();
        const rows = await client.query("select role from staff where login_id = 'office01'");
        await client.end();
        expect(rows.rows).toEqual([{ role: 'admin' }]);
      } finally {
        await database.drop();
      }
    },
  );
});
