import { messages } from '../messages';
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
  /** the ride day has begun (Japan time) */
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

function upDepartureSource(input: DisplayTimeInput, setting: number): string | null {
  if (setting === 1) return input.busStartPlanTime;
  if (setting === 2) return input.busStartTime;
  if (setting === 3) return input.busStopTime;
  return null;
}

function upArrivalSource(input: DisplayTimeInput, setting: number): string | null {
  if (setting === 1) return input.busEndPlanTime;
  if (setting === 2) return input.busEndTime;
  return null;
}

function downDepartureSource(input: DisplayTimeInput, setting: number): string | null {
  if (setting === 1) return input.busStartPlanTime;
  if (setting === 2) return input.busStopTime;
  return null;
}

function downArrivalSource(input: DisplayTimeInput, setting: number): string | null {
  if (setting === 1) return input.busStopTime;
  if (setting === 2) return input.busEndTime;
  return null;
}

const orMissing = (time: string | null): string => (time ? time : messages.reservation.noTimeYet);

/**
 * The departure and arrival texts of a booking per the school's `reservationView` (SPEC.md §4
 * "Display time", PRODUCT.md §4):
 * - up departure is shown only when the `upDepartureTime` gate holds (1 fixed plan; 2 fixed plan and
 *   cut-off passed; 3 fixed plan and fixed-plan mail sent; 4 fixed plan and ride day begun; any other
 *   value always); its source is `upLineDepartureTime` (`upDtoDDepartureTime` for door-to-door):
 *   1 planned start, 2 actual start, 3 time at the stop;
 * - up arrival by `upArrivalTime` (1 planned end, 2 actual end), shown as 'HH:mm 学校着';
 * - down departure by `downDepartureTime` (1 planned start, 2 time at the stop); down arrival by
 *   `downArrivalTime` (1 time at the stop, 2 actual end).
 * A time that is gated, null, empty or selected by an unknown setting value reads 「前日にご連絡します」.
 * The gate applies to the up departure only, as SPEC.md §4 words it.
 */
export function displayTimes(
  input: DisplayTimeInput,
  view: View,
): { departureText: string; arrivalText: string } {
  if (input.upDown === 1) {
    const sourceSetting =
      input.rsvMode === DOOR_TO_DOOR ? view.upDtoDDepartureTime : view.upLineDepartureTime;
    const departure = upDepartureGateOpen(input, view.upDepartureTime)
      ? upDepartureSource(input, sourceSetting)
      : null;
    const arrival = upArrivalSource(input, view.upArrivalTime);
    return {
      departureText: orMissing(departure),
      arrivalText: arrival
        ? `${arrival} ${messages.reservation.arriveAtSchool}`
        : messages.reservation.noTimeYet,
    };
  }
  return {
    departureText: orMissing(downDepartureSource(input, view.downDepartureTime)),
    arrivalText: orMissing(downArrivalSource(input, view.downArrivalTime)),
  };
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
