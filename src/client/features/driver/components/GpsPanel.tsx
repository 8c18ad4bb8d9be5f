import { useId } from 'react';
import { t } from '@shared/i18n/driver';
import type { GpsState } from '../hooks/use-browser-gps';

interface Props {
  state: GpsState;
  accuracy: number | null;
  pending: number;
  /** a run is open: the position goes out without the driver asking */
  byRun: boolean;
  manual: boolean;
  onToggle: () => void;
}

function stateText(state: GpsState, accuracy: number | null): string {
  switch (state) {
    case 'off':
      return t('gps.off');
    case 'starting':
      return t('gps.starting');
    case 'denied':
      return t('gps.denied');
    case 'unavailable':
      return t('gps.unavailable');
    case 'sending':
      return accuracy === null
        ? t('gps.sending')
        : t('gps.sendingWithAccuracy', { metres: Math.round(accuracy) });
  }
}

/** The phone as the bus's GPS: its state, its accuracy, what waits to be sent, and the way to start it by hand. */
export function GpsPanel({ state, accuracy, pending, byRun, manual, onToggle }: Props) {
  const headingId = useId();
  return (
    <section className="driver-gps" aria-labelledby={headingId}>
      <h2 id={headingId} className="driver-subtitle">
        {t('gps.title')}
      </h2>
      <p className={`driver-gps-state driver-gps-${state}`} role="status">
        {stateText(state, accuracy)}
      </p>
      {pending > 1 && <p>{t('gps.queued', { count: pending })}</p>}
      <p className="hint">{t('gps.stayHint')}</p>
      {!byRun && (
        <button type="button" className="button driver-button" aria-pressed={manual} onClick={onToggle}>
          {manual ? t('gps.turnOff') : t('gps.turnOn')}
        </button>
      )}
    </section>
  );
}
