import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { preferredEncoding, type Encoding } from './accept-encoding';

/** Below about one packet, compressing saves nothing worth the CPU and the header. */
export const COMPRESS_MIN_BYTES = 1024;

/** Computed for each answer: a low brotli quality gives most of the gain at a fraction of the CPU of 11. */
const compress: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) =>
    promisify(brotliCompress)(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 4,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => promisify(gzip)(body, { level: 6 }),
};

const COMPRESSIBLE = /^(application\/(json|[\w.+-]+\+json)|text\/)/;

/**
 * Answers built per request — the API's envelopes (errors and 404s included), the health check,
 * the OpenAPI document, redirects — are never stored by a browser or a proxy (they carry a
 * learner's bookings), and go compressed when large. Files of the build are streams with their
 * own Cache-Control and precompressed siblings (client-app.ts), so they pass untouched.
 */
export const dynamicAnswersPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const body = Buffer.from(payload);
    const type = String(reply.getHeader('content-type') ?? '');
    if (body.length < COMPRESS_MIN_BYTES || !COMPRESSIBLE.test(type) || reply.hasHeader('content-encoding')) {
      return payload;
    }
    reply.header('vary', 'Accept-Encoding');
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return compress[encoding](body);
  });
});
