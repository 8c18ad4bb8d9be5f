import { translator } from '../translator';

/**
 * The frame of every learner screen and the components both areas share (components/ui,
 * components/layouts, the fallback of a screen whose code did not load): the product's name, the
 * skip link, the footer, loading and stale-data notes. The first page
 * loads it, the login included, so it holds nothing more.
 */
export const ja = {
  productName: '送迎バス予約',
  skipToMain: '本文へ移動',
  loading: '読み込み中…',
  close: '閉じる',
  /**
   * SPEC.md §2 footer of the signed-in smartphone screens: back to the menu, and the button SPEC
   * calls 「ログイン」, which signs out — labelled 「ログアウト」 as it is (PRODUCT.md §3), as the
   * desktop's side navigation labels it
   */
  backToMenu: 'メニューへ戻る',
  signOut: 'ログアウト',
  /** asked before signing out while a booking is under way (PRODUCT.md §3) */
  signOutConfirm: {
    title: 'ログアウトしますか？',
    text: '予約はまだ完了していません。ログアウトすると、選んだ内容は破棄されます。',
    confirm: 'ログアウトする',
    cancel: '予約を続ける',
  },
  /** the desktop's side navigation */
  mainMenu: 'メインメニュー',
  /** SPEC.md §8 "currently unavailable" for a screen whose code did not arrive */
  screenUnavailable: '画面を表示できません',
  reload: 'もう一度読み込む',
  /** {time} is when the data shown arrived, 'HH:MM:SS' */
  staleData: '通信できないため、{time} に受け取った情報を表示しています。つながると自動で更新します。',
} as const;

export const t = translator(ja);
