import type { FastifyRequest } from 'fastify';
import { idempotencyKeySchema } from '@shared/schemas/reservation';
import type { BookingOptions } from '@server/domain/booking/booking-context';
import { HttpError } from '@server/plugins/app/http-error';

/**
 * Extras (children, child seats, a bicycle) are allowed only when the learner's site enables them
 * (SPEC.md §3 reservation flags): asking for one that is switched off is a forged request, HTTP 400.
 */
export function assertExtrasAllowed(
  options: BookingOptions,
  extras: { passenger: number; childSheet: number; jitensya: number },
): void {
  const flags = options.reservation;
  if (
    (extras.passenger > 0 && !flags.isPassengerOptionEnabled) ||
    (extras.childSheet > 0 && !flags.isChildSheetOptionEnabled) ||
    (extras.jitensya > 0 && !flags.isJitensyaOptionEnabled)
  ) {
    throw new HttpError(400);
  }
}

const refuseKey = (path: string, message: string) => new HttpError(400, undefined, [{ path, message }]);

/**
 * The idempotency key of a learner's write (PRODUCT.md §3): the standard `Idempotency-Key` header
 * (IETF httpapi draft: a structured-field string, so it may come in double quotes) or the body's
 * `idempotencyKey`, or none. Both at once must agree; a malformed header is a 400 like a
 * malformed body field.
 */
export function idempotencyKeyOf(request: FastifyRequest, bodyKey: string | undefined): string | undefined {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return bodyKey;
  // Node joins a header sent twice with ', ', which no key contains
  if (Array.isArray(header) || header.includes(','))
    throw refuseKey('Idempotency-Key', 'sent more than once');
  const quoted = /^"(.*)"$/.exec(header.trim());
  const parsed = idempotencyKeySchema.safeParse(quoted ? quoted[1] : header.trim());
  if (!parsed.success) throw refuseKey('Idempotency-Key', parsed.error.issues[0]!.message);
  if (bodyKey !== undefined && bodyKey !== parsed.data) {
    throw refuseKey('idempotencyKey', 'differs from the Idempotency-Key header');
  }
  return parsed.data;
}
