import { translator } from '../translator';

/**
 * 通知履歴 (admin/alerts, issue 28 §4): the approach, delay and cancel alerts sent to learners —
 * to whom, about which ride, by push or mail, and how each went.
 */
export const ja = {
  title: '通知履歴',
  intro:
    'バスの接近・遅れ・運休を教習生に知らせた通知です。作成した日ごとに表示します。通知の設定は「学校の設定」で変えられます。',
  pushLearners: 'プッシュ通知を有効にしている教習生：{count}人',
  summary: {
    caption: 'この日の通知の件数',
    kind: '種類',
    sent: '送信済み',
    failed: '失敗',
    waiting: '送信待ち',
  },
  filter: {
    group: '通知の絞り込み',
    kind: '種類',
    status: '状態',
    seitoNo: '学生番号',
    all: 'すべて',
    apply: '絞り込む',
  },
  empty: '該当する通知はありません。',
  columns: {
    createdAt: '作成',
    sentAt: '送信',
    learner: '教習生',
    ride: '便と乗降地点',
    kind: '種類',
    channel: '送信方法',
    state: '状態',
  },
  kinds: {
    approach: 'まもなく到着',
    delay: '遅れ',
    cancel: '運休',
    waitlist: 'キャンセル待ちから予約',
  },
  /** a delay alert with its minutes */
  delayOf: '遅れ（{minutes}分）',
  channels: { push: 'プッシュ', mail: 'メール' },
  states: {
    pending: '送信待ち',
    sending: '送信中',
    sent: '送信済み',
    failed: '失敗',
  },
  /** a push alert sent: to how many of the learner's browsers */
  sentTo: '送信済み（{count}台）',
  attempts: '試行 {count}回',
  /** why the last attempt failed, as the push service or mail server said */
  reason: '理由：{reason}',
  /** a mail alert's outbox mail, by its state on the mail list */
  mailState: 'メール：{state}',
  /** a ride in words: 2026/12/01 駅前1便（往路） */
  ride: '{date} {bin}（{direction}）',
  none: '—',
} as const;

export const t = translator(ja);
