import { translator } from '../translator';

/**
 * キャンセル待ち on /sp and /pc (issue 29 §1): joining a full bus's queue from the time pages, and
 * the learner's places on the menu and 予約の確認. A promoted entry is simply a booking, so these
 * texts speak of waiting, closing and ending only.
 */
export const ja = {
  /** on a full bus of the time pages */
  offer: 'キャンセル待ちに登録',
  offerLabel: '{bus} のキャンセル待ちに登録',
  /** a full period of the desktop grid, read after 満席: pressing it opens the buses */
  gridOffer: 'キャンセル待ちに登録できます',
  /** after a booking refused as full (323) */
  offerAfterFull: 'この便のキャンセル待ちに登録できます。',
  confirm: {
    title: 'キャンセル待ちの登録',
    lead: 'この便は満席です。次の内容でキャンセル待ちに登録しますか。',
    closes: '締め切りまでに空席が出なければ、キャンセル待ちは終了します。',
    how: '空席が出ると、登録した順に自動で予約され、メールでお知らせします。',
    submit: 'キャンセル待ちに登録する',
    sending: '登録しています…',
    back: '便の選択に戻る',
    checking: '通信が不安定なため、登録できたか確認しています。この画面のままお待ちください。',
    unknown:
      '登録できたか確認できませんでした。メニューの「キャンセル待ち」で登録されているかご確認ください。',
  },
  done: {
    title: 'キャンセル待ちに登録しました（{place}番目）',
    next: '空席が出ると自動で予約され、メールでお知らせします。予約されると、予約状況に表示されます。',
    closes: '{closesAt} までに空席が出なかった場合は、キャンセル待ちは終了します。',
    toMenu: 'メニューへ',
    /** the desktop calls its menu トップ */
    toTop: 'トップへ',
  },
  /** 976 on joining: the bus has room after all */
  bookInstead: 'この便を予約する',
  facts: {
    closesAt: '締め切り',
    party: '人数',
    partyCount: '{count}人',
  },
  list: {
    title: 'キャンセル待ち',
    place: 'キャンセル待ち {place}番目（{waiting}人待ち）',
    closes: '締め切り {closesAt}',
    /** the entry's stop after its term (乗車地点/降車地点) */
    placeAt: '{term}：{place}',
    /** between the bus, its time and the stop on one line */
    separator: ' ／ ',
    closed: '締め切りまでに空きが出ませんでした。',
    dropped: '便の運休、または同じ時限の別の便のご予約により、このキャンセル待ちは終了しました。',
    leave: 'キャンセル待ちをやめる',
    leaving: '取り消しています…',
    left: '{ride} のキャンセル待ちをやめました。',
  },
  leaveConfirm: {
    title: '{ride} のキャンセル待ちをやめますか',
    text: 'やめると順番は失われます。もう一度登録すると、最後尾からの順番になります。',
    yes: 'キャンセル待ちをやめる',
    no: '登録したままにする',
  },
} as const;

export const t = translator(ja);
