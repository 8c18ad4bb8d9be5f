import { messageFor, type MessageCategory } from '@shared/i18n/messages';

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
