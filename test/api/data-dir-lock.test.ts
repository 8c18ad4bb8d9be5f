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

  it('a pid-only lock written by a process already running (an older server) still blocks, with a clear message', () => {
    const { dir, lockFile } = folderWithLock(String(unrelated.pid));
    expect(() => lockDataDir(dir)).toThrow(`The data folder ${dir} is in use by process ${unrelated.pid}`);
    expect(fs.readFileSync(lockFile, 'utf8'), 'left as it was').toBe(String(unrelated.pid));
  });
});
