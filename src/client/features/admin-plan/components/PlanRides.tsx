import { useState } from 'react';
import { t } from '@shared/i18n/console/plan';
import { japanDateKey } from '@shared/rules/japan-time';
import type { PlanPreview } from '@shared/schemas/admin-plan';
import { PlanRidesTable } from './PlanRidesTable';

/** The day's rides, all of them or only those that need a look: changed since the last fix, or without a time. */
export function PlanRides({ day }: { day: PlanPreview }) {
  const [onlyAttention, setOnlyAttention] = useState(false);
  if (day.rides.length === 0) return <p className="empty">{t('noRides')}</p>;
  // a ride with no time is never unchanged, so 'not unchanged' covers both
  const shownRides = onlyAttention ? day.rides.filter((r) => r.change !== 'unchanged') : day.rides;
  return (
    <>
      <p className="plan-filter">
        <label>
          <input
            type="checkbox"
            checked={onlyAttention}
            onChange={(event) => setOnlyAttention(event.target.checked)}
          />{' '}
          {t('onlyAttention')}
        </label>
      </p>
      {shownRides.length === 0 ? (
        <p className="empty">{t('noneToShow')}</p>
      ) : (
        <PlanRidesTable rides={shownRides} editable={day.date >= japanDateKey(new Date())} />
      )}
    </>
  );
}
