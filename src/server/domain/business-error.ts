import { messageFor, type MessageCategory } from '@shared/messages';

/**
 * A refusal the learner should read (SPEC.md §8 business error): it travels in the envelope's
 * `error` with HTTP 200, and the screens show its catalogue text.
 */
export class BusinessError extends Error {
  constructor(
    readonly code: number | string,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
  }

  static of(category: MessageCategory, code: number, params?: Record<string, string>, data: unknown = null) {
    return new BusinessError(code, messageFor(category, code, params), data);
  }
}

/** A refusal at the HTTP level (400, 401, 403, 404): the client's transport rules of SPEC.md §8 apply. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 403 | 404 | 429,
    message = messageFor('error', statusCode),
    readonly data: unknown = null,
  ) {
    super(message);
  }
}
