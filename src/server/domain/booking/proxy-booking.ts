import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { busRuns, loginFailures, reservations } from '@server/db/schema';
import { recordAudit, type AuditActor } from '@server/domain/audit/record-audit';
import { mngLinkFor, type MngLinkTarget } from '@server/domain/auth/mng-link';
import { bookingDeadline, hasRunLeft, staffDayState } from '@server/domain/booking/rules/bookable-days';
import { minutesToTime } from '@shared/rules/display-time';
import type { BookingContext } from '@server/domain/booking/booking-context';
import { cancelReservations } from '@server/domain/booking/cancel-reservations';
import { idempotentWrite } from '@server/domain/booking/idempotent-write';
import { leaveQueuesOfBookedLessons } from '@server/domain/booking/waitlist';
import { saveReservation, type BookingRequest } from '@server/domain/booking/save-reservation';
import { BusinessError } from '@server/domain/business-error';
import { learnerOfSchool } from '@server/domain/school/school-scope';

/** 720: staff passing the learners' cut-off must say why (kept in the audit log). */
const reasonRequired = () => BusinessError.of('error', 720);

/**
 * Books a ride for a learner (issue 10 §3): the learner's rules — capacity, one ride per lesson,
 * stops they may board at, net-reservable runs — except that staff may pass the cut-off with a
 * reason, down to a run of today until it leaves (issue 26 §2: its planned start, the
 * departure from its first stop — rules/bookable-days.ts runDeparture; 902 after). Once per idempotency key like the learner's own booking;
 * audited with the run in the same transaction.
 * A reason sent for a date before the cut-off is dropped, not refused: it answers a question the
 * staff member was never asked, and refusing would fail a valid booking made with the learner on
 * the phone; the audit entry keeps a reason only where one was needed.
 */
export async function saveReservationFor(
  db: Db,
  actor: AuditActor,
  ctx: BookingContext,
  input: { key: string; request: BookingRequest; reason?: string },
  now: Date,
): Promise<{ yoyakuId: number }> {
  const { key, request } = input;
  const day = staffDayState(request.date, now, ctx.calendar);
  const pastCutoff = day === 'pastCutoff' || day === 'today';
  const reason = pastCutoff ? input.reason || null : null;
  const write = {
    learnerId: ctx.learnerId,
    action: 'SaveReservationFor',
    key,
    request: { ...request, reason },
  } as const;
  const booked = await idempotentWrite(db, write, now, async (tx) => {
    const [run] = await tx
      .select({
        id: busRuns.id,
        binName: busRuns.binName,
        date: busRuns.date,
        planStartMinutes: busRuns.planStartMinutes,
      })
      .from(busRuns)
      .where(
        and(
          eq(busRuns.schoolId, ctx.schoolId),
          eq(busRuns.date, request.date),
          eq(busRuns.binCd, request.binCd),
        ),
      );
    // a run that has left is refused first: no reason could make it bookable
    if (run && day === 'today' && hasRunLeft(run, now)) {
      throw BusinessError.of('error', 902, { run: run.binName, time: minutesToTime(run.planStartMinutes) });
    }
    if (pastCutoff && !reason) throw reasonRequired();
    const saved = await saveReservation(tx, ctx, request, now, { passCutoff: true });
    await recordAudit(
      tx,
      actor,
      {
        action: 'reservation.create',
        targetType: 'reservation',
        targetId: saved.yoyakuId,
        learnerId: ctx.learnerId,
        runId: run?.id ?? null,
        reason,
        before: null,
        after: { ...request, pastCutoff, sameDay: day === 'today' },
      },
      now,
    );
    return saved;
  });
  await leaveQueuesOfBookedLessons(db, { learnerId: ctx.learnerId, date: request.date }, now);
  return booked;
}

/**
 * Cancels rides for a learner (issue 10 §3), all or none: past the learners' cut-off only with a
 * reason, never for a ride already past. Audited per booking in the same transaction.
 */
export async function cancelReservationsFor(
  db: Db,
  actor: AuditActor,
  ctx: BookingContext,
  input: { key: string; reservationIds: number[]; reason?: string },
  now: Date,
): Promise<{ cancelled: number[] }> {
  const reason = input.reason || null;
  const ids = [...new Set(input.reservationIds)].sort((a, b) => a - b);
  const write = {
    learnerId: ctx.learnerId,
    action: 'CancelReservationsFor',
    key: input.key,
    request: { reservationIds: ids, reason },
  } as const;
  return idempotentWrite(db, write, now, async (tx) => {
    const dates = await tx
      .select({ id: reservations.id, date: reservations.date })
      .from(reservations)
      .where(
        and(
          eq(reservations.learnerId, ctx.learnerId),
          inArray(reservations.id, ids),
          isNull(reservations.cancelledAt),
        ),
      );
    const pastCutoff = dates.some((d) => now >= bookingDeadline(d.date, ctx.calendar));
    if (pastCutoff && !reason) throw reasonRequired();
    const cancelled = await cancelReservations(tx, ctx, ids, now, { passCutoff: true });
    for (const ride of cancelled) {
      await recordAudit(
        tx,
        actor,
        {
          action: 'reservation.cancel',
          targetType: 'reservation',
          targetId: ride.yoyakuId,
          learnerId: ctx.learnerId,
          reason,
          before: {
            date: ride.date,
            upDown: ride.upDown,
            binCd: ride.binCd,
            busStopCd: ride.busStopCd,
            cancelled: false,
          },
          after: { cancelled: true, pastCutoff: now >= bookingDeadline(ride.date, ctx.calendar) },
        },
        now,
      );
    }
    return { cancelled: cancelled.map((ride) => ride.yoyakuId) };
  });
}

/** Lifts a sign-in lock (and the failure count behind it) at the learner's request; audited. */
export async function unlockLearner(
  db: Db,
  actor: AuditActor,
  learnerId: number,
  now: Date,
): Promise<{ wasLocked: boolean }> {
  const learner = await learnerOfSchool(db, actor.schoolId, learnerId);
  return db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(loginFailures)
      .where(and(eq(loginFailures.schoolId, actor.schoolId), eq(loginFailures.seitoNo, learner.seitoNo)))
      .returning();
    const wasLocked = removed?.lockedUntil != null && removed.lockedUntil > now;
    await recordAudit(
      tx,
      actor,
      {
        action: 'learner.unlock',
        targetType: 'learner',
        targetId: learner.id,
        learnerId: learner.id,
        before: removed
          ? { lockedUntil: removed.lockedUntil?.toISOString() ?? null, failures: removed.consecutive }
          : { lockedUntil: null, failures: 0 },
        after: { lockedUntil: null, failures: 0 },
      },
      now,
    );
    return { wasLocked };
  });
}

/**
 * A one-time silent sign-in link for a learner (PRODUCT.md §3, issue 10 §3), replacing the
 * `mng-link` command while the server runs. The audit records that it was issued, never the token.
 */
export async function issueSilentLink(
  db: Db,
  actor: AuditActor,
  key: Buffer,
  target: Omit<MngLinkTarget, 'recNo'> & { learnerId: number },
  now: Date,
): Promise<{ url: string; expiresAt: string }> {
  const learner = await learnerOfSchool(db, actor.schoolId, target.learnerId);
  const link = mngLinkFor(key, { ...target, recNo: learner.id }, now);
  await recordAudit(
    db,
    actor,
    {
      action: 'learner.silentLink',
      targetType: 'learner',
      targetId: learner.id,
      learnerId: learner.id,
      after: { area: target.area, site: target.site, expiresAt: link.expiresAt.toISOString() },
    },
    now,
  );
  return { url: link.url, expiresAt: link.expiresAt.toISOString() };
}
