import { translator } from '../translator';

/**
 * The school's outbox (メール送信状況, admin/mails, issue 11 §1). The names of a mail's states are
 * the coded texts' (`messages.mail.states`), shared with the development mailbox.
 */
export const ja = {
  title: 'メール送信状況',
  failedCount:
    '送信に失敗したメールが {count} 件あります。メールサーバーの設定を確認してから再送してください。',
  filter: {
    label: '状態',
    all: 'すべて',
  },
  empty: '該当するメールはありません。',
  columns: {
    createdAt: '作成日時',
    subject: '件名',
    to: '宛先',
    learner: '教習生',
    state: '状態',
    attempts: '試行',
    sentOrError: '送信日時・エラー',
  },
  retry: '再送する',
  retried: '「{subject}」（{address}）を再送待ちにしました。',
  /** a retry that got no usable answer */
  retryFailed: '再送できませんでした。',
} as const;

export const t = translator(ja);
