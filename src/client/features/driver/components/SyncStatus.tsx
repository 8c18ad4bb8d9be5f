import { t } from '@shared/i18n/driver';
import { formatTime } from '@shared/rules/japan-time';
import { useSecondsSince } from '@client/lib/use-seconds-since';

interface Props {
  receivedAt: number | null;
  /** false: the last call got no answer, the list is the kept one */
  connected: boolean | null;
  unsent: number;
  /** taps of the last answer that were not taken */
  refused: number;
  onRefresh: () => void;
}

function ageText(seconds: number): string {
  if (seconds < 60) return t('day.age.seconds', { n: seconds });
  if (seconds < 3600) return t('day.age.minutes', { n: Math.floor(seconds / 60) });
  return t('day.age.hours', { n: Math.floor(seconds / 3600) });
}

/**
 * How fresh the list is and what is not yet sent, said plainly: 「HH:MM 更新」 while connected,
 * the kept copy's time and age while not, and 「未送信 n 件」 until every tap is answered.
 */
export function SyncStatus({ receivedAt, connected, unsent, refused, onRefresh }: Props) {
  const age = useSecondsSince(receivedAt ?? 0, 10_000);
  const time = receivedAt ? formatTime(new Date(receivedAt)) : null;
  return (
    <div className="driver-sync">
      <div role="status" className={`driver-unsent${unsent > 0 ? ' driver-unsent-some' : ''}`}>
        {unsent > 0 ? (
          <>
            <strong>{t('sync.unsent', { count: unsent })}</strong> <span>{t('sync.unsentHint')}</span>
          </>
        ) : (
          t('sync.allSent')
        )}
      </div>
      {refused > 0 && (
        <p className="alert alert-warning" role="alert">
          {t('sync.refused', { count: refused })}
        </p>
      )}
      {time && connected === false && (
        <p className="alert alert-warning" role="status">
          {t('day.keptAt', { time, age: ageText(age) })}
        </p>
      )}
      <div className="driver-refresh">
        {time && connected !== false && <span>{t('day.updatedAt', { time })}</span>}
        <button type="button" className="button driver-button" onClick={onRefresh}>
          {t('day.refresh')}
        </button>
      </div>
    </div>
  );
}
