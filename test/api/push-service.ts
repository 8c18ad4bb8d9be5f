import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';

/** One request the loopback push service received. */
export interface ReceivedPush {
  /** the endpoint it was sent to (the full URL) */
  endpoint: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** the status it was answered */
  answered: number;
}

/**
 * A push service on loopback for the tests (RFC 8030 on plain http, which the app accepts for
 * 127.0.0.1 outside production with PUSH_SERVICE_HOSTS=127.0.0.1): it records every request and
 * answers 201, or what `answer` set for an endpoint.
 */
export interface TestPushService {
  /** http://127.0.0.1:<port> */
  readonly origin: string;
  /** a fresh endpoint URL on this service: `${origin}/push/<name>` */
  endpoint(name?: string): string;
  /** every request so far, oldest first */
  readonly received: readonly ReceivedPush[];
  /** the requests sent to one endpoint */
  receivedAt(endpoint: string): ReceivedPush[];
  /** answers this status (201, 404, 410, 500…) to requests for the endpoint from now on; default 201 */
  answer(endpoint: string, status: number): void;
  /** resolves once `count` requests in all have arrived (rejects after `timeoutMs`) */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedPush[]>;
  /** forgets the requests received so far */
  clear(): void;
  stop(): Promise<void>;
}

export async function startPushService(): Promise<TestPushService> {
  const received: ReceivedPush[] = [];
  const statuses = new Map<string, number>();
  let waiting: (() => void)[] = [];
  let origin = '';
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const endpoint = `${origin}${request.url ?? '/'}`;
      const answered = request.method === 'POST' ? (statuses.get(endpoint) ?? 201) : 405;
      received.push({ endpoint, headers: request.headers, body: Buffer.concat(chunks), answered });
      response.writeHead(answered, { 'content-type': 'text/plain' }).end(answered < 300 ? '' : 'test answer');
      const woken = waiting;
      waiting = [];
      woken.forEach((wake) => wake());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    endpoint: (name = randomBytes(8).toString('hex')) => `${origin}/push/${name}`,
    received,
    receivedAt: (endpoint) => received.filter((r) => r.endpoint === endpoint),
    answer: (endpoint, status) => {
      statuses.set(endpoint, status);
    },
    waitFor: async (count, timeoutMs = 5_000) => {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`the push service received ${received.length} of ${count} requests`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiting.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return [...received];
    },
    clear: () => {
      received.length = 0;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A browser's side of a subscription: its P-256 key pair and auth secret (RFC 8291 §2). */
export interface BrowserKeys {
  ecdh: ECDH;
  /** base64url, as PushSubscription.toJSON() gives them */
  p256dh: string;
  auth: string;
}

export function createBrowserKeys(): BrowserKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    ecdh,
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  };
}

/** The subscription a browser with these keys would hand the page for `endpoint`. */
export function subscriptionFor(endpoint: string, keys: BrowserKeys) {
  return { endpoint, expirationTime: null, keys: { p256dh: keys.p256dh, auth: keys.auth } };
}

/** Decrypts a request's body (RFC 8291, aes128gcm) as the browser holding `keys` would. */
export function decryptPush(request: ReceivedPush, keys: BrowserKeys): string {
  return decrypt(request.body, {
    version: 'aes128gcm',
    privateKey: keys.ecdh,
    authSecret: keys.auth,
  }).toString('utf8');
}

/** The claims of a VAPID JWT (RFC 8292 §2). */
export interface VapidClaims {
  aud: string;
  exp: number;
  sub?: string;
}

/**
 * Reads `Authorization: vapid t=<JWT>, k=<key>` (RFC 8292 §3) and verifies the JWT's ES256
 * signature with `k`; throws when malformed or forged. Returns the key and the claims.
 */
export function verifyVapid(headers: IncomingHttpHeaders): { key: string; claims: VapidClaims } {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(headers.authorization ?? '');
  if (!match) throw new Error(`not a VAPID Authorization header: ${headers.authorization}`);
  const [token, key] = [match[1]!, match[2]!];
  const [header, payload, signature] = token.split('.') as [string, string, string];
  const jwtHeader = JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg: string };
  if (jwtHeader.alg !== 'ES256') throw new Error(`VAPID JWT signed with ${jwtHeader.alg}`);
  const point = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${payload}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('the VAPID JWT signature does not verify');
  return { key, claims: JSON.parse(Buffer.from(payload, 'base64url').toString()) as VapidClaims };
}
