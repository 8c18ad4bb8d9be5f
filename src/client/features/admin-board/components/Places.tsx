import { t } from '@shared/i18n/console/board';

/** booked / capacity of one kind of place; a kind the run does not offer reads as —. */
export function Places({ booked, capacity }: { booked: number; capacity: number }) {
  if (capacity === 0 && booked === 0) return <span aria-label={t('noPlaces')}>—</span>;
  return (
    <span className={booked >= capacity ? 'places places-full' : 'places'}>
      {booked} / {capacity}
    </span>
  );
}
