import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { describeEachDatabase } from './databases';
import { DEMO, freshClient, useTestServer, type Answer } from './harness';

const STRICT_REFERRER_POLICIES = [
  'no-referrer',
  'same-origin',
  'strict-origin',
  'strict-origin-when-cross-origin',
];

/**
 * The built SPA (dist/client after `npm run build`, or TEST_CLIENT_DIR); without one the page
 * checks fall back to a 404 answer.
 */
const clientDir = path.resolve(
  process.env.TEST_CLIENT_DIR ?? path.join(import.meta.dirname, '../../dist/client'),
);
const clientBuilt = fs.existsSync(path.join(clientDir, 'index.html'));

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name = '', ...values]) => [name.toLowerCase(), values]),
  );
}

/** issue 2 §8: a CSP with no inline script, frame-ancestors 'none', nosniff, a strict referrer policy. */
function expectSecurityHeaders(answer: Answer<unknown>) {
  const csp = answer.headers.get('content-security-policy');
  expect(csp, 'content-security-policy').toBeTruthy();
  const policy = directives(csp ?? '');
  const scriptSrc = policy.get('script-src') ?? policy.get('default-src');
  expect(scriptSrc, 'script-src (or default-src)').toBeDefined();
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(scriptSrc).not.toContain("'unsafe-eval'");
  expect(scriptSrc).not.toContain('*');
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  expect(STRICT_REFERRER_POLICIES).toContain(answer.headers.get('referrer-policy'));
}

describeEachDatabase('Security headers on every answer (issue 2 §8)', (kind) => {
  const server = useTestServer(kind, { clientDir });

  it('an API answer carries the CSP, nosniff and a strict referrer policy', async () => {
    const c = await freshClient(server());
    const answer = await c.post('Provider/GetProviderInfo', { serviceCode: 'demo' });
    expect(answer.status).toBe(200);
    expectSecurityHeaders(answer);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('a signed-in API answer and the sign-in answer carry them too', async () => {
    const c = await freshClient(server());
    expectSecurityHeaders(await c.login(DEMO.main.seitoNo, DEMO.main.password));
    expectSecurityHeaders(await c.post('Notification/GetNews', {}));
  });

  it('error answers (400, 401, 403, 404) carry them too', async () => {
    const c = await freshClient(server());
    expectSecurityHeaders(await c.post('Auth/Login', undefined, { raw: '{' }));
    expectSecurityHeaders(await c.post('Notification/GetNews', {}));
    expectSecurityHeaders(await c.post('Notification/GetNews', {}, { xsrf: false }));
    expectSecurityHeaders(await c.post('Nowhere/Nothing', {}));
  });

  it('GET api/health carries them', async () => {
    const c = server().client();
    expectSecurityHeaders(await c.init());
  });

  if (clientBuilt) {
    it('the SPA page /sp/login and its script carry them, and the page has no inline script for the CSP to block', async () => {
      const c = server().client();
      const page = await c.get<string>('sp/login');
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      expectSecurityHeaders(page);
      const inlineScripts = page.text.match(/<script(?![^>]*\bsrc=)[^>]*>/gi) ?? [];
      expect(inlineScripts).toEqual([]);
      expect(page.text).not.toMatch(/<[^>]+\son[a-z]+\s*=\s*["']/i);

      const script = /<script[^>]*\bsrc="([^"]+)"/i.exec(page.text)?.[1];
      expect(script, 'the page loads a script file').toBeDefined();
      const asset = await c.get<string>(script ?? '');
      expect(asset.status).toBe(200);
      expect(asset.headers.get('content-type')).toMatch(/javascript/);
      expectSecurityHeaders(asset);
    });
  } else {
    it('a page path answers (404 envelope: the SPA is not built) with them', async () => {
      const c = server().client();
      const page = await c.get<{ status: boolean; error: { code: number } | null }>('sp/login');
      expect(page.status).toBe(404);
      expect(page.body.error?.code).toBe(404);
      expectSecurityHeaders(page);
    });
  }

  it('an unknown path outside the base path answers a 404 envelope that carries them', async () => {
    const c = server().client();
    const answer = await c.get<{ status: boolean; error: { code: number } | null }>('/nowhere');
    expect(answer.status).toBe(404);
    expect(answer.body.status).toBe(false);
    expectSecurityHeaders(answer);
  });

  it('answers do not advertise the server software', async () => {
    const c = await freshClient(server());
    const answer = await c.post('Provider/GetProviderInfo', {});
    expect(answer.headers.get('x-powered-by')).toBeNull();
  });
});

describeEachDatabase(
  'Map tiles: the configured tile host is the one outside image source (PRODUCT.md §5)',
  (kind) => {
    const server = useTestServer(kind, {
      env: {
        MAP_TILE_URL: 'https://tiles.example.jp/std/{z}/{x}/{y}.png',
        MAP_TILE_ATTRIBUTION: '例のタイル',
      },
    });

    it('the CSP allows images from the tile origin only, and the site options tell the pages the template', async () => {
      const c = await freshClient(server());
      const answer = await c.post<{ mapTiles: unknown }>('Provider/GetSiteOption', {
        serviceCode: DEMO.serviceCode,
        site: '1',
      });
      expect(directives(answer.headers.get('content-security-policy') ?? '').get('img-src')).toEqual([
        "'self'",
        'data:',
        'https://tiles.example.jp',
      ]);
      expect(answer.body.data?.mapTiles).toEqual({
        url: 'https://tiles.example.jp/std/{z}/{x}/{y}.png',
        attribution: '例のタイル',
        attributionUrl: 'https://maps.gsi.go.jp/development/ichiran.html',
      });
    });
  },
);
