import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Map tiles for the later map screens (PRODUCT.md §5: GSI tiles by default). */
const TILE_HOSTS = 'https://cyberjapandata.gsi.go.jp';

const HEADERS: Record<string, string> = {
  'content-security-policy': [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    `img-src 'self' data: ${TILE_HOSTS}`,
    "connect-src 'self'",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; '),
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), payment=()',
};

/**
 * Security headers on every answer (issue: CSP without inline script, no framing, nosniff, strict
 * referrer). A route that sets a stricter policy of its own (a server-rendered page) keeps it.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply) => {
    const own = reply.getHeader('content-security-policy');
    reply.headers(HEADERS);
    if (own !== undefined) reply.header('content-security-policy', own);
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000');
  });
});
