import { t } from '@shared/i18n/console/board';
import { formatTime } from '@shared/rules/japan-time';

/** When the server last read the board: its clock, Japan time, to the second. */
export function BoardFreshness({ readAt }: { readAt: string }) {
  const at = new Date(readAt);
  // seconds read the same in every whole-hour time zone, Japan's included
  const seconds = String(at.getUTCSeconds()).padStart(2, '0');
  return (
    <time className="board-freshness" dateTime={readAt}>
      {t('updatedAt', { time: `${formatTime(at)}:${seconds}` })}
    </time>
  );
}
