import { useId, type ReactNode } from 'react';
import { t } from '@shared/i18n/learner/booking';
import { messages } from '@shared/i18n/messages';
import type { ClassPeriod, TravelItem } from '@shared/schemas/reservation';
import type { Lesson } from '../api/get-kyosyu-reservation';
import type { Extras } from '../utils/extras';
import { shownBus, type NameVisibility } from '../utils/shown-names';
import { isTripSelectable, tripUnavailableText, type TravelCell as Cell } from '../utils/trip-selectable';
import { tripTimeText } from '@client/lib/labels';
import { PhoneAdvice } from './PhoneAdvice';
import { t as tWaitlist } from '@shared/i18n/learner/waitlist';
import { canJoinWaitlist } from '../utils/waitlist-offer';

interface Props {
  cells: Cell[];
  periods: ClassPeriod[];
  lessons: Lesson[];
  /** the learner's party as it will be booked: a bus without seats for it reads 満席 */
  extras: Extras;
  /** whether the school shows periods and bus names (reservationView) */
  view: NameVisibility;
  selected: string | null;
  onSelect: (trip: TravelItem) => void;
  /** the school's phone, offered on a bus off the net */
  phoneNumber: string;
  /** キャンセル待ち on a full bus (issue 29): the button is offered where the learner may queue */
  onWaitlist?: (trip: TravelItem) => void;
}

function bookedNote(status: number): string | null {
  if (status === 6) return t('trips.bookedBoth');
  if (status === 2 || status === 3) return t('trips.bookedUp');
  if (status === 4 || status === 5) return t('trips.bookedDown');
  return null;
}

function lessonNote(lesson: Lesson | undefined): string | null {
  if (!lesson) return null;
  const kinds = [lesson.gino && t('trips.lessonGino'), lesson.gakka && t('trips.lessonGakka')]
    .filter(Boolean)
    .join(t('trips.lessonSeparator'));
  return kinds ? t('trips.lessons', { kinds }) : null;
}

/**
 * A bus that cannot be chosen, with why; 満席 has a solid striped box besides its word, so it
 * differs from the other reasons (ネット予約対象外, 予約できません) without colour too.
 */
function ClosedTrip({
  name,
  times,
  state,
  children,
}: {
  name: string;
  times: string;
  state: string;
  /** what to do instead (a bus off the net: the school's phone) */
  children?: ReactNode;
}) {
  const full = state === t('unavailable.full');
  return (
    <div className={full ? 'sp-trip sp-trip-closed sp-trip-full' : 'sp-trip sp-trip-closed'}>
      <span className="sp-trip-text">
        {name && <span className="sp-trip-name">{name}</span>}
        <span>{times}</span>
      </span>
      <span className="sp-trip-state">{state}</span>
      {children}
    </div>
  );
}

function Period(props: Props & { cell: Cell }) {
  const { cell } = props;
  const headingId = useId();
  const period = props.periods.find((p) => p.jgn === cell.jgn);
  const lesson = lessonNote(props.lessons.find((l) => l.jgn === cell.jgn && (l.gino || l.gakka)));
  const booked = bookedNote(cell.status);
  // a school that hides periods still gets one group per period (one ride per lesson), unnamed
  const named = props.view.isJgnVisible;
  const Group = named ? 'section' : 'div';
  return (
    <Group
      className={lesson ? 'sp-period sp-period-lesson' : 'sp-period'}
      aria-labelledby={named ? headingId : undefined}
    >
      {named && (
        <h3 id={headingId} className="sp-period-head">
          <span>{period?.timeName ?? cell.trips[0]?.displayJigen ?? `${cell.jgn}`}</span>
          {period && (
            <span className="sp-period-time">{`${period.kyosyuStartTime}〜${period.kyosyuEndTime}`}</span>
          )}
        </h3>
      )}
      {(lesson || booked) && (
        <p className="sp-period-notes">
          {lesson && <span className="sp-badge sp-badge-lesson">{lesson}</span>}
          {booked && <span className="sp-badge sp-badge-booked">{booked}</span>}
        </p>
      )}
      <ul className="sp-trips">
        {cell.trips.map((trip) => {
          const name = shownBus(props.view, trip);
          const times = tripTimeText(trip);
          return (
            <li key={trip.binCd}>
              {isTripSelectable(cell, trip, props.extras) ? (
                <label className="sp-trip sp-choice">
                  <input
                    type="radio"
                    name="binCd"
                    value={trip.binCd}
                    checked={props.selected === trip.binCd}
                    onChange={() => props.onSelect(trip)}
                  />
                  <span className="sp-trip-text">
                    {name && <span className="sp-trip-name">{name}</span>}
                    <span>{times}</span>
                    <span className="sp-trip-seats">{t('trips.seatsLeft', { count: trip.seatsLeft })}</span>
                  </span>
                </label>
              ) : (
                <ClosedTrip name={name} times={times} state={tripUnavailableText(cell, trip, props.extras)}>
                  {!trip.isNetReservation && <PhoneAdvice phoneNumber={props.phoneNumber} />}
                  {props.onWaitlist && canJoinWaitlist(cell, trip, props.extras, trip.upDown) && (
                    <button
                      type="button"
                      className="button button-small sp-trip-waitlist"
                      aria-label={tWaitlist('offerLabel', { bus: [name, times].filter(Boolean).join(' ') })}
                      onClick={() => props.onWaitlist?.(trip)}
                    >
                      {tWaitlist('offer')}
                    </button>
                  )}
                </ClosedTrip>
              )}
            </li>
          );
        })}
      </ul>
    </Group>
  );
}

/** The buses of one date for the chosen stop and direction, grouped by class period (SPEC.md §2 SpRsvTime). */
export function SpTripChoice(props: Props) {
  const cells = props.cells.filter((c) => c.trips.length > 0).sort((a, b) => a.jgn - b.jgn);
  if (cells.length === 0) return <p className="empty">{messages.error[311]}</p>;
  return (
    <fieldset className="sp-trip-choice">
      <legend>{t('trips.legend')}</legend>
      {cells.map((cell) => (
        <Period key={cell.jgn} {...props} cell={cell} />
      ))}
    </fieldset>
  );
}
