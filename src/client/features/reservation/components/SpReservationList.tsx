import { messages } from '@shared/messages';
import type { SiteOption } from '@shared/schemas/provider';
import type { Reservation } from '@shared/schemas/reservation';
import {
  childSheetText,
  DIRECTION_NAME,
  jitensyaText,
  passengerText,
  placeName,
  rideDateLabel,
} from '@client/lib/labels';
import { shownBus, shownPeriod } from '../utils/shown-names';
import { SpFact as Fact } from './SpFact';

/** Checkboxes on each booking (the cancel screen): which are ticked, and what a tick does. */
export interface SpSelection {
  chosen: ReadonlySet<number>;
  onToggle: (yoyakuId: number, checked: boolean) => void;
}

interface Props {
  reservations: Reservation[];
  options: SiteOption['reservation'];
  view: SiteOption['reservationView'];
  /** shown instead of the list when it is empty (default: message 313) */
  emptyText?: string;
  selection?: SpSelection;
}

const busLine = (r: Reservation, view: Props['view']) =>
  [shownPeriod(view, r), shownBus(view, r)].filter(Boolean).join(' ');

const planBadge = (r: Reservation) => (
  <span className={r.isFixedPlan ? 'sp-plan sp-plan-fixed' : 'sp-plan'}>
    {r.isFixedPlan ? '送迎予定確定' : '予定未確定'}
  </span>
);

/** A ticked box's label names the booking by date, direction and place. */
function ChoiceHead({ r, selection }: { r: Reservation; selection: SpSelection }) {
  return (
    <>
      <label className="sp-choice sp-booking-choice">
        <input
          type="checkbox"
          value={r.yoyakuId}
          checked={selection.chosen.has(r.yoyakuId)}
          onChange={(event) => selection.onToggle(r.yoyakuId, event.target.checked)}
        />
        <span className="sp-booking-choice-text">
          <span className="sp-booking-date">{rideDateLabel(r.date)}</span>{' '}
          <span className={`sp-direction sp-direction-${r.upDown}`}>{DIRECTION_NAME[r.upDown]}</span>{' '}
          <span className="sp-booking-place">{placeName(r)}</span>
        </span>
      </label>
      <p className="sp-booking-head">{planBadge(r)}</p>
    </>
  );
}

/**
 * The learner's upcoming bookings with the times the display rules allow (SPEC.md §2 menu and
 * reservation check); with `selection`, each carries a checkbox (the cancel screen).
 */
export function SpReservationList({
  reservations,
  options,
  view,
  emptyText = messages.error[313],
  selection,
}: Props) {
  if (reservations.length === 0) return <p className="empty">{emptyText}</p>;
  return (
    <ul className="sp-booking-list">
      {reservations.map((r) => (
        <li key={r.yoyakuId} className="sp-booking">
          {selection ? (
            <ChoiceHead r={r} selection={selection} />
          ) : (
            <p className="sp-booking-head">
              <span className="sp-booking-date">{rideDateLabel(r.date)}</span>
              <span className={`sp-direction sp-direction-${r.upDown}`}>{DIRECTION_NAME[r.upDown]}</span>
              {planBadge(r)}
            </p>
          )}
          <dl className="sp-facts">
            {!selection && <Fact term="乗車地点">{placeName(r)}</Fact>}
            {busLine(r, view) && <Fact term="時限・便">{busLine(r, view)}</Fact>}
            <Fact term="出発">{r.departureText}</Fact>
            <Fact term="到着">{r.arrivalText}</Fact>
            {(options.isPassengerOptionEnabled || r.passenger > 0) && (
              <Fact term="同乗する子供">{passengerText(r.passenger)}</Fact>
            )}
            {(options.isChildSheetOptionEnabled || r.childSheet > 0) && (
              <Fact term="チャイルドシート">{childSheetText(r.childSheet)}</Fact>
            )}
            {(options.isJitensyaOptionEnabled || r.jitensya > 0) && (
              <Fact term="自転車">{jitensyaText(r.jitensya)}</Fact>
            )}
          </dl>
        </li>
      ))}
    </ul>
  );
}
