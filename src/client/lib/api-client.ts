import { CLIENT_TIMEOUT_MS } from '@shared/constants';
import { messages } from '@shared/i18n/messages';
import type { AnswerOf, BodyOf, Endpoint } from '@shared/api/endpoint';
import type { ApiError, Envelope } from '@shared/schemas/envelope';
import { beginBusy } from './busy-store';
import { showErrorBanner } from './error-banner-store';

const API_BASE = `${import.meta.env.BASE_URL}api/`;

/** A refusal from the server (status false): screens show its text from the catalogue. */
export class BusinessFailure extends Error {
  constructor(readonly error: ApiError) {
    super(error.message);
  }
}

/** A transport failure already handled by the rules of SPEC.md §8 (alert shown, or redirected). */
export class TransportFailure extends Error {
  /** status null: no answer; timedOut tells the client's own time-out from a connection that failed */
  constructor(
    readonly status: number | null,
    readonly timedOut = false,
  ) {
    super(`transport failure ${status ?? (timedOut ? 'time-out' : 'no response')}`);
  }
}

/**
 * Whether a failed call is one a screen must treat as SPEC.md §8's general failure: anything but
 * HTTP 401/403, which already sent the learner to the login page without a message.
 */
export function isGeneralFailure(error: unknown): boolean {
  if (error === null || error === undefined) return false;
  return !(error instanceof TransportFailure && (error.status === 401 || error.status === 403));
}

/** Told of every HTTP 401 and 403 with the action that got it; each area acts only on its own paths. */
export type UnauthorizedHandler = (status: 401 | 403, path: string) => void;

const unauthorizedHandlers = new Set<UnauthorizedHandler>();

/**
 * The learner areas install their redirect to the login page here, the staff console its own
 * reaction (it tells a lapsed session from a screen it may not open); returns the removal.
 */
export function onUnauthorized(handler: UnauthorizedHandler): () => void {
  unauthorizedHandlers.add(handler);
  return () => void unauthorizedHandlers.delete(handler);
}

function readCookie(name: string): string {
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : '';
}

const status = (text: string, value: string | number) => text.replace('{status}', String(value));

/** Any GET hands out the anti-forgery cookie; needed when cookies were cleared or the page came from elsewhere (Vite in dev). */
async function ensureXsrfCookie(signal: AbortSignal): Promise<string> {
  if (!readCookie('XSRF-TOKEN')) await fetch(`${API_BASE}health`, { credentials: 'same-origin', signal });
  return readCookie('XSRF-TOKEN');
}

export interface CallOptions {
  /**
   * No alert for a time-out, no answer or HTTP 5xx: a keyed write (`honest-write.ts`) sends again
   * and tells the learner itself, since the write may well have gone through; a polling screen
   * asks again shortly and says itself that it shows older data.
   */
  quietWhenUnanswered?: boolean;
  /** A refresh of data already shown (a poll): no progress bar, the screen is not waiting for it. */
  background?: boolean;
}

/**
 * POSTs to `{BASE_PATH}api/<path>` with the anti-forgery header and a 15 s time-out, applying
 * SPEC.md §8: no response → logged, no dialog; 400/404 → "serious problem" alert; 401/403 →
 * the area's login; any other status or a time-out → "currently unavailable" alert.
 */
export async function callEnvelope<E extends Endpoint>(
  endpoint: E,
  body: BodyOf<E>,
  options: CallOptions = {},
): Promise<Envelope<AnswerOf<E>>> {
  const done = options.background ? undefined : beginBusy();
  try {
    return await send(endpoint, body, options);
  } finally {
    done?.();
  }
}

async function send<E extends Endpoint>(
  endpoint: E,
  body: BodyOf<E>,
  options: CallOptions,
): Promise<Envelope<AnswerOf<E>>> {
  const { path } = endpoint;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), CLIENT_TIMEOUT_MS);
  let response: Response;
  try {
    const xsrf = await ensureXsrfCookie(controller.signal);
    response = await fetch(`${API_BASE}${path}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', 'x-xsrf-token': xsrf },
      body: JSON.stringify(body),
      signal: controller.signal,
    });
  } catch (error) {
    if (options.quietWhenUnanswered) {
      // the caller sends again
    } else if (controller.signal.aborted) {
      showErrorBanner(status(messages.http.unavailable, messages.http.timeout));
    } else {
      console.error('no response from', path, error);
    }
    throw new TransportFailure(null, controller.signal.aborted);
  } finally {
    clearTimeout(timer);
  }
  if (response.status === 401 || response.status === 403) {
    const code = response.status;
    unauthorizedHandlers.forEach((handler) => handler(code, path));
    throw new TransportFailure(response.status);
  }
  if (response.status === 400 || response.status === 404) {
    showErrorBanner(status(messages.http.serious, response.status));
    throw new TransportFailure(response.status);
  }
  if (!response.ok) {
    if (!options.quietWhenUnanswered) showErrorBanner(status(messages.http.unavailable, response.status));
    throw new TransportFailure(response.status);
  }
  const envelope = (await response.json()) as Envelope<AnswerOf<E>>;
  if (import.meta.env.DEV && envelope.status) checkAnswer(endpoint, envelope.data);
  return envelope;
}

/** In development an answer its endpoint's schema does not describe is said in the console at once. */
function checkAnswer(endpoint: Endpoint, data: unknown): void {
  const checked = endpoint.response.safeParse(data);
  if (!checked.success) console.error(`${endpoint.path} answered outside its schema`, checked.error.issues);
}

/**
 * Calls an endpoint of the registry (`@shared/api/…`) for screens that only want the data, typed
 * from the endpoint's schemas: a business refusal becomes a BusinessFailure.
 */
export async function call<E extends Endpoint>(
  endpoint: E,
  body: BodyOf<E>,
  options: CallOptions = {},
): Promise<AnswerOf<E>> {
  const envelope = await callEnvelope(endpoint, body, options);
  if (!envelope.status || envelope.data === null) {
    throw new BusinessFailure(envelope.error ?? { code: 500, message: messages.error[500] });
  }
  return envelope.data;
}
