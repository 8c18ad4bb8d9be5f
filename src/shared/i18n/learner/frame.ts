import { translator } from '../translator';

/**
 * The signed-in learner screens of both areas: the screens' names as the desktop's side
 * navigation, the smartphone menu's buttons and the screens' own titles give them (SPEC.md §2),
 * the greeting by name, and the ways on and back that every family of screens offers.
 */
export const ja = {
  screens: {
    top: 'トップ',
    bookUp: '往路の予約',
    bookDown: '復路の予約',
    check: '予約の確認',
    cancel: '予約の取消',
    change: '登録情報の変更',
    busPosition: 'バスの現在地',
    pointCheck: '地点の確認',
    pointEdit: '地点の編集',
    /** issue 28: push alerts of the bus nearing the learner's stop */
    alerts: 'バスの接近通知',
    /** issue 29 §2: the week planner */
    planner: '1週間分をまとめて予約',
  },
  /** {name} is the learner's name in furigana */
  greeting: '{name} 様',
  checkName: '操作の前に必ずお名前をご確認ください。',
  back: '戻る',
  next: '次へ',
  backToTop: 'トップへ戻る',
  notFound: {
    title: 'ページが見つかりません',
    text: 'ページが見つかりません。URLをご確認ください。',
    toMenu: 'メニューへ',
  },
  /** a write whose answer did not come is being checked (messages.reservation.checking…) */
  checking: '確認しています…',
} as const;

export const t = translator(ja);
