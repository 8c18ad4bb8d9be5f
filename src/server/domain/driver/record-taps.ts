import { and, eq, gt, isNull, max } from 'drizzle-orm';
import { decideTap, japanMinutesOf } from '@shared/rules/driver-tap';
import { japanDateKey } from '@shared/rules/japan-time';
import type { DriverTap, RecordTapsAnswer } from '@shared/schemas/driver';
import type { Db } from '@server/db/client';
import { busRuns, driverTaps, reservations, rideBoardings } from '@server/db/schema';
import type { DriverScope } from './driver-day';

type Outcome = RecordTapsAnswer['results'][number]['outcome'];

/** The run of the tap, when it is one of this vehicle today, locked until the tap is applied. */
const lockRunToday = (tx: Db, scope: DriverScope, runId: number, now: Date) =>
  tx
    .select({ id: busRuns.id })
    .from(busRuns)
    .where(
      and(
        eq(busRuns.id, runId),
        eq(busRuns.schoolId, scope.schoolId),
        eq(busRuns.date, japanDateKey(now)),
        eq(busRuns.vehicleCd, scope.vehicleCd),
        gt(busRuns.seats, 0),
      ),
    )
    .for('update');

/** Stores the tap once; false when its tapId is already stored (a resend). */
async function storeTap(
  tx: Db,
  scope: DriverScope,
  tap: DriverTap,
  tappedAt: Date,
  now: Date,
): Promise<boolean> {
  const stored = await tx
    .insert(driverTaps)
    .values({
      tapId: tap.tapId,
      schoolId: scope.schoolId,
      deviceId: scope.deviceId,
      runId: tap.runId,
      reservationId: tap.kind === 'rider' ? tap.yoyakuId : null,
      action: tap.kind === 'rider' ? tap.state : tap.action,
      tappedAt,
      receivedAt: now,
    })
    .onConflictDoNothing()
    .returning({ tapId: driverTaps.tapId });
  return stored.length > 0;
}

/**
 * 乗車 / 不在 / undo on a rider: the booking must be an active one of the run, and the run one of
 * this vehicle today (else refused, nothing stored). The booking row is locked so two taps of one
 * rider are decided one after the other against the tap held in ride_boardings.
 */
async function riderTap(tx: Db, scope: DriverScope, tap: Extract<DriverTap, { kind: 'rider' }>, now: Date) {
  const tappedAt = new Date(tap.tappedAt);
  const [run] = await lockRunToday(tx, scope, tap.runId, now);
  if (!run) return 'refused';
  const [booking] = await tx
    .select({ id: reservations.id, held: rideBoardings.tappedAt })
    .from(reservations)
    .leftJoin(rideBoardings, eq(rideBoardings.reservationId, reservations.id))
    .where(
      and(
        eq(reservations.id, tap.yoyakuId),
        eq(reservations.runId, run.id),
        isNull(reservations.cancelledAt),
      ),
    )
    .for('update', { of: reservations });
  if (!booking) return 'refused';
  const decision = decideTap(tappedAt, now, booking.held);
  const at = decision.outcome === 'apply' ? decision.tappedAt : tappedAt;
  if (!(await storeTap(tx, scope, tap, at, now))) return 'duplicate';
  if (decision.outcome === 'superseded') return 'superseded';
  const boarding = {
    state: tap.state,
    runId: run.id,
    tappedAt: decision.tappedAt,
    deviceId: scope.deviceId,
    recordedAt: now,
  };
  await tx
    .insert(rideBoardings)
    .values({ reservationId: booking.id, schoolId: scope.schoolId, ...boarding })
    .onConflictDoUpdate({ target: rideBoardings.reservationId, set: boarding });
  return 'applied';
}

/**
 * 出発 / 運行終了 on a run of this vehicle today: sets the run's actual start or end (Japan
 * minutes of the tap). The tap held is the latest stored of the same action on the run — only
 * applied and superseded taps are stored, and a superseded one is older than the applied one — so
 * a 出発 tapped again (a wrong first tap) moves the start, while an older one sent late does not.
 */
async function runTap(tx: Db, scope: DriverScope, tap: Extract<DriverTap, { kind: 'run' }>, now: Date) {
  const tappedAt = new Date(tap.tappedAt);
  const [run] = await lockRunToday(tx, scope, tap.runId, now);
  if (!run) return 'refused';
  const [held] = await tx
    .select({ at: max(driverTaps.tappedAt) })
    .from(driverTaps)
    .where(
      and(eq(driverTaps.runId, run.id), isNull(driverTaps.reservationId), eq(driverTaps.action, tap.action)),
    );
  const decision = decideTap(tappedAt, now, held?.at ?? null);
  const at = decision.outcome === 'apply' ? decision.tappedAt : tappedAt;
  if (!(await storeTap(tx, scope, tap, at, now))) return 'duplicate';
  if (decision.outcome === 'superseded') return 'superseded';
  const minutes = japanMinutesOf(decision.tappedAt);
  await tx
    .update(busRuns)
    .set(tap.action === 'depart' ? { actualStartMinutes: minutes } : { actualEndMinutes: minutes })
    .where(eq(busRuns.id, run.id));
  return 'applied';
}

/**
 * Stores a phone's taps (issue 27 §1, §2), each once by its tapId, and answers what became of
 * each. Each tap runs in its own short transaction: its outcome stands on its own, locks are
 * held for one tap only, and should the request fail half-way the phone sends the whole queue
 * again — the taps already stored then answer 'duplicate' — so a batch needs no all-or-nothing.
 */
export async function recordTaps(
  db: Db,
  scope: DriverScope,
  taps: DriverTap[],
  now: Date,
): Promise<RecordTapsAnswer> {
  const results: { tapId: string; outcome: Outcome }[] = [];
  for (const tap of taps) {
    const outcome = await db.transaction((tx) =>
      tap.kind === 'rider' ? riderTap(tx, scope, tap, now) : runTap(tx, scope, tap, now),
    );
    results.push({ tapId: tap.tapId, outcome });
  }
  return { results };
}
