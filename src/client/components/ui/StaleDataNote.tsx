import { t } from '@shared/i18n/learner/ui';
import { formatTime } from '@shared/rules/japan-time';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Said while a polling screen cannot reach the server (offline, paused, time-out): what it shows
 * is what arrived at `receivedAt`, and ages keep growing from there.
 */
export function StaleDataNote({ receivedAt }: { receivedAt: number }) {
  const at = new Date(receivedAt);
  return (
    <p className="alert alert-warning" role="status">
      {t('staleData', { time: `${formatTime(at)}:${pad(at.getSeconds())}` })}
    </p>
  );
}
