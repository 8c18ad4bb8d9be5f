import type { BoardingState, RunTap } from '@shared/constants';
import { formatTime, japanInstant } from '@shared/rules/japan-time';
import {
  DRIVER_TAPS_MAX,
  type DriverDay,
  type DriverRun,
  type DriverTap,
  type RecordTapsAnswer,
} from '@shared/schemas/driver';

/**
 * The driver's taps not yet answered by the server (issue 27 §2): kept on the phone, sent in
 * batches, shown on the list at once. Each tap has its own UUID, so one sent twice (an answer lost
 * in a tunnel) is stored once; any answer, refused included, takes it off the queue.
 */
export type TapQueue = readonly DriverTap[];

export function riderTap(
  tapId: string,
  target: { runId: number; yoyakuId: number },
  state: BoardingState,
  now: Date,
): DriverTap {
  return { kind: 'rider', tapId, ...target, state, tappedAt: now.toISOString() };
}

export function runTap(tapId: string, runId: number, action: RunTap, now: Date): DriverTap {
  return { kind: 'run', tapId, runId, action, tappedAt: now.toISOString() };
}

/** Every tap is kept in order: the server stores each one and lets the later win. */
export function enqueue(queue: TapQueue, tap: DriverTap): TapQueue {
  return [...queue, tap];
}

/** The next request's taps: the oldest first, within what one request may carry. */
export function nextBatch(queue: TapQueue): DriverTap[] {
  return queue.slice(0, DRIVER_TAPS_MAX);
}

/** A tap's effect on one run of the day as the list shows it. */
function applyToRun(run: DriverRun, tap: DriverTap): DriverRun {
  if (tap.runId !== run.runId) return run;
  if (tap.kind === 'run') {
    const at = formatTime(new Date(tap.tappedAt));
    if (tap.action === 'depart') return run.actualStart ? run : { ...run, actualStart: at };
    return run.actualEnd ? run : { ...run, actualEnd: at };
  }
  return {
    ...run,
    stops: run.stops.map((stop) => ({
      ...stop,
      riders: stop.riders.map((rider) =>
        rider.yoyakuId === tap.yoyakuId ? { ...rider, boarding: tap.state } : rider,
      ),
    })),
  };
}

/** The day with taps applied in their order: what the driver sees before the server answers. */
export function applyTaps(day: DriverDay, taps: readonly DriverTap[]): DriverDay {
  if (taps.length === 0) return day;
  return { ...day, runs: day.runs.map((run) => taps.reduce(applyToRun, run)) };
}

/**
 * The server answered a batch: every answered tap leaves the queue, and the stored ones (applied,
 * or stored before) are applied to the kept day so that the list does not jump back until the
 * next GetDay. A superseded tap lost to a later one and a refused one changed nothing there; the
 * refused are counted, since the driver must hear that a record was not taken.
 */
export function settle(
  day: DriverDay | null,
  queue: TapQueue,
  answer: RecordTapsAnswer,
): { day: DriverDay | null; queue: TapQueue; refused: number } {
  const outcome = new Map(answer.results.map((result) => [result.tapId, result.outcome]));
  const stored = queue.filter((tap) => {
    const result = outcome.get(tap.tapId);
    return result === 'applied' || result === 'duplicate';
  });
  return {
    day: day ? applyTaps(day, stored) : day,
    queue: queue.filter((tap) => !outcome.has(tap.tapId)),
    refused: answer.results.filter((result) => result.outcome === 'refused').length,
  };
}

export type RunPhase = 'before' | 'running' | 'ended';

/** Where a run is as its 出発 / 運行終了 say. */
export function runPhase(run: DriverRun): RunPhase {
  if (run.actualEnd) return 'ended';
  return run.actualStart ? 'running' : 'before';
}

/** A rider the driver has neither seen board nor marked absent, and who did not say 「乗りません」. */
export interface Unaccounted {
  yoyakuId: number;
  name: string;
  stopName: string;
}

/**
 * How early a 出発 may be before the page asks: a tap that early is most likely on the wrong run,
 * and a recorded start cannot be taken back from the phone (it closes the riders' 「今日は乗りません」
 * on a run from school).
 */
export const EARLY_DEPARTURE_MINUTES = 30;

/** Whether 出発 now is more than {@link EARLY_DEPARTURE_MINUTES} before the run's planned start on `date`. */
export function isEarlyDeparture(run: DriverRun, date: string, now: Date): boolean {
  const [hours, minutes] = run.planStart.split(':').map(Number);
  const start = japanInstant(date, hours! * 60 + minutes!);
  return start.getTime() - now.getTime() > EARLY_DEPARTURE_MINUTES * 60_000;
}

/** Whom 運行終了 warns about. */
export function unaccountedRiders(run: DriverRun): Unaccounted[] {
  return run.stops.flatMap((stop) =>
    stop.riders
      .filter((rider) => rider.boarding === 'unconfirmed' && !rider.notRiding)
      .map((rider) => ({ yoyakuId: rider.yoyakuId, name: rider.name, stopName: stop.name })),
  );
}

/** Waits between attempts to send while they fail (offline, a dead zone): quick at first, then once a minute. */
const RETRY_MS = [2_000, 5_000, 10_000, 30_000, 60_000];

export function retryDelay(failures: number): number {
  return RETRY_MS[Math.min(Math.max(failures - 1, 0), RETRY_MS.length - 1)]!;
}

/**
 * A version 4 UUID for a tap: randomUUID where the browser offers it, else from getRandomValues
 * (randomUUID exists only in secure contexts, and a school may serve its LAN over plain http).
 */
export function newTapId(
  random: Pick<Crypto, 'getRandomValues'> & Partial<Pick<Crypto, 'randomUUID'>> = crypto,
): string {
  if (typeof random.randomUUID === 'function') return random.randomUUID();
  const bytes = random.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
