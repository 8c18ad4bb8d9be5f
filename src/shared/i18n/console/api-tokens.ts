import { translator } from '../translator';

/**
 * 連携用トークン (issue 24 §3, admins only): the tokens with which the office system sends lessons
 * to the lesson feed.
 */
export const ja = {
  title: '連携用トークン',
  intro:
    '教務システムから教習予定を送るためのトークンです。トークンでできるのは教習予定の取り込みだけで、1つのトークンにつき1時間に{limit}回まで送れます。',
  create: {
    title: 'トークンの発行',
    name: '名前（どのシステムが使うか）',
    nameHint: '例：教務システム。50文字まで。',
    submit: '発行する',
  },
  issued: {
    title: 'トークン「{name}」を発行しました',
    onlyHere:
      'このトークンはこの画面で一度だけ表示されます。教務システムの担当者に安全な方法で伝えてください。漏れたときは無効にして発行し直してください。',
    secret: 'トークン',
    feedUrl: '送り先のURL',
    howTo: '送り方',
    howToText:
      '教習予定のCSV（教習生番号,日付,時限,種別）を、Authorization: Bearer ヘッダーにトークンを付けて送り先のURLへ POST します（Content-Type: text/csv）。?dryRun=1 を付けると確認だけします。',
    close: '伝えたので閉じる',
    closeConfirm: 'トークン「{name}」はもう表示できません。閉じてよろしいですか。',
  },
  table: {
    caption: '発行したトークン',
    name: '名前',
    prefix: '先頭',
    created: '発行',
    lastUsed: '最後の利用',
    state: '状態',
    actions: '操作',
    never: 'まだ使われていません',
    active: '有効',
    revoked: '無効（{at}）',
    revoke: '無効にする',
    none: 'まだトークンはありません。',
    by: '{at}（{who}）',
  },
  confirm: {
    revoke: 'トークン「{name}」を無効にしますか。このトークンでの送信はすぐに受け付けなくなります。',
  },
  done: {
    created: 'トークン「{name}」を発行しました。',
    revoked: 'トークン「{name}」を無効にしました。',
  },
} as const;

export const t = translator(ja);
