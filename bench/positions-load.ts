import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

/**
 * The load side of the live-positions benchmark (bench/positions.ts): a keep-alive HTTP client
 * with a fixed pool of connections, an open-loop pacer (requests leave on schedule whether or not
 * earlier ones have been answered, as independent phones send them) and latency records.
 */

export interface Answer {
  status: number;
  /** the body as sent (compressed when the server chose to) */
  body: Buffer;
  encoding: string | undefined;
}

/** The body of an answer as text, decompressed as a browser would. */
export function textOf(answer: Answer): string {
  if (answer.encoding === 'br') return brotliDecompressSync(answer.body).toString('utf8');
  if (answer.encoding === 'gzip') return gunzipSync(answer.body).toString('utf8');
  return answer.body.toString('utf8');
}

export interface HttpPool {
  post(path: string, headers: Record<string, string>, body: string): Promise<Answer>;
  /**
   * requests sent again because the server had closed their reused keep-alive connection before
   * they reached it (ECONNRESET on a reused socket): browsers resend those, and so does this pool,
   * once — Node's documentation gives the same recipe
   */
  resends(): number;
  close(): void;
}

/** POSTs to 127.0.0.1:`port` over at most `sockets` keep-alive connections (further requests queue for one). */
export function httpPool(port: number, sockets: number): HttpPool {
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets, maxFreeSockets: sockets });
  let resends = 0;
  const send = (path: string, headers: Record<string, string>, body: string, again: boolean) =>
    new Promise<Answer>((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path,
          agent,
          headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              body: Buffer.concat(chunks),
              encoding: response.headers['content-encoding'],
            }),
          );
          response.on('error', reject);
        },
      );
      request.on('error', (error: NodeJS.ErrnoException) => {
        if (again && request.reusedSocket && error.code === 'ECONNRESET') {
          resends++;
          send(path, headers, body, false).then(resolve, reject);
        } else {
          reject(error);
        }
      });
      request.end(body);
    });
  return {
    post: (path, headers, body) => send(path, headers, body, true),
    resends: () => resends,
    close: () => agent.destroy(),
  };
}

/** Latencies and failures of one kind of request inside one measuring window. */
export class Latencies {
  readonly ms: number[] = [];
  errors = 0;
  /** the first few failures, for the report */
  readonly examples: string[] = [];

  ok(ms: number): void {
    this.ms.push(ms);
  }

  fail(ms: number, what: string): void {
    this.ms.push(ms);
    this.errors++;
    if (this.examples.length < 3) this.examples.push(what);
  }

  get count(): number {
    return this.ms.length;
  }

  percentile(p: number): number {
    const sorted = [...this.ms].sort((a, b) => a - b);
    return sorted.length
      ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
      : NaN;
  }
}

/** How late the pacer sent its requests behind their schedule, ms: the load generator's own lag. */
export class Lateness {
  max = 0;
  private sum = 0;
  private n = 0;
  note(ms: number): void {
    this.max = Math.max(this.max, ms);
    this.sum += ms;
    this.n++;
  }
  get mean(): number {
    return this.n ? this.sum / this.n : 0;
  }
}

/**
 * Calls `fire(n)` for n = 0, 1, 2… at `startMs + n × 1000 / perSecond` (performance.now() time)
 * until `shouldStop()` says so, from a 5 ms timer: open loop, so a slow answer delays nothing
 * that follows. Every call's lateness behind its schedule goes to `late`.
 */
export function pace(
  perSecond: number,
  startMs: number,
  shouldStop: () => boolean,
  fire: (n: number) => void,
  late: Lateness,
): Promise<void> {
  const interval = 1000 / perSecond;
  let next = 0;
  return new Promise((resolve) => {
    const timer = setInterval(() => {
      if (shouldStop()) {
        clearInterval(timer);
        resolve();
        return;
      }
      const now = performance.now();
      while (startMs + next * interval <= now) {
        late.note(now - (startMs + next * interval));
        fire(next++);
      }
    }, 5);
  });
}

/** Waits until every promise in `pending` has settled (new ones may join while waiting). */
export async function drain(pending: Set<Promise<unknown>>): Promise<void> {
  while (pending.size > 0) await Promise.allSettled([...pending]);
}
