import { translator } from '../translator';

/**
 * A run's キャンセル待ち on its page in the console (issue 29 §1): the queue in order, staff's
 * reordering, and the entries that ended.
 */
export const ja = {
  title: 'キャンセル待ち',
  hint: '空席ができると、上から順に、今の空きに収まる方が自動で予約されます。順番は「上へ」「下へ」ですぐに保存されます。',
  closedHint: 'この日の予約は締め切られたため、キャンセル待ちは受付を終了しています。',
  /** the run's free room now */
  free: '今の空き: 座席 {seats}・チャイルドシート {childSeats}・自転車 {bicycles}',
  empty: 'この便のキャンセル待ちはありません。',
  caption: 'キャンセル待ちの順番',
  columns: {
    place: '順番',
    seitoNo: '学生番号',
    name: '名前',
    stop: '乗車地点',
    party: '人数・荷物',
    fits: '今の空き',
    move: '並べ替え',
    status: '状態',
    endedAt: '終了日時',
  },
  place: '{place}番目',
  /** the learner alone, or with the children riding along, and what they bring */
  party: {
    alone: '本人のみ',
    passengers: '本人＋同乗者 {count} 人',
    childSeats: 'チャイルドシート {count} 台',
    bicycle: '自転車',
    separator: '・',
  },
  fits: {
    yes: '収まる',
    no: '収まらない',
  },
  up: '上へ',
  down: '下へ',
  /** the buttons' names for screen readers, naming the learner */
  upLabel: '{name}さん（{seitoNo}）を1つ上へ',
  downLabel: '{name}さん（{seitoNo}）を1つ下へ',
  moved: '{name}さんを{place}番目にしました。',
  ended: {
    title: '終了したキャンセル待ち',
    caption: '終了したキャンセル待ち（新しい順）',
  },
  /** an ended entry's state in words */
  status: {
    waiting: '待っています',
    promoted: '予約済み',
    left: '取りやめ',
    closed: '締切',
    dropped: '対象外',
  },
} as const;

export const t = translator(ja);
