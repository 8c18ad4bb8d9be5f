import { describe, expect, it } from 'vitest';
import { messages } from '@shared/i18n/messages';
import { learnersKind, learnerUpdate, type LearnerRow, type StoredLearner } from './learners';

const ref = { rules: { accountType: 1, seitoNo: { minLength: 7, maxLength: 7 } }, today: '2026-11-28' };
const cells = {
  seitoNo: '2600101',
  name: '山田 太郎',
  furigana: 'ヤマダ　タロウ',
  birthDate: '2008/4/1',
  mailAddress: 'taro@example.jp',
  mobileNumber: '090-1234-5678',
  status: '在籍',
};
const parse = (change: Record<string, string | undefined> = {}) =>
  learnersKind.parse({ ...cells, ...change } as Record<string, string>, ref);

describe('a line of the learners file (issue 24)', () => {
  it('is cleaned as enrolment stores it: katakana furigana with one space, Excel dates, mobile digits', () => {
    expect(parse()).toEqual({
      row: {
        seitoNo: '2600101',
        name: '山田 太郎',
        furigana: 'ヤマダ タロウ',
        birthDate: '2008-04-01',
        mailAddress: 'taro@example.jp',
        mobileNumber: '09012345678',
        withdrawn: false,
      },
    });
    expect(parse({ status: '退所' })).toMatchObject({ row: { withdrawn: true } });
  });

  it('a file without the mail and mobile columns fills neither', () => {
    expect(parse({ mailAddress: undefined, mobileNumber: undefined })).toMatchObject({
      row: { mailAddress: null, mobileNumber: null },
    });
  });

  it('names every wrong cell at once with the form’s texts', () => {
    expect(
      parse({
        seitoNo: '26001',
        name: '',
        furigana: 'ヤマダタロウ',
        birthDate: '2008-02-30',
        mailAddress: 'taro.@docomo.ne.jp',
        mobileNumber: '0901234',
        status: '休学',
      }),
    ).toEqual({
      problems: [
        { column: '教習生番号', message: messages.error[920] },
        { column: '氏名', message: messages.error[922] },
        { column: 'フリガナ', message: messages.error[923] },
        { column: '生年月日', message: '日付は 2026-04-01 か 2026/4/1 の形で書いてください。' },
        { column: 'メールアドレス', message: messages.warning[5] },
        { column: '携帯電話', message: messages.warning[4] },
        { column: '状態', message: '状態は「在籍」か「退所」で書いてください。' },
      ],
    });
    expect(parse({ birthDate: '2020-01-01' })).toEqual({
      problems: [{ column: '生年月日', message: messages.error[924] }],
    });
  });
});

const NOW = new Date('2026-11-28T03:00:00Z');
const stored: StoredLearner = {
  name: '山田 太郎',
  furigana: 'やまだ たろう',
  birthDate: '2008-04-01',
  mailAddress: 'old@example.jp',
  mobileNumber: '090-0000-1234',
  webAccess: true,
  withdrawnAt: null,
};
const row: LearnerRow = {
  seitoNo: '2600101',
  name: '山田 太郎',
  furigana: 'やまだ たろう',
  birthDate: '2008-04-01',
  mailAddress: 'old@example.jp',
  mobileNumber: '09000001234',
  withdrawn: false,
};

describe('what a line does to a learner the school has (issue 24)', () => {
  it('changes nothing when the file says what is stored (a number with hyphens is its digits)', () => {
    expect(learnerUpdate(stored, row, NOW)).toBeNull();
  });

  it('name, furigana and birth date follow the file', () => {
    expect(learnerUpdate(stored, { ...row, name: '山田 太朗', birthDate: '2008-04-02' }, NOW)).toMatchObject({
      name: '山田 太朗',
      birthDate: '2008-04-02',
    });
  });

  it('after sign-up, the learner’s own mail and number stay; the file fills only an empty one', () => {
    expect(
      learnerUpdate(stored, { ...row, mailAddress: 'office@example.jp', mobileNumber: '' }, NOW),
    ).toBeNull();
    expect(
      learnerUpdate({ ...stored, mailAddress: '' }, { ...row, mailAddress: 'office@example.jp' }, NOW),
    ).toMatchObject({ mailAddress: 'office@example.jp', mobileNumber: '090-0000-1234' });
  });

  it('before sign-up, the file is the record: it sets mail and number, empty too', () => {
    const enrolled = { ...stored, webAccess: false };
    expect(
      learnerUpdate(enrolled, { ...row, mailAddress: 'office@example.jp', mobileNumber: '' }, NOW),
    ).toMatchObject({ mailAddress: 'office@example.jp', mobileNumber: '' });
    expect(learnerUpdate(enrolled, { ...row, mailAddress: null, mobileNumber: null }, NOW)).toBeNull();
  });

  it('退所 is marked once with its time; 在籍 clears it', () => {
    expect(learnerUpdate(stored, { ...row, withdrawn: true }, NOW)).toMatchObject({ withdrawnAt: NOW });
    const withdrawn = { ...stored, withdrawnAt: new Date('2026-10-01T00:00:00Z') };
    expect(learnerUpdate(withdrawn, { ...row, withdrawn: true }, NOW)).toBeNull();
    expect(learnerUpdate(withdrawn, row, NOW)).toMatchObject({ withdrawnAt: null });
  });
});
