import { describe, expect, it } from 'vitest';
import { messages } from '@shared/i18n/messages';
import {
  registrationFieldMessages,
  mobileChanged,
  mobileDigits,
  changeMask,
  changeResultLines,
  changedItemsOf,
  isValidMailAddress,
  isValidMobileNumber,
  isValidNewPassword,
  itemsSwitchedOff,
  registrationWarningText,
  registrationWarnings,
  type RegistrationRules,
  type StoredContact,
} from './registration-change';

const allOn: RegistrationRules = {
  switches: { isPasswordEnabled: true, isMobilePhoneEnabled: true, isMailAddressEnabled: true },
  password: { minLength: 4, maxLength: 8 },
};
const stored: StoredContact = { mailAddress: 'taro@example.jp', mobileNumber: '090-0000-1234' };

describe('SPEC.md §4 the answer bit mask: 1 mail, 2 mobile, 4 password', () => {
  const combinations = [false, true].flatMap((mail) =>
    [false, true].flatMap((mobile) => [false, true].map((password) => ({ mail, mobile, password }))),
  );

  it.each(combinations)('mail %o gives a mask that reads back the same items', (items) => {
    const mask = changeMask(items);
    expect(mask).toBe((items.mail ? 1 : 0) + (items.mobile ? 2 : 0) + (items.password ? 4 : 0));
    expect(changedItemsOf(mask)).toEqual(items);
  });

  it('gives all eight masks 0–7 exactly once over the eight combinations', () => {
    expect(combinations.map(changeMask).sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it.each(combinations)(
    'the result text of %o names each changed item, in the order of the form',
    (items) => {
      const expected = [
        ...(items.mail ? [messages.registration.mailSent] : []),
        ...(items.password ? [messages.registration.passwordChanged] : []),
        ...(items.mobile ? [messages.registration.mobileChanged] : []),
      ];
      expect(changeResultLines(changeMask(items))).toEqual(
        expected.length > 0 ? expected : [messages.registration.nothingChanged],
      );
    },
  );

  it('ignores bits beyond the three items', () => {
    expect(changedItemsOf(8)).toEqual({ mail: false, mobile: false, password: false });
  });
});

describe('SPEC.md §5 mail address', () => {
  it('accepts ordinary addresses, plus-tags and subdomains', () => {
    expect(isValidMailAddress('taro@example.jp')).toBe(true);
    expect(isValidMailAddress('taro.yamada+bus@mail.example.co.jp')).toBe(true);
    expect(isValidMailAddress('a@b')).toBe(true);
  });
  it('refuses a dot right before the @ and consecutive dots before it', () => {
    expect(isValidMailAddress('taro.@docomo.ne.jp')).toBe(false);
    expect(isValidMailAddress('ta..ro@docomo.ne.jp')).toBe(false);
  });
  it('accepts consecutive dots nowhere, but a dot inside the local part is fine', () => {
    expect(isValidMailAddress('ta.ro@docomo.ne.jp')).toBe(true);
    expect(isValidMailAddress('taro@docomo..ne.jp')).toBe(false);
  });
  it('refuses the empty string, a missing @, two @, spaces and full-width characters', () => {
    for (const bad of ['', 'taro.example.jp', 'ta@ro@example.jp', 'ta ro@example.jp', 'たろう@example.jp']) {
      expect(isValidMailAddress(bad), bad).toBe(false);
    }
  });
  it('accepts 254 characters and refuses 255', () => {
    const domain = `${'a'.repeat(60)}.${'b'.repeat(60)}.${'c'.repeat(60)}.jp`;
    const local254 = 'x'.repeat(254 - domain.length - 1);
    expect(isValidMailAddress(`${local254}@${domain}`)).toBe(true);
    expect(isValidMailAddress(`${local254}y@${domain}`)).toBe(false);
  });
});

describe('SPEC.md §5 mobile number and password', () => {
  it('a mobile number is exactly 11 half-width digits without hyphens', () => {
    expect(isValidMobileNumber('09012345678')).toBe(true);
    for (const bad of ['0901234567', '090123456789', '090-1234-5678', '０９０１２３４５６７８', '']) {
      expect(isValidMobileNumber(bad), bad).toBe(false);
    }
  });
  it('a new password is 4–8 half-width letters and digits', () => {
    expect(isValidNewPassword('ab12', allOn.password)).toBe(true);
    expect(isValidNewPassword('abcd1234', allOn.password)).toBe(true);
    for (const bad of ['abc', 'abcd12345', 'ab 12', 'ab-12', 'ａｂ１２']) {
      expect(isValidNewPassword(bad, allOn.password), bad).toBe(false);
    }
  });
});

describe('SPEC.md §5 warnings of the change form', () => {
  it('10 when the site lets no item be changed, whatever is sent', () => {
    const none = {
      ...allOn,
      switches: { isPasswordEnabled: false, isMobilePhoneEnabled: false, isMailAddressEnabled: false },
    };
    expect(registrationWarnings({}, stored, none)).toEqual([10]);
    expect(registrationWarnings({ mailAddress: 'bad' }, stored, none)).toEqual([10]);
  });
  it('5 mail, 2 password, 3 re-entry, 4 mobile, in the order of the fields', () => {
    const codes = registrationWarnings(
      { mailAddress: 'x.@y.jp', password: 'a', passwordConfirm: 'b', mobileNumber: '090' },
      stored,
      allOn,
    );
    expect(codes).toEqual([5, 2, 3, 4]);
    expect(registrationWarningText(codes).split('\n')).toEqual([
      messages.warning[5],
      messages.warning[2],
      messages.warning[3],
      messages.warning[4],
    ]);
  });
  it('3 only where a re-entry is sent (the desktop form), and only when it differs', () => {
    expect(registrationWarnings({ password: 'abcd' }, stored, allOn)).toEqual([]);
    expect(registrationWarnings({ password: 'abcd', passwordConfirm: 'abcd' }, stored, allOn)).toEqual([]);
    expect(registrationWarnings({ password: 'abcd', passwordConfirm: 'abce' }, stored, allOn)).toEqual([3]);
    expect(registrationWarnings({ password: '', passwordConfirm: 'abcd' }, stored, allOn)).toEqual([3]);
  });
  it('a blank password keeps the current one and is no warning', () => {
    expect(registrationWarnings({ password: '', passwordConfirm: '' }, stored, allOn)).toEqual([]);
  });
  it('an item equal to the stored value is not checked: the stored number with hyphens, an empty address', () => {
    expect(registrationWarnings({ mobileNumber: '090-0000-1234' }, stored, allOn)).toEqual([]);
    expect(registrationWarnings({ mobileNumber: '09000001234' }, stored, allOn)).toEqual([]);
    expect(registrationWarnings({ mailAddress: '' }, { mailAddress: '', mobileNumber: '' }, allOn)).toEqual(
      [],
    );
  });
  it('an item whose switch is off is not checked here (the server refuses it as a whole)', () => {
    const mailOff = { ...allOn, switches: { ...allOn.switches, isMailAddressEnabled: false } };
    expect(registrationWarnings({ mailAddress: 'bad' }, stored, mailOff)).toEqual([]);
    expect(itemsSwitchedOff({ mailAddress: 'bad' }, mailOff.switches)).toEqual(['mailAddress']);
  });
  it('names every sent item whose switch is off, and none when all are on', () => {
    const off = { isPasswordEnabled: false, isMobilePhoneEnabled: false, isMailAddressEnabled: false };
    expect(itemsSwitchedOff({ mailAddress: 'a@b', passwordConfirm: 'x', mobileNumber: '1' }, off)).toEqual([
      'mailAddress',
      'password',
      'mobileNumber',
    ]);
    expect(
      itemsSwitchedOff({ mailAddress: 'a@b', password: 'x', mobileNumber: '1' }, allOn.switches),
    ).toEqual([]);
  });
});

describe('mobile numbers as typed, and messages at the fields (issue 25)', () => {
  it('takes a number with full-width digits, dashes or spaces as its digits', () => {
    expect(mobileDigits('０９０－１２３４－５６７８')).toBe('09012345678');
    expect(mobileChanged({ mobileNumber: '090 0000 1234' }, stored)).toBe(false);
  });
  it('gives each invalid field its own text', () => {
    const input = {
      mailAddress: 'taro.@docomo.ne.jp',
      password: 'ab',
      passwordConfirm: 'x',
      mobileNumber: '0901',
    };
    const codes = registrationWarnings(input, stored, allOn);
    expect(codes).toEqual([5, 2, 3, 4]);
    expect(registrationFieldMessages(input, codes, allOn)).toEqual({
      mailAddress: '「@」の直前の「.」や、続けて並んだ「..」のあるメールアドレスは使えません。',
      password: 'パスワードは英数字4〜8文字で入力してください。',
      passwordConfirm: messages.warning[3],
      mobileNumber: '携帯電話番号は数字11桁で入力してください。',
    });
  });
  it('says blank for a blank mail address or number, and the form of an address otherwise', () => {
    const input = { mailAddress: '', mobileNumber: '' };
    expect(registrationFieldMessages(input, [5, 4], allOn)).toEqual({
      mailAddress: 'メールアドレスを入力してください。',
      mobileNumber: '携帯電話番号を入力してください。',
    });
    expect(registrationFieldMessages({ mailAddress: 'taro' }, [5], allOn).mailAddress).toBe(
      'メールアドレスを「taro@example.jp」のような形で、254文字以内で入力してください。',
    );
  });
});
