import { promisify } from 'node:util';
import {
  brotliCompress,
  brotliCompressSync,
  constants,
  gzip,
  gzipSync,
  type BrotliOptions,
  type ZlibOptions,
} from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { preferredEncoding, type Encoding } from './accept-encoding';

/** Below about one packet, compressing saves nothing worth the CPU and the header. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * Up to this size an answer is compressed on the event loop: 32 KiB of JSON takes about a quarter
 * of a millisecond at brotli quality 4, while handing the work to libuv's thread pool costs about
 * 0.1 ms more CPU per call whatever the size — more than compressing a 1 KiB answer itself takes
 * (measured 0.07 ms on the loop against 0.17 ms through the pool), and a phone polling the bus
 * positions every 20 s gets one of those each time. Larger answers go to the pool, so that no
 * single request holds the loop for long.
 */
export const COMPRESS_SYNC_MAX_BYTES = 32 * 1024;

/** A low brotli quality gives most of the gain at a fraction of the CPU of 11. */
const brotliOptions = (body: Buffer): BrotliOptions => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 4,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
  },
});
const gzipOptions: ZlibOptions = { level: 6 };

/** Computed for each answer, the same bytes either way: on the loop when small, in the pool when large. */
const compress: Record<Encoding, (body: Buffer) => Buffer | Promise<Buffer>> = {
  br: (body) =>
    body.length <= COMPRESS_SYNC_MAX_BYTES
      ? brotliCompressSync(body, brotliOptions(body))
      : promisify(brotliCompress)(body, brotliOptions(body)),
  gzip: (body) =>
    body.length <= COMPRESS_SYNC_MAX_BYTES ? gzipSync(body, gzipOptions) : promisify(gzip)(body, gzipOptions),
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
