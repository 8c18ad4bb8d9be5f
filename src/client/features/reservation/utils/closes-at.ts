import { formatShortDate, formatTime } from '@shared/rules/japan-time';

/** When a queue closes (an ISO instant, the date's booking cut-off) as the learner reads it: 'MM月DD日(ddd) HH:mm'. */
export function closesAtText(closesAt: string): string {
  const instant = new Date(closesAt);
  return `${formatShortDate(instant)} ${formatTime(instant)}`;
}
