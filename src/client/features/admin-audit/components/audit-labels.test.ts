import { describe, expect, it } from 'vitest';
import { changeLines } from './audit-labels';

describe('audit change lines', () => {
  it('lists only the fields that changed, before → after', () => {
    expect(changeLines({ subject: 'A', body: 'x' }, { subject: 'B', body: 'x' })).toEqual(['subject: A → B']);
  });
  it('shows a creation as — → value and a removal as value → —', () => {
    expect(changeLines(null, { lockedUntil: null, date: '2026-11-25' })).toEqual(['date: — → 2026-11-25']);
    expect(changeLines({ cancelled: false }, { cancelled: true })).toEqual(['cancelled: false → true']);
  });
});
