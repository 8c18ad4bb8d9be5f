import { translator } from '../translator';

/**
 * The change of registration (SPEC.md §2 /sp/change, /pc/change, /pc/changecheck,
 * /pc/changenotice) and the mail registration page a confirmation mail's link opens (/sp/mail).
 * The results and notes keyed by code are in messages.registration.
 */
export const ja = {
  /** the change form */
  mailAddress: 'メールアドレス',
  newPassword: '新しいパスワード',
  newPasswordHint: '半角英数字{min}〜{max}文字で入力してください。変更しない場合は空欄のままにしてください。',
  newPasswordAgain: '新しいパスワード（確認のため再入力）',
  mobileNumber: '携帯電話番号',
  mobileNumberHint: '11桁の数字で入力してください（ハイフンはあってもなくても構いません）。',
  sending: '送信しています…',
  formTitle: '変更する項目を入力してください',
  change: '変更する',
  changing: '変更しています…',
  /** the desktop's way to its check page */
  toCheck: '確認画面へ',
  pcLead: '変更する項目を入力し、「確認画面へ」を押してください。',
  /** the desktop's check page */
  summary: {
    caption: '変更内容',
    password: 'パスワード',
    /** {dots} is one ● per character of the new password */
    passwordHidden: '{dots}（表示しません）',
    lead: '以下の内容で変更します。よろしければ「変更する」を押してください。',
  },
  titles: {
    check: '変更内容の確認',
    done: '変更完了',
    mail: 'メールアドレスの登録',
  },
  /** /sp/mail */
  mail: {
    address: '登録するメールアドレス',
    /** {date} 'YYYY年MM月DD日', {time} 'HH:MM' */
    validUntil: 'このリンクは {date} {time} まで有効です。',
    lead: '学生番号とパスワードを入力し、「登録する」を押してください。',
    studentNumber: '学生番号',
    /** after the site's hint on the student number */
    studentNumberDigits: '{digits}桁で入力してください。',
    password: 'パスワード',
    register: '登録する',
    registering: '登録しています…',
    toLogin: 'ログイン画面へ',
  },
} as const;

export const t = translator(ja);
