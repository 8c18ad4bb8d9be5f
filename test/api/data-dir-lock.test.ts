import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockDataDir } from '@server/db/client';

/**
 * The PGlite folder lock (PRODUCT.md §3): held by a live server only, not by whoever has its pid
 * now. A real server holding it is in shutdown.test.ts.
 */
describe('The PGlite data folder lock', () => {
  let unrelated: ChildProcess;
  const folders: string[] = [];
  const folderWithLock = (content: string, writtenAt = new Date()) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bus-lock-'));
    folders.push(dir);
    const lockFile = path.join(dir, 'server.lock');
    fs.writeFileSync(lockFile, content);
    fs.utimesSync(lockFile, writtenAt, writtenAt);
    return { dir, lockFile };
  };

  beforeAll(async () => {
    unrelated = spawn('sleep', ['60'], { stdio: 'ignore' });
    await new Promise((resolve) => unrelated.once('spawn', resolve));
  });
  afterAll(() => {
    unrelated.kill('SIGKILL');
    for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('a lock file left long ago whose pid now belongs to an unrelated live process does not block a start', () => {
    const anHourAgo = new Date(Date.now() - 3_600_000);
    const { dir, lockFile } = folderWithLock(String(unrelated.pid), anHourAgo);
    const release = lockDataDir(dir);
    expect(JSON.parse(fs.readFileSync(lockFile, 'utf8'))).toMatchObject({ pid: process.pid });
    release();
    expect(fs.existsSync(lockFile), 'released').toBe(false);
  });

  it('a lock naming a live process with another start time does not block a start', () => {
    const { dir } = folderWithLock(JSON.stringify({ pid: unrelated.pid, start: '1' }));
    lockDataDir(dir)();
  });

  it('a lock of a dead process does not block a start', async () => {
    const gone = spawn('true');
    await new Promise((resolve) => gone.once('exit', resolve));
    const { dir } = folderWithLock(JSON.stringify({ pid: gone.pid, start: null }));
    lockDataDir(dir)();
  });

  it.runIf(process.platform === 'linux')(
    'a lock of a killed server that is not reaped yet (a zombie) does not block a start',
    async () => {
      // sh forks a child that exits at once, then becomes `sleep`, which never reaps it
      const parent = spawn('sh', ['-c', 'sleep 0 & echo $!; exec sleep 30'], {
        stdio: ['ignore', 'pipe', 'ignore'],
      });
      const zombiePid = Number(
        await new Promise<string>((resolve) => parent.stdout!.once('data', (d) => resolve(String(d)))),
      );
      try {
        let stat = '';
        for (let i = 0; i < 50 && !/\) Z /.test(stat); i++) {
          await new Promise((r) => setTimeout(r, 20));
          stat = fs.readFileSync(`/proc/${zombiePid}/stat`, 'utf8');
        }
        expect(stat, 'the child is a zombie').toMatch(/\) Z /);
        const start = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
        const { dir } = folderWithLock(JSON.stringify({ pid: zombiePid, start }));
        lockDataDir(dir)();
      } finally {
        parent.kill('SIGKILL');
      }
    },
  );

  it('a pid-only lock written by a process already running (an older server) still blocks, with a clear message', () => {
    const { dir, lockFile } = folderWithLock(String(unrelated.pid));
    expect(() => lockDataDir(dir)).toThrow(`The data folder ${dir} is in use by process ${unrelated.pid}`);
    expect(fs.readFileSync(lockFile, 'utf8'), 'left as it was').toBe(String(unrelated.pid));
  });
});
