import { describe, expect, it } from 'vitest';
import { checkEnrolment, type EnrolmentInput } from './enrolment';

const seven = { min: 7, max: 7 };
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

  it('920: a student number of the wrong length or not digits', () => {
    expect(codeOf({ seitoNo: '260001' })).toBe(920);
    expect(codeOf({ seitoNo: '26000011' })).toBe(920);
    expect(codeOf({ seitoNo: '26000a1' })).toBe(920);
    expect(codeOf({ seitoNo: '' })).toBe(920);
  });

  it('922: an empty, too long, multi-line or bidi-controlled name', () => {
    expect(codeOf({ name: '　' })).toBe(922);
    expect(codeOf({ name: 'あ'.repeat(51) })).toBe(922);
    expect(codeOf({ name: 'あ'.repeat(50) })).toBeNull();
    expect(codeOf({ name: '佐藤\n花子' })).toBe(922);
    expect(codeOf({ name: '佐藤\u202e子花' })).toBe(922);
    expect(codeOf({ name: '佐\u200b藤' })).toBe(922);
  });

  it('923: furigana in kanji or latin, or too long', () => {
    expect(codeOf({ furigana: '佐藤 はなこ' })).toBe(923);
    expect(codeOf({ furigana: 'sato hanako' })).toBe(923);
    expect(codeOf({ furigana: '' })).toBe(923);
    expect(codeOf({ furigana: 'あ'.repeat(51) })).toBe(923);
    expect(codeOf({ furigana: 'サトウ　ハナコー' })).toBeNull();
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
