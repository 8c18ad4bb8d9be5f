import type { BusStop } from '@shared/schemas/bus-stop';
import type { ClassPeriod, TravelItem } from '@shared/schemas/reservation';
import type { WaitlistEntry } from '@shared/schemas/waitlist';
import { departureAt, placeName, tripTimeText } from '@client/lib/labels';
import type { Extras } from './extras';
import { shownBus, shownPeriod, type NameVisibility } from './shown-names';
import type { WaitlistRide } from '../components/WaitlistFacts';

/** A full bus of a time page as the キャンセル待ち confirm describes it, by the school's display rules. */
export function waitlistRide(input: {
  trip: TravelItem;
  periods: ClassPeriod[];
  view: NameVisibility;
  busStop: BusStop;
  extras: Extras;
}): WaitlistRide {
  const { trip, view } = input;
  const jigenName = input.periods.find((p) => p.jgn === trip.jgn)?.timeName ?? '';
  return {
    date: trip.date,
    upDown: trip.upDown,
    period: shownPeriod(view, { jigenName, displayJigen: trip.displayJigen }),
    bus: shownBus(view, trip),
    time: tripTimeText(trip),
    place: placeName(input.busStop),
    extras: input.extras,
  };
}

/**
 * A queue entry's time as far as it is known: an up ride's boarding time at the stop, a return
 * ride's departure from school ('' before the school's plan gives one).
 */
export function entryTime(entry: WaitlistEntry): string {
  const time = entry.upDown === 1 ? (entry.busStopTime ?? entry.busStartPlanTime) : entry.busStartPlanTime;
  return time ? departureAt(entry.upDown, time) : '';
}

/** A queue entry as the lists describe it. */
export function entryRide(entry: WaitlistEntry, view: NameVisibility): WaitlistRide {
  return {
    date: entry.date,
    upDown: entry.upDown,
    period: shownPeriod(view, entry),
    bus: shownBus(view, entry),
    time: entryTime(entry),
    place: entry.busStopDisplayName || entry.busStopName,
    extras: { passenger: entry.passenger, childSheet: entry.childSheet, jitensya: entry.jitensya },
  };
}
