import { t } from '@shared/i18n/common';
import { t as tRides } from '@shared/i18n/learner/rides';
import { messages } from '@shared/i18n/messages';
import { formatShortDate, japanInstant } from '@shared/rules/japan-time';

/** A ride's direction as the screens carry it (SPEC.md §4): 1 up = to school, 2 down = from school. */
export type UpDown = 1 | 2;

export const otherDirection = (upDown: UpDown): UpDown => (upDown === 1 ? 2 : 1);

/** SPEC.md §4 directions as the screens name them. */
export const DIRECTION_NAME: Record<UpDown, string> = { 1: t('direction.1'), 2: t('direction.2') };

/** A direction with where its bus goes, worded the same on the smartphone and the desktop. */
export function directionWithDestination(upDown: UpDown): string {
  return t('directionWithDestination', {
    direction: DIRECTION_NAME[upDown],
    destination: upDown === 1 ? t('destination.1') : t('destination.2'),
  });
}

/** Where the learner boards an up ride (乗車地点) or gets off a return ride (降車地点), issue 25. */
export const placeTerm = (upDown: UpDown): string =>
  upDown === 2 ? tRides('facts.dropOff') : tRides('facts.place');

/** A ride's departure: 出発, or 学校発 for a return ride, which leaves school. */
export const departureTerm = (upDown: UpDown): string =>
  upDown === 2 ? tRides('facts.schoolDeparture') : tRides('facts.departure');

/** 「出発 07:42」, or 「学校発 10:00」 for a return ride. */
export const departureAt = (upDown: UpDown, time: string): string =>
  tRides(upDown === 2 ? 'schoolDepartureAt' : 'departureAt', { time });

/** 'MM月DD日(ddd)' of a ride date 'YYYY-MM-DD', in Japan time. */
export function rideDateLabel(date: string): string {
  return formatShortDate(japanInstant(date));
}

/** SPEC.md §9: children 'N 人', child seats 'N 台', bicycle 有/無. */
export const passengerCount = (count: number) => t('extras.passengerCount', { count });
export const childSheetCount = (count: number) => t('extras.childSheetCount', { count });
export const jitensyaText = (count: number) => (count > 0 ? t('extras.jitensyaYes') : t('extras.jitensyaNo'));

/**
 * The extras of a booking as short facts, each only when above 0 (SPEC.md §9: 'N 人' / 'N 台'
 * only above 0), so a ride without extras shows none.
 */
export function extrasFacts(extras: { passenger: number; childSheet: number; jitensya: number }) {
  return [
    ...(extras.passenger > 0
      ? [{ term: t('extras.passenger'), value: passengerCount(extras.passenger) }]
      : []),
    ...(extras.childSheet > 0
      ? [{ term: t('extras.childSheet'), value: childSheetCount(extras.childSheet) }]
      : []),
    ...(extras.jitensya > 0 ? [{ term: t('extras.jitensya'), value: jitensyaText(extras.jitensya) }] : []),
  ];
}

/** The line the menu (and the desktop's done page) shows after a booking: what happened, 「…往路を予約しました」 (issue 25). */
export function confirmedMessage(date: string, upDown: UpDown): string {
  return messages.reservation.confirmed
    .replace('{date}', rideDateLabel(date))
    .replace('{direction}', DIRECTION_NAME[upDown]);
}

/** The line shown for each cancelled booking (SPEC.md §2 cancel confirm). */
export function cancelledMessage(date: string, upDown: UpDown): string {
  return messages.reservation.cancelled
    .replace('{date}', rideDateLabel(date))
    .replace('{direction}', DIRECTION_NAME[upDown]);
}

/** The name a learner knows a point by: their own name for it, else the school's display name, else its name. */
export function placeName(stop: { busStopKName: string; busStopDisplayName: string; busStopName: string }) {
  return stop.busStopKName || stop.busStopDisplayName || stop.busStopName;
}

/** A bus's departure and arrival texts, already chosen by the server's display rules; a return bus leaves school (学校発). */
export function tripTimeText(trip: { upDown: number; upTime: string; downTime: string }): string {
  return t(trip.upDown === 2 ? 'tripTimeDown' : 'tripTime', { up: trip.upTime, down: trip.downTime });
}
