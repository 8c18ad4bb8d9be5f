import { expect, it } from 'vitest';
import { messages } from '@shared/i18n/messages';
import type { Notice } from '@shared/schemas/notification';
import { describeEachDatabase } from './databases';
import { DEMO, MINUTE, freshClient, signedInClient, useTestServer } from './harness';

const HOUR = 60 * MINUTE;

describeEachDatabase(
  'Learner endpoints: 401 without a session, 403 for another learner (issue 2 §3)',
  (kind) => {
    const server = useTestServer(kind);

    it.each(['Notification/GetNews', 'Auth/GetLoginUser'])(
      '%s without a session answers 401 in the envelope',
      async (action) => {
        const c = await freshClient(server());
        const answer = await c.post(action, { serviceCode: 'demo' });
        expect(answer.status).toBe(401);
        expect(answer.body.status).toBe(false);
        expect(answer.body.error?.code).toBe(401);
        expect(answer.body.error?.message).toBe(messages.error[401]);
        expect(answer.body.data).toBeNull();
      },
    );

    it("a learner's own recNo and serviceCode in the body are served", async () => {
      const s = server();
      const c = await signedInClient(s, DEMO.main.seitoNo, DEMO.main.password);
      const recNo = await s.recNoOf(DEMO.main.seitoNo);
      const news = await c.post('Notification/GetNews', { serviceCode: 'demo', authority: '', recNo });
      expect(news.status).toBe(200);
      expect(news.body.status).toBe(true);
      const me = await c.post('Auth/GetLoginUser', { serviceCode: 'demo', recNo: String(recNo) });
      expect(me.status).toBe(200);
    });

    it.each(['Notification/GetNews', 'Auth/GetLoginUser'])(
      "%s with another learner's recNo is refused with 403 and serves nothing",
      async (action) => {
        const s = server();
        const c = await signedInClient(s, DEMO.second.seitoNo, DEMO.second.password);
        const victim = await s.recNoOf(DEMO.main.seitoNo);
        const answer = await c.post(action, { serviceCode: 'demo', recNo: victim });
        expect(answer.status).toBe(403);
        expect(answer.body.status).toBe(false);
        expect(answer.body.error?.code).toBe(403);
        expect(answer.body.data).toBeNull();
        expect(answer.text).not.toContain(DEMO.main.furigana);
        expect(answer.text).not.toContain(DEMO.main.seitoNo);
      },
    );

    it.each(['Notification/GetNews', 'Auth/GetLoginUser'])(
      '%s naming another serviceCode is refused with 403',
      async (action) => {
        const s = server();
        const c = await signedInClient(s, DEMO.second.seitoNo, DEMO.second.password);
        const answer = await c.post(action, { serviceCode: 'other-school' });
        expect(answer.status).toBe(403);
        expect(answer.body.status).toBe(false);
        expect(answer.body.data).toBeNull();
      },
    );

    it('Logout ends the session: GetNews afterwards answers 401', async () => {
      const s = server();
      const c = await signedInClient(s, DEMO.main.seitoNo, DEMO.main.password);
      expect((await c.post('Notification/GetNews', {})).status).toBe(200);
      const recNo = await s.recNoOf(DEMO.main.seitoNo);
      const out = await c.post('Auth/Logout', { code: 'demo', recNo, authority: '' });
      expect(out.status).toBe(200);
      expect(out.body).toEqual({ status: true, error: null, data: {} });
      const news = await c.post('Notification/GetNews', {});
      expect(news.status).toBe(401);
      expect((await c.post('Auth/GetLoginUser', {})).status).toBe(401);
    });

    it('sign-out is server-side: a copy of the old cookies is signed out too', async () => {
      const s = server();
      const c = await signedInClient(s, DEMO.main.seitoNo, DEMO.main.password);
      const stolen = s.client();
      for (const [k, v] of c.jar) stolen.jar.set(k, v);
      expect((await stolen.post('Notification/GetNews', {})).status).toBe(200);
      await c.post('Auth/Logout', {});
      const answer = await stolen.post<Notice[]>('Notification/GetNews', {});
      expect(answer.status).toBe(401);
      expect(answer.body.data).toBeNull();
    });

    it('Logout without a session still answers success (the screen goes to login)', async () => {
      const c = await freshClient(server());
      const out = await c.post('Auth/Logout', {});
      expect(out.status).toBe(200);
      expect(out.body.status).toBe(true);
    });

    it('a session idle for more than 30 minutes has ended', async () => {
      const s = server();
      const c = await signedInClient(s, DEMO.load(10).seitoNo, DEMO.load(10).password);
      s.clock.advance(29 * MINUTE);
      expect((await c.post('Notification/GetNews', {})).status).toBe(200);
      s.clock.advance(29 * MINUTE);
      expect((await c.post('Notification/GetNews', {})).status).toBe(200);
      s.clock.advance(31 * MINUTE);
      expect((await c.post('Notification/GetNews', {})).status).toBe(401);
    });

    it('a session in use ends 12 hours after sign-in', async () => {
      const s = server();
      const c = await signedInClient(s, DEMO.load(11).seitoNo, DEMO.load(11).password);
      for (let elapsed = 0; elapsed < 12 * HOUR - 20 * MINUTE; elapsed += 20 * MINUTE) {
        s.clock.advance(20 * MINUTE);
        expect(
          (await c.post('Notification/GetNews', {})).status,
          `after ${(elapsed + 20 * MINUTE) / MINUTE} min`,
        ).toBe(200);
      }
      s.clock.advance(20 * MINUTE);
      expect((await c.post('Notification/GetNews', {})).status).toBe(401);
    });

    it("two learners' sessions stay apart", async () => {
      const s = server();
      const a = await signedInClient(s, DEMO.main.seitoNo, DEMO.main.password);
      const b = await signedInClient(s, DEMO.second.seitoNo, DEMO.second.password);
      const meA = await a.post<{ user: { seitoNo: string } }>('Auth/GetLoginUser', {});
      const meB = await b.post<{ user: { seitoNo: string } }>('Auth/GetLoginUser', {});
      expect(meA.body.data?.user.seitoNo).toBe(DEMO.main.seitoNo);
      expect(meB.body.data?.user.seitoNo).toBe(DEMO.second.seitoNo);
    });
  },
);
