import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Env } from '@server/env';

/**
 * Where the learner pages are, for links the server hands out (mails, sign-in links): PUBLIC_URL,
 * else — outside production only, where PUBLIC_URL is required — the address this request came to.
 * A Host header is the client's to choose, so production never builds a link from it.
 */
export function learnerPagesUrl(app: FastifyInstance, request: FastifyRequest): string {
  return `${app.config.publicOrigin ?? `${request.protocol}://${request.host}`}${app.config.basePath}`;
}

/**
 * Where the learner pages are for work without a request (the reminders' mails): PUBLIC_URL, else
 * — outside production only — this host on PORT, as the server announces itself at start.
 */
export function configuredPagesUrl(env: Pick<Env, 'PUBLIC_URL' | 'PORT' | 'BASE_PATH'>): string {
  const origin = env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : `http://localhost:${env.PORT}`;
  return `${origin}${env.BASE_PATH}`;
}
