import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { connect, until } from './raw-connection';
import { BASE_PATH, spawnServer, startServer, type ServerProcess } from './server-process';

const GRACE_MS = 2_000;
/** closing PGlite and exiting after the grace period, on a busy machine */
const MARGIN_MS = 3_000;

describe('Shutdown of the built server on PGlite (SIGTERM, SIGINT)', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bus-shutdown-'));
  const running: ServerProcess[] = [];
  const env = { SHUTDOWN_GRACE_SECONDS: String(GRACE_MS / 1000) };
  const start = async () => {
    const server = await startServer(dataDir, env);
    running.push(server);
    return server;
  };
  // migrating and seeding a fresh folder is the slow part of a start: once, outside the tests
  beforeAll(async () => {
    const first = await startServer(dataDir, env);
    first.child.kill('SIGKILL');
    await first.exited(5_000);
  });
  afterEach(async () => {
    for (const server of running.splice(0)) {
      server.child.kill('SIGKILL');
      await server.exited(5_000);
    }
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('exits within the grace period with an idle and half-sent connections open, lets a request in progress finish, and restarts on the same folder', async () => {
    const server = await start();
    // the session and XSRF cookies, so that the half-sent POST is a request the server works on
    const health = await fetch(`${server.baseUrl}api/health`);
    const cookies = health.headers.getSetCookie().map((line) => line.split(';')[0]);
    const xsrf = cookies.find((c) => c?.startsWith('XSRF-TOKEN='))?.slice('XSRF-TOKEN='.length) ?? '';

    const idle = await connect(server.port, `GET ${BASE_PATH}api/health HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(await until(() => idle.received().includes('"status":true'), 5_000)).toBe(true);
    const halfHeaders = await connect(server.port, `GET ${BASE_PATH}api/health HTTP/1.1\r\nHost: x\r\n`);
    const body = JSON.stringify({ serviceCode: 'demo' });
    const halfBody = await connect(
      server.port,
      `POST ${BASE_PATH}api/Provider/GetProviderInfo HTTP/1.1\r\nHost: x\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n` +
        `Cookie: ${cookies.join('; ')}\r\nX-XSRF-TOKEN: ${xsrf}\r\n\r\n${body.slice(0, 5)}`,
    );
    await new Promise((r) => setTimeout(r, 200));

    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    halfBody.socket.write(body.slice(5));

    expect(await server.exited(GRACE_MS + MARGIN_MS)).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(GRACE_MS + MARGIN_MS);
    expect(
      (await idle.closed) - signalledAt,
      'the idle keep-alive connection is closed at once',
    ).toBeLessThan(GRACE_MS);
    expect(halfBody.received(), 'the request completed during the grace period is answered').toMatch(
      /^HTTP\/1\.1 200 [\s\S]*"status":true/,
    );
    expect(
      (await halfHeaders.closed) - signalledAt,
      'the half-sent request had its grace',
    ).toBeGreaterThanOrEqual(GRACE_MS);

    const restarted = await start();
    expect((await fetch(`${restarted.baseUrl}api/health`)).status).toBe(200);
    restarted.child.kill('SIGINT');
    expect(await restarted.exited(GRACE_MS + MARGIN_MS)).toBe(0);
  });

  it('a second server on a folder in use fails at once and names the process holding it', async () => {
    const holder = await start();
    const second = await spawnServer(dataDir);
    running.push(second);
    expect(await second.exited(20_000)).toBe(1);
    expect(second.output()).toContain(`is in use by process ${holder.child.pid}`);
    expect((await fetch(`${holder.baseUrl}api/health`)).status).toBe(200);
  });
});
