import { expect, it } from 'vitest';
import { messages } from '@shared/i18n/messages';
import { loginResponseSchema, type LoginUser } from '@shared/schemas/auth';
import { describeEachDatabase } from './databases';
import { DEMO, freshClient, useTestServer } from './harness';

describeEachDatabase(
  'Auth/Login: sign-in by student number and password (SPEC.md §5, PRODUCT.md §3)',
  (kind) => {
    const server = useTestServer(kind);

    it('learner 1234567 signs in with 0401 and is greeted as やまだ たろう', async () => {
      const s = server();
      const c = await freshClient(s);
      const answer = await c.login(DEMO.main.seitoNo, DEMO.main.password);
      expect(answer.status).toBe(200);
      expect(answer.body.status).toBe(true);
      expect(answer.body.error).toBeNull();
      const data = loginResponseSchema.parse(answer.body.data);
      expect(data.user.furigana).toBe(DEMO.main.furigana);
      expect(data.user.seitoNo).toBe(DEMO.main.seitoNo);
      expect(data.user.recNo).toBe(await s.recNoOf(DEMO.main.seitoNo));
      expect(data.auth).toEqual({ code: 'demo', recNo: data.user.recNo, authority: '' });
      expect(data.site).toBe('1');
    });

    it('the answer names the learner and nothing secret (no hash, no contact data)', async () => {
      const c = await freshClient(server());
      const answer = await c.login(DEMO.main.seitoNo, DEMO.main.password);
      expect(Object.keys(answer.body.data?.user ?? {}).sort()).toEqual([
        'furigana',
        'name',
        'recNo',
        'seitoNo',
      ]);
      expect(answer.text).not.toMatch(/scrypt|passwordHash|password_hash|mailAddress|mobileNumber/);
    });

    it('sign-in rotates the session cookie and the anti-forgery token', async () => {
      const c = await freshClient(server());
      const sidBefore = c.cookie('bus_sid');
      const xsrfBefore = c.cookie('XSRF-TOKEN');
      expect(sidBefore).toBeTruthy();
      const answer = await c.login(DEMO.main.seitoNo, DEMO.main.password);
      expect(answer.setCookies.some((line) => line.startsWith('bus_sid='))).toBe(true);
      expect(c.cookie('bus_sid')).toBeTruthy();
      expect(c.cookie('bus_sid')).not.toBe(sidBefore);
      expect(c.cookie('XSRF-TOKEN')).not.toBe(xsrfBefore);
    });

    it('the session id held before sign-in is not signed in (no session fixation)', async () => {
      const s = server();
      const c = await freshClient(s);
      const planted = new Map(c.jar);
      await c.login(DEMO.main.seitoNo, DEMO.main.password);
      const attacker = s.client();
      for (const [k, v] of planted) attacker.jar.set(k, v);
      const news = await attacker.post('Notification/GetNews', {});
      expect(news.status).toBe(401);
      expect(news.body.data).toBeNull();
    });

    it('GetLoginUser after sign-in answers the same learner and site', async () => {
      const s = server();
      const c = await freshClient(s);
      await c.login(DEMO.main.seitoNo, DEMO.main.password);
      const answer = await c.post<{ user: LoginUser; site: string; serviceCode: string }>(
        'Auth/GetLoginUser',
        {
          serviceCode: 'demo',
        },
      );
      expect(answer.status).toBe(200);
      expect(answer.body.status).toBe(true);
      expect(answer.body.data?.user.furigana).toBe(DEMO.main.furigana);
      expect(answer.body.data?.user.recNo).toBe(await s.recNoOf(DEMO.main.seitoNo));
      expect(answer.body.data?.site).toBe('1');
      expect(answer.body.data?.serviceCode).toBe('demo');
    });

    it('a wrong password and an unknown student number get the same business error 101 with the same text', async () => {
      const wrong = await (await freshClient(server())).login(DEMO.second.seitoNo, '0000');
      const unknown = await (await freshClient(server())).login('9876543', '0000');
      for (const answer of [wrong, unknown]) {
        expect(answer.status).toBe(200);
        expect(answer.body.status).toBe(false);
        expect(answer.body.data).toBeNull();
        expect(answer.body.error?.code).toBe(101);
        expect(answer.body.error?.message).toBe(messages.error[101]);
      }
      expect(unknown.text).toBe(wrong.text);
    });

    it('a failed sign-in leaves the caller signed out', async () => {
      const c = await freshClient(server());
      await c.login(DEMO.second.seitoNo, '9999');
      const news = await c.post('Notification/GetNews', {});
      expect(news.status).toBe(401);
    });

    it.each([
      ['too short', '123456'],
      ['too long', '12345678'],
      ['not ASCII alphanumerics', '123-567'],
      ['full-width letters', 'ＡＢＣＤＥＦＧ'],
      ['empty', ''],
    ])('a student number that is %s is warning 1 with its catalogue text', async (_why, seitoNo) => {
      const answer = await (await freshClient(server())).login(seitoNo, DEMO.main.password);
      expect(answer.status).toBe(200);
      expect(answer.body.status).toBe(false);
      expect(answer.body.error?.code).toBe(1);
      expect(answer.body.error?.message).toBe(messages.warning[1]);
    });

    it('a student number typed in full-width digits or with hyphens is cleaned and signs in (issue 25)', async () => {
      const typed = [...DEMO.main.seitoNo].map((d) => String.fromCharCode(d.charCodeAt(0) + 0xfee0)).join('');
      const answer = await (
        await freshClient(server())
      ).login(`${typed.slice(0, 3)}－${typed.slice(3)}`, DEMO.main.password);
      expect(answer.body.status).toBe(true);
    });

    it.each([
      ['empty', ''],
      ['too short', '040'],
      ['not ASCII alphanumerics', '04-1'],
    ])('on site 1 a password that is %s is warning 2 with its catalogue text', async (_why, password) => {
      const answer = await (await freshClient(server())).login(DEMO.main.seitoNo, password);
      expect(answer.body.status).toBe(false);
      expect(answer.body.error?.code).toBe(2);
      expect(answer.body.error?.message).toBe(messages.warning[2]);
    });

    it('with both fields invalid the texts are listed one per line, student number first', async () => {
      const answer = await (await freshClient(server())).login('12', '');
      expect(answer.body.error?.code).toBe(1);
      expect(answer.body.error?.message).toBe(`${messages.warning[1]}\n${messages.warning[2]}`);
    });

    it('site 2 signs in by student number alone', async () => {
      const c = await freshClient(server());
      const answer = await c.login(DEMO.second.seitoNo, '', '2');
      expect(answer.body.status).toBe(true);
      expect(answer.body.data?.user.seitoNo).toBe(DEMO.second.seitoNo);
      expect(answer.body.data?.site).toBe('2');
      const me = await c.post<{ site: string }>('Auth/GetLoginUser', {});
      expect(me.body.data?.site).toBe('2');
    });

    it('site 2 still refuses an unknown student number with error 101', async () => {
      const answer = await (await freshClient(server())).login('5555555', '', '2');
      expect(answer.body.status).toBe(false);
      expect(answer.body.error?.code).toBe(101);
    });

    it('a numeric site value works like the string', async () => {
      const c = await freshClient(server());
      const answer = await c.post('Auth/Login', {
        serviceCode: 'demo',
        site: 1,
        seitoNo: DEMO.main.seitoNo,
        password: '0401',
      });
      expect(answer.body.status).toBe(true);
    });

    it('an unknown school is business error 105', async () => {
      const c = await freshClient(server());
      const answer = await c.post('Auth/Login', {
        serviceCode: 'nowhere',
        site: '1',
        seitoNo: '1234567',
        password: '0401',
      });
      expect(answer.body.status).toBe(false);
      expect(answer.body.error?.code).toBe(105);
    });
  },
);
