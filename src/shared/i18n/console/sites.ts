import { translator } from '../translator';

/**
 * サイトの設定 (admin/sites, issue 23 §5): each site a school publishes (a sign-in variant, SPEC.md
 * §3) and its options, grouped as the office thinks of them, with the learner's phone menu beside.
 */
export const ja = {
  title: 'サイトの設定',
  intro:
    'サイトは教習生がログインする入口です（例: パスワードあり、ロビーの予約機）。保存すると教習生の画面にすぐ反映されます。変更は操作履歴に残ります。',
  list: {
    label: 'サイト',
    /** a site in the list: its code and how learners sign in there */
    entry: 'サイト {site}（{kind}）',
    withPassword: 'パスワードあり',
    withoutPassword: 'パスワードなし',
    add: 'サイトを追加',
  },
  newSite: '新しいサイト',
  editing: 'サイト {site} の設定',
  code: 'サイトのコード（半角英数字8文字以内）',
  codeHint: 'ログイン画面のアドレスの site= に入ります。追加した後は変えられません。',
  signIn: {
    legend: 'サインイン',
    accountType: '学生番号の文字',
    accountTypes: { 1: '半角数字だけ', 2: '半角英数字' },
    digits: '学生番号の桁数: {digits}桁（学校の設定ですべてのサイトに設定します）',
    passwordRequired: 'パスワードでログインする',
    passwordRequiredHint:
      'パスワードなしのサイトは学生番号だけでログインします。下のネットワークからのログインだけを受け付けます（学校のロビーの予約機など）。',
    passwordMin: 'パスワードの最短（{min}〜{max}文字）',
    passwordMax: 'パスワードの最長（{min}〜{max}文字）',
    networks: 'ログインできるネットワーク（CIDR、1行に1つ）',
    networksHint:
      '例: 192.0.2.0/24、2001:db8:1::/48（学校のネットワークだけ。広すぎる範囲は登録できません）。パスワードありのサイトでは使いません。',
    networksEmpty: 'ネットワークが1つもないため、このサイトには誰もログインできません。',
  },
  menu: {
    legend: 'メニュー',
    hint: '教習生のメニューに出す項目です。',
    useReservation: '予約状況と送迎バスの予約',
    useFixedPlanNotice: '送迎予定確定',
    useNotification: 'お知らせ',
    useBusStopReg: '乗車地点の登録',
    useBusOperationStatus: 'バスの現在地',
    useChangeRegistered: '登録情報の変更',
    registered: '登録情報の変更で変えられるもの',
    isPasswordEnabled: 'パスワード',
    isMobilePhoneEnabled: '携帯電話番号',
    isMailAddressEnabled: 'メールアドレス',
    noPasswordNote: 'パスワードなしのサイトでは、登録情報の変更は出しません。',
  },
  searches: {
    legend: '乗車地点の探し方',
    hint: '予約と地点の確認で、教習生が乗車地点を探す方法です。',
  },
  extras: {
    legend: '予約のオプション',
    hint: '予約のときに教習生が申し込めるものです。',
  },
  view: {
    legend: '表示',
    hint: '時刻・時限・便名を教習生に見せるかどうかは、学校の設定ですべてのサイトに設定します。',
    link: '学校の設定を開く',
  },
  points: {
    legend: '乗車地点の登録',
    approvalArea: '承認待ちエリア（すべてのサイトで共通）',
    approvalAreaHint: '教習生が登録した地点は、承認するまでこのエリアに入ります。',
    area: '{areaCd} {name}',
    binCdType: '便コードの種類（binCdType、{min}〜{max}）',
    binCdTypeHint: 'いまは教習生の画面の動きを変えません。',
  },
  preview: {
    legend: '教習生のメニュー（保存前の見え方）',
    hint: '保存していない変更も反映した、このサイトのスマートフォンのメニューです。',
    learner: '教習生',
  },
  save: '保存する',
  create: '追加する',
  saving: '保存しています…',
  saved: 'サイト {site} の設定を保存しました。',
  created: 'サイト {site} を追加しました。',
  delete: 'このサイトを削除',
  deleteConfirm: 'サイト {site} を削除しますか？このサイトからはログインできなくなります。',
  deleted: 'サイト {site} を削除しました。',
  lastSite: '最後のサイトは削除できません。',
} as const;

export const t = translator(ja);
