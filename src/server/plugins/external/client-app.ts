import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '@server/plugins/app/http-error';
import { sendHttpError } from '@server/plugins/app/envelope';

/**
 * Serves the built SPA under BASE_PATH: hashed assets cached for a year, every other page path
 * answered with index.html (never cached) so the client router takes over.
 */
export const clientAppPlugin = fp(async (app: FastifyInstance, opts: { clientDir: string }) => {
  const base = app.config.basePath;
  const hasClient = fs.existsSync(path.join(opts.clientDir, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: opts.clientDir,
      prefix: base,
      index: false,
      wildcard: false,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
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
    if (isPage && hasClient) {
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .sendFile('index.html');
    }
    return sendHttpError(reply, new HttpError(404));
  });
});
