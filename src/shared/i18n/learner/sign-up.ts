import { translator } from '../translator';

/**
 * The texts of the sign-up page /sp/signup (issue 11), part of the message catalogue but in a
 * module of their own so that only that page loads them (the privacy policy alone is ~1.3 KB of
 * the /sp/login budget). {school} and {phone} are the school's name and number.
 */
export const ja = {
  title: '利用登録',
  intro:
    '学校に入校手続きをされた方が、この送迎バス予約を使えるようにするための登録です。学校に届け出た内容と同じ学生番号・ふりがな・生年月日を入力してください。',
  studentNumber: '学生番号',
  /** after the site's hint on the student number */
  studentNumberDigits: '{digits}桁で入力してください。',
  furigana: 'ふりがな',
  familyName: '姓',
  givenName: '名',
  familyNameExample: 'やまだ',
  givenNameExample: 'たろう',
  furiganaHint: '学校に届け出たふりがなを、ひらがなでそれぞれ{max}文字以内で入力してください。',
  mobileNumber: '携帯電話番号',
  mobileNumberHint: '{digits}桁の数字で入力してください（ハイフンはあってもなくても構いません）。',
  birthDate: {
    legend: '生年月日',
    /** the three selects' names for assistive technology */
    year: '生年月日の年',
    month: '生年月日の月',
    day: '生年月日の日',
    chooseYear: '年を選択',
    monthUnit: '月',
    dayUnit: '日',
  },
  privacyTitle: '個人情報の取り扱い（プライバシーポリシー）',
  readPolicy: '内容を読む',
  /**
   * What this product really does with the data, for a school to review and adapt before use:
   * there is no per-school policy text yet, so a school's own wording replaces this one here.
   */
  privacyPolicy: {
    handler: {
      heading: '取り扱う者',
      body: '{school}（以下「当校」）が、送迎バス予約でお預かりする個人情報を取り扱います。',
    },
    data: {
      heading: 'お預かりする情報',
      body: '学生番号、お名前とふりがな、生年月日、携帯電話番号、メールアドレス、送迎の予約と乗車地点（ご自身で登録された地点を含みます）、ログインの記録です。',
    },
    purpose: {
      heading: '利用目的',
      body: 'ご本人の確認、送迎バスの予約の受付と運行、乗車時刻などのご連絡のために利用します。それ以外の目的には利用しません。',
    },
    thirdParties: {
      heading: '第三者への提供',
      body: '法令に基づく場合を除き、ご本人の同意なく第三者に提供しません。このシステムの運用を委託する事業者が、委託の範囲内で取り扱うことがあります。',
    },
    safety: {
      heading: '安全のために',
      body: 'パスワードは元に戻せない形に変換して保存します。Cookieはログインの状態を保つためにだけ使い、広告や閲覧の追跡には使いません。',
    },
    requests: {
      heading: '確認・訂正・利用の停止',
      body: 'ご自身の情報の確認、訂正、利用の停止は、当校の受付でお申し出ください。',
    },
    contact: { heading: 'お問い合わせ', body: '{school}　TEL {phone}' },
  },
  consent: '同意する',
  submit: '登録する',
  submitting: '登録しています…',
  doneTitle: '利用登録が完了しました',
  donePassword: '初期パスワードは、誕生日の月日4桁（{password}）です。',
  doneNext: 'ログイン画面で、学生番号と初期パスワードを入力してログインしてください。',
  doneChange: 'パスワードは、ログインした後にメニューから変更できます。',
  toLogin: 'ログイン画面へ',
  backToLogin: 'ログイン画面へ戻る',
} as const;

export const t = translator(ja);
