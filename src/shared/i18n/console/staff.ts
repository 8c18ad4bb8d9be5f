import { translator } from '../translator';

/**
 * The console's accounts (issue 23 §2): スタッフ (admin/staff, admins add accounts, change roles,
 * disable, unlock and reset passwords) and パスワード変更 (admin/password, everyone's own).
 */
export const ja = {
  title: 'スタッフ',
  add: 'スタッフを追加',
  table: {
    caption: 'コンソールを使えるアカウント',
    loginId: 'ログインID',
    name: '名前',
    role: '役割',
    state: '状態',
    actions: '操作',
    active: '有効',
    disabled: '停止中',
    locked: 'ロック中（{until}まで）',
    you: 'あなた',
    changeRole: '役割',
    toAdmin: '管理者にする',
    toDispatcher: '配車係にする',
    disable: '停止',
    enable: '再開',
    unlock: 'ロック解除',
    resetPassword: 'パスワード再発行',
  },
  form: {
    title: 'スタッフの追加',
    loginId: 'ログインID（半角英数字と . _ - 、64文字以内）',
    loginIdHint: 'サインインのときに入力します。追加後は変更できません。',
    name: '名前（50文字以内）',
    role: '役割',
    roleHint:
      '配車係は日々の運行を担当します。管理者はそれに加えて、お知らせ・操作履歴・スタッフ・設定を扱えます。',
    submit: '追加してパスワードを発行',
    sending: '送信中…',
    cancel: 'キャンセル',
  },
  issued: {
    title: '{loginId} の初期パスワード',
    resetTitle: '{loginId} の新しいパスワード',
    onlyHere:
      'このパスワードはこの画面で一度だけ表示されます。本人に安全な方法で伝え、サインイン後に「パスワード変更」で自分のパスワードに変えてもらってください。',
    password: 'パスワード',
    copy: 'コピー',
    copied: 'コピーしました',
    close: '伝えたので閉じる',
    closeConfirm: '{loginId} のパスワードはもう表示できません。閉じてよろしいですか。',
  },
  done: {
    added: '{loginId} を追加しました。',
    role: '{loginId} を{role}にしました。',
    disabled: '{loginId} を停止しました。サインイン中の画面もログアウトされます。',
    enabled: '{loginId} を再開しました。',
    unlocked: '{loginId} のロックを解除しました。',
    reset: '{loginId} のパスワードを再発行しました。',
  },
  confirm: {
    disable: '{loginId} を停止しますか。サインインできなくなり、使用中の画面もログアウトされます。',
    reset:
      '{loginId} のパスワードを再発行しますか。今のパスワードは使えなくなり、使用中の画面もログアウトされます。',
    role: '{loginId} を{role}にしますか。',
  },
  own: {
    title: 'パスワード変更',
    intro:
      'ご自分のパスワードを変更します。ほかの端末でサインインしている場合は、そちらはログアウトされます。',
    current: '現在のパスワード',
    next: '新しいパスワード（{min}文字以上{max}文字以内）',
    again: '新しいパスワード（確認）',
    mismatch: '新しいパスワードと確認用が一致しません。',
    submit: 'パスワードを変更',
    sending: '送信中…',
    done: 'パスワードを変更しました。',
  },
} as const;

export const t = translator(ja);
