import { t } from '@shared/i18n/learner/rides';
import type { SiteOption } from '@shared/schemas/provider';
import type { ReservationCondition } from '../hooks/use-reservation-condition';
import { DirectionChip } from '@client/components/ui/DirectionChip';
import { extrasFacts, placeName, placeTerm, rideDateLabel, tripTimeText } from '@client/lib/labels';
import { shownBus } from '../utils/shown-names';
import { SpFact as Fact } from './SpFact';

interface Props {
  condition: ReservationCondition;
  view: SiteOption['reservationView'];
  title?: string;
}

/** What the learner has chosen so far: date and direction, then place, then bus and time (SPEC.md §2). */
export function SpSummaryPanel({ condition, view, title = t('chosenSoFar') }: Props) {
  const { busStop, travel } = condition;
  const bus = travel ? shownBus(view, travel) : '';
  return (
    <section className="sp-summary" aria-label={title}>
      <dl className="sp-facts sp-facts-compact">
        <Fact term={t('facts.date')}>{rideDateLabel(condition.date)}</Fact>
        <Fact term={t('facts.direction')}>
          <DirectionChip upDown={condition.upDown} />
        </Fact>
        {busStop && (
          <Fact term={placeTerm(condition.upDown)} wide>
            {placeName(busStop)}
          </Fact>
        )}
        {bus && <Fact term={t('facts.bus')}>{bus}</Fact>}
        {travel && (
          <Fact term={t('facts.time')} wide>
            {tripTimeText(travel)}
          </Fact>
        )}
        {extrasFacts(condition).map((fact) => (
          <Fact key={fact.term} term={fact.term}>
            {fact.value}
          </Fact>
        ))}
      </dl>
    </section>
  );
}
