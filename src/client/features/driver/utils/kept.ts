import { z } from 'zod';
import { driverDaySchema, driverTapSchema, type DriverDay } from '@shared/schemas/driver';
import type { TapQueue } from './tap-queue';

/**
 * What the phone keeps between visits (issue 27 §2): the last day the server answered, when it
 * arrived, and the taps not yet answered. Read back through the contract's schemas, so a copy
 * from an older build or a hand-edited one is dropped rather than shown wrong.
 */
const DAY_KEY = 'bus-driver-day';
const QUEUE_KEY = 'bus-driver-taps';

const keptDaySchema = z.object({ day: driverDaySchema, receivedAt: z.number() });
export type KeptDay = z.infer<typeof keptDaySchema>;

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function read<T>(store: Store, key: string, schema: z.ZodType<T>): T | null {
  try {
    const text = store.getItem(key);
    if (text === null) return null;
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** A full or forbidden storage (private mode) leaves the phone without its copy, never without the page. */
function write(store: Store, key: string, value: unknown): void {
  try {
    store.setItem(key, JSON.stringify(value));
  } catch {
    // the page keeps working from memory
  }
}

export function readKeptDay(store: Store): KeptDay | null {
  return read(store, DAY_KEY, keptDaySchema);
}

export function keepDay(store: Store, day: DriverDay, receivedAt: number): void {
  write(store, DAY_KEY, { day, receivedAt });
}

export function readQueue(store: Store): TapQueue {
  return read(store, QUEUE_KEY, z.array(driverTapSchema)) ?? [];
}

export function keepQueue(store: Store, queue: TapQueue): void {
  if (queue.length === 0) store.removeItem(QUEUE_KEY);
  else write(store, QUEUE_KEY, queue);
}

/** Sign-out and a new sign-in: nothing of another session stays on the phone. */
export function forgetAll(store: Store): void {
  store.removeItem(DAY_KEY);
  store.removeItem(QUEUE_KEY);
}
