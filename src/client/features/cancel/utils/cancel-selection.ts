import type { Reservation } from '@shared/schemas/reservation';

/** The most bookings one cancellation may name (the endpoint's limit). */
export const MAX_CANCEL_IDS = 50;

/**
 * The chosen bookings carried in a cancel screen's address (`?ids=1,2`): positive integers, each
 * once, in the order given; anything else is dropped, so an edited address cannot name garbage.
 */
export function parseChosenIds(value: string | null): number[] {
  if (!value) return [];
  const ids = value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^[1-9]\d{0,14}$/.test(part))
    .map(Number);
  return [...new Set(ids)].slice(0, MAX_CANCEL_IDS);
}

/** SPEC.md §4 cancel flow: only bookings still before their cut-off can be chosen. */
export function cancellableOf(list: readonly Reservation[]): Reservation[] {
  return list.filter((r) => r.isNetCancel);
}

/** What the confirm screen finds on re-checking: 325 a chosen booking is gone, 326 one is past its cut-off. */
export type CancelProblem = 325 | 326;

/**
 * Re-checks the chosen bookings against a freshly fetched list (SPEC.md §4, §5) without asking the
 * server to cancel anything: the bookings still there (in list order) and the first problem found.
 */
export function recheckChosen(
  ids: readonly number[],
  list: readonly Reservation[],
): { chosen: Reservation[]; problem: CancelProblem | null } {
  const wanted = new Set(ids);
  const chosen = list.filter((r) => wanted.has(r.yoyakuId));
  if (ids.length === 0 || chosen.length < wanted.size) return { chosen, problem: 325 };
  if (chosen.some((r) => !r.isNetCancel)) return { chosen, problem: 326 };
  return { chosen, problem: null };
}
