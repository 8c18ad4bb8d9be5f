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
