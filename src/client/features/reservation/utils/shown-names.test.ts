import { describe, expect, it } from 'vitest';
import { shownBus, shownPeriod } from './shown-names';

const ride = { jigenName: '2時限', displayJigen: '2', binNm: '北部方面 1便' };
const view = (isJgnVisible: boolean, isBusVisible: boolean) => ({ isJgnVisible, isBusVisible });

describe('periods and bus names follow reservationView (SPEC.md §3 isJgnVisible, isBusVisible)', () => {
  it('names the period and the bus when the school shows them', () => {
    expect(shownPeriod(view(true, true), ride)).toBe('2時限');
    expect(shownBus(view(true, true), ride)).toBe('北部方面 1便');
  });

  it('falls back to the display period when a ride has no period name', () => {
    expect(shownPeriod(view(true, false), { displayJigen: '2' })).toBe('2');
  });

  it('names neither when the school hides them, each switch on its own', () => {
    expect(shownPeriod(view(false, true), ride)).toBe('');
    expect(shownBus(view(false, true), ride)).toBe('北部方面 1便');
    expect(shownBus(view(true, false), ride)).toBe('');
    expect(shownPeriod(view(true, false), ride)).toBe('2時限');
  });
});
