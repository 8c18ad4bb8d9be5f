import { messages } from '@shared/messages';
import { formatShortDate, japanInstant } from '@shared/rules/japan-time';

export type UpDown = 1 | 2;

/** SPEC.md §4 directions as the screens name them. */
export const DIRECTION_LABEL: Record<UpDown, string> = { 1: '往路', 2: '復路' };
export const DIRECTION_DETAIL: Record<UpDown, string> = { 1: '往路（学校行き）', 2: '復路（学校発）' };

/** 'MM月DD日(ddd)' of a ride date 'YYYY-MM-DD'. */
export function rideDateLabel(date: string): string {
  return formatShortDate(japanInstant(date));
}

/** SPEC.md §9: children 'N 人', child seats 'N 台', bicycle 有/無. */
export const passengerText = (count: number) => (count > 0 ? `${count} 人` : 'なし');
export const childSheetText = (count: number) => (count > 0 ? `${count} 台` : 'なし');
export const jitensyaText = (count: number) => (count > 0 ? '有' : '無');

/** The red line the menu shows after a booking. */
export function confirmedMessage(date: string, upDown: UpDown): string {
  return messages.reservation.confirmed
    .replace('{date}', rideDateLabel(date))
    .replace('{direction}', DIRECTION_LABEL[upDown]);
}

/** The red line the menu shows for each cancelled booking (SPEC.md §2 cancel confirm). */
export function cancelledMessage(date: string, upDown: UpDown): string {
  return messages.reservation.cancelled
    .replace('{date}', rideDateLabel(date))
    .replace('{direction}', DIRECTION_LABEL[upDown]);
}

/** SPEC.md §8: a refusal outside sign-in shows its text plus '(コード： {code})'. */
export function refusalText(error: { code: number | string; message: string }): string {
  return `${error.message}(コード： ${error.code})`;
}

/** The name a learner knows a point by: their own name for it, else the school's. */
export function placeName(stop: { busStopKName: string; busStopDisplayName: string; busStopName: string }) {
  return stop.busStopKName || stop.busStopDisplayName || stop.busStopName;
}

/** A bus's departure and arrival texts, already chosen by the server's display rules. */
export function tripTimeText(trip: { upTime: string; downTime: string }): string {
  return `出発 ${trip.upTime} ／ 到着 ${trip.downTime}`;
}
