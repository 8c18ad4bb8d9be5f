import { useCallback, useSyncExternalStore } from 'react';
import type { BusStop } from '@shared/schemas/bus-stop';
import type { TravelItem } from '@shared/schemas/reservation';

/**
 * The reservation condition of SPEC.md §3, carried from screen to screen. Kept in sessionStorage
 * (non-secret UI state only, PRODUCT.md §3) so a reload in the middle of the flow keeps the choices.
 */
export interface ReservationCondition {
  /** 'YYYY-MM-DD' */
  date: string;
  upDown: 1 | 2;
  passenger: number;
  childSheet: number;
  jitensya: number;
  busStop?: BusStop;
  /** the bus chosen on the time page */
  travel?: TravelItem;
}

const STORAGE_KEY = 'bus.reservationCondition';
const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cached: ReservationCondition | null = null;

function read(): ReservationCondition | null {
  const raw = sessionStorage.getItem(STORAGE_KEY);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    try {
      cached = raw ? (JSON.parse(raw) as ReservationCondition) : null;
    } catch {
      cached = null;
    }
  }
  return cached;
}

export function writeReservationCondition(condition: ReservationCondition | null) {
  if (condition) sessionStorage.setItem(STORAGE_KEY, JSON.stringify(condition));
  else sessionStorage.removeItem(STORAGE_KEY);
  listeners.forEach((listener) => listener());
}

export function useReservationCondition() {
  const condition = useSyncExternalStore((listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, read);
  const update = useCallback((patch: Partial<ReservationCondition>) => {
    const current = read();
    if (current) writeReservationCondition({ ...current, ...patch });
  }, []);
  return { condition, update, replace: writeReservationCondition };
}
