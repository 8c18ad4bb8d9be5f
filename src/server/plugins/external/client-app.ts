import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '@server/plugins/app/http-error';
import { sendHttpError } from '@server/plugins/app/envelope';
import { isFileRequest } from '@server/plugins/app/file-request';
import { SESSION_COOKIE } from '@server/plugins/app/session';

/** Content-hashed build output: a new build gives new names, so a browser may keep these forever. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The page: always revalidated (a 304 when unchanged), so a new build reaches learners at once. */
const REVALIDATE = 'no-cache';
/** Icons and the web app manifest keep their names across builds: a day's staleness is harmless. */
const ONE_DAY = 'public, max-age=86400';

/**
 * The service worker (issue 28 §2, src/client/public/sw.js): at the base path, so its scope is the
 * whole app. Revalidated on every check, so a fixed worker reaches browsers at once (they check it
 * at least daily anyway), and labelled text/javascript (RFC 9239) rather than the older type.
 */
const SERVICE_WORKER = 'sw.js';

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

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/**
 * The lazily loaded chunks a learner's browser fetches for the pages opened from outside the app
 * (a bookmark, the home screen, a link): their route and, for the menus, the signed-in shell.
 * Keys of Vite's build manifest, i.e. source paths under src/client. A menu opened without a
 * session cookie is certainly not signed in and goes on to the login page: no menu chunks then.
 */
const LANDING_CHUNKS: Record<string, { chunks: string[]; signedIn: boolean }> = {
  'sp/login': { chunks: ['routes/sp/login.tsx'], signedIn: false },
  'pc/login': { chunks: ['routes/pc/login.tsx'], signedIn: false },
  'sp/menu': { chunks: ['app/signed-in-shell.tsx', 'routes/sp/menu.tsx'], signedIn: true },
  'pc/menu': { chunks: ['app/signed-in-shell.tsx', 'routes/pc/menu.tsx'], signedIn: true },
  'admin/login': { chunks: ['routes/admin/admin-app.tsx', 'routes/admin/login.tsx'], signedIn: false },
  admin: { chunks: ['routes/admin/admin-app.tsx', 'routes/admin/admin-shell.tsx'], signedIn: true },
  // the driver page is one chunk: its sign-in and its day share the path (a QR opens it signed out)
  'driver/': { chunks: ['routes/driver/driver-app.tsx'], signedIn: false },
};

/**
 * A `Link` header per landing page that preloads its lazy chunks, their imports and their CSS, so
 * the browser fetches them beside the entry script instead of one after the other (entry, shell,
 * screen). Empty when the build has no manifest or no longer has a chunk.
 */
function landingPreloads(clientDir: string, base: string): Map<string, { link: string; signedIn: boolean }> {
  const manifestFile = path.join(clientDir, '.vite/manifest.json');
  const links = new Map<string, { link: string; signedIn: boolean }>();
  if (!fs.existsSync(manifestFile)) return links;
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const entry = Object.values(manifest).find((chunk) => chunk.file && 'isEntry' in chunk);
  for (const [page, { chunks, signedIn }] of Object.entries(LANDING_CHUNKS)) {
    const scripts = new Set<string>();
    const styles = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || chunk === entry || scripts.has(chunk.file)) return;
      scripts.add(chunk.file);
      chunk.css?.forEach((file) => styles.add(file));
      chunk.imports?.forEach(visit);
    };
    chunks.forEach(visit);
    const header = [
      ...[...scripts].map((file) => `<${base}${file}>; rel=modulepreload`),
      // crossorigin as Vite's own <link> for a lazy chunk's CSS has it, or the browser fetches twice
      ...[...styles].map((file) => `<${base}${file}>; rel=preload; as=style; crossorigin`),
    ].join(', ');
    if (header) links.set(`${base}${page}`, { link: header, signedIn });
  }
  return links;
}

/**
 * Serves the built SPA under BASE_PATH: hashed assets cached for a year, every other page path
 * answered with index.html (never cached without revalidation) so the client router takes over.
 * Text files go out as their brotli or gzip sibling when the browser accepts it.
 */
export const clientAppPlugin = fp(async (app: FastifyInstance, opts: { clientDir: string }) => {
  const base = app.config.basePath;
  const hasClient = fs.existsSync(path.join(opts.clientDir, 'index.html'));
  let preloads = new Map<string, { link: string; signedIn: boolean }>();
  if (hasClient) {
    const negotiated = filesWithCompressedSiblings(opts.clientDir);
    preloads = landingPreloads(opts.clientDir, base);
    const assetsDir = path.join(opts.clientDir, 'assets') + path.sep;
    const serviceWorker = path.join(opts.clientDir, SERVICE_WORKER);
    app.addHook('onSend', async (request, reply) => {
      if (request.url.split('?')[0] === `${base}${SERVICE_WORKER}` && reply.statusCode === 200)
        reply.header('content-type', 'text/javascript; charset=utf-8');
    });
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
        const revalidated = file.endsWith('.html') || file === serviceWorker;
        const cache = file.startsWith(assetsDir) ? IMMUTABLE : revalidated ? REVALIDATE : ONE_DAY;
        res.setHeader('cache-control', cache);
        // @fastify/static does not say so itself; a shared cache must not hand brotli to a browser without it
        if (negotiated.has(file)) res.setHeader('vary', 'Accept-Encoding');
      },
    });
  }

  if (base !== '/') {
    app.get('/', async (_request, reply) => reply.redirect(base));
    // {BASE_PATH} typed without its trailing slash: the app lives one slash further, query kept
    const bare = base.slice(0, -1);
    app.get(bare, async (request, reply) => {
      const query = request.url.indexOf('?');
      return reply.redirect(query < 0 ? base : `${base}${request.url.slice(query)}`, 301);
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    // a missing file or API path is a 404, never the HTML page (a stale chunk must fail loudly)
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      request.url.startsWith(base) &&
      !request.url.startsWith(`${base}api/`) &&
      !isFileRequest(request, base);
    if (isPage && hasClient) {
      const preload = preloads.get(request.url.split('?')[0] ?? '');
      // a revalidation (If-None-Match) comes from a browser that has the page, and so its chunks
      const wanted =
        preload &&
        !request.headers['if-none-match'] &&
        (!preload.signedIn || SESSION_COOKIE in request.cookies);
      if (wanted) reply.header('link', preload.link);
      return reply.type('text/html; charset=utf-8').sendFile('index.html');
    }
    return sendHttpError(reply, new HttpError(404));
  });
});
