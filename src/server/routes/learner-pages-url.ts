import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Where the learner pages are, for links the server hands out (mails, sign-in links): PUBLIC_URL,
 * else — outside production only, where PUBLIC_URL is required — the address this request came to.
 * A Host header is the client's to choose, so production never builds a link from it.
 */
export function learnerPagesUrl(app: FastifyInstance, request: FastifyRequest): string {
  return `${app.config.publicOrigin ?? `${request.protocol}://${request.host}`}${app.config.basePath}`;
}
