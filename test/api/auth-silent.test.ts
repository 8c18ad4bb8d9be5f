import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { messages } from '@shared/i18n/messages';
import type { LoginResponse } from '@shared/schemas/auth';
import { issueSilentToken } from '@server/domain/auth/silent-token';
import { describeEachDatabase } from './databases';
import { DEMO, MINUTE, freshClient, useTestServer, type TestClient, type TestServer } from './harness';

const silentAuth = (c: TestClient, recNo: number, token?: string) =>
  c.post<LoginResponse>('Auth/SilentAuth', {
    serviceCode: 'demo',
    site: '1',
    authority: '',
    recNo,
    ...(token === undefined ? {} : { token }),
  });

const expectRefused = async (c: TestClient, answer: Awaited<ReturnType<typeof silentAuth>>) => {
  expect(answer.status).toBe(200);
  expect(answer.body.status).toBe(false);
  expect(answer.body.data).toBeNull();
  expect(answer.body.error?.code).toBe(104);
  expect(answer.body.error?.message).toBe(messages.error[104]);
  const me = await c.post('Auth/GetLoginUser', {});
  expect(me.status).toBe(401);
};

const tokenFor = (s: TestServer, recNo: number) =>
  issueSilentToken(s.secrets.silentAuthKey, { serviceCode: DEMO.serviceCode, recNo }, s.clock.now());

describeEachDatabase(
  'Auth/SilentAuth: mng sign-in only with a signed, short-lived, single-use token (PRODUCT.md §3)',
  (kind) => {
    const server = useTestServer(kind);

    it('a bare recNo without a token is refused (104)', async () => {
      const s = server();
      const c = await freshClient(s);
      await expectRefused(c, await silentAuth(c, await s.recNoOf(DEMO.main.seitoNo)));
    });

    it('a bare recNo with an empty token is refused (104)', async () => {
      const s = server();
      const c = await freshClient(s);
      await expectRefused(c, await silentAuth(c, await s.recNoOf(DEMO.main.seitoNo), ''));
    });

    it('a valid token signs the learner in once, and its second use is refused', async () => {
      const s = server();
      const recNo = await s.recNoOf(DEMO.main.seitoNo);
      const token = tokenFor(s, recNo);

      const first = await freshClient(s);
      const sidBefore = first.cookie('bus_sid');
      const answer = await silentAuth(first, recNo, token);
      expect(answer.status).toBe(200);
      expect(answer.body.status).toBe(true);
      expect(answer.body.data?.user.recNo).toBe(recNo);
      expect(answer.body.data?.user.furigana).toBe(DEMO.main.furigana);
      expect(first.cookie('bus_sid')).not.toBe(sidBefore);
      const me = await first.post<{ user: { recNo: number } }>('Auth/GetLoginUser', {});
      expect(me.body.data?.user.recNo).toBe(recNo);

      const second = await freshClient(s);
      await expectRefused(second, await silentAuth(second, recNo, token));
    });

    it('the same token used by several requests at once signs in exactly one of them', async () => {
      const s = server();
      const recNo = await s.recNoOf(DEMO.main.seitoNo);
      const token = tokenFor(s, recNo);
      const clients = await Promise.all(Array.from({ length: 6 }, () => freshClient(s)));
      const answers = await Promise.all(clients.map((c) => silentAuth(c, recNo, token)));
      expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
      expect(answers.filter((a) => a.body.status)).toHaveLength(1);
      expect(answers.filter((a) => a.body.error?.code === 104)).toHaveLength(5);
    });

    it('a token is still good just before five minutes', async () => {
      const s = server();
      const recNo = await s.recNoOf(DEMO.second.seitoNo);
      const token = tokenFor(s, recNo);
      s.clock.advance(4 * MINUTE + 50_000);
      const c = await freshClient(s);
      expect((await silentAuth(c, recNo, token)).body.status).toBe(true);
    });

    it('an expired token (six minutes old) is refused', async () => {
      const s = server();
      const recNo = await s.recNoOf(DEMO.main.seitoNo);
      const token = tokenFor(s, recNo);
      s.clock.advance(6 * MINUTE);
      const c = await freshClient(s);
      await expectRefused(c, await silentAuth(c, recNo, token));
    });

    it('a token issued for another learner is refused for this recNo', async () => {
      const s = server();
      const token = tokenFor(s, await s.recNoOf(DEMO.second.seitoNo));
      const c = await freshClient(s);
      await expectRefused(c, await silentAuth(c, await s.recNoOf(DEMO.main.seitoNo), token));
    });

    it('a token issued for another school is refused', async () => {
      const s = server();
      const recNo = await s.recNoOf(DEMO.main.seitoNo);
      const token = issueSilentToken(
        s.secrets.silentAuthKey,
        { serviceCode: 'other-school', recNo },
        s.clock.now(),
      );
      const c = await freshClient(s);
      await expectRefused(c, await silentAuth(c, recNo, token));
    });

    it('a token signed with another key is refused', async () => {
      const s = server();
      const recNo = await s.recNoOf(DEMO.main.seitoNo);
      const token = issueSilentToken(
        randomBytes(32),
        { serviceCode: DEMO.serviceCode, recNo },
        s.clock.now(),
      );
      const c = await freshClient(s);
      await expectRefused(c, await silentAuth(c, recNo, token));
    });

    it.each(['garbage', 'a.b', 'a.b.c', '.', '..'])('a malformed token (%s) is refused', async (token) => {
      const s = server();
      const c = await freshClient(s);
      await expectRefused(c, await silentAuth(c, await s.recNoOf(DEMO.main.seitoNo), token));
    });

    it('a token for a recNo that does not exist is refused', async () => {
      const s = server();
      const c = await freshClient(s);
      await expectRefused(c, await silentAuth(c, 999_999, tokenFor(s, 999_999)));
    });
  },
);
