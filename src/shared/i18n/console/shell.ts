import { translator } from '../translator';

/**
 * The staff console's frame and the parts every console screen shares (issue 22 §4): the header
 * and its menu, roles, the page for an unknown address, a screen that may not be opened, the date
 * field and its day buttons, and the next-page button of the paged lists.
 */
export const ja = {
  consoleName: '送迎コンソール',
  menu: 'コンソールメニュー',
  /** the sections of the menu, in its order */
  nav: {
    board: '日別運行表',
    plan: '送迎予定の確定',
    points: '地点の承認',
    live: '車両の現在地',
    assignments: '車両の割り当て',
    vehicles: '車両と端末',
    learners: '教習生サポート',
    mails: 'メール',
    alerts: '通知履歴',
    notices: 'お知らせ',
    audit: '操作履歴',
    staff: 'スタッフ',
    password: 'パスワード変更',
    settings: '学校の設定',
    sites: 'サイトの設定',
    calendar: '営業日カレンダー',
    network: '時限と路線',
    pattern: '運行パターン',
    apiTokens: '連携用トークン',
    imports: 'ファイルの取り込み',
    boardingStats: '乗車実績',
  },
  /** the menu's groups of sections, in its order */
  navGroups: {
    today: '今日の運行',
    learners: '教習生',
    oversight: '管理',
    setup: '学校の準備',
    account: 'アカウント',
  },
  /** a field's copy button (CopyField) */
  copy: 'コピー',
  copied: 'コピーしました',
  /** read after the number of things waiting in a section */
  waitingUnit: '件',
  roles: {
    admin: '管理者',
    dispatcher: '配車係',
  },
  /** who is signed in: name and role */
  staffMember: '{name}（{role}）',
  signOut: 'ログアウト',
  notFoundTitle: 'ページが見つかりません',
  backToBoard: '日別運行表へ戻る',
  /** a 403 of a screen's query: a role that may not open it, or an id of another school */
  forbidden: 'この画面を開く権限がないか、対象が見つかりません。',
  dateField: {
    label: '日付',
    show: '表示',
    previousBusinessDay: '← 前の営業日',
    nextBusinessDay: '次の営業日 →',
    previousDay: '← 前の日',
    nextDay: '次の日 →',
  },
  /** a date without runs, on the board, the print view and the vehicle assignment */
  noRuns: 'この日の運行はありません。',
  /** read after a button's word by assistive technology only: the row it acts on (編集：1号車) */
  forItem: '：{item}',
  /** the next page of a list paged by cursor */
  loadMore: 'さらに{count}件を表示',
} as const;

export const t = translator(ja);
