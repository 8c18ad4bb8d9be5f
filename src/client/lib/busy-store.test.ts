import { describe, expect, it } from 'vitest';
import { beginBusy, isBusy } from './busy-store';

describe('busy store', () => {
  it('is busy while any wait is open, and a wait ended twice counts once', () => {
    expect(isBusy()).toBe(false);
    const first = beginBusy();
    const second = beginBusy();
    first();
    first();
    expect(isBusy()).toBe(true);
    second();
    expect(isBusy()).toBe(false);
  });
});
