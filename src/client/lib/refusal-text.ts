import { messages, withCode } from '@shared/i18n/messages';
import { BusinessFailure, TransportFailure } from './api-client';

/** SPEC.md §8: a refusal shows its text and its code, in the one style of `withCode`. */
export function refusalText(error: { code: number | string; message: string }): string {
  return withCode(error.message, error.code);
}

/** A failed call as a screen words it: a refusal with its code; null for transport failures, which the API client already showed. */
export function failureText(error: unknown): string | null {
  return error instanceof BusinessFailure ? refusalText(error.error) : null;
}

/**
 * A failed write as the screen that sent it words it: a refusal with its code, or when no usable
 * answer came (offline, time-out, reset, HTTP 5xx) that it did not go through and may be sent
 * again; null otherwise (400/404 already got the API client's alert, 401/403 left for the login).
 */
export function writeFailureText(error: unknown): string | null {
  if (error instanceof TransportFailure)
    return error.status === null || error.status >= 500 ? messages.http.notSent : null;
  return failureText(error);
}

/** The refusals that only mean "nothing to list" (SPEC.md §5). */
export type EmptyCode = 309 | 310 | 311 | 313;

/** True when a call was refused with the given code. */
export function isRefusal(error: unknown, code: number): boolean {
  return error instanceof BusinessFailure && Number(error.error.code) === code;
}

/** A list's failure text: the plain catalogue text when the refusal only says it is empty, else as `failureText`. */
export function emptyOrFailureText(error: unknown, emptyCode: EmptyCode): string | null {
  return isRefusal(error, emptyCode) ? messages.error[emptyCode] : failureText(error);
}
