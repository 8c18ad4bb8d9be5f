import { t } from '@shared/i18n/learner/ui';

/**
 * A loading state that keeps the page's shape: grey card-shaped placeholders (or lines), with the
 * text for assistive technology in a status region.
 */
export function Loading({
  label = t('loading'),
  cards = 0,
  screen = false,
}: {
  label?: string;
  cards?: number;
  /** a whole screen loading: at least the window's height, so the footer below does not move when it arrives */
  screen?: boolean;
}) {
  return (
    <div className={screen ? 'loading loading-screen' : 'loading'} role="status">
      <span className="visually-hidden">{label}</span>
      {cards > 0 ? (
        Array.from({ length: cards }, (_, i) => (
          <span key={i} className="skeleton skeleton-card" aria-hidden="true" />
        ))
      ) : (
        <span className="skeleton skeleton-line" aria-hidden="true" />
      )}
    </div>
  );
}
