import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SESSION_LIMITS } from '@shared/constants';
import { HttpError } from './http-error';
import { isValidXsrfToken, xsrfTokenFor } from '@server/domain/auth/xsrf';
import {
  loadSession,
  newSessionId,
  type SessionDriver,
  type SessionLearner,
  type SessionStaff,
} from '@server/domain/auth/session-store';
import { sendHttpError } from './envelope';
import { isFileRequest } from './file-request';

export const SESSION_COOKIE = 'bus_sid';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';

declare module 'fastify' {
  interface FastifyRequest {
    /** the session cookie value (an anonymous id until sign-in) */
    sessionId: string;
    /** the signed-in learner, or null */
    learner: SessionLearner | null;
    /** the signed-in staff member (console), or null */
    staff: SessionStaff | null;
    /** the vehicle's phone signed in to the driver page, or null */
    driver: SessionDriver | null;
  }
  interface FastifyContextConfig {
    /**
     * a route for machines, not browsers (the OsmAnd ingestion, routes/osmand.ts): no session,
     * no cookies, no XSRF check; it must authenticate its callers itself
     */
    sessionless?: boolean;
  }
  interface FastifyInstance {
    /**
     * issues a fresh session id with its cookies: at sign-in and sign-out (PRODUCT.md §3 rotation);
     * `maxAgeSeconds` for a session that outlives a person's (the driver page's), else SESSION_LIMITS
     */
    rotateSession(request: FastifyRequest, reply: FastifyReply, maxAgeSeconds?: number): string;
  }
}

/**
 * Sessions live in the database behind an HttpOnly cookie. Every visitor gets an anonymous
 * id so that the XSRF token can be bound to it before sign-in; every POST must echo the token
 * in X-XSRF-TOKEN and must not come from another site or origin, else HTTP 403.
 */
export const sessionPlugin = fp(async (app: FastifyInstance) => {
  const { publicOrigin } = app.config;
  // TLS often ends at a proxy the app does not trust (TRUST_PROXY off): PUBLIC_URL says so instead
  const publicIsHttps = publicOrigin?.startsWith('https:') ?? false;
  const cookieOptions = (request: FastifyRequest) => ({
    path: app.config.basePath,
    sameSite: 'lax' as const,
    secure: publicIsHttps || request.protocol === 'https',
  });
  /**
   * An Origin header (browsers send one with every POST) must name this server: the request's
   * own origin, the same host over https (TLS ended before us), or PUBLIC_URL's. `Origin: null`
   * (sandboxed frames, some redirects) names none; a missing header is allowed for older clients.
   */
  const isForeignOrigin = (request: FastifyRequest) => {
    const origin = request.headers.origin?.toLowerCase();
    if (origin === undefined) return false;
    const host = request.host.toLowerCase();
    return ![`${request.protocol}://${host}`, `https://${host}`, publicOrigin].includes(origin);
  };
  const setCookies = (
    request: FastifyRequest,
    reply: FastifyReply,
    id: string,
    maxAge = SESSION_LIMITS.absoluteHours * 3600,
  ) => {
    reply.setCookie(SESSION_COOKIE, id, { ...cookieOptions(request), httpOnly: true, maxAge });
    reply.setCookie(XSRF_COOKIE, xsrfTokenFor(app.secrets.xsrfKey, id), {
      ...cookieOptions(request),
      httpOnly: false,
    });
  };

  app.decorate('rotateSession', (request: FastifyRequest, reply: FastifyReply, maxAgeSeconds?: number) => {
    const id = newSessionId();
    request.sessionId = id;
    setCookies(request, reply, id, maxAgeSeconds);
    return id;
  });
  app.decorateRequest('sessionId', '');
  app.decorateRequest('learner', null);
  app.decorateRequest('staff', null);
  app.decorateRequest('driver', null);

  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config.sessionless) return;
    const existing = request.cookies[SESSION_COOKIE];
    const hasValidCookie = typeof existing === 'string' && /^[A-Za-z0-9_-]{43}$/.test(existing);
    const id = hasValidCookie ? existing : newSessionId();
    request.sessionId = id;
    const token = request.cookies[XSRF_COOKIE];
    const tokenIsValid = hasValidCookie && isValidXsrfToken(app.secrets.xsrfKey, id, token);
    // files of the build are cached for a year, by shared caches too: one visitor's cookies must not ride on them
    if (!tokenIsValid && !isFileRequest(request, app.config.basePath)) setCookies(request, reply, id);

    if (request.method !== 'POST') return;
    const rawHeader = request.headers[XSRF_HEADER];
    const header = typeof rawHeader === 'string' ? rawHeader : undefined;
    const crossSite = request.headers['sec-fetch-site'] === 'cross-site' || isForeignOrigin(request);
    // the header echoes the cookie on every honest call: the same value needs no second HMAC
    const headerIsValid =
      header !== undefined && header === token
        ? tokenIsValid
        : isValidXsrfToken(app.secrets.xsrfKey, id, header);
    if (!hasValidCookie || crossSite || !headerIsValid) {
      return sendHttpError(reply, new HttpError(403));
    }
    const holder = await loadSession(app.db, id, app.now());
    request.learner = holder.learner;
    request.staff = holder.staff;
    request.driver = holder.driver;
  });
});
