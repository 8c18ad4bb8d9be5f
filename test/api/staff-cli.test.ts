import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { postgresReachable } from './databases';
import { createPostgresDatabase } from './harness';
import { runOperatorCli, staffLoginOver } from './operator-cli';
import { startServer, type ServerProcess } from './server-process';

describe('npm run staff -- add <login> <role> (issue 10 §1)', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bus-staff-cli-'));
  let server: ServerProcess | undefined;
  afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.exited(10_000);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('on PGlite with the server stopped: adds a dispatcher who can then sign in to the console', async () => {
    const added = await runOperatorCli(
      'staff',
      ['add', 'desk01', 'dispatcher', '--service', 'demo'],
      'front-desk-password\n',
      {
        DATA_DIR: dataDir,
      },
    );
    expect(added.output).toContain('Added dispatcher "desk01"');
    expect(added.code).toBe(0);
    server = await startServer(dataDir, { SCRYPT_LOG_N: '10' }, 60_000);
    const signedIn = await staffLoginOver(server, 'demo', 'desk01', 'front-desk-password');
    expect(signedIn.data?.role).toBe('dispatcher');
  });

  it('on PGlite while the server runs: refuses and says to stop the server first', async () => {
    const refused = await runOperatorCli(
      'staff',
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
      expect((await staffLoginOver(server!, 'demo', 'desk01', 'wrong-password-x')).status).toBe(false);
    const challenged = await staffLoginOver(server!, 'demo', 'desk01', 'front-desk-password');
    expect(challenged.error?.code).toBe(103);
    server!.child.kill('SIGTERM');
    await server!.exited(10_000);
    const unlocked = await runOperatorCli('staff', ['unlock', 'desk01', '--service', 'demo'], '', {
      DATA_DIR: dataDir,
    });
    expect(unlocked.output).toContain('Unlocked "desk01" of school "demo"');
    expect(unlocked.code).toBe(0);
    const unknown = await runOperatorCli('staff', ['unlock', 'nobody', '--service', 'demo'], '', {
      DATA_DIR: dataDir,
    });
    expect(unknown.code).toBe(1);
    expect(unknown.output).toContain('School "demo" has no staff account "nobody".');
    server = await startServer(dataDir, { SCRYPT_LOG_N: '10' }, 60_000);
    expect((await staffLoginOver(server, 'demo', 'desk01', 'front-desk-password')).status).toBe(true);
    // failures count against the account whatever the case the login id is typed in
    for (let i = 0; i < 5; i++)
      expect(
        (await staffLoginOver(server, 'demo', i % 2 ? 'DESK01' : 'Desk01', 'wrong-password-x')).status,
      ).toBe(false);
    expect((await staffLoginOver(server, 'demo', 'desk01', 'front-desk-password')).error?.code).toBe(103);
  });

  it('refuses a password under 12 characters, an unknown role and a second account of the same login', async () => {
    server?.child.kill('SIGTERM');
    await server?.exited(10_000);
    server = undefined;
    const weak = await runOperatorCli(
      'staff',
      ['add', 'desk03', 'admin', '--service', 'demo'],
      'short-pass\n',
      {
        DATA_DIR: dataDir,
      },
    );
    expect(weak.code).toBe(1);
    expect(weak.output).toContain('12–128 characters');
    const blank = await runOperatorCli(
      'staff',
      ['add', 'desk03', 'admin', '--service', 'demo'],
      `${' '.repeat(14)}\n`,
      {
        DATA_DIR: dataDir,
      },
    );
    expect(blank.code).toBe(1);
    expect(blank.output).toContain('not only spaces');
    const disguised = await runOperatorCli(
      'staff',
      ['add', 'desk03', 'admin', '--service', 'demo', '--name', '受付\u202e係'],
      'long-enough-password\n',
      { DATA_DIR: dataDir },
    );
    expect(disguised.code).toBe(1);
    expect(disguised.output).toContain('without control or invisible characters');
    const role = await runOperatorCli(
      'staff',
      ['add', 'desk03', 'driver', '--service', 'demo'],
      'long-enough-password\n',
      {
        DATA_DIR: dataDir,
      },
    );
    expect(role.code).toBe(1);
    expect(role.output).toContain('Usage: npm run staff -- add');
    const again = await runOperatorCli(
      'staff',
      ['add', 'desk01', 'admin', '--service', 'demo'],
      'long-enough-password\n',
      {
        DATA_DIR: dataDir,
      },
    );
    expect(again.code).toBe(1);
    expect(again.output).toContain('already has a staff account "desk01"');
    const otherCase = await runOperatorCli(
      'staff',
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
        const added = await runOperatorCli(
          'staff',
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
