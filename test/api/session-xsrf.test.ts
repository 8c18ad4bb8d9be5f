import { describe, expect, it } from 'vitest';
import { messages } from '@shared/i18n/messages';
import { describeEachDatabase } from './databases';
import { DEMO, freshClient, useTestServer, type Answer } from './harness';

/** The attributes of the Set-Cookie line for `name`, lower-cased keys. */
function cookieAttributes(answer: Answer<unknown>, name: string): Map<string, string> | undefined {
  const line = answer.setCookies.find((l) => l.startsWith(`${name}=`));
  if (!line) return undefined;
  const attributes = new Map<string, string>();
  for (const part of line.split(';').slice(1)) {
    const [key = '', value = ''] = part.trim().split('=');
    attributes.set(key.toLowerCase(), value);
  }
  return attributes;
}

const expectForbidden = (
  answer: Answer<{ status: boolean; error: { code: unknown; message: string } | null; data: unknown }>,
) => {
  expect(answer.status).toBe(403);
  expect(answer.body.status).toBe(false);
  expect(answer.body.error?.code).toBe(403);
  expect(answer.body.error?.message).toBe(messages.error[403]);
  expect(answer.body.data).toBeNull();
};

describeEachDatabase('Anti-forgery (SPEC.md §7, PRODUCT.md §3) and the session cookies', (kind) => {
  const server = useTestServer(kind);

  it('the first visit receives bus_sid (HttpOnly, SameSite=Lax, under the base path) and a readable XSRF-TOKEN', async () => {
    const s = server();
    const c = s.client();
    const answer = await c.init();
    const sid = cookieAttributes(answer, 'bus_sid');
    const xsrf = cookieAttributes(answer, 'XSRF-TOKEN');
    expect(sid, 'bus_sid is set').toBeDefined();
    expect(sid?.has('httponly')).toBe(true);
    expect(sid?.get('samesite')?.toLowerCase()).toBe('lax');
    expect(sid?.get('path')).toBe(s.basePath);
    expect(xsrf, 'XSRF-TOKEN is set').toBeDefined();
    expect(xsrf?.has('httponly')).toBe(false);
    expect(xsrf?.get('samesite')?.toLowerCase()).toBe('lax');
    // plain http and no https PUBLIC_URL: a Secure cookie would not come back
    expect(sid?.has('secure')).toBe(false);
    // at least 128 bits of session id (PRODUCT.md §3)
    expect((c.cookie('bus_sid') ?? '').length).toBeGreaterThanOrEqual(22);
  });

  it('the session cookie set at sign-in is HttpOnly and SameSite=Lax too, and the XSRF-TOKEN is not HttpOnly', async () => {
    const c = await freshClient(server());
    const answer = await c.login(DEMO.main.seitoNo, DEMO.main.password);
    const sid = cookieAttributes(answer, 'bus_sid');
    expect(sid?.has('httponly')).toBe(true);
    expect(sid?.get('samesite')?.toLowerCase()).toBe('lax');
    expect(cookieAttributes(answer, 'XSRF-TOKEN')?.has('httponly')).toBe(false);
  });

  it('a POST with the echoed token is accepted', async () => {
    const c = await freshClient(server());
    const answer = await c.post('Provider/GetProviderInfo', { serviceCode: 'demo' });
    expect(answer.status).toBe(200);
    expect(answer.body.status).toBe(true);
  });

  it('a POST without X-XSRF-TOKEN is refused with 403 in the envelope', async () => {
    const c = await freshClient(server());
    expectForbidden(await c.post('Provider/GetProviderInfo', { serviceCode: 'demo' }, { xsrf: false }));
    expectForbidden(
      await c.post(
        'Auth/Login',
        { serviceCode: 'demo', site: '1', seitoNo: '1234567', password: '0401' },
        { xsrf: false },
      ),
    );
  });

  it('a POST with a wrong token is refused with 403', async () => {
    const c = await freshClient(server());
    const token = c.cookie('XSRF-TOKEN') ?? '';
    expectForbidden(await c.post('Provider/GetProviderInfo', {}, { xsrf: 'wrong' }));
    expectForbidden(
      await c.post(
        'Provider/GetProviderInfo',
        {},
        { xsrf: `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}` },
      ),
    );
    expectForbidden(await c.post('Provider/GetProviderInfo', {}, { xsrf: '' }));
  });

  it('a token from another session is refused with 403', async () => {
    const s = server();
    const victim = await freshClient(s);
    const other = await freshClient(s);
    expectForbidden(
      await victim.post('Provider/GetProviderInfo', {}, { xsrf: other.cookie('XSRF-TOKEN') ?? '' }),
    );
  });

  it('a token the caller planted in both cookie and header (naive double submit) is refused', async () => {
    const c = await freshClient(server());
    c.jar.set('XSRF-TOKEN', 'planted-token');
    expectForbidden(await c.post('Provider/GetProviderInfo', {}, { xsrf: 'planted-token' }));
  });

  it('a POST without any session cookie is refused with 403, and receives fresh cookies', async () => {
    const s = server();
    const c = s.client();
    const answer = await c.post('Provider/GetProviderInfo', {}, { xsrf: 'anything' });
    expectForbidden(answer);
    expect(c.cookie('bus_sid')).toBeTruthy();
    expect(c.cookie('XSRF-TOKEN')).toBeTruthy();
  });

  it('a POST marked Sec-Fetch-Site: cross-site is refused with 403 even with the right token', async () => {
    const c = await freshClient(server());
    expectForbidden(
      await c.post('Provider/GetProviderInfo', {}, { headers: { 'sec-fetch-site': 'cross-site' } }),
    );
    const signedIn = await freshClient(server());
    await signedIn.login(DEMO.main.seitoNo, DEMO.main.password);
    expectForbidden(
      await signedIn.post('Notification/GetNews', {}, { headers: { 'sec-fetch-site': 'cross-site' } }),
    );
  });

  it('same-origin and same-site POSTs with the right token are accepted', async () => {
    const c = await freshClient(server());
    for (const site of ['same-origin', 'same-site', 'none']) {
      const answer = await c.post('Provider/GetProviderInfo', {}, { headers: { 'sec-fetch-site': site } });
      expect(answer.status, site).toBe(200);
    }
  });

  it('a POST whose Origin names another origin is refused with 403 even with the right token; Origin: null too', async () => {
    const s = server();
    const c = await freshClient(s);
    const own = new URL(s.baseUrl);
    for (const origin of [
      'https://evil.example',
      `http://${own.hostname}:${Number(own.port) + 1}`,
      `http://${own.host}.evil.example`,
      'null',
    ]) {
      expectForbidden(await c.post('Provider/GetProviderInfo', {}, { headers: { origin } }));
    }
    const signedIn = await freshClient(s);
    await signedIn.login(DEMO.main.seitoNo, DEMO.main.password);
    expectForbidden(
      await signedIn.post('Notification/GetNews', {}, { headers: { origin: 'https://evil.example' } }),
    );
  });

  it('a POST whose Origin is the server itself (over http, or https ended at a proxy) is accepted, as is one without Origin', async () => {
    const s = server();
    const c = await freshClient(s);
    const own = new URL(s.baseUrl);
    for (const origin of [own.origin, `https://${own.host}`]) {
      const answer = await c.post('Provider/GetProviderInfo', {}, { headers: { origin } });
      expect(answer.status, origin).toBe(200);
    }
    expect((await c.post('Provider/GetProviderInfo', {})).status).toBe(200);
  });

  it('the token from before sign-in no longer works after it (rotated with the session)', async () => {
    const c = await freshClient(server());
    const before = c.cookie('XSRF-TOKEN') ?? '';
    await c.login(DEMO.main.seitoNo, DEMO.main.password);
    expectForbidden(await c.post('Notification/GetNews', {}, { xsrf: before }));
    expect((await c.post('Notification/GetNews', {})).status).toBe(200);
  });

  it('a signed-in learner is still refused without the header, and nothing is served', async () => {
    const c = await freshClient(server());
    await c.login(DEMO.main.seitoNo, DEMO.main.password);
    expectForbidden(await c.post('Notification/GetNews', {}, { xsrf: false }));
    expectForbidden(await c.post('Auth/GetLoginUser', {}, { xsrf: false }));
  });

  it('sign-out without the header is refused and the session stays', async () => {
    const c = await freshClient(server());
    await c.login(DEMO.main.seitoNo, DEMO.main.password);
    expectForbidden(await c.post('Auth/Logout', {}, { xsrf: false }));
    expect((await c.post('Auth/GetLoginUser', {})).status).toBe(200);
  });
});

// the cookie flags and the Origin rule do not touch the database: PGlite alone
describe('With an https PUBLIC_URL (TLS ended at a proxy the app does not trust)', () => {
  const publicOrigin = 'https://bus.example.jp';
  const server = useTestServer('pglite', { env: { PUBLIC_URL: `${publicOrigin}/bus/ankyo/` } });

  it('marks bus_sid and XSRF-TOKEN Secure on the first visit and at sign-in, without X-Forwarded-Proto', async () => {
    const c = server().client();
    const first = await c.init();
    expect(cookieAttributes(first, 'bus_sid')?.has('secure')).toBe(true);
    expect(cookieAttributes(first, 'XSRF-TOKEN')?.has('secure')).toBe(true);
    const signIn = await c.login(DEMO.main.seitoNo, DEMO.main.password);
    expect(signIn.body.status).toBe(true);
    expect(cookieAttributes(signIn, 'bus_sid')?.has('secure')).toBe(true);
    expect(cookieAttributes(signIn, 'XSRF-TOKEN')?.has('secure')).toBe(true);
  });

  it("accepts a POST from PUBLIC_URL's origin (a proxy may rewrite Host) and refuses another", async () => {
    const c = await freshClient(server());
    expect((await c.post('Provider/GetProviderInfo', {}, { headers: { origin: publicOrigin } })).status).toBe(
      200,
    );
    expectForbidden(
      await c.post('Provider/GetProviderInfo', {}, { headers: { origin: 'https://evil.example.jp' } }),
    );
  });
});
