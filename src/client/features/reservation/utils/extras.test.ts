import { describe, expect, it } from 'vitest';
import type { SiteOption } from '@shared/schemas/provider';
import { chosenExtras, shownExtras } from './extras';

const options = (on: boolean, childSheet = on) =>
  ({
    isPassengerOptionEnabled: on,
    isChildSheetOptionEnabled: childSheet,
    isJitensyaOptionEnabled: on,
  }) as SiteOption['reservation'];

const extras = { passenger: 2, childSheet: 1, jitensya: 1 };

describe('booking extras (SPEC.md §3 reservation flags)', () => {
  it('sends the extras the site offers and none of the others', () => {
    expect(chosenExtras(extras, options(true))).toEqual(extras);
    expect(chosenExtras(extras, options(true, false))).toEqual({ passenger: 2, childSheet: 0, jitensya: 1 });
    expect(chosenExtras(extras, options(false))).toEqual({ passenger: 0, childSheet: 0, jitensya: 0 });
  });

  it('lists only the extras the site offers', () => {
    expect(shownExtras(extras, options(true, false))).toEqual({ passenger: 2, jitensya: 1 });
    expect(shownExtras(extras, options(false))).toEqual({});
  });
});
