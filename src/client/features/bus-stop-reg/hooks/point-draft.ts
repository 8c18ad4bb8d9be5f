import { useCallback, useSyncExternalStore } from 'react';
import type { PointForm } from '@shared/rules/point-form';

/**
 * The point being registered or edited, carried from BusStopReg to BusStopCom. Kept in
 * sessionStorage like the booking condition (non-secret UI state, PRODUCT.md §3), so a reload or
 * coming back from the confirm page keeps the marker and the texts.
 */
export interface PointDraft extends PointForm {
  /** an edit of this point (BusStopUpdate); absent for a new one (BusStopRegister) */
  busStopCd?: string;
  categoryName: string;
}

const STORAGE_KEY = 'bus.pointDraft';
const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cached: PointDraft | null = null;

function read(): PointDraft | null {
  const raw = sessionStorage.getItem(STORAGE_KEY);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    try {
      cached = raw ? (JSON.parse(raw) as PointDraft) : null;
    } catch {
      cached = null;
    }
  }
  return cached;
}

export function writePointDraft(draft: PointDraft | null) {
  if (draft) sessionStorage.setItem(STORAGE_KEY, JSON.stringify(draft));
  else sessionStorage.removeItem(STORAGE_KEY);
  listeners.forEach((listener) => listener());
}

export function usePointDraft() {
  const draft = useSyncExternalStore((listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, read);
  const update = useCallback((patch: Partial<PointDraft>) => {
    const current = read();
    if (current) writePointDraft({ ...current, ...patch });
  }, []);
  return { draft, update, replace: writePointDraft };
}
