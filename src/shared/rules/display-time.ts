import { messages } from '@shared/i18n/messages';
import type { SiteOption } from '../schemas/provider';

/**
 * What the display-time rule reads of a booking (SPEC.md §3 Reservation, §4). Times are 'HH:mm',
 * Japan time, or null when not known (yet).
 */
export interface DisplayTimeInput {
  /** 1 up (往路, to school), 2 down (復路, from school) */
  upDown: 1 | 2;
  /** reservation mode of SPEC.md §4; 3 is door-to-door */
  rsvMode: number;
  busStartPlanTime: string | null;
  busStartTime: string | null;
  busEndPlanTime: string | null;
  busEndTime: string | null;
  /** planned time of the run at the learner's stop */
  busStopTime: string | null;
  /** the school fixed the plan for the date */
  isFixedPlan: boolean;
  /** the booking cut-off for the date has passed */
  isLimitOver: boolean;
  /** the fixed-plan mail has been sent */
  isSendFixedPlanMail: boolean;
  /** the school's plan-release time on the cut-off day has passed (PRODUCT.md §4) */
  isPlanReleaseOver: boolean;
}

/** Reservation mode 3: door-to-door, whose up departure has a source setting of its own. */
const DOOR_TO_DOOR = 3;

type View = SiteOption['reservationView'];

/** Whether an up departure time may be shown, by `upDepartureTime` (SPEC.md §4); other values: always. */
function upDepartureGateOpen(input: DisplayTimeInput, setting: number): boolean {
  switch (setting) {
    case 1:
      return input.isFixedPlan;
    case 2:
      return input.isFixedPlan && input.isLimitOver;
    case 3:
      return input.isFixedPlan && input.isSendFixedPlanMail;
    case 4:
      return input.isFixedPlan && input.isPlanReleaseOver;
    default:
      return true;
  }
}

/** The raw times of a booking or trip that a display text can be built from. */
export type TimeField = 'busStartPlanTime' | 'busStartTime' | 'busEndPlanTime' | 'busEndTime' | 'busStopTime';

function upDepartureField(setting: number): TimeField | null {
  if (setting === 1) return 'busStartPlanTime';
  if (setting === 2) return 'busStartTime';
  if (setting === 3) return 'busStopTime';
  return null;
}

function upArrivalField(setting: number): TimeField | null {
  if (setting === 1) return 'busEndPlanTime';
  if (setting === 2) return 'busEndTime';
  return null;
}

function downDepartureField(setting: number): TimeField | null {
  if (setting === 1) return 'busStartPlanTime';
  if (setting === 2) return 'busStopTime';
  return null;
}

function downArrivalField(setting: number): TimeField | null {
  if (setting === 1) return 'busStopTime';
  if (setting === 2) return 'busEndTime';
  return null;
}

/**
 * Which raw time feeds the departure and the arrival text under the school's `reservationView`
 * (null: none — gated, or an unknown setting value). See {@link displayTimes}.
 */
function shownFields(
  input: DisplayTimeInput,
  view: View,
  offer: boolean,
): { departure: TimeField | null; arrival: TimeField | null; departurePlanned: boolean } {
  if (input.upDown === 1) {
    const sourceSetting =
      input.rsvMode === DOOR_TO_DOOR ? view.upDtoDDepartureTime : view.upLineDepartureTime;
    const source = upDepartureField(sourceSetting);
    const open = upDepartureGateOpen(input, view.upDepartureTime);
    // a bus on offer shows its planned time at the stop, marked as planned, while the gate is shut
    const planned = !open && offer && source === 'busStopTime';
    return {
      departure: open || planned ? source : null,
      arrival: upArrivalField(view.upArrivalTime),
      departurePlanned: planned,
    };
  }
  return {
    departure: downDepartureField(view.downDepartureTime),
    arrival: downArrivalField(view.downArrivalTime),
    departurePlanned: false,
  };
}

const orMissing = (time: string | null): string => (time ? time : messages.reservation.noTimeYet);

/** Options of the display rule: `offer` for a bus offered before booking (not a booking). */
export interface DisplayOptions {
  offer?: boolean;
}

/**
 * Whether a booking's time is final for the learner (「時刻確定」): the school fixed the plan of its
 * date and the plan release passed (PRODUCT.md §4). Until then it is 「時刻未定」, even when a
 * planned time is shown — the one state the cards, the fixed-plan panel and the mails share.
 */
export function isRideTimeFixed(flags: Pick<DisplayTimeInput, 'isFixedPlan' | 'isPlanReleaseOver'>): boolean {
  return flags.isFixedPlan && flags.isPlanReleaseOver;
}

/**
 * The departure and arrival texts of a booking per the school's `reservationView` (SPEC.md §4
 * "Display time", PRODUCT.md §4):
 * - up departure is shown only when the `upDepartureTime` gate holds (1 fixed plan; 2 fixed plan and
 *   cut-off passed; 3 fixed plan and fixed-plan mail sent; 4 fixed plan and plan released; any other
 *   value always); its source is `upLineDepartureTime` (`upDtoDDepartureTime` for door-to-door):
 *   1 planned start, 2 actual start, 3 time at the stop;
 * - up arrival by `upArrivalTime` (1 planned end, 2 actual end), shown as 'HH:mm 学校着';
 * - down departure by `downDepartureTime` (1 planned start, 2 time at the stop); down arrival by
 *   `downArrivalTime` (1 time at the stop, 2 actual end).
 * A time that is gated, null, empty or selected by an unknown setting value reads 「前日にご連絡します」.
 * The gate applies to the up departure only, as SPEC.md §4 words it. A bus offered before booking
 * (`offer`) whose up departure source is the time at the stop shows that planned time, marked
 * 「（予定）」, while the gate is shut (issue 25): the run's timetable is known before the plan is.
 */
export function displayTimes(
  input: DisplayTimeInput,
  view: View,
  options: DisplayOptions = {},
): { departureText: string; arrivalText: string } {
  const fields = shownFields(input, view, options.offer ?? false);
  const departure = fields.departure ? input[fields.departure] : null;
  const arrival = fields.arrival ? input[fields.arrival] : null;
  return {
    departureText:
      fields.departurePlanned && departure
        ? messages.reservation.plannedTime.replace('{time}', departure)
        : orMissing(departure),
    arrivalText:
      input.upDown === 1 && arrival
        ? `${arrival} ${messages.reservation.arriveAtSchool}`
        : orMissing(arrival),
  };
}

/**
 * The raw times with every one the display texts do not show set to null: the API answers only
 * what the school lets learners see (PRODUCT.md §4), so a hidden planned time is not in the JSON.
 */
export function visibleTimes<T extends Record<TimeField, string | null>>(
  times: T,
  input: DisplayTimeInput,
  view: View,
  options: DisplayOptions = {},
): T {
  const fields = shownFields(input, view, options.offer ?? false);
  const shown = new Set([fields.departure, fields.arrival]);
  const visible = { ...times };
  for (const field of [
    'busStartPlanTime',
    'busStartTime',
    'busEndPlanTime',
    'busEndTime',
    'busStopTime',
  ] as const) {
    if (!shown.has(field)) visible[field] = null as T[typeof field];
  }
  return visible;
}

/**
 * 'HH:mm' of a time stored as minutes after midnight, Japan time (485 → '08:05'). Times past
 * midnight wrap to the clock time (1445 → '00:05'). Throws a RangeError for negative or fractional
 * minutes, which no stored time has.
 */
export function minutesToTime(minutes: number): string {
  if (!Number.isInteger(minutes) || minutes < 0) throw new RangeError(`not a time in minutes: ${minutes}`);
  const ofDay = minutes % (24 * 60);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(ofDay / 60))}:${pad(ofDay % 60)}`;
}
