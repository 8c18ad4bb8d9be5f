import type { BoardingState } from '@shared/constants';
import { t } from '@shared/i18n/driver';
import type { DriverRider } from '@shared/schemas/driver';

interface Props {
  rider: DriverRider;
  onTap: (state: BoardingState) => void;
}

/** Digits and + only: what a tel: link may carry of a number as the learner registered it. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * One rider at a stop: the name (as text), what comes along, a call link, and 乗車 / 不在 with the
 * state plainly marked (pressed, and said in words) and 取り消す back to 未確認. A learner who said
 * 「今日は乗りません」 is marked so first; the buttons stay for one who shows up anyway.
 */
export function RiderCard({ rider, onTap }: Props) {
  const target = t('rider.target', { name: rider.name });
  const facts = [
    rider.passenger > 0 ? t('rider.party', { count: rider.passenger }) : null,
    rider.childSheet > 0 ? t('rider.childSeats', { count: rider.childSheet }) : null,
    rider.jitensya > 0 ? t('rider.bicycle') : null,
  ].filter((fact) => fact !== null);
  return (
    <li className={`driver-rider driver-rider-${rider.notRiding ? 'not-riding' : rider.boarding}`}>
      <div className="driver-rider-head">
        <p className="driver-rider-name">
          {rider.name}
          {rider.furigana && <span className="driver-rider-furigana">{rider.furigana}</span>}
        </p>
        <p className={`driver-state driver-state-${rider.boarding}`}>{t(`rider.state.${rider.boarding}`)}</p>
      </div>
      {rider.notRiding && (
        <p className="driver-not-riding">
          <strong>{t('rider.notRiding')}</strong>
          <span>{t('rider.notRidingHint')}</span>
        </p>
      )}
      {facts.length > 0 && (
        <ul className="driver-facts">
          {facts.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
      )}
      <div className="driver-rider-actions">
        <button
          type="button"
          className="button driver-button driver-board"
          aria-pressed={rider.boarding === 'boarded'}
          onClick={() => onTap('boarded')}
          aria-label={`${t('rider.board')}${target}`}
        >
          {t('rider.board')}
        </button>
        <button
          type="button"
          className="button driver-button driver-absent"
          aria-pressed={rider.boarding === 'absent'}
          onClick={() => onTap('absent')}
          aria-label={`${t('rider.absent')}${target}`}
        >
          {t('rider.absent')}
        </button>
        {rider.boarding !== 'unconfirmed' && (
          <button
            type="button"
            className="button driver-button driver-undo"
            onClick={() => onTap('unconfirmed')}
            aria-label={`${t('rider.undo')}${target}`}
          >
            {t('rider.undo')}
          </button>
        )}
        {rider.phone && (
          <a
            className="button driver-button driver-call"
            href={telHref(rider.phone)}
            aria-label={`${t('rider.call')}${target}`}
          >
            {t('rider.call')}
          </a>
        )}
      </div>
    </li>
  );
}
