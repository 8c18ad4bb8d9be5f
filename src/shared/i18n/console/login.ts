import { translator } from '../translator';

/** The console's sign-in page (admin/login) and its form. */
export const ja = {
  title: '送迎コンソール ログイン',
  /** back at the sign-in after a session in use lapsed */
  expired: '一定時間操作がなかったため、ログアウトしました。もう一度ログインしてください。',
  forStaffOnly: '自動車学校の職員用の画面です。教習生の方は学校から案内された予約画面をご利用ください。',
  schoolCode: '学校コード',
  schoolCodeHint: '空欄のときは、このサーバーの既定の学校です。',
  loginId: 'ログインID',
  password: 'パスワード',
  submit: 'ログイン',
  checking: '確認しています…',
  /**
   * The lockout text (error 102) is the learners' and sends them to the school; staff are the
   * school, so its closing sentence is replaced for them.
   */
  lockout: {
    learnersAdvice: '学校にご連絡ください。',
    staffAdvice: '管理者に連絡してください。',
  },
} as const;

export const t = translator(ja);
