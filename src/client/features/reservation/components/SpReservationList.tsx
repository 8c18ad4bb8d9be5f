import { t } from '@shared/i18n/learner/rides';
import { messages } from '@shared/i18n/messages';
import type { SiteOption } from '@shared/schemas/provider';
import type { Reservation } from '@shared/schemas/reservation';
import { isRideTimeFixed } from '@shared/rules/display-time';
import type { MouseEvent, ReactNode } from 'react';
import { DirectionChip } from '@client/components/ui/DirectionChip';
import {
  departureAt,
  departureTerm,
  extrasFacts,
  placeName,
  placeTerm,
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
  view: SiteOption['reservationView'];
  /** shown instead of the list when it is empty (default: message 313) */
  emptyText?: string;
  selection?: SpSelection;
  /** one short card per ride (the menu): date, direction, times, place and any extras */
  compact?: boolean;
  /** what a route puts at the foot of each card (「今日は乗りません」) */
  rideAction?: (ride: Reservation) => ReactNode;
}

const busLine = (r: Reservation, view: Props['view']) =>
  [shownPeriod(view, r), shownBus(view, r)].filter(Boolean).join(' ');

/** 予約済み, with the time 時刻確定 only once the plan is fixed and released — as the 送迎予定確定 panel says. */
const planBadge = (r: Reservation) => {
  const fixed = isRideTimeFixed(r);
  return (
    <span className={fixed ? 'sp-plan sp-plan-fixed' : 'sp-plan'}>
      {t('plan.state', { time: fixed ? t('plan.fixed') : t('plan.open') })}
    </span>
  );
};

/** A ticked box's label names the booking by date, direction and place; the plan state sits beside it. */
function ChoiceHead({ r, selection }: { r: Reservation; selection: SpSelection }) {
  return (
    <div className="sp-booking-head">
      <label className="sp-choice sp-booking-choice">
        <input
          type="checkbox"
          value={r.yoyakuId}
          checked={selection.chosen.has(r.yoyakuId)}
          onChange={(event) => selection.onToggle(r.yoyakuId, event.target.checked)}
        />
        <span className="sp-booking-choice-text">
          <span className="sp-booking-date">{rideDateLabel(r.date)}</span> <DirectionChip upDown={r.upDown} />{' '}
          <span className="sp-booking-place">{placeName(r)}</span>
        </span>
      </label>
      {planBadge(r)}
    </div>
  );
}

/**
 * A tap anywhere on a card toggles its box, as on the desktop rows; the checkbox stays the
 * control assistive technology sees, and taps on the label already reach it.
 */
function toggleFromCard(event: MouseEvent<HTMLLIElement>, r: Reservation, selection: SpSelection) {
  if ((event.target as HTMLElement).closest('label, a, button, input')) return;
  selection.onToggle(r.yoyakuId, !selection.chosen.has(r.yoyakuId));
}

/** The menu's rides: a line of date, direction and plan, a line of place and extras, a line of times. */
function CompactList({
  reservations,
  view,
  rideAction,
}: Pick<Props, 'reservations' | 'view' | 'rideAction'>) {
  return (
    <ul className="sp-ride-list">
      {reservations.map((r) => (
        <li key={r.yoyakuId} className="sp-ride">
          <p className="sp-ride-head">
            <span className="sp-booking-date">{rideDateLabel(r.date)}</span>
            <DirectionChip upDown={r.upDown} />
            {planBadge(r)}
          </p>
          <p className="sp-ride-place">
            <span className="sp-booking-place">{placeName(r)}</span>
            {extrasFacts(r).map((fact) => (
              <span key={fact.term} className="sp-ride-extra">{`${fact.term} ${fact.value}`}</span>
            ))}
          </p>
          <p className="sp-ride-time">
            <span>{departureAt(r.upDown, r.departureText)}</span>
            <span>{t('thenArrivalAt', { time: r.arrivalText })}</span>
            {busLine(r, view) && <span className="sp-ride-bus">{busLine(r, view)}</span>}
          </p>
          {rideAction?.(r)}
        </li>
      ))}
    </ul>
  );
}

/**
 * The learner's upcoming bookings with the times the display rules allow (SPEC.md §2 menu and
 * reservation check); with `selection`, each carries a checkbox (the cancel screen).
 */
export function SpReservationList({
  reservations,
  view,
  emptyText = messages.error[313],
  selection,
  compact = false,
  rideAction,
}: Props) {
  if (reservations.length === 0) return <p className="empty">{emptyText}</p>;
  if (compact) return <CompactList reservations={reservations} view={view} rideAction={rideAction} />;
  return (
    <ul className="sp-booking-list">
      {reservations.map((r) => (
        <li
          key={r.yoyakuId}
          className={
            selection
              ? `sp-booking sp-booking-choosable${selection.chosen.has(r.yoyakuId) ? ' sp-booking-chosen' : ''}`
              : 'sp-booking'
          }
          onClick={selection ? (event) => toggleFromCard(event, r, selection) : undefined}
        >
          {selection ? (
            <ChoiceHead r={r} selection={selection} />
          ) : (
            <p className="sp-booking-head">
              <span className="sp-booking-date">{rideDateLabel(r.date)}</span>
              <DirectionChip upDown={r.upDown} />
              {planBadge(r)}
            </p>
          )}
          <dl className="sp-facts">
            {!selection && <Fact term={placeTerm(r.upDown)}>{placeName(r)}</Fact>}
            {busLine(r, view) && <Fact term={t('facts.periodAndBus')}>{busLine(r, view)}</Fact>}
            <Fact term={departureTerm(r.upDown)}>{r.departureText}</Fact>
            <Fact term={t('facts.arrival')}>{r.arrivalText}</Fact>
            {extrasFacts(r).map((fact) => (
              <Fact key={fact.term} term={fact.term}>
                {fact.value}
              </Fact>
            ))}
          </dl>
          {rideAction?.(r)}
        </li>
      ))}
    </ul>
  );
}
