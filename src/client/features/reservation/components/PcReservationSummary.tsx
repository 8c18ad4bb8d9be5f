import { t } from '@shared/i18n/learner/rides';
import {
  directionWithDestination,
  extrasFacts,
  placeTerm,
  rideDateLabel,
  type UpDown,
} from '@client/lib/labels';
import type { Extras } from '../utils/extras';

interface Props {
  date: string;
  upDown: UpDown;
  place: string;
  /** the extras asked for; each is listed only above 0 */
  extras: Partial<Extras>;
  /** further rows, e.g. the bus and its times */
  rows?: { term: string; value: string }[];
}

/** The booking being made or just made, as a description list. */
export function PcReservationSummary({ date, upDown, place, extras, rows = [] }: Props) {
  const all = [
    { term: t('facts.date'), value: rideDateLabel(date) },
    { term: t('facts.direction'), value: directionWithDestination(upDown) },
    { term: placeTerm(upDown), value: place },
    ...rows,
    ...extrasFacts({ passenger: 0, childSheet: 0, jitensya: 0, ...extras }),
  ];
  return (
    <dl className="pc-summary">
      {all.map((row) => (
        <div key={row.term}>
          <dt>{row.term}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
