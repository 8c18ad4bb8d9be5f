import { translator } from '../translator';

/**
 * A message to a run's riders (issue 26 §3): the run page's panel and the board's dialog. The
 * templates are filled with the run ({run} its name, {date} its day) and staff edit them before
 * sending; {minutes} of the delay is for staff to correct.
 */
export const ja = {
  title: '乗車予定の教習生へのお知らせ',
  open: 'お知らせを送る',
  /** the same on a board row, where the column is narrow */
  openShort: 'お知らせ',
  /** the board row's button, named after its run for screen readers */
  openFor: '{run}の乗車予定者にお知らせを送る',
  dialogTitle: '{run}の乗車予定者へのお知らせ',
  hint: 'この便を予約している教習生全員のメニュー画面に表示し、メールアドレスのある方にはメールで送ります。',
  noRiders: 'この便には予約している教習生がいないため、送れません。',
  past: '過ぎた日の便には送れません。',
  kind: {
    legend: '種類',
    delay: '遅延',
    cancel: '運休',
    stopChange: '乗車地点変更',
    other: 'その他',
  },
  template: {
    delay: '{date}の{run}は約{minutes}分遅れて運行しています。ご迷惑をおかけして申し訳ありません。',
    cancel: '{date}の{run}は運休となります。ご迷惑をおかけして申し訳ありません。',
    stopChange: '{date}の{run}は乗車地点を変更します。変更後の乗車地点：',
    other: '',
  },
  body: 'メッセージ（200文字まで）',
  bodyHint: '改行は使えません。送る前に内容をご確認ください。',
  length: '{count} / {max}文字',
  preview: {
    title: 'プレビュー（教習生のメニュー画面）',
    line: '【{kind}】{date} {run}',
    empty: '（メッセージを入力してください）',
  },
  send: '送信する',
  confirm: {
    title: 'お知らせを送信しますか',
    text: '{run}（{date}）を予約している{count}名に送信します。送信後は取り消せません。',
    yes: '{count}名に送信',
    no: 'やめる',
  },
  done: '{count}名に送信しました（メール {mailed}通）。',
  history: {
    title: '送信済みのお知らせ',
    empty: 'この便にはまだお知らせを送っていません。',
    sentAt: '送信日時',
    kind: '種類',
    body: '内容',
    staff: '送信者',
    recipients: '宛先',
    count: '{count}名（メール {mailed}通）',
  },
  close: '閉じる',
} as const;

export const t = translator(ja);
