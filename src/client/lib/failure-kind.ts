import { BusinessFailure, TransportFailure } from './api-client';

/**
 * What went wrong with a call or a screen's code, as the learner must be told it:
 * - connection: nothing reached the server (offline, a fetch that threw, a chunk that could not
 *   be fetched) — the learner's network is the problem, not the service;
 * - timeout: the client time-out of PRODUCT.md (SPEC.md §8 "currently unavailable");
 * - server: the server answered with an HTTP failure (SPEC.md §8 alerts);
 * - unauthorized: 401/403, already sent to the login page;
 * - refusal: a business answer (status false) with its code;
 * - other: anything else (a fault in the screen's own code).
 */
export type FailureKind = 'connection' | 'timeout' | 'server' | 'unauthorized' | 'refusal' | 'other';

/** Chromium, Firefox and Safari word a dynamic import that could not be fetched differently. */
const CHUNK_LOAD_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_LOAD_ERROR.test(error.message);
}

/**
 * Classifies a failure; `online` is navigator.onLine — a browser that knows it is offline makes
 * any failure to reach the server (time-outs and chunks included) a connection problem.
 */
export function failureKind(error: unknown, online: boolean): FailureKind {
  if (error instanceof BusinessFailure) return 'refusal';
  if (error instanceof TransportFailure) {
    if (error.status === 401 || error.status === 403) return 'unauthorized';
    if (error.status !== null) return 'server';
    if (!online) return 'connection';
    return error.timedOut ? 'timeout' : 'connection';
  }
  if (isChunkLoadError(error)) return 'connection';
  return 'other';
}

/** failureKind with the browser's own idea of being online. */
export const failureKindNow = (error: unknown): FailureKind =>
  failureKind(error, typeof navigator === 'undefined' ? true : navigator.onLine);
