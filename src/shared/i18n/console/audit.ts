import { translator } from '../translator';

/**
 * The audit log (操作履歴, admin/audit, issue 10 §5): its filters and table, and the recorded
 * actions, targets and fields in the school's words.
 */
export const ja = {
  title: '操作履歴',
  filters: {
    label: '絞り込み',
    from: '期間（から）',
    to: '期間（まで）',
    staff: '担当者',
    everyone: 'すべて',
    /** a staff member in the list: name and login id */
    staffMember: '{name}（{loginId}）',
    learner: '教習生の学生番号',
    apply: '絞り込む',
  },
  empty: '該当する操作はありません。',
  columns: {
    at: '日時',
    staff: '担当者',
    action: '操作',
    target: '対象',
    learner: '教習生',
    reason: '理由',
    change: '変更前 → 変更後',
  },
  /** the recorded actions (their codes are mapped in the client's audit-labels.ts) */
  actions: {
    proxyBooking: '代理予約',
    proxyCancel: '代理取消',
    unlock: 'ロック解除',
    silentLink: 'ログインリンク発行',
    noticeCreate: 'お知らせ作成',
    noticeEdit: 'お知らせ編集',
    noticeWithdraw: 'お知らせ取り下げ',
    mailRetry: 'メール再送',
    planFix: '送迎予定の確定',
    rideTime: '乗車時刻の入力',
    pointApprove: '地点の承認',
    pointReject: '地点の不承認',
    staffAdd: 'スタッフ追加',
    staffRole: 'スタッフの役割変更',
    staffDisable: 'スタッフの停止',
    staffEnable: 'スタッフの再開',
    staffUnlock: 'スタッフのロック解除',
    staffPasswordReset: 'パスワード再発行',
    staffPasswordChange: 'パスワード変更',
  },
  /** what an entry is about */
  targets: {
    reservation: '予約',
    notice: 'お知らせ',
    learner: '教習生',
    mail: 'メール',
    plan: '送迎予定',
    point: '教習生の登録地点',
    staff: 'スタッフ',
  },
  /** the recorded fields shown; fields not named here are internal detail */
  fields: {
    date: '乗車日',
    upDown: '方向',
    binCd: '便',
    busStopCd: '乗降地点',
    passenger: '同乗する子供',
    childSheet: 'チャイルドシート',
    jitensya: '自転車',
    pastCutoff: '締切後',
    cancelled: '取消',
    subject: '件名',
    body: '本文',
    startAt: '掲載開始',
    endAt: '掲載終了',
    withdrawnAt: '取り下げ',
    lockedUntil: 'ロック期限',
    failures: '連続失敗回数',
    area: '画面',
    site: 'サイト',
    expiresAt: '有効期限',
    status: '状態',
    attempts: '試行回数',
    lastError: 'エラー',
    fixedAt: '確定日時',
    rideTime: '乗車時刻',
    ridesUpdated: '時刻を確定した乗車',
    rideTimesMails: '送迎予定メール',
    changeMails: '変更通知メール',
    state: '審査',
    areaCd: 'エリア',
    homenCd: '方面',
    offsetMinutes: '始発からの分',
    runsServed: '停車する便',
    mailed: 'メール送信',
    loginId: 'ログインID',
    name: '名前',
    role: '役割',
    disabledAt: '停止',
  },
  /** a learner's point in review, as recorded */
  pointStates: {
    pending: '承認待ち',
    approved: '承認',
    rejected: '不承認',
  },
  yes: 'はい',
  no: 'いいえ',
  /** one changed field: before → after */
  change: '{field}: {before} → {after}',
} as const;

export const t = translator(ja);
