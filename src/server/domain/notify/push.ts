import { createECDH, createHash } from 'node:crypto';
import webPush from 'web-push';
import type { Env } from '@server/env';
import type { Secrets } from '@server/secrets';

/** A browser's push subscription as stored (push_subscriptions). */
export interface PushTarget {
  endpoint: string;
  /** base64url */
  p256dh: string;
  auth: string;
}

/**
 * What the service worker shows (sw.js reads this JSON): `tag` names the notification, so a
 * message delivered twice (a retry after a lost acknowledgement) replaces itself rather than
 * showing twice.
 */
export interface PushMessage {
  title: string;
  body: string;
  /** the page a tap opens, absolute path below BASE_PATH */
  url: string;
  tag: string;
}

export interface PushOptions {
  /** seconds the push service keeps the message for an offline browser (RFC 8030 §5.2) */
  ttlSeconds: number;
  /** RFC 8030 §5.4: a newer message with the same topic replaces an undelivered one */
  topic?: string;
  urgency?: 'very-low' | 'low' | 'normal' | 'high';
}

/**
 * The push service's answer: accepted; `gone` for 404/410 (the subscription no longer exists and
 * is to be dropped); otherwise a failure worth a retry.
 */
export type PushOutcome = { ok: true } | { ok: false; gone: boolean; error: string };

export interface PushService {
  /** the VAPID public key, base64url: `applicationServerKey` of the browsers' subscribe */
  readonly publicKey: string;
  /** Whether the server may send to this endpoint (PUSH_SERVICE_HOSTS): it is the learner's input. */
  acceptsEndpoint(endpoint: string): boolean;
  /** Encrypts (RFC 8291, aes128gcm) and sends one message with a VAPID JWT (RFC 8292). */
  send(target: PushTarget, message: PushMessage, options: PushOptions): Promise<PushOutcome>;
}

/** The P-256 group order: a private key is a scalar in [1, n-1]. */
const P256_ORDER = BigInt('0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551');

/**
 * A P-256 key pair derived from the deployment's secret, so every process (and every restart)
 * signs with the same key and browsers' subscriptions stay valid. A seed outside the group order
 * (odds about 2^-32) is hashed again.
 */
export function deriveVapidKeys(seed: Buffer): { publicKey: string; privateKey: string } {
  let scalar = seed;
  while (BigInt(`0x${scalar.toString('hex')}`) === 0n || BigInt(`0x${scalar.toString('hex')}`) >= P256_ORDER)
    scalar = createHash('sha256').update(scalar).digest();
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(scalar);
  return {
    publicKey: ecdh.getPublicKey().toString('base64url'),
    privateKey: scalar.toString('base64url'),
  };
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

function hostAllowed(host: string, patterns: readonly string[]): boolean {
  return patterns.some((p) => (p.startsWith('*.') ? host.endsWith(p.slice(1)) : host === p));
}

/** Whether a subscription's endpoint names an allowed push service (see PUSH_SERVICE_HOSTS). */
export function pushEndpointAllowed(
  endpoint: string,
  patterns: readonly string[],
  allowLoopbackHttp: boolean,
): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  if (!hostAllowed(host, patterns)) return false;
  // a push service listens on https's own port: another port of an allowed host is not the service
  if (url.protocol === 'https:') return url.port === '';
  return url.protocol === 'http:' && allowLoopbackHttp && LOOPBACK_HOSTS.has(host);
}

/** How long a push request may take before it counts as failed (and is retried). */
const PUSH_TIMEOUT_MS = 10_000;

function describe(error: unknown): string {
  return (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 500);
}

/**
 * POSTs what web-push prepared (encrypted body, VAPID and RFC 8030 headers). web-push's own
 * transport speaks https only, which would leave the loopback push service of the tests (plain
 * http, allowed outside production only) unreachable; fetch speaks both. Redirects are not
 * followed: the endpoint's host is the one PUSH_SERVICE_HOSTS allowed.
 */
async function post(details: webPush.RequestDetails): Promise<PushOutcome> {
  const headers = Object.fromEntries(
    Object.entries(details.headers as Record<string, string | number>)
      // fetch counts the body itself
      .filter(([name]) => name.toLowerCase() !== 'content-length')
      .map(([name, value]) => [name, String(value)]),
  );
  const response = await fetch(details.endpoint, {
    method: details.method,
    headers,
    body: details.body ? new Uint8Array(details.body) : null,
    redirect: 'manual',
    signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
  });
  if (response.status >= 200 && response.status < 300) {
    await response.body?.cancel();
    return { ok: true };
  }
  const text = (await response.text().catch(() => '')).slice(0, 400);
  const gone = response.status === 404 || response.status === 410;
  return { ok: false, gone, error: `${response.status} ${text}`.trim() };
}

/**
 * The deployment's Web Push sender (PRODUCT.md §5 "push"): VAPID_* keys when given, else derived
 * from the session secret; the subject is VAPID_SUBJECT, else PUBLIC_URL when https.
 */
export function createPushService(env: Env, secrets: Secrets): PushService {
  const keys =
    env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
      ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
      : deriveVapidKeys(secrets.vapidSeed);
  const publicUrl = env.PUBLIC_URL?.startsWith('https://') ? new URL(env.PUBLIC_URL).origin : undefined;
  const subject = env.VAPID_SUBJECT ?? publicUrl ?? 'mailto:push@invalid.example';
  const patterns = env.PUSH_SERVICE_HOSTS.split(',')
    .map((h) => h.trim().toLowerCase())
    .filter((h) => h.length > 0);
  const allowLoopbackHttp = env.NODE_ENV !== 'production';
  return {
    publicKey: keys.publicKey,
    acceptsEndpoint: (endpoint) => pushEndpointAllowed(endpoint, patterns, allowLoopbackHttp),
    async send(target, message, options) {
      if (!pushEndpointAllowed(target.endpoint, patterns, allowLoopbackHttp))
        return { ok: false, gone: true, error: 'endpoint not on PUSH_SERVICE_HOSTS' };
      try {
        return await post(
          webPush.generateRequestDetails(
            { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
            JSON.stringify(message),
            {
              vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
              TTL: options.ttlSeconds,
              ...(options.topic ? { topic: options.topic } : {}),
              urgency: options.urgency ?? 'high',
              contentEncoding: 'aes128gcm',
            },
          ),
        );
      } catch (error) {
        return { ok: false, gone: false, error: describe(error) };
      }
    },
  };
}
