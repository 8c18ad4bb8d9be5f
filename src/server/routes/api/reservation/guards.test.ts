import { describe, expect, it } from 'vitest';
import type { BookingOptions } from '@server/domain/booking/booking-context';
import { HttpError } from '@server/plugins/app/http-error';
import { assertExtrasAllowed } from './guards';

describe('request guards', () => {
  it('extras only where the site enables them', () => {
    const options = (on: boolean) =>
      ({
        reservation: {
          isPassengerOptionEnabled: on,
          isChildSheetOptionEnabled: on,
          isJitensyaOptionEnabled: on,
        },
      }) as BookingOptions;
    const none = { passenger: 0, childSheet: 0, jitensya: 0 };
    expect(() => assertExtrasAllowed(options(false), none)).not.toThrow();
    expect(() =>
      assertExtrasAllowed(options(true), { passenger: 3, childSheet: 3, jitensya: 1 }),
    ).not.toThrow();
    for (const extra of [{ passenger: 1 }, { childSheet: 1 }, { jitensya: 1 }]) {
      expect(() => assertExtrasAllowed(options(false), { ...none, ...extra })).toThrow(HttpError);
    }
  });
});
