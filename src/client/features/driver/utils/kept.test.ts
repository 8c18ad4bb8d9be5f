import { describe, expect, it } from 'vitest';
import type { DriverDay } from '@shared/schemas/driver';
import { forgetAll, keepDay, keepQueue, readKeptDay, readQueue } from './kept';
import { riderTap } from './tap-queue';

function memoryStore() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const DAY: DriverDay = {
  vehicle: { vehicleCd: 'V1', name: '1号車', driverName: '', schoolName: 'デモ' },
  date: '2026-11-30',
  readAt: '2026-11-30T07:00:00+09:00',
  runs: [],
};
const TAP = riderTap(
  '00000000-0000-4000-8000-000000000001',
  { runId: 1, yoyakuId: 2 },
  'boarded',
  new Date(0),
);

describe('what the driver’s phone keeps', () => {
  it('reads back the day with its arrival time and the queue', () => {
    const store = memoryStore();
    expect(readKeptDay(store)).toBeNull();
    expect(readQueue(store)).toEqual([]);
    keepDay(store, DAY, 1234);
    keepQueue(store, [TAP]);
    expect(readKeptDay(store)).toEqual({ day: DAY, receivedAt: 1234 });
    expect(readQueue(store)).toEqual([TAP]);
    keepQueue(store, []);
    expect(store.items.has('bus-driver-taps')).toBe(false);
  });

  it('drops a copy that does not fit the contract rather than show it', () => {
    const store = memoryStore();
    store.setItem('bus-driver-day', JSON.stringify({ day: { ...DAY, runs: 'x' }, receivedAt: 1 }));
    store.setItem('bus-driver-taps', '{not json');
    expect(readKeptDay(store)).toBeNull();
    expect(readQueue(store)).toEqual([]);
  });

  it('forgets both at sign-out, and a full storage does not break the page', () => {
    const store = memoryStore();
    keepDay(store, DAY, 1);
    keepQueue(store, [TAP]);
    forgetAll(store);
    expect(store.items.size).toBe(0);
    const full = {
      ...memoryStore(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => keepDay(full, DAY, 1)).not.toThrow();
  });
});
