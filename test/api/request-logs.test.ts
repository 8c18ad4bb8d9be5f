import { Writable } from 'node:stream';
import { expect, it } from 'vitest';
import { issueSilentToken } from '@server/domain/auth/silent-token';
import { loggerOptions } from '@server/logger';
import { describeEachDatabase } from './databases';
import { DEMO, freshClient, useTestServer } from './harness';

/** Every JSON log line the server writes, captured in memory. */
const lines: string[] = [];
const capture = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  },
});

/** The log lines without the fields that are numbers by nature (time, pid, durations), which could contain any digits. */
function logText(): string {
  return lines
    .map((line) => {
      const {
        time: _time,
        pid: _pid,
        hostname: _host,
        responseTime: _rt,
        reqId: _id,
        ...rest
      } = JSON.parse(line) as Record<string, unknown>;
      return JSON.stringify(rest);
    })
    .join('\n');
}

describeEachDatabase(
  'Request logs: structured, without passwords, tokens or cookies (issue 2 §8)',
  (kind) => {
    const server = useTestServer(kind, {
      logger: loggerOptions('trace', capture),
    });

    it('a sign-in, a failed sign-in, a silent sign-in and an mng link leave no secret in the logs', async () => {
      const s = server();
      lines.length = 0;
      const c = await freshClient(s);
      const wrong = await c.login(DEMO.second.seitoNo, 'Qz7W');
      expect(wrong.body.error?.code).toBe(101);
      const ok = await c.login(DEMO.main.seitoNo, DEMO.main.password);
      expect(ok.body.status).toBe(true);
      const sid = c.cookie('bus_sid') ?? '';
      const xsrf = c.cookie('XSRF-TOKEN') ?? '';
      await c.post('Notification/GetNews', {});

      const recNo = await s.recNoOf(DEMO.second.seitoNo);
      const token = issueSilentToken(
        s.secrets.silentAuthKey,
        { serviceCode: DEMO.serviceCode, recNo },
        s.clock.now(),
      );
      const silent = await (
        await freshClient(s)
      ).post('Auth/SilentAuth', { serviceCode: 'demo', site: '1', recNo, token });
      expect(silent.body.status).toBe(true);
      await s
        .client()
        .get(`sp/spmng/?serviceCode=demo&site=1&mode=mng&recNo=${recNo}&token=${encodeURIComponent(token)}`);

      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
      const text = logText();
      expect(text).toContain('/bus/ankyo/api/Auth/Login');
      expect(text).not.toContain('Qz7W');
      expect(text).not.toContain(DEMO.main.password);
      expect(text).not.toContain(token);
      expect(text).not.toContain(token.split('.')[1] ?? token);
      expect(text).not.toContain(sid);
      expect(text).not.toContain(xsrf);
      expect(text).toContain('token=***');
    });
  },
);
