import { t as tRides } from '@shared/i18n/learner/rides';
import { DirectionChip } from '@client/components/ui/DirectionChip';
import {
  directionWithDestination,
  extrasFacts,
  placeTerm,
  rideDateLabel,
  type UpDown,
} from '@client/lib/labels';
import { SpFact } from './SpFact';
import type { Extras } from '../utils/extras';

export interface WaitlistRide {
  date: string;
  upDown: UpDown;
  /** the period as shown ('5時限'), '' where the school hides periods */
  period: string;
  /** the bus's name, '' where the school hides bus names */
  bus: string;
  /** its times as the time pages show them, '' when unknown */
  time: string;
  place: string;
  extras: Extras;
}

/**
 * What a queue entry is for, in the fact list of the area: the smartphone's two-column facts or
 * the desktop's summary list. `after` adds rows (the cut-off).
 */
export function WaitlistFacts({
  area,
  ride,
  after = [],
}: {
  area: 'sp' | 'pc';
  ride: WaitlistRide;
  after?: { term: string; value: string }[];
}) {
  const rows = [
    ...(ride.period ? [{ term: tRides('periodUnit'), value: ride.period }] : []),
    ...(ride.bus ? [{ term: tRides('facts.bus'), value: ride.bus }] : []),
    ...(ride.time ? [{ term: tRides('facts.time'), value: ride.time }] : []),
    { term: placeTerm(ride.upDown), value: ride.place },
    ...extrasFacts(ride.extras),
    ...after,
  ];
  if (area === 'sp') {
    return (
      <dl className="sp-facts sp-facts-compact">
        <SpFact term={tRides('facts.date')}>{rideDateLabel(ride.date)}</SpFact>
        <SpFact term={tRides('facts.direction')}>
          <DirectionChip upDown={ride.upDown} />
        </SpFact>
        {rows.map((row) => (
          <SpFact key={row.term} term={row.term} wide={row.value.length > 10}>
            {row.value}
          </SpFact>
        ))}
      </dl>
    );
  }
  return (
    <dl className="pc-summary">
      {[
        { term: tRides('facts.date'), value: rideDateLabel(ride.date) },
        { term: tRides('facts.direction'), value: directionWithDestination(ride.upDown) },
        ...rows,
      ].map((row) => (
        <div key={row.term}>
          <dt>{row.term}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
