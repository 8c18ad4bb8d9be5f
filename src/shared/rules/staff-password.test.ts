import { describe, expect, it } from 'vitest';
import { isAcceptableStaffPassword } from './staff-password';

describe('staff password rule', () => {
  it('needs at least 12 characters', () => {
    expect(isAcceptableStaffPassword('abcdefghijk', 'admin')).toBe(false);
    expect(isAcceptableStaffPassword('abcdefghijkl', 'admin')).toBe(true);
  });
  it('counts characters, not UTF-16 units', () => {
    expect(isAcceptableStaffPassword('😀'.repeat(6), 'admin')).toBe(false);
    expect(isAcceptableStaffPassword('ぱすわーどぱすわーどぱす', 'admin')).toBe(true);
  });
  it('refuses more than 128 characters', () => {
    expect(isAcceptableStaffPassword('a'.repeat(128), 'admin')).toBe(true);
    expect(isAcceptableStaffPassword('a'.repeat(129), 'admin')).toBe(false);
  });
  it('refuses the login id itself, whatever its case', () => {
    expect(isAcceptableStaffPassword('dispatcher01', 'Dispatcher01')).toBe(false);
  });
  it('refuses a password of spaces or invisible characters only', () => {
    expect(isAcceptableStaffPassword(' '.repeat(12), 'admin')).toBe(false);
    expect(isAcceptableStaffPassword('\u3000'.repeat(6) + '\u200b'.repeat(6), 'admin')).toBe(false);
    expect(isAcceptableStaffPassword(' correct horse ', 'admin')).toBe(true);
  });
});
