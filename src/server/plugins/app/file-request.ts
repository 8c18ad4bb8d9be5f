import type { FastifyRequest } from 'fastify';

/**
 * Whether a request asks for a file of the build (a hashed asset, an icon, the manifest) rather
 * than a screen or the API: a GET or HEAD under the base path whose last segment has an
 * extension. Screen paths never have one.
 */
export function isFileRequest(request: FastifyRequest, basePath: string): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '';
  if (!pathname.startsWith(basePath) || pathname.startsWith(`${basePath}api/`)) return false;
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return last.includes('.');
}
