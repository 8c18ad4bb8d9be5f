import { t } from '@shared/i18n/learner/points';
import { hasCoordinates } from '@shared/rules/geo';
import type { PointDraft } from '../hooks/point-draft';
import { MapLinks } from './MapLinks';

/** SPEC.md §2 point confirm: category, address, name and the place on external maps. */
export function PointFacts({ draft }: { draft: PointDraft }) {
  return (
    <dl className="point-facts">
      <div>
        <dt>{t('facts.category')}</dt>
        <dd>{draft.categoryName}</dd>
      </div>
      <div>
        <dt>{t('facts.address')}</dt>
        <dd>{draft.address.trim() || t('facts.notEntered')}</dd>
      </div>
      <div>
        <dt>{t('facts.name')}</dt>
        <dd>{draft.name.trim() || t('facts.notEntered')}</dd>
      </div>
      {hasCoordinates(draft.lat, draft.lng) && (
        <div>
          <dt>{t('facts.place')}</dt>
          <dd>
            <span className="point-coords">
              {t('facts.coordinates', { lat: draft.lat.toFixed(5), lng: draft.lng!.toFixed(5) })}
            </span>
            <MapLinks lat={draft.lat} lng={draft.lng!} name={draft.name.trim() || draft.address.trim()} />
          </dd>
        </div>
      )}
    </dl>
  );
}
