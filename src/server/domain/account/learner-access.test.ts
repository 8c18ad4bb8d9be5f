import { describe, expect, it } from 'vitest';
import { TEMPORARY_PASSWORD_ALPHABET, temporaryPassword, temporaryPasswordLength } from './learner-access';

describe('a temporary password every site of the school accepts (issue 26 §6)', () => {
  it('is as long as the shortest maximum of the sites, when that meets every minimum', () => {
    expect(temporaryPasswordLength([{ minLength: 4, maxLength: 8 }])).toBe(8);
    expect(
      temporaryPasswordLength([
        { minLength: 4, maxLength: 8 },
        { minLength: 6, maxLength: 12 },
      ]),
    ).toBe(8);
  });

  it("takes the first site's maximum when the sites' ranges do not overlap, and 8 without a site", () => {
    expect(
      temporaryPasswordLength([
        { minLength: 4, maxLength: 6 },
        { minLength: 10, maxLength: 12 },
      ]),
    ).toBe(6);
    expect(temporaryPasswordLength([])).toBe(8);
  });

  it('is made of lower-case letters and digits that cannot be misread on the phone', () => {
    const password = temporaryPassword(32);
    expect(password).toHaveLength(32);
    expect([...password].every((ch) => TEMPORARY_PASSWORD_ALPHABET.includes(ch))).toBe(true);
    expect(TEMPORARY_PASSWORD_ALPHABET).not.toMatch(/[01ilo]/);
  });
});
