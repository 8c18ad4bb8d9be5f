import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { MAX_DB_INT } from '@shared/schemas/primitives';
import { vehicleDevices } from '@server/db/schema';
import { demoDeviceCode } from '@server/demo/seed/demo-vehicles';
import { describeEachDatabase } from './databases';
import { DEMO, freshClient, signedInClient, useTestServer, type TestClient } from './harness';
import { staffClient } from './admin-fixtures';
import { driverClient } from './driver-fixtures';

/** The little of JSON Schema that the OpenAPI document of our zod schemas uses. */
interface Schema {
  type?: string;
  pattern?: string;
  minimum?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
}

interface Operation {
  post: {
    'x-access': 'public' | 'learner' | 'staff' | 'admin';
    requestBody: { content: { 'application/json': { schema: Schema } } };
  };
}

const accepts = (schema: Schema, type: string): boolean =>
  schema.type === type || (schema.anyOf ?? []).some((s) => accepts(s, type));

/** A plausible value, so that the one odd field is the only thing wrong with a body. */
function sample(schema: Schema): unknown {
  if (schema.anyOf) return sample(schema.anyOf[0]!);
  if (schema.type === 'array') return [sample(schema.items ?? {})];
  if (schema.type === 'object') return sampleBody(schema);
  if (schema.type === 'integer' || schema.type === 'number') return Math.max(1, schema.minimum ?? 1);
  if (schema.type === 'boolean') return false;
  if (schema.pattern?.includes('\\d{4}-\\d{2}-\\d{2}')) return '2027-06-07';
  if (schema.pattern) return '1';
  return 'x';
}

function sampleBody(schema: Schema): Record<string, unknown> {
  return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, s]) => [key, sample(s)]));
}

/** PostgreSQL stores neither U+0000 nor half of a surrogate pair (jsonb refuses it outright). */
const NUL_STRINGS = ['\u0000', 'a\u0000b', 'a\ud800b', '\udc00'];
/** Beyond PostgreSQL's integer and JavaScript's safe range, as numbers and as numeric strings. */
const HUGE_NUMBERS = [
  MAX_DB_INT + 1,
  -(MAX_DB_INT + 2),
  1e20,
  2 ** 53 + 2,
  `${MAX_DB_INT + 1}`,
  '99999999999999999999',
];

interface OddBody {
  what: string;
  body: unknown;
  /** HTTP 400 required; otherwise any answer below 500 in the envelope will do */
  mustBe400: boolean;
}

/** For every field: U+0000 and lone surrogates in strings, out-of-range numbers in numbers (also inside arrays). */
function oddBodies(schema: Schema): OddBody[] {
  const base = sampleBody(schema);
  const bodies: OddBody[] = [{ what: 'a NUL key', body: { ...base, 'k\u0000': 'v' }, mustBe400: true }];
  for (const [key, field] of Object.entries(schema.properties ?? {})) {
    const inArray = field.type === 'array';
    const target = inArray ? (field.items ?? {}) : field;
    const wrap = (value: unknown) => (inArray ? [value] : value);
    if (accepts(target, 'string')) {
      for (const value of NUL_STRINGS) {
        bodies.push({
          what: `${key} = ${JSON.stringify(value)}`,
          body: { ...base, [key]: wrap(value) },
          mustBe400: true,
        });
      }
    }
    if (accepts(target, 'integer') || accepts(target, 'number')) {
      for (const value of HUGE_NUMBERS) {
        bodies.push({
          what: `${key} = ${JSON.stringify(value)}`,
          body: { ...base, [key]: wrap(value) },
          mustBe400: false,
        });
      }
    }
  }
  return bodies;
}

describeEachDatabase('Odd inputs on every endpoint of the OpenAPI document: never a 5xx', (kind) => {
  const server = useTestServer(kind);

  // every string and number field of every endpoint, a few hundred calls: minutes on a loaded machine
  it(
    'U+0000 or a lone surrogate anywhere is a 400; ids beyond the integer range are refused in the envelope',
    { timeout: 300_000 },
    async () => {
      const s = server();
      const anonymous = await freshClient(s);
      const doc = (await anonymous.get('api/openapi.json')).body as unknown as {
        paths: Record<string, Operation>;
      };
      const prefix = `${s.basePath}api/`;
      const actions = Object.entries(doc.paths).map(([path, op]) => ({
        action: path.slice(prefix.length),
        access: op.post['x-access'],
        schema: op.post.requestBody.content['application/json'].schema,
      }));
      expect(actions.length).toBeGreaterThan(20);
      const learner: TestClient = await signedInClient(s, DEMO.load(63).seitoNo, DEMO.load(63).password);
      const staff: TestClient = await staffClient(s);
      const [device] = await s.db
        .select({ id: vehicleDevices.id })
        .from(vehicleDevices)
        .where(eq(vehicleDevices.deviceCode, demoDeviceCode('V01U')));
      const driver: TestClient = await driverClient(s, staff, device!.id);
      const clients = { public: anonymous, learner, staff, admin: staff, driver };

      const failures: string[] = [];
      for (const { action, access, schema } of actions) {
        const client = clients[access];
        for (const { what, body, mustBe400 } of oddBodies(schema)) {
          const answer = await client.post(action, body);
          const isEnvelope =
            typeof answer.body === 'object' && answer.body !== null && 'status' in answer.body;
          if (answer.status >= 500 || !isEnvelope || (mustBe400 && answer.status !== 400)) {
            failures.push(`${action} ${what}: ${answer.status} ${answer.text.slice(0, 160)}`);
          }
        }
      }
      expect(failures).toEqual([]);
    },
  );

  it('dates at the end of year 9999 are answered, not looped over', async () => {
    const s = server();
    const c = await signedInClient(s, DEMO.load(63).seitoNo, DEMO.load(63).password);
    const grid = await c.post('Reservation/GetTravelTime', {
      fromDate: '9999-12-01',
      toDate: '9999-12-31',
      upDown: 1,
      busStopCd: '0019',
    });
    expect(grid.status).toBe(200);
    const lessons = await c.post('Reservation/GetKyosyuReservation', {
      fromDate: '9999-12-31',
      toDate: '9999-12-31',
    });
    expect(lessons.status).toBe(200);
  });

  it('a missing asset is a 404, not the HTML page', async () => {
    const c = await freshClient(server());
    const answer = await c.get('assets/no-such-chunk-123.js');
    expect(answer.status).toBe(404);
    expect(answer.headers.get('content-type') ?? '').not.toMatch(/text\/html/);
  });
});
