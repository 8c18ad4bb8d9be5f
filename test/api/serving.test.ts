import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, expect, it } from 'vitest';
import type { ReservationDay } from '@shared/schemas/reservation';
import { addDays } from '@shared/rules/japan-time';
import { COMPRESS_SYNC_MAX_BYTES } from '@server/plugins/external/dynamic-answers';
import { describeEachDatabase } from './databases';
import { DEMO, freshClient, signedInClient, useTestServer, type TestClient } from './harness';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * A build of the client in miniature: a page, a content-hashed script and the real public files
 * (icons, manifest), precompressed by the build's own script, so these tests need no `npm run build`.
 */
const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bus-serving-'));
const SCRIPT = 'assets/app-0123abcd.js';
const scriptText = Array.from({ length: 200 }, (_, i) => `export const value${i} = "送迎バス ${i}";`).join(
  '\n',
);
const pageText = `<!doctype html><html lang="ja"><head><title>送迎バス予約</title><script type="module" src="/bus/ankyo/${SCRIPT}"></script></head><body><div id="root"></div>${'<!-- page -->'.repeat(100)}</body></html>`;
fs.mkdirSync(path.join(clientDir, 'assets'));
fs.writeFileSync(path.join(clientDir, SCRIPT), scriptText);
fs.writeFileSync(path.join(clientDir, 'index.html'), pageText);
fs.cpSync(path.join(root, 'src/client/public'), clientDir, { recursive: true });
/** Vite's build manifest: the entry, the login screen (with a shared import and its CSS), the shell and the menu. */
const viteManifest = {
  'index.html': { file: SCRIPT, isEntry: true },
  'routes/sp/login.tsx': {
    file: 'assets/login-1.js',
    imports: ['index.html', '_Alert-2.js'],
    css: ['assets/login-3.css'],
  },
  '_Alert-2.js': { file: 'assets/Alert-2.js', imports: ['index.html'] },
  'app/signed-in-shell.tsx': { file: 'assets/signed-in-shell-4.js', imports: ['index.html'] },
  'routes/sp/menu.tsx': { file: 'assets/menu-5.js', imports: ['index.html', '_Alert-2.js'] },
};
fs.mkdirSync(path.join(clientDir, '.vite'));
fs.writeFileSync(path.join(clientDir, '.vite/manifest.json'), JSON.stringify(viteManifest));
execFileSync(process.execPath, [path.join(root, 'scripts/precompress.mjs'), clientDir]);
afterAll(() => fs.rmSync(clientDir, { recursive: true, force: true }));

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** the bytes on the wire, not decoded */
  body: Buffer;
}

/** A request whose Accept-Encoding is exactly `headers`' (fetch adds its own and decodes). */
function raw(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: options.method ?? 'GET', headers: options.headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}

function decoded(answer: RawAnswer): string {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(answer.body).toString('utf8');
  expect(encoding).toBeUndefined();
  return answer.body.toString('utf8');
}

const BROWSER = 'gzip, deflate, br, zstd';

/** A signed-in API call with the client's cookies and XSRF token, and the Accept-Encoding given. */
function apiCall(c: TestClient, baseUrl: string, endpoint: string, body: string, acceptEncoding?: string) {
  return raw(`${baseUrl}api/${endpoint}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-xsrf-token': c.cookie('XSRF-TOKEN') ?? '',
      cookie: [...c.jar].map(([k, v]) => `${k}=${v}`).join('; '),
      ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
    },
    body,
  });
}

describeEachDatabase(
  'Serving: precompressed files, cache headers, compressed API answers (issue 9 §1)',
  (kind) => {
    const server = useTestServer(kind, { clientDir });
    const at = (p: string) => `${server().baseUrl}${p}`;

    it('a content-hashed script goes as brotli, else gzip, else as it is, by Accept-Encoding, cached for a year', async () => {
      const cases: [string | undefined, string | undefined][] = [
        [BROWSER, 'br'],
        ['gzip, deflate', 'gzip'],
        ['br;q=0, gzip', 'gzip'],
        ['br;q=0, gzip;q=0', undefined],
        ['identity', undefined],
        [undefined, undefined],
      ];
      for (const [acceptEncoding, expected] of cases) {
        const answer = await raw(
          at(SCRIPT),
          acceptEncoding ? { headers: { 'accept-encoding': acceptEncoding } } : {},
        );
        expect(answer.status, String(acceptEncoding)).toBe(200);
        expect(answer.headers['content-encoding'], String(acceptEncoding)).toBe(expected);
        expect(answer.headers.vary).toBe('Accept-Encoding');
        expect(answer.headers['content-type']).toMatch(/^application\/javascript/);
        expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
        expect(decoded(answer)).toBe(scriptText);
      }
      const br = await raw(at(SCRIPT), { headers: { 'accept-encoding': BROWSER } });
      expect(br.body.length).toBeLessThan(Buffer.byteLength(scriptText) / 4);
    });

    it('HEAD gives the headers of GET without a body; a range is cut from the representation sent', async () => {
      const get = await raw(at(SCRIPT), { headers: { 'accept-encoding': BROWSER } });
      const head = await raw(at(SCRIPT), { method: 'HEAD', headers: { 'accept-encoding': BROWSER } });
      expect(head.status).toBe(200);
      expect(head.body.length).toBe(0);
      expect(head.headers['content-encoding']).toBe('br');
      expect(head.headers['content-length']).toBe(get.headers['content-length']);
      expect(head.headers.etag).toBe(get.headers.etag);

      const range = await raw(at(SCRIPT), { headers: { range: 'bytes=7-21' } });
      expect(range.status).toBe(206);
      expect(range.headers['content-encoding']).toBeUndefined();
      expect(range.body.toString('utf8')).toBe(Buffer.from(scriptText).subarray(7, 22).toString('utf8'));
    });

    it('a range past the end of a file is 416 with the length it has, not a 400 (issue 21)', async () => {
      for (const acceptEncoding of [BROWSER, 'identity']) {
        const answer = await raw(at(SCRIPT), {
          headers: { range: 'bytes=99999999-', 'accept-encoding': acceptEncoding },
        });
        expect(answer.status, acceptEncoding).toBe(416);
        expect(answer.headers['content-range'], acceptEncoding).toMatch(/^bytes \*\/\d+$/);
      }
    });

    it('the base path without its trailing slash redirects to it, query kept (issue 21)', async () => {
      const s = server();
      const bare = `${new URL(s.baseUrl).origin}${s.basePath.slice(0, -1)}`;
      const plain = await raw(bare);
      expect(plain.status).toBe(301);
      expect(plain.headers.location).toBe(s.basePath);
      const withQuery = await raw(`${bare}?serviceCode=demo&site=2`);
      expect(withQuery.status).toBe(301);
      expect(withQuery.headers.location).toBe(`${s.basePath}?serviceCode=demo&site=2`);
    });

    it('a cached script is revalidated per representation: 304 with its year-long cache kept', async () => {
      const first = await raw(at(SCRIPT), { headers: { 'accept-encoding': BROWSER } });
      const again = await raw(at(SCRIPT), {
        headers: { 'accept-encoding': BROWSER, 'if-none-match': String(first.headers.etag) },
      });
      expect(again.status).toBe(304);
      expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const gzip = await raw(at(SCRIPT), { headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers.etag).not.toBe(first.headers.etag);
    });

    it('the page, at any screen path, is compressed too and always revalidated', async () => {
      for (const screen of ['sp/login', 'pc/menu', 'index.html']) {
        const answer = await raw(at(screen), { headers: { 'accept-encoding': BROWSER } });
        expect(answer.status, screen).toBe(200);
        expect(answer.headers['content-type']).toMatch(/^text\/html/);
        expect(answer.headers['content-encoding'], screen).toBe('br');
        expect(answer.headers.vary).toBe('Accept-Encoding');
        expect(answer.headers['cache-control'], screen).toBe('no-cache');
        expect(decoded(answer)).toBe(pageText);
      }
      const plain = await raw(at('sp/menu'));
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers['cache-control']).toBe('no-cache');
      expect(decoded(plain)).toBe(pageText);
    });

    it('a landing page preloads its lazy chunks beside the entry; a menu only with a session cookie, never on a revalidation', async () => {
      const login = await raw(at('sp/login?serviceCode=demo'));
      expect(login.headers.link).toBe(
        '</bus/ankyo/assets/login-1.js>; rel=modulepreload, </bus/ankyo/assets/Alert-2.js>; rel=modulepreload, ' +
          // Vite loads a lazy chunk's CSS in cors mode: a preload in another mode is fetched twice
          '</bus/ankyo/assets/login-3.css>; rel=preload; as=style; crossorigin',
      );
      expect((await raw(at('sp/menu'))).headers.link).toBeUndefined();
      const menu = await raw(at('sp/menu'), { headers: { cookie: `bus_sid=${'a'.repeat(43)}` } });
      expect(menu.headers.link).toBe(
        '</bus/ankyo/assets/signed-in-shell-4.js>; rel=modulepreload, </bus/ankyo/assets/menu-5.js>; rel=modulepreload, ' +
          '</bus/ankyo/assets/Alert-2.js>; rel=modulepreload',
      );
      const revalidation = await raw(at('sp/login'), {
        headers: { 'if-none-match': String(login.headers.etag) },
      });
      expect(revalidation.status).toBe(304);
      expect(revalidation.headers.link).toBeUndefined();
      expect((await raw(at('sp/notice'))).headers.link).toBeUndefined();
    });

    it('files of the build carry no cookies (shared caches keep them a year); a page hands them out', async () => {
      const script = await raw(at(SCRIPT));
      expect(script.status).toBe(200);
      expect(script.headers['set-cookie']).toBeUndefined();
      expect((await raw(at('manifest.webmanifest'))).headers['set-cookie']).toBeUndefined();
      const page = await raw(at('sp/login'));
      expect(page.headers['set-cookie']?.join(';')).toMatch(/bus_sid=.*XSRF-TOKEN=/s);
    });

    it('a missing file anywhere under the base is a 404, not the page', async () => {
      for (const file of ['robots.txt', 'favicon.ico', 'nope.png', 'sp/nope.js']) {
        const answer = await raw(at(file));
        expect(answer.status, file).toBe(404);
        expect(answer.headers['content-type'], file).toMatch(/application\/json/);
      }
    });

    it('the compressed siblings are not served under their own names', async () => {
      expect((await raw(at(`${SCRIPT}.br`))).status).toBe(404);
      expect((await raw(at(`${SCRIPT}.gz`))).status).toBe(404);
    });

    it('the service worker is served at the base path as text/javascript, revalidated on every check, and the CSP lets it run', async () => {
      for (const encoding of [BROWSER, 'identity']) {
        const answer = await raw(at('sw.js'), { headers: { 'accept-encoding': encoding } });
        expect(answer.status, encoding).toBe(200);
        expect(answer.headers['content-type'], encoding).toBe('text/javascript; charset=utf-8');
        expect(answer.headers['cache-control'], encoding).toBe('no-cache');
        expect(decoded(answer), encoding).toContain("addEventListener('push'");
        const csp = String(answer.headers['content-security-policy']);
        expect(csp, encoding).toContain("worker-src 'self'");
      }
    });

    it('the web app manifest is served as application/manifest+json; its start page, scope and icons are under the base path', async () => {
      const manifestUrl = at('manifest.webmanifest');
      const answer = await raw(manifestUrl, { headers: { 'accept-encoding': BROWSER } });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^application\/manifest\+json/);
      expect(answer.headers['cache-control']).toBe('public, max-age=86400');
      const manifest = JSON.parse(decoded(answer)) as {
        name: string;
        short_name: string;
        start_url: string;
        scope: string;
        display: string;
        theme_color: string;
        icons: { src: string; sizes: string; type: string; purpose?: string }[];
      };
      expect(manifest.name).toBe('送迎バス予約');
      expect(manifest.short_name).toBeTruthy();
      expect(manifest.display).toBe('standalone');
      expect(new URL(manifest.start_url, manifestUrl).toString()).toBe(at('sp/menu'));
      expect(new URL(manifest.scope, manifestUrl).toString()).toBe(at(''));
      expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);
      const pngSizes = new Set<string>();
      for (const icon of manifest.icons) {
        const iconUrl = new URL(icon.src, manifestUrl).toString();
        expect(iconUrl.startsWith(at(''))).toBe(true);
        const image = await raw(iconUrl);
        expect(image.status, icon.src).toBe(200);
        expect(image.headers['content-type']).toBe(icon.type);
        if (icon.type === 'image/png') {
          // the IHDR chunk: width and height, big-endian, at bytes 16 and 20
          const size = `${image.body.readUInt32BE(16)}x${image.body.readUInt32BE(20)}`;
          expect(size, icon.src).toBe(icon.sizes);
          pngSizes.add(size);
        }
      }
      expect([...pngSizes].sort()).toEqual(['192x192', '512x512']);
      for (const file of ['favicon.svg', 'favicon-32.png', 'apple-touch-icon.png']) {
        const icon = await raw(at(file));
        expect(icon.status, file).toBe(200);
        expect(icon.headers['content-type'], file).toMatch(/^image\//);
      }
    });

    it('every API answer is no-store: success, 400, 401, 403, the 404 envelope, and a missing asset', async () => {
      const c = await freshClient(server());
      const answers = [
        await apiCall(
          c,
          server().baseUrl,
          'Provider/GetProviderInfo',
          JSON.stringify({ serviceCode: 'demo' }),
        ),
        await apiCall(c, server().baseUrl, 'Auth/Login', '{'),
        await apiCall(c, server().baseUrl, 'Notification/GetNews', '{}'),
        await raw(at('api/Notification/GetNews'), {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
        }),
        await apiCall(c, server().baseUrl, 'Nowhere/Nothing', '{}'),
        await raw(at('api/health')),
        await raw(at('assets/missing-00000000.js')),
      ];
      expect(answers.map((a) => a.status)).toEqual([200, 400, 401, 403, 404, 200, 404]);
      for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');
    });

    it('a large API answer goes compressed and decodes to the same JSON; a small one goes as it is', async () => {
      const c = await signedInClient(server(), DEMO.main.seitoNo, DEMO.main.password);
      const days = (await c.post<ReservationDay[]>('Reservation/GetReservationDays', {})).body.data ?? [];
      expect(days.length).toBeGreaterThan(1);
      const fromDate = days[0]!.date;
      const grid = JSON.stringify({ fromDate, toDate: addDays(fromDate, 13), upDown: 1, busStopCd: '0019' });
      const plain = await apiCall(c, server().baseUrl, 'Reservation/GetTravelTime', grid);
      expect(plain.status).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.length).toBeGreaterThan(10_000);
      for (const [acceptEncoding, expected] of [
        [BROWSER, 'br'],
        ['gzip', 'gzip'],
        ['br;q=0, gzip', 'gzip'],
      ] as const) {
        const answer = await apiCall(c, server().baseUrl, 'Reservation/GetTravelTime', grid, acceptEncoding);
        expect(answer.headers['content-encoding'], acceptEncoding).toBe(expected);
        expect(answer.headers.vary).toBe('Accept-Encoding');
        expect(answer.headers['cache-control']).toBe('no-store');
        expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
        expect(answer.body.length).toBeLessThan(plain.body.length / 5);
        expect(JSON.parse(decoded(answer))).toEqual(JSON.parse(plain.body.toString('utf8')));
      }

      const small = await apiCall(c, server().baseUrl, 'Auth/GetLoginUser', '{}', BROWSER);
      expect(small.status).toBe(200);
      expect(small.body.length).toBeLessThan(1024);
      expect(small.headers['content-encoding']).toBeUndefined();
      expect(JSON.parse(small.body.toString('utf8'))).toMatchObject({ status: true });
    });

    it('answers small and large alike are compressed to the same JSON, whether on the event loop or in the thread pool', async () => {
      const c = await signedInClient(server(), DEMO.main.seitoNo, DEMO.main.password);
      // a phone's all-buses list (a few KiB) and the OpenAPI document (far above the limit)
      const fetchBoth = (acceptEncoding: string) =>
        Promise.all([
          apiCall(c, server().baseUrl, 'Location/GetBusOperationStatusAll', '{}', acceptEncoding),
          raw(`${server().baseUrl}api/openapi.json`, { headers: { 'accept-encoding': acceptEncoding } }),
        ]);
      const plain = await fetchBoth('identity');
      expect(plain[0].body.length).toBeGreaterThan(1024);
      expect(plain[0].body.length).toBeLessThanOrEqual(COMPRESS_SYNC_MAX_BYTES);
      expect(plain[1].body.length).toBeGreaterThan(COMPRESS_SYNC_MAX_BYTES);
      for (const [acceptEncoding, expected] of [
        [BROWSER, 'br'],
        ['gzip', 'gzip'],
      ] as const) {
        const answers = await fetchBoth(acceptEncoding);
        answers.forEach((answer, i) => {
          expect(answer.headers['content-encoding'], `${acceptEncoding} #${i}`).toBe(expected);
          expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
          expect(JSON.parse(decoded(answer))).toEqual(JSON.parse(plain[i]!.body.toString('utf8')));
        });
      }
    });
  },
);
