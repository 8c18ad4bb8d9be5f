import { t } from '@shared/i18n/learner/rides';
import { messages } from '@shared/i18n/messages';
import type { Reservation } from '@shared/schemas/reservation';
import { isRideTimeFixed } from '@shared/rules/display-time';
import { shownBus, shownPeriod, type NameVisibility } from '../utils/shown-names';
import type { MouseEvent, ReactNode } from 'react';
import { DirectionChip } from '@client/components/ui/DirectionChip';
import {
  departureAt,
  directionWithDestination,
  extrasFacts,
  placeName,
  rideDateLabel,
} from '@client/lib/labels';

function extrasText(r: Reservation): string {
  const parts = extrasFacts(r).map((fact) => `${fact.term} ${fact.value}`);
  return parts.length > 0 ? parts.join(t('separator')) : t('noExtras');
}

/** A click anywhere on a row toggles its box; the checkbox stays the control assistive technology sees. */
function toggleFromRow(event: MouseEvent<HTMLTableRowElement>, r: Reservation, selection: PcSelection) {
  if ((event.target as HTMLElement).closest('label, a, button, input')) return;
  selection.onToggle(r.yoyakuId, !selection.chosen.has(r.yoyakuId));
}

/** Checkboxes in a first column (the cancel screen): which are ticked, and what a tick does. */
export interface PcSelection {
  chosen: ReadonlySet<number>;
  onToggle: (yoyakuId: number, checked: boolean) => void;
}

interface Props {
  reservations: Reservation[];
  unit: string;
  /** whether the school shows periods and bus names: their columns appear only then */
  view: NameVisibility;
  /** shown instead of the table when it is empty (default: message 313) */
  emptyText?: string;
  selection?: PcSelection;
  /** names the table for assistive technology */
  caption?: string;
  /** what a route puts in each row's state cell, under the state (「今日は乗りません」) */
  rideAction?: (ride: Reservation) => ReactNode;
}

/** The box's label names the booking by date, direction and place; the whole row shows it is ticked. */
function ChoiceCell({ r, selection }: { r: Reservation; selection: PcSelection }) {
  const id = `pc-cancel-${r.yoyakuId}`;
  return (
    <td className="pc-choice-cell">
      <input
        id={id}
        type="checkbox"
        value={r.yoyakuId}
        checked={selection.chosen.has(r.yoyakuId)}
        onChange={(event) => selection.onToggle(r.yoyakuId, event.target.checked)}
      />
      <label htmlFor={id} className="visually-hidden">
        {`${rideDateLabel(r.date)} ${directionWithDestination(r.upDown)} ${placeName(r)}`}
      </label>
    </td>
  );
}

/**
 * The learner's bookings (SPEC.md §2 desktop menu, check and cancel screens), times already
 * worded by the server; with `selection`, each row carries a checkbox.
 */
export function PcReservationList({
  reservations,
  unit,
  view,
  emptyText = messages.error[313],
  selection,
  caption,
  rideAction,
}: Props) {
  if (reservations.length === 0) return <p className="empty">{emptyText}</p>;
  return (
    // at 200 % zoom the table scrolls inside its box: a keyboard can reach and scroll it there too
    <div className="pc-table-scroll" tabIndex={0} role="region" aria-label={t('tableBox')}>
      <table className="pc-table pc-reservations">
        {caption && <caption className="visually-hidden">{caption}</caption>}
        <thead>
          <tr>
            {selection && <th scope="col">{t('facts.choice')}</th>}
            <th scope="col">{t('facts.date')}</th>
            <th scope="col">{t('facts.direction')}</th>
            {view.isJgnVisible && <th scope="col">{unit}</th>}
            {view.isBusVisible && <th scope="col">{t('facts.bus')}</th>}
            <th scope="col">{t('facts.placeEither')}</th>
            <th scope="col">{t('facts.departure')}</th>
            <th scope="col">{t('facts.arrival')}</th>
            <th scope="col">{t('facts.extras')}</th>
            <th scope="col">{t('facts.plan')}</th>
          </tr>
        </thead>
        <tbody>
          {reservations.map((r) => (
            <tr
              key={r.yoyakuId}
              className={
                selection
                  ? `pc-row-choosable${selection.chosen.has(r.yoyakuId) ? ' pc-row-chosen' : ''}`
                  : undefined
              }
              onClick={selection ? (event) => toggleFromRow(event, r, selection) : undefined}
            >
              {selection && <ChoiceCell r={r} selection={selection} />}
              <td className="pc-nowrap">{rideDateLabel(r.date)}</td>
              <td>
                <DirectionChip upDown={r.upDown} />
              </td>
              {view.isJgnVisible && <td className="pc-nowrap">{shownPeriod(view, r)}</td>}
              {view.isBusVisible && <td>{shownBus(view, r)}</td>}
              <td className="pc-breakable">{placeName(r)}</td>
              <td className="pc-breakable">
                {r.upDown === 2 ? departureAt(2, r.departureText) : r.departureText}
              </td>
              <td className="pc-breakable">{r.arrivalText}</td>
              <td className="pc-breakable">{extrasText(r)}</td>
              <td>
                {t('plan.state', { time: isRideTimeFixed(r) ? t('plan.fixed') : t('plan.open') })}
                {rideAction?.(r)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
