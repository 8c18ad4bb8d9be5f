import { describe, expect, it } from 'vitest';
import { leavesActiveAdmin, STAFF_LOGIN_ID_PATTERN } from './staff-accounts';

const admin = (id: number, disabled = false) => ({ id, role: 'admin' as const, disabled });
const dispatcher = (id: number) => ({ id, role: 'dispatcher' as const, disabled: false });

describe('the last active admin of a school stays (issue 23 §2)', () => {
  it('the only admin cannot be demoted or disabled', () => {
    const school = [admin(1), dispatcher(2)];
    expect(leavesActiveAdmin(school, 1, { role: 'dispatcher' })).toBe(false);
    expect(leavesActiveAdmin(school, 1, { disabled: true })).toBe(false);
  });

  it('a disabled admin does not count as the other admin', () => {
    expect(leavesActiveAdmin([admin(1), admin(2, true)], 1, { role: 'dispatcher' })).toBe(false);
  });

  it('with a second active admin either may go', () => {
    expect(leavesActiveAdmin([admin(1), admin(2)], 1, { disabled: true })).toBe(true);
    expect(leavesActiveAdmin([admin(1), admin(2)], 2, { role: 'dispatcher' })).toBe(true);
  });

  it('changing a dispatcher never breaks the rule, and enabling or promoting restores it', () => {
    expect(leavesActiveAdmin([admin(1), dispatcher(2)], 2, { disabled: true })).toBe(true);
    expect(leavesActiveAdmin([admin(1, true)], 1, { disabled: false })).toBe(true);
  });
});

describe('staff login ids', () => {
  it('are letters, digits and . _ - up to 64 characters', () => {
    expect(STAFF_LOGIN_ID_PATTERN.test('desk.01_a-b')).toBe(true);
    expect(STAFF_LOGIN_ID_PATTERN.test('a'.repeat(65))).toBe(false);
    expect(STAFF_LOGIN_ID_PATTERN.test('受付')).toBe(false);
    expect(STAFF_LOGIN_ID_PATTERN.test('a b')).toBe(false);
  });
});
