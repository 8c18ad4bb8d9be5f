/** The audit log's action codes in the school's words. */
export const ACTION_LABELS: Record<string, string> = {
  'reservation.create': '代理予約',
  'reservation.cancel': '代理取消',
  'learner.unlock': 'ロック解除',
  'learner.silentLink': 'ログインリンク発行',
  'notice.create': 'お知らせ作成',
  'notice.update': 'お知らせ編集',
  'notice.withdraw': 'お知らせ取り下げ',
};

/** before → after as readable lines: only the fields that changed when both sides are objects. */
export function changeLines(before: unknown, after: unknown): string[] {
  const text = (value: unknown) =>
    value === null || value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value);
  const isRecord = (value: unknown): value is Record<string, unknown> =>
    value !== null && typeof value === 'object' && !Array.isArray(value);
  if (!isRecord(before) && !isRecord(after))
    return before === after ? [] : [`${text(before)} → ${text(after)}`];
  const was = isRecord(before) ? before : {};
  const now = isRecord(after) ? after : {};
  const keys = [...new Set([...Object.keys(was), ...Object.keys(now)])];
  return keys
    .filter((key) => text(was[key]) !== text(now[key]))
    .map((key) => `${key}: ${text(was[key])} → ${text(now[key])}`);
}
