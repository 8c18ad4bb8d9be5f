import { messageFor } from '@shared/i18n/messages';

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
