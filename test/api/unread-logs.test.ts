import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, type ServerProcess } from './server-process';

const GRACE_MS = 2_000;
/** closing PGlite and exiting after the grace period, on a busy machine */
const MARGIN_MS = 3_000;
/** far more log lines than a pipe (64 KiB) and its reader's buffer hold at LOG_LEVEL=info */
const REQUESTS = 1_500;

/**
 * Issue 21: whoever reads the server's stdout may stop reading (a paused pager, a stalled log
 * collector). The built server, its stdout a pipe nobody reads, keeps answering and still ends
 * within its grace period at SIGTERM.
 */
describe('A server whose stdout is an unread pipe (real process, PGlite)', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bus-unread-logs-'));
  let server: ServerProcess | undefined;
  afterAll(async () => {
    server?.child.kill('SIGKILL');
    await server?.exited(5_000);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers every request while its log lines pile up, and exits within the grace period on SIGTERM', async () => {
    server = await startServer(
      dataDir,
      { LOG_LEVEL: 'info', SHUTDOWN_GRACE_SECONDS: String(GRACE_MS / 1000) },
      60_000,
      { readStdout: false },
    );
    const { baseUrl } = server;
    let answered = 0;
    for (let i = 0; i < REQUESTS; i += 10) {
      const batch = Array.from({ length: 10 }, () =>
        fetch(`${baseUrl}api/health`, { signal: AbortSignal.timeout(5_000) }).then((r) => r.status),
      );
      for (const status of await Promise.all(batch)) if (status === 200) answered++;
    }
    expect(answered).toBe(REQUESTS);

    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    expect(await server.exited(GRACE_MS + MARGIN_MS)).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(GRACE_MS + MARGIN_MS);
  });
});
