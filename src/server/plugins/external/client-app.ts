import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '@server/plugins/app/http-error';
import { sendHttpError } from '@server/plugins/app/envelope';

/** Content-hashed build output: a new build gives new names, so a browser may keep these forever. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The page: always revalidated (a 304 when unchanged), so a new build reaches learners at once. */
const REVALIDATE = 'no-cache';
/** Icons and the web app manifest keep their names across builds: a day's staleness is harmless. */
const ONE_DAY = 'public, max-age=86400';

/** The siblings scripts/precompress.mjs writes, which @fastify/static `preCompressed` picks by Accept-Encoding. */
const COMPRESSED_SIBLING = /\.(br|gz)$/;

/** Files of the build that have a precompressed sibling: their answer depends on Accept-Encoding. */
function filesWithCompressedSiblings(dir: string): Set<string> {
  const files = new Set<string>();
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && COMPRESSED_SIBLING.test(entry.name)) {
      files.add(path.join(entry.parentPath, entry.name.replace(COMPRESSED_SIBLING, '')));
    }
  }
  return files;
}

/**
 * Serves the built SPA under BASE_PATH: hashed assets cached for a year, every other page path
 * answered with index.html (never cached without revalidation) so the client router takes over.
 * Text files go out as their brotli or gzip sibling when the browser accepts it.
 */
export const clientAppPlugin = fp(async (app: FastifyInstance, opts: { clientDir: string }) => {
  const base = app.config.basePath;
  const hasClient = fs.existsSync(path.join(opts.clientDir, 'index.html'));
  if (hasClient) {
    const negotiated = filesWithCompressedSiblings(opts.clientDir);
    const assetsDir = path.join(opts.clientDir, 'assets') + path.sep;
    await app.register(fastifyStatic, {
      root: opts.clientDir,
      prefix: base,
      index: false,
      wildcard: false,
      preCompressed: true,
      // send's own `max-age=0` would overwrite the one setHeaders gives
      cacheControl: false,
      // the siblings are served in place of their file, never under their own name
      allowedPath: (pathname) => !COMPRESSED_SIBLING.test(pathname),
      setHeaders: (res, filePath) => {
        const file = filePath.replace(COMPRESSED_SIBLING, '');
        const cache = file.startsWith(assetsDir) ? IMMUTABLE : file.endsWith('.html') ? REVALIDATE : ONE_DAY;
        res.setHeader('cache-control', cache);
        // @fastify/static does not say so itself; a shared cache must not hand brotli to a browser without it
        if (negotiated.has(file)) res.setHeader('vary', 'Accept-Encoding');
      },
    });
  }

  if (base !== '/') app.get('/', async (_request, reply) => reply.redirect(base));

  app.setNotFoundHandler(async (request, reply) => {
    // a missing asset or API path is a 404, never the HTML page (a stale chunk must fail loudly)
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      request.url.startsWith(base) &&
      !request.url.startsWith(`${base}api/`) &&
      !request.url.startsWith(`${base}assets/`);
    if (isPage && hasClient) return reply.type('text/html; charset=utf-8').sendFile('index.html');
    return sendHttpError(reply, new HttpError(404));
  });
});
