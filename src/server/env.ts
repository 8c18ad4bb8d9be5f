import proxyAddr from '@fastify/proxy-addr';
import { z } from 'zod';

/** The proxies the server believes about a client's address: none, the nearest `hops`, or those at these addresses. */
export type TrustProxy = false | { hops: number } | { addresses: string[] };

/**
 * TRUST_PROXY read (issue 21): a balancer appends the address it saw to X-Forwarded-For, so only
 * entries written by trusted hops, read from the right, say who the client is. `true` would
 * believe the left-most entry, which the client writes itself, and is refused. Answers the
 * setting, or the reason it is refused.
 */
function trustProxySetting(raw: string): TrustProxy | string {
  const value = raw.trim();
  if (value === '' || value === 'false') return false;
  if (value === 'true') {
    return (
      "true would believe any X-Forwarded-For a client writes; give the balancers' addresses " +
      '(e.g. 10.0.0.0/8) or their number (e.g. 1)'
    );
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops >= 1 && hops <= 10 ? { hops } : 'a number of proxies from 1 to 10';
  }
  const addresses = value.split(',').map((entry) => entry.trim());
  try {
    proxyAddr.compile(addresses);
  } catch {
    return 'addresses or networks separated by commas (10.0.0.0/8,::1), loopback, linklocal or uniquelocal';
  }
  return { addresses };
}

/** The only reader of process.env: every setting of the README's configuration table. */
const settings = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  BASE_PATH: z
    .string()
    .default('/bus/ankyo/')
    .refine((v) => v.startsWith('/') && v.endsWith('/'), 'BASE_PATH must start and end with "/"'),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  SESSION_SECRET: z.string().min(32).optional(),
  SMTP_URL: z.string().optional(),
  /** '1' asks for the demo school on PostgreSQL, '0' turns it off on the embedded default */
  DEMO: z.enum(['0', '1']).optional(),
  DEFAULT_SERVICE_CODE: z.string().min(1).max(32).optional(),
  /** the address learners use; an https one marks the cookies Secure and is a trusted Origin */
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  /**
   * Web Push (issue 28 §2): the deployment's VAPID key pair, base64url (`npx web-push
   * generate-vapid-keys`); both or neither. Without them the pair is derived from SESSION_SECRET (or
   * the embedded default's kept secret), so every process of a deployment signs with the same key.
   */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'a base64url P-256 public key (87 characters)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'a base64url P-256 private key (43 characters)')
    .optional(),
  /** who push services may contact about our pushes: `mailto:` or `https:`; PUBLIC_URL's when https */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)\S+$/, 'a mailto: address or an https: URL')
    .optional(),
  /**
   * The hosts a learner's browser may name as its push service (comma-separated; `*.` matches
   * subdomains): the server POSTs to that endpoint, so any other host is refused rather than
   * called. Plain http is accepted only for a loopback host outside production (tests).
   */
  PUSH_SERVICE_HOSTS: z
    .string()
    .default('fcm.googleapis.com,updates.push.services.mozilla.com,*.push.apple.com,*.notify.windows.com'),
  /**
   * map tiles of the point and bus maps (PRODUCT.md §5): a Leaflet URL template with {z}/{x}/{y};
   * its origin is the only image host the pages' CSP allows besides the app
   */
  MAP_TILE_URL: z
    .url({ protocol: /^https?$/ })
    .refine((v) => ['{z}', '{x}', '{y}'].every((part) => v.includes(part)), 'must contain {z}, {x} and {y}')
    .default('https://cyberjapandata.gsi.go.jp/xyz/std/{z}/{x}/{y}.png'),
  /** the attribution the tile provider requires, shown on every map (plain text) */
  MAP_TILE_ATTRIBUTION: z.string().min(1).max(200).default('地理院タイル'),
  /** a link for the attribution (the provider's terms) */
  MAP_TILE_ATTRIBUTION_URL: z
    .url({ protocol: /^https?$/ })
    .default('https://maps.gsi.go.jp/development/ichiran.html'),
  /**
   * Which hops may write X-Forwarded-For (see trustProxySetting): the balancers' addresses
   * (`10.0.0.0/8,2001:db8::/32`, or `loopback`, `linklocal`, `uniquelocal`) or their number (`1`).
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v, ctx) => {
      const setting = trustProxySetting(v);
      if (typeof setting === 'string') {
        ctx.addIssue({ code: 'custom', message: setting });
        return z.NEVER;
      }
      return setting;
    }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** seconds between two polls of the job table by an idle process (PRODUCT.md §2 "Background work") */
  JOBS_POLL_SECONDS: z.coerce.number().min(0.1).max(3600).default(5),
  /** at SIGTERM/SIGINT: how long requests and jobs in progress may finish before their connections are cut */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).max(300).default(10),
  /**
   * how long an idle keep-alive connection stays open; behind a load balancer that reuses
   * connections, set it above the balancer's idle time-out (AWS ALB 60 s → 65)
   */
  KEEP_ALIVE_SECONDS: z.coerce.number().min(1).max(3600).default(5),
  /**
   * demos and tests only (refused with NODE_ENV=production): an ISO instant with its offset, e.g.
   * 2026-06-01T08:00:00+09:00, at which the server's clock (app.now(), jobs, seeding) starts when
   * the process starts; it then runs on in real time. See clock.ts.
   */
  CLOCK_START: z.iso
    .datetime({ offset: true, error: 'an ISO instant with its offset, e.g. 2026-06-01T08:00:00+09:00' })
    .transform((v) => new Date(v))
    .optional(),
  /** scrypt cost (log2 N); lowered only by the test suite to keep seeding fast */
  SCRYPT_LOG_N: z.coerce.number().int().min(10).max(20).default(15),
});

/** serviceCode of the demo school (demo/seed DEMO_SERVICE_CODE; env.test.ts keeps the two equal). */
const DEMO_SCHOOL_CODE = 'demo';

/**
 * PRODUCT.md §3: the demo school exists only where it was asked for — on the embedded default
 * (no DATABASE_URL) or with DEMO=1 — and never with NODE_ENV=production, where DEMO=1 is a
 * configuration error rather than a wish quietly ignored. Parsed, `DEMO` says whether this
 * deployment has the demo, and a login page without serviceCode falls back to it only there.
 */
const schema = settings
  .refine((env) => !(env.NODE_ENV === 'production' && env.DEMO === '1'), {
    path: ['DEMO'],
    message: 'the demo school is never created with NODE_ENV=production; unset DEMO',
  })
  .refine((env) => (env.VAPID_PUBLIC_KEY === undefined) === (env.VAPID_PRIVATE_KEY === undefined), {
    path: ['VAPID_PRIVATE_KEY'],
    message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both or neither',
  })
  // a shifted clock moves cut-offs, lockouts and token expiry: never where real learners book
  .refine((env) => !(env.NODE_ENV === 'production' && env.CLOCK_START !== undefined), {
    path: ['CLOCK_START'],
    message: 'for demos and tests only, never with NODE_ENV=production; unset CLOCK_START',
  })
  // links in mails are built on it; without it they would come from the Host header, which the client chooses
  .refine((env) => (env.NODE_ENV !== 'production' && !env.SMTP_URL) || env.PUBLIC_URL !== undefined, {
    path: ['PUBLIC_URL'],
    message:
      'required with NODE_ENV=production or SMTP_URL: the address learners use (links in mails are built on it)',
  })
  .transform(({ DEMO, DEFAULT_SERVICE_CODE, ...env }) => {
    const demo = env.NODE_ENV !== 'production' && (DEMO === undefined ? !env.DATABASE_URL : DEMO === '1');
    return {
      ...env,
      DEMO: demo,
      DEFAULT_SERVICE_CODE: DEFAULT_SERVICE_CODE ?? (demo ? DEMO_SCHOOL_CODE : undefined),
    };
  });

export type Env = z.output<typeof schema>;

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/** `npm run simulate`'s settings: the running server it drives and the console account it reads runs with. */
const simulatorSettings = z.object({
  SIM_BASE_URL: z
    .url({ protocol: /^https?$/ })
    .default('http://127.0.0.1:3000/bus/ankyo/')
    .transform((v) => (v.endsWith('/') ? v : `${v}/`)),
  SIM_LOGIN_ID: z.string().min(1).default('admin'),
  SIM_PASSWORD: z.string().min(1).default('admin-demo-password'),
});

export function readSimulatorEnv(
  source: NodeJS.ProcessEnv = process.env,
): z.output<typeof simulatorSettings> {
  const parsed = simulatorSettings.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid simulator configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
