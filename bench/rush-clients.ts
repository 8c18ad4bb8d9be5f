import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

/**
 * The learners' side of the deadline rush, run in a worker thread so that their HTTP work does
 * not share the server's event loop (real clients are other machines). Signs every learner in,
 * warms up, then sends every booking with `clients` concurrent connections and answers the
 * latency and outcome of each.
 */
export interface RushPlan {
  port: number;
  basePath: string;
  clients: number;
  bookings: { seitoNo: string; password: string; body: Record<string, unknown> }[];
}

export interface Outcome {
  ms: number;
  status: number;
  code: number | string | null;
}

export interface RushAnswer {
  wallMs: number;
  outcomes: Outcome[];
}

interface Answer {
  status: number;
  body: { status: boolean; error: { code: number | string } | null; data: unknown };
}

/** A tiny keep-alive HTTP client with a cookie jar per learner. */
function createHttp(port: number, basePath: string, sockets: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  const request = (method: 'GET' | 'POST', path: string, jar: Map<string, string>, body?: unknown) =>
    new Promise<Answer>((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const headers: Record<string, string> = {};
      if (jar.size) headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
      if (payload !== undefined) {
        headers['content-type'] = 'application/json';
        headers['content-length'] = String(Buffer.byteLength(payload));
        headers['x-xsrf-token'] = jar.get('XSRF-TOKEN') ?? '';
      }
      const req = http.request(
        { host: '127.0.0.1', port, method, path: `${basePath}api/${path}`, headers, agent },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            for (const line of res.headers['set-cookie'] ?? []) {
              const [pair] = line.split(';');
              const at = pair?.indexOf('=') ?? -1;
              if (pair && at > 0) jar.set(pair.slice(0, at), pair.slice(at + 1));
            }
            try {
              resolve({
                status: res.statusCode ?? 0,
                body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Answer['body'],
              });
            } catch (error) {
              reject(error instanceof Error ? error : new Error(String(error)));
            }
          });
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  return { request, close: () => agent.destroy() };
}

/** Runs `work` over `items` with `concurrency` workers; answers the results in item order. */
export async function inParallel<T, R>(
  items: readonly T[],
  concurrency: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await work(items[i]!);
      }
    }),
  );
  return results;
}

async function rush(plan: RushPlan): Promise<RushAnswer> {
  const client = createHttp(plan.port, plan.basePath, plan.clients);
  const jars = await inParallel(plan.bookings, 16, async ({ seitoNo, password }) => {
    const jar = new Map<string, string>();
    await client.request('GET', 'health', jar);
    const login = await client.request('POST', 'Auth/Login', jar, {
      serviceCode: 'demo',
      site: '1',
      seitoNo,
      password,
    });
    if (!login.body.status) throw new Error(`sign-in of ${seitoNo} failed`);
    return jar;
  });
  // warm-up (JIT, pool, prepared statements), as a server is warm when a deadline comes: every
  // session reads its bookable days once, then sends its booking the wrong way round, which the
  // booking statement refuses (321) without taking a seat or a lock
  await inParallel(jars, plan.clients, (jar) =>
    client.request('POST', 'Reservation/GetReservationDays', jar, {}),
  );
  await inParallel(
    plan.bookings.map((b, i) => ({
      jar: jars[i]!,
      // a key of its own: the real booking's key with this other body would be refused (327)
      body: {
        ...b.body,
        upDown: b.body.upDown === 1 ? 2 : 1,
        idempotencyKey: `warm-up-${String(i).padStart(9, '0')}`,
      },
    })),
    plan.clients,
    async ({ jar, body }) => {
      const answer = await client.request('POST', 'Reservation/SaveReservation', jar, body);
      if (answer.body.error?.code !== 321) {
        throw new Error(`warm-up booking answered ${JSON.stringify(answer.body.error)}, not 321`);
      }
    },
  );

  const started = performance.now();
  const outcomes = await inParallel(
    plan.bookings.map((b, i) => ({ jar: jars[i]!, body: b.body })),
    plan.clients,
    async ({ jar, body }): Promise<Outcome> => {
      const t0 = performance.now();
      const answer = await client.request('POST', 'Reservation/SaveReservation', jar, body);
      return { ms: performance.now() - t0, status: answer.status, code: answer.body.error?.code ?? null };
    },
  );
  const wallMs = performance.now() - started;
  client.close();
  return { wallMs, outcomes };
}

if (parentPort && workerData) {
  const port = parentPort;
  rush(workerData as RushPlan).then(
    (answer) => port.postMessage({ ok: true, answer }),
    (error: unknown) => port.postMessage({ ok: false, error: String(error) }),
  );
}
