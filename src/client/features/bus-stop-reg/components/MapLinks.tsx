import { t } from '@shared/i18n/learner/points';
import { hasCoordinates, mapLinks } from '@shared/rules/geo';

/**
 * SPEC.md §7: the place on three external map services (zoom 16), only for a point with
 * coordinates; each opens in a new tab and says so to assistive technology.
 */
export function MapLinks({ lat, lng, name }: { lat: number; lng: number; name: string }) {
  if (!hasCoordinates(lat, lng)) return null;
  return (
    <ul className="point-map-links" aria-label={t('mapLinks.label', { name })}>
      {mapLinks(lat, lng).map((link) => (
        <li key={link.label}>
          <a href={link.href} target="_blank" rel="noopener noreferrer">
            {link.label}
            <span className="visually-hidden">{t('mapLinks.newTab')}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
