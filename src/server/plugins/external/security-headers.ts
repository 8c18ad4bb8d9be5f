import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The headers of every answer; map tiles (PRODUCT.md §5) are the only images from elsewhere. */
const headersFor = (tileOrigin: string): Record<string, string> => ({
  'content-security-policy': [
    "default-src 'self'",
    "script-src 'self'",
    // the service worker at {BASE_PATH}sw.js (issue 28 §2); script-src would allow it too, said outright here
    "worker-src 'self'",
    "style-src 'self'",
    `img-src 'self' data: ${tileOrigin}`,
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
});

/**
 * Security headers on every answer (issue: CSP without inline script, no framing, nosniff, strict
 * referrer). A route that sets a stricter policy of its own (a server-rendered page) keeps it.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, options: { tileOrigin: string }) => {
  const HEADERS = headersFor(options.tileOrigin);
  app.addHook('onSend', async (request, reply) => {
    const own = reply.getHeader('content-security-policy');
    reply.headers(HEADERS);
    if (own !== undefined) reply.header('content-security-policy', own);
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000');
  });
});
