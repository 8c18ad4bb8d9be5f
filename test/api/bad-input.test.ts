import { expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '@shared/constants';
import { messages } from '@shared/i18n/messages';
import { describeEachDatabase } from './databases';
import { DEMO, freshClient, signedInClient, useTestServer, type Answer, type TestClient } from './harness';

type Body = {
  status: boolean;
  error: { code: unknown; message: string; data?: unknown } | null;
  data: unknown;
};

const ACTIONS = [
  'Provider/GetProviderInfo',
  'Provider/GetSiteOption',
  'Auth/Login',
  'Auth/SilentAuth',
  'Auth/GetLoginUser',
  'Notification/GetNews',
  'Auth/Logout',
] as const;

/** HTTP 400 with the envelope: status false, error.code 400, the catalogue text, no data. */
function expectBadRequest(answer: Answer<Body>) {
  expect(answer.status, answer.text).toBe(400);
  expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
  expect(answer.body.status).toBe(false);
  expect(answer.body.error?.code).toBe(400);
  expect(answer.body.error?.message).toBe(messages.error[400]);
  expect(answer.body.data).toBeNull();
}

function issuePaths(answer: Answer<Body>): string[] {
  const data = answer.body.error?.data;
  expect(Array.isArray(data), 'error.data lists the issues').toBe(true);
  return (data as { path: string; message: string }[]).map((issue) => {
    expect(typeof issue.message).toBe('string');
    return issue.path;
  });
}

/** A small deterministic PRNG (mulberry32), so a failing fuzz case can be replayed. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** ~50 hostile bodies: broken JSON, wrong types, odd unicode, deep nesting, huge numbers, random bytes. */
function garbageBodies(seed: number): { raw: string; contentType: string }[] {
  const random = prng(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const randomString = (length: number) =>
    Array.from({ length }, () => String.fromCharCode(Math.floor(random() * 0xffff))).join('');
  const values: unknown[] = [
    null,
    true,
    false,
    0,
    -1,
    1.5,
    1e308,
    -1e308,
    2 ** 53 + 1,
    '',
    ' ',
    'null',
    '0',
    '１２３４５６７',
    'ｱｲｳ',
    '\u0000',
    '\ud800',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '%00',
    '../../etc/passwd',
    'x'.repeat(600),
    [],
    [1, 2],
    {},
    { a: { b: { c: [] } } },
    { toString: 'x' },
    { $gt: '' },
  ];
  const keys = [
    'serviceCode',
    'site',
    'authority',
    'seitoNo',
    'password',
    'recNo',
    'token',
    'code',
    '__proto__',
    'constructor',
    '',
  ];
  const fixed: string[] = [
    '',
    '{',
    '}',
    '[',
    'null',
    'true',
    '0',
    '"text"',
    '[]',
    '[{}]',
    '{"site":}',
    '{"site":"1",}',
    "{'site':'1'}",
    '{"__proto__":{"polluted":true}}',
    '{"constructor":{"prototype":{"polluted":true}}}',
    'NaN',
    '{"recNo":NaN}',
    '{"recNo":1e999}',
    '{"recNo":-0}',
    `${'['.repeat(3000)}${']'.repeat(3000)}`,
    `${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}`,
    '\uFEFF{"site":"1"}',
    '{"site":"1"}garbage',
    '{"site":"1"}{"site":"2"}',
    '{"site":"1","site":{"x":1}}',
  ];
  const bodies = fixed.map((raw) => ({ raw, contentType: 'application/json' }));
  while (bodies.length < 50) {
    const kindOf = random();
    if (kindOf < 0.55) {
      const body: Record<string, unknown> = {};
      const count = Math.floor(random() * 6);
      for (let i = 0; i < count; i++) body[pick(keys)] = pick(values);
      bodies.push({ raw: JSON.stringify(body), contentType: 'application/json' });
    } else if (kindOf < 0.75) {
      bodies.push({ raw: randomString(1 + Math.floor(random() * 200)), contentType: 'application/json' });
    } else if (kindOf < 0.9) {
      const valid = JSON.stringify({
        serviceCode: 'demo',
        site: '1',
        seitoNo: '2999999',
        password: '9999',
        recNo: 1,
      });
      bodies.push({
        raw: valid.slice(0, Math.floor(random() * valid.length)),
        contentType: 'application/json',
      });
    } else {
      bodies.push({
        raw: JSON.stringify({ site: '1' }),
        contentType: pick([
          'text/plain',
          'application/xml',
          'multipart/form-data; boundary=x',
          'application/jsonx',
          '',
        ]),
      });
    }
  }
  return bodies;
}

describeEachDatabase(
  'Bad input: malformed, mistyped and oversize bodies are 400 envelopes, never 500 (issue 2 §3)',
  (kind) => {
    const server = useTestServer(kind);

    it('malformed JSON is a 400 envelope', async () => {
      const c = await freshClient(server());
      expectBadRequest(await c.post('Auth/Login', undefined, { raw: '{"site": "1", "seitoNo": ' }));
      expectBadRequest(await c.post('Provider/GetProviderInfo', undefined, { raw: "{serviceCode: 'demo'}" }));
    });

    it('an empty JSON body is a 400 envelope', async () => {
      const c = await freshClient(server());
      expectBadRequest(await c.post('Auth/Login', undefined, { raw: '' }));
    });

    it('a student number sent as a number is a 400 listing the seitoNo issue', async () => {
      const c = await freshClient(server());
      const answer = await c.post('Auth/Login', {
        serviceCode: 'demo',
        site: '1',
        seitoNo: 1234567,
        password: '0401',
      });
      expectBadRequest(answer);
      expect(issuePaths(answer)).toContain('seitoNo');
    });

    it('a site sent as an object is a 400 listing the site issue', async () => {
      const c = await freshClient(server());
      const answer = await c.post('Auth/Login', {
        serviceCode: 'demo',
        site: { id: 1 },
        seitoNo: '1234567',
        password: '0401',
      });
      expectBadRequest(answer);
      expect(issuePaths(answer)).toContain('site');
      const option = await c.post('Provider/GetSiteOption', { serviceCode: 'demo', site: { id: 1 } });
      expectBadRequest(option);
      expect(issuePaths(option)).toContain('site');
    });

    it('every mistyped field is listed', async () => {
      const c = await freshClient(server());
      const answer = await c.post('Auth/Login', { serviceCode: 5, site: [], seitoNo: null, password: 401 });
      expectBadRequest(answer);
      expect(issuePaths(answer).sort()).toEqual(['password', 'seitoNo', 'serviceCode', 'site']);
    });

    it('a missing required field is a 400', async () => {
      const c = await freshClient(server());
      expectBadRequest(
        await c.post('Auth/Login', { serviceCode: 'demo', seitoNo: '1234567', password: '0401' }),
      );
      expectBadRequest(await c.post('Auth/SilentAuth', { serviceCode: 'demo', site: '1', token: 'x' }));
    });

    it('a JSON array, a string or null instead of an object is a 400', async () => {
      const c = await freshClient(server());
      for (const raw of ['[]', '"1234567"', 'null', '42']) {
        expectBadRequest(await c.post('Auth/Login', undefined, { raw }));
      }
    });

    it("a signed-in learner's call with a mistyped recNo is a 400, not a 500", async () => {
      const c = await signedInClient(server(), DEMO.main.seitoNo, DEMO.main.password);
      const answer = await c.post('Notification/GetNews', { recNo: 'abc' });
      expectBadRequest(answer);
      expect(issuePaths(answer)).toContain('recNo');
    });

    it(`a body over ${MAX_BODY_BYTES / 1024} KiB is a 400 envelope`, async () => {
      const c = await freshClient(server());
      const big = JSON.stringify({
        serviceCode: 'demo',
        site: '1',
        seitoNo: '1234567',
        password: 'x'.repeat(MAX_BODY_BYTES),
      });
      expectBadRequest(await c.post('Auth/Login', undefined, { raw: big }));
      expectBadRequest(await c.post('Provider/GetProviderInfo', undefined, { raw: big }));
    });

    it('an oversize body sent in chunks without a length is a 400 envelope too', async () => {
      const c = await freshClient(server());
      const chunk = new TextEncoder().encode(`{"pad":"${'x'.repeat(16 * 1024)}`);
      let sent = 0;
      const stream = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent >= 6) {
            controller.enqueue(new TextEncoder().encode('"}'));
            controller.close();
            return;
          }
          controller.enqueue(sent === 0 ? chunk : new TextEncoder().encode('x'.repeat(16 * 1024)));
          sent++;
        },
      });
      expectBadRequest(await c.post('Provider/GetProviderInfo', undefined, { raw: stream }));
    });

    it('a body just under the limit is read (and then judged by the schema)', async () => {
      const c = await freshClient(server());
      const padded = JSON.stringify({ serviceCode: 'demo', pad: 'x'.repeat(MAX_BODY_BYTES - 200) });
      const answer = await c.post('Provider/GetProviderInfo', undefined, { raw: padded });
      expect(answer.status).toBe(200);
      expect(answer.body.status).toBe(true);
    });

    it.each([
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
    ])('a %s body is a 400 envelope', async (contentType) => {
      const c = await freshClient(server());
      const answer = await c.post('Auth/Login', undefined, {
        raw: JSON.stringify({ serviceCode: 'demo', site: '1', seitoNo: '1234567', password: '0401' }),
        headers: { 'content-type': contentType },
      });
      expectBadRequest(answer);
      expect(c.cookie('bus_sid')).toBeTruthy();
    });

    it('prototype-poisoning keys are a 400, not a 500', async () => {
      const c = await freshClient(server());
      const answer = await c.post('Auth/Login', undefined, {
        raw: '{"__proto__":{"isAdmin":true},"serviceCode":"demo","site":"1","seitoNo":"1234567","password":"0401"}',
      });
      expectBadRequest(answer);
    });

    it('an unknown action is a 404 envelope', async () => {
      const c = await freshClient(server());
      const answer = await c.post('Auth/NoSuchAction', {});
      expect(answer.status).toBe(404);
      expect(answer.body.status).toBe(false);
      expect(answer.body.error?.code).toBe(404);
    });

    it.each(ACTIONS)('50 garbage bodies to %s never produce a 5xx, signed in or not', async (action) => {
      const s = server();
      const seed = [...action].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) >>> 0, 7);
      const bodies = garbageBodies(seed);
      expect(bodies).toHaveLength(50);
      const anonymous = await freshClient(s);
      const learner: TestClient = await signedInClient(s, DEMO.load(20).seitoNo, DEMO.load(20).password);
      const failures: string[] = [];
      for (const [i, { raw, contentType }] of bodies.entries()) {
        for (const [who, c] of [
          ['anonymous', anonymous],
          ['signed in', learner],
        ] as const) {
          const headers: Record<string, string> = contentType ? { 'content-type': contentType } : {};
          const answer = await c.post(action, undefined, { raw, headers });
          const isEnvelope =
            typeof answer.body === 'object' &&
            answer.body !== null &&
            typeof answer.body.status === 'boolean';
          if (answer.status >= 500 || !isEnvelope) {
            failures.push(
              `seed ${seed} #${i} (${who}, ${contentType}): ${answer.status} ${answer.text.slice(0, 200)} ← ${raw.slice(0, 80)}`,
            );
          }
        }
      }
      expect(failures).toEqual([]);
      // the server is still well after the barrage
      expect((await (await freshClient(s)).post('Provider/GetProviderInfo', {})).status).toBe(200);
    });
  },
);
