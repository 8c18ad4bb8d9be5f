import { describe, expect, it } from 'vitest';
import { checkEnrolment, checkEnrolmentFields, type EnrolmentInput } from './enrolment';

const seven = { accountType: 1, seitoNo: { minLength: 7, maxLength: 7 } };
const TODAY = '2026-11-28';
const valid: EnrolmentInput = {
  seitoNo: '2600001',
  name: '佐藤 花子',
  furigana: 'さとう はなこ',
  birthDate: '2008-04-01',
  address: '埼玉県上尾市本町1-2-3',
};
const codeOf = (change: Partial<EnrolmentInput>) => {
  const result = checkEnrolment({ ...valid, ...change }, seven, TODAY);
  return 'code' in result ? result.code : null;
};

describe('enrolling a learner: the school record sign-up compares (issue 23)', () => {
  it('keeps a valid record, cleaned: full-width digits, half-width kana and spaces', () => {
    expect(
      checkEnrolment(
        { ...valid, seitoNo: '２６００００１', furigana: ' ｻﾄｳ　　ﾊﾅｺ ', name: ' 佐藤 花子 ' },
        seven,
        TODAY,
      ),
    ).toEqual({ record: { ...valid, furigana: 'サトウ ハナコ' } });
  });

  it('920: a student number of the wrong length, or not digits where the site asks digits only', () => {
    expect(codeOf({ seitoNo: '260001' })).toBe(920);
    expect(codeOf({ seitoNo: '26000011' })).toBe(920);
    expect(codeOf({ seitoNo: '26000a1' })).toBe(920);
    expect(codeOf({ seitoNo: '' })).toBe(920);
    const letters = { ...seven, accountType: 2 };
    expect(checkEnrolment({ ...valid, seitoNo: 'AB12345' }, letters, TODAY)).toMatchObject({
      record: { seitoNo: 'AB12345' },
    });
    expect(checkEnrolment({ ...valid, seitoNo: 'AB-2345' }, letters, TODAY)).toEqual({ code: 920 });
  });

  it('922: an empty, too long, multi-line or bidi-controlled name', () => {
    expect(codeOf({ name: '　' })).toBe(922);
    expect(codeOf({ name: 'あ'.repeat(51) })).toBe(922);
    expect(codeOf({ name: 'あ'.repeat(50) })).toBeNull();
    expect(codeOf({ name: '佐藤\n花子' })).toBe(922);
    expect(codeOf({ name: '佐藤\u202e子花' })).toBe(922);
    expect(codeOf({ name: '佐\u200b藤' })).toBe(922);
  });

  it('923: furigana sign-up could not match — kanji or latin, no space, three parts, a part over 10', () => {
    expect(codeOf({ furigana: '佐藤 はなこ' })).toBe(923);
    expect(codeOf({ furigana: 'sato hanako' })).toBe(923);
    expect(codeOf({ furigana: '' })).toBe(923);
    expect(codeOf({ furigana: 'さとうはなこ' })).toBe(923);
    expect(codeOf({ furigana: 'さとう はな こ' })).toBe(923);
    expect(codeOf({ furigana: `さとう ${'あ'.repeat(11)}` })).toBe(923);
    expect(codeOf({ furigana: `${'あ'.repeat(10)} ${'い'.repeat(10)}` })).toBeNull();
    expect(codeOf({ furigana: 'サトウ　　ハナコー' })).toBeNull();
  });

  it('924: a birth date that is no date, or a learner younger than 15 or older than 100', () => {
    expect(codeOf({ birthDate: '2008-02-30' })).toBe(924);
    expect(codeOf({ birthDate: '2008/04/01' })).toBe(924);
    expect(codeOf({ birthDate: '2011-11-28' })).toBeNull();
    expect(codeOf({ birthDate: '2011-11-29' })).toBe(924);
    expect(codeOf({ birthDate: '1926-11-28' })).toBeNull();
    expect(codeOf({ birthDate: '1926-11-27' })).toBe(924);
  });

  it('925: an address over 100 characters or with control characters; none is fine', () => {
    expect(codeOf({ address: 'あ'.repeat(101) })).toBe(925);
    expect(codeOf({ address: '上尾市\t本町' })).toBe(925);
    expect(codeOf({ address: undefined })).toBeNull();
  });
});

describe('every wrong field of a record at once (a file names every wrong cell, issue 24)', () => {
  it('answers the codes in field order', () => {
    expect(
      checkEnrolmentFields(
        {
          seitoNo: 'x',
          name: '',
          furigana: 'さとうはなこ',
          birthDate: '2008-02-30',
          address: 'あ'.repeat(101),
        },
        seven,
        TODAY,
      ),
    ).toEqual({ codes: [920, 922, 923, 924, 925] });
  });
});
