import { describe, expect, it } from 'vitest';
import { closedWithin, connect } from './raw-connection';
import { useTestServer } from './harness';

/** the time-out, Node's 1 s check interval and a margin for a busy machine */
const SLACK_MS = 2_500;

describe('Connection time-outs: a slow or silent client cannot hold a connection open', () => {
  const server = useTestServer('pglite');

  it('closes a request whose headers stop half-way after 10 s (408), and an idle keep-alive connection after 5 s', async () => {
    const s = server();
    const port = Number(new URL(s.baseUrl).port);
    const openedAt = Date.now();
    const halfHeaders = await connect(port, `GET ${s.basePath}api/health HTTP/1.1\r\nHost: x\r\n`);
    const keptAlive = await connect(port, `GET ${s.basePath}api/health HTTP/1.1\r\nHost: x\r\n\r\n`);

    const keptAliveClosedAt = await closedWithin(keptAlive, 5_000 + SLACK_MS);
    expect(keptAliveClosedAt, 'the idle keep-alive connection is closed').not.toBe('open');
    expect(keptAlive.received()).toMatch(/^HTTP\/1\.1 200 /);
    expect(Number(keptAliveClosedAt) - openedAt).toBeGreaterThanOrEqual(5_000);

    const halfHeadersClosedAt = await closedWithin(halfHeaders, 10_000 + SLACK_MS - (Date.now() - openedAt));
    expect(halfHeadersClosedAt, 'the half-sent request is closed').not.toBe('open');
    expect(halfHeaders.received()).toMatch(/^HTTP\/1\.1 408 /);
    expect(Number(halfHeadersClosedAt) - openedAt).toBeGreaterThanOrEqual(10_000);
  });
});
