import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyCookie from '@fastify/cookie';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { MAX_BODY_BYTES } from '@shared/constants';
import type { Database, Db } from '@server/db/client';
import type { PasswordHasher } from '@server/domain/auth/password-hash';
import type { Env, TrustProxy } from '@server/env';
import type { Secrets } from '@server/secrets';
import { createPushService, type PushService } from '@server/domain/notify/push';
import { envelopePlugin, success } from '@server/plugins/app/envelope';
import { sessionPlugin } from '@server/plugins/app/session';
import { clientAppPlugin } from '@server/plugins/external/client-app';
import { dynamicAnswersPlugin } from '@server/plugins/external/dynamic-answers';
import { openApiDocument } from '@server/plugins/external/openapi';
import type { MapTiles } from '@shared/schemas/provider';
import { securityHeadersPlugin } from '@server/plugins/external/security-headers';
import adminRoutes from '@server/routes/api/admin';
import authRoutes from '@server/routes/api/auth';
import busStopRegRoutes from '@server/routes/api/bus-stop-reg';
import driverRoutes from '@server/routes/api/driver';
import locationRoutes from '@server/routes/api/location';
import notificationRoutes from '@server/routes/api/notification';
import providerRoutes from '@server/routes/api/provider';
import reservationRoutes from '@server/routes/api/reservation';
import userRoutes from '@server/routes/api/user';
import { mailDeliveryOf, type MailTransport } from '@server/domain/mail/transport';
import mailboxRoutes from '@server/routes/dev/mailbox';
import lessonFeedRoutes from '@server/routes/lesson-feed';
import osmandRoutes from '@server/routes/osmand';

export interface AppConfig {
  basePath: string;
  /** the school a login page without serviceCode shows; none where there is no demo and no setting */
  defaultServiceCode: string | undefined;
  exposeOpenApi: boolean;
  /** the origin of PUBLIC_URL (e.g. https://bus.example.jp), null when unset */
  publicOrigin: string | null;
  /**
   * no SMTP_URL outside production: mails stay in the outbox and `dev/mailbox` lists them — to
   * anyone where the demo is on, else only to a browser on this machine (its links sign people in)
   */
  mailbox: false | 'anyone' | 'loopback';
  /** where mails go (SMTP_URL): `unset` in production without it, where every mail waits */
  mailDelivery: MailTransport['kind'];
  /** the tiles every map shows (MAP_TILE_URL…), sent to the pages with the site options */
  mapTiles: MapTiles;
  /** outside production every answer is checked against its endpoint's schema (a mismatch is a 500) */
  checkAnswers: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    secrets: Secrets;
    hasher: PasswordHasher;
    /** Web Push through the deployment's VAPID keys (issue 28 §2) */
    push: PushService;
    config: AppConfig;
    /** the clock every rule reads; tests move it */
    now(): Date;
    /** tells this process's job runner that a job was just enqueued (no runner: nothing) */
    wakeJobs(): void;
  }
}

/** GET `{BASE_PATH}api/health`'s data (in the envelope). */
export interface Health {
  database: Database['kind'];
  /**
   * the server's clock, ISO: the host's time, or the shifted one of CLOCK_START outside
   * production — what `npm run simulate` stamps its fixes with
   */
  now: string;
}

export interface AppOptions {
  env: Env;
  database: Database;
  secrets: Secrets;
  hasher: PasswordHasher;
  clock?: () => Date;
  /** the Web Push sender; by default the one env and secrets give (tests pass their own to see what is sent) */
  push?: PushService;
  logger?: FastifyServerOptions['logger'];
  /** the built SPA (dist/client) */
  clientDir?: string;
  /** the job runner's wake, where the process runs one (server.ts) */
  wakeJobs?: () => void;
}

/** dist/client, from src/server (tsx) and from dist/server (the build) alike */
const defaultClientDir = () =>
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/client');

/**
 * Time-outs so that a slow or silent client cannot hold a connection (and a shutdown) open.
 * The SPA gives up on a call after 15 s (SPEC §8), so a request whose headers take longer than
 * 10 s or whose whole body (≤ 64 KiB) takes longer than 30 s is never answered usefully; a
 * socket with no traffic for 60 s (e.g. a client that stopped reading its answer) is dropped.
 * Node checks these every `connectionsCheckingInterval`, 30 s by default: 1 s keeps them near
 * their value.
 */
const HEADERS_TIMEOUT_MS = 10_000;
const REQUEST_TIMEOUT_MS = 30_000;
const SOCKET_IDLE_TIMEOUT_MS = 60_000;
const TIMEOUT_CHECK_INTERVAL_MS = 1_000;

/**
 * Fastify's trustProxy for TRUST_PROXY. A hop count trusts the nearest hops whoever they are
 * (Fastify itself refuses a bare number for that reason), so it is safe only where the app
 * cannot be reached except through the balancers; addresses are safe anywhere.
 */
function trustProxyOption(trust: TrustProxy): FastifyServerOptions['trustProxy'] {
  if (trust === false) return false;
  if ('hops' in trust) return (_address: string, hop: number) => hop < trust.hops;
  return trust.addresses.join(',');
}

/** Builds the whole application without listening: infrastructure plugins, then ours, then routes. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { env } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: MAX_BODY_BYTES,
    trustProxy: trustProxyOption(env.TRUST_PROXY),
    requestTimeout: REQUEST_TIMEOUT_MS,
    connectionTimeout: SOCKET_IDLE_TIMEOUT_MS,
    keepAliveTimeout: env.KEEP_ALIVE_SECONDS * 1000,
    http: { headersTimeout: HEADERS_TIMEOUT_MS, connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS },
  });
  app.decorate('db', options.database.db);
  app.decorate('secrets', options.secrets);
  app.decorate('hasher', options.hasher);
  app.decorate('push', options.push ?? createPushService(env, options.secrets));
  app.decorate('config', {
    basePath: env.BASE_PATH,
    defaultServiceCode: env.DEFAULT_SERVICE_CODE,
    exposeOpenApi: env.NODE_ENV !== 'production',
    publicOrigin: env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : null,
    mailbox: env.SMTP_URL || env.NODE_ENV === 'production' ? false : env.DEMO ? 'anyone' : 'loopback',
    mailDelivery: mailDeliveryOf(env.SMTP_URL, env.NODE_ENV === 'production'),
    checkAnswers: env.NODE_ENV !== 'production',
    mapTiles: {
      url: env.MAP_TILE_URL,
      attribution: env.MAP_TILE_ATTRIBUTION,
      attributionUrl: env.MAP_TILE_ATTRIBUTION_URL,
    },
  });
  app.decorate('now', options.clock ?? (() => new Date()));
  app.decorate('actions', []);
  app.decorate('wakeJobs', options.wakeJobs ?? (() => undefined));

  await app.register(securityHeadersPlugin, { tileOrigin: new URL(env.MAP_TILE_URL).origin });
  await app.register(dynamicAnswersPlugin);
  await app.register(fastifyCookie);
  await app.register(envelopePlugin);
  await app.register(sessionPlugin);
  await app.register(clientAppPlugin, { clientDir: options.clientDir ?? defaultClientDir() });

  const api = `${env.BASE_PATH}api`;
  await app.register(providerRoutes, { prefix: `${api}/Provider` });
  await app.register(authRoutes, { prefix: `${api}/Auth` });
  await app.register(notificationRoutes, { prefix: `${api}/Notification` });
  await app.register(reservationRoutes, { prefix: `${api}/Reservation` });
  await app.register(busStopRegRoutes, { prefix: `${api}/BusStopReg` });
  await app.register(locationRoutes, { prefix: `${api}/Location` });
  await app.register(adminRoutes, { prefix: `${api}/Admin` });
  await app.register(userRoutes, { prefix: `${api}/User` });
  await app.register(driverRoutes, { prefix: `${api}/Driver` });
  // phones report positions here, outside the API's envelope and sessions (issue 13)
  await app.register(osmandRoutes);
  await app.register(lessonFeedRoutes);
  if (app.config.mailbox) await app.register(mailboxRoutes, { prefix: `${env.BASE_PATH}dev` });

  app.get(`${api}/health`, async () => {
    await app.db.execute(sql`select 1`);
    const health: Health = { database: options.database.kind, now: app.now().toISOString() };
    return success(health);
  });
  if (app.config.exposeOpenApi) app.get(`${api}/openapi.json`, async () => openApiDocument(app));
  return app;
}
