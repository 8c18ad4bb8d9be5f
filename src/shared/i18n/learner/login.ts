import { translator } from '../translator';

/**
 * The login pages /sp/login and /pc/login (with their mng and kiosk forms): the form and the
 * booking deadline of SPEC.md §1. A module of its own that only the login imports, so the login
 * keeps its size budget (bench/wire.ts: /sp/login at most 100,000 bytes).
 */
export const ja = {
  title: 'ログイン',
  /** mng mode signs in without a form */
  signingIn: 'ログインしています…',
  studentNumber: '学生番号',
  /** after the site's hint on the student number */
  studentNumberDigits: '{digits}桁で入力してください。',
  password: 'パスワード',
  passwordHint: '誕生日の月日4桁を入力してください（例：4月1日生まれの方は 0401）。',
  submit: 'ログイン',
  submitting: 'ログイン中…',
  /** SPEC.md §1, around the school's cut-off time, which is shown in bold */
  cutoff: {
    beforeTime: '翌営業日の送迎予約は、前営業日の',
    afterTime: 'で締め切ります。 前日が休校日の場合は、その前の営業日が締切となります。',
    rideTimesByMail: '送迎時間はメールでお知らせします。',
  },
} as const;

export const t = translator(ja);
