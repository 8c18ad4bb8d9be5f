import { messages } from '@shared/i18n/messages';
import { formatLongDate, formatTime } from '@shared/rules/japan-time';

/** The audit log's action codes in the school's words. */
export const ACTION_LABELS: Record<string, string> = {
  'reservation.create': '代理予約',
  'reservation.cancel': '代理取消',
  'learner.unlock': 'ロック解除',
  'learner.silentLink': 'ログインリンク発行',
  'notice.create': 'お知らせ作成',
  'notice.update': 'お知らせ編集',
  'notice.withdraw': 'お知らせ取り下げ',
  'mail.retry': 'メール再送',
  'plan.fix': '送迎予定の確定',
  'reservation.rideTime': '乗車時刻の入力',
  'point.approve': '地点の承認',
  'point.reject': '地点の不承認',
};

/** What an entry is about, in the school's words. */
export const TARGET_LABELS: Record<string, string> = {
  reservation: '予約',
  notice: 'お知らせ',
  learner: '教習生',
  mail: 'メール',
  plan: '送迎予定',
  point: '教習生の登録地点',
};

/** A learner's point in review, as the audit log records it. */
const POINT_STATES: Record<string, string> = { pending: '承認待ち', approved: '承認', rejected: '不承認' };

/** The recorded fields in the school's words; fields not named here are not shown (internal detail). */
const FIELD_LABELS: Record<string, string> = {
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
};

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** A recorded value as staff read it: Japan time for instants, 往路/復路, はい/いいえ, — for nothing. */
function shown(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'はい' : 'いいえ';
  if (field === 'upDown') return value === 2 ? '復路' : '往路';
  if (field === 'status' && typeof value === 'string')
    return (messages.mail.states as Record<string, string>)[value] ?? value;
  if (field === 'state' && typeof value === 'string') return POINT_STATES[value] ?? value;
  if (typeof value === 'string' && ISO_INSTANT.test(value)) {
    const at = new Date(value);
    return `${formatLongDate(at)} ${formatTime(at)}`;
  }
  return typeof value === 'string' ? value : JSON.stringify(value);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** before → after as readable lines: the named fields that changed, in the school's words. */
export function changeLines(before: unknown, after: unknown): string[] {
  const was = isRecord(before) ? before : {};
  const now = isRecord(after) ? after : {};
  return Object.keys(FIELD_LABELS)
    .filter((field) => field in was || field in now)
    .filter((field) => shown(field, was[field]) !== shown(field, now[field]))
    .map((field) => `${FIELD_LABELS[field]}: ${shown(field, was[field])} → ${shown(field, now[field])}`);
}
