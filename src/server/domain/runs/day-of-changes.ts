import { and, asc, between, desc, eq, exists, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import { t as tCommon } from '@shared/i18n/common';
import { t } from '@shared/i18n/mail';
import { capacityNeeded, fits, roomLeft, type CapacityNeed } from '@shared/rules/capacity';
import { minutesToTime } from '@shared/rules/display-time';
import { japanDateKey, japanInstant } from '@shared/rules/japan-time';
import {
  RUN_CAPACITY_LIMITS,
  type AddExtraRunRequest,
  type MoveRidersRequest,
  type RunCapacityInput,
  type RunChangeOptions,
  type RunChangeResult,
} from '@shared/schemas/admin-runs';
import type { Db } from '@server/db/client';
import {
  busRunStops,
  busRuns,
  classPeriods,
  courses,
  learners,
  reservations,
  schoolClosedPeriods,
  stops,
} from '@server/db/schema';
import { recordAudit, type AuditActor } from '@server/domain/audit/record-audit';
import { BusinessError } from '@server/domain/business-error';
import { enqueueMails, type NewMail } from '@server/domain/mail/outbox';
import { schoolSignature } from '@server/domain/mail/signature';
import { rideLineOf, rideMovedMail, runCancelledMail, type RideLine } from '@server/domain/mail/templates';
import { raiseCancelAlerts } from '@server/domain/notify/raise-alerts';
import { dropRunWaitlist, promoteWaitlist } from '@server/domain/booking/promote-waitlist';
import { mailDateText } from '@server/domain/plan/fix-plan';
import { placeOf } from '@server/domain/plan/plan-bookings';
import { isBusinessDay } from '@server/domain/school/calendar';
import { assertInSchool } from '@server/domain/school/school-scope';
import { loadSchoolCalendar } from '@server/domain/school/school-settings';

/** Outbox kinds of the day-of mails. */
export const RUN_CANCELLED_MAIL = 'run-cancelled';
export const RIDE_MOVED_MAIL = 'ride-moved';

type RunRow = typeof busRuns.$inferSelect;

/**
 * A cancelled run (運休) keeps its row — cancelled bookings and the audit point at it — with no
 * capacity and not bookable on the net, so every booking path refuses it (isBusLimit, the
 * conditional capacity UPDATE). Seats 0 means cancelled: a run in service has at least one seat
 * ({@link RUN_CAPACITY_LIMITS}). A `cancelled_at` column would say it more plainly; it needs a
 * migration, left for later.
 */
export const isCancelledRun = (run: { seats: number }) => run.seats === 0;

const departed = (run: Pick<RunRow, 'date' | 'planStartMinutes'>, now: Date) =>
  now >= japanInstant(run.date, run.planStartMinutes);

const capacityOf = (run: RunRow) => ({
  seats: run.seats,
  childSeats: run.childSeats,
  bicycles: run.bicycles,
});
const bookedOf = (run: RunRow): CapacityNeed => ({
  seats: run.bookedSeats,
  childSeats: run.bookedChildSeats,
  bicycles: run.bookedBicycles,
});

/** The run locked for a change: the staff member's school, in service and not yet departed (850, 851). */
async function lockRunForChange(tx: Db, schoolId: number, runId: number, now: Date): Promise<RunRow> {
  const [run] = await tx.select().from(busRuns).where(eq(busRuns.id, runId)).for('update');
  assertInSchool(run, schoolId);
  if (isCancelledRun(run)) throw BusinessError.of('error', 850);
  if (departed(run, now)) throw BusinessError.of('error', 851);
  return run;
}

function checkedCapacity(input: RunCapacityInput): CapacityNeed {
  const within = (n: number, min: number, max: number) => Number.isInteger(n) && n >= min && n <= max;
  if (
    !within(input.seats, RUN_CAPACITY_LIMITS.minSeats, RUN_CAPACITY_LIMITS.maxSeats) ||
    !within(input.childSeats, 0, RUN_CAPACITY_LIMITS.maxChildSeats) ||
    !within(input.bicycles, 0, RUN_CAPACITY_LIMITS.maxBicycles)
  )
    throw BusinessError.of('error', 853);
  return { seats: input.seats, childSeats: input.childSeats, bicycles: input.bicycles };
}

/** The active bookings of a run with what a mail and the audit need, locked, by reservation id. */
async function lockBookings(tx: Db, runId: number, reservationIds?: readonly number[]) {
  return tx
    .select({
      id: reservations.id,
      learnerId: reservations.learnerId,
      stopId: reservations.stopId,
      passenger: reservations.passenger,
      childSheet: reservations.childSheet,
      jitensya: reservations.jitensya,
      seitoNo: learners.seitoNo,
      furigana: learners.furigana,
      mailAddress: learners.mailAddress,
      stopName: stops.name,
      stopDisplayName: stops.displayName,
      stopKanaName: stops.kanaName,
      busStopCd: stops.busStopCd,
    })
    .from(reservations)
    .innerJoin(learners, eq(learners.id, reservations.learnerId))
    .innerJoin(stops, eq(stops.id, reservations.stopId))
    .where(
      and(
        eq(reservations.runId, runId),
        isNull(reservations.cancelledAt),
        reservationIds ? inArray(reservations.id, [...reservationIds]) : undefined,
      ),
    )
    .orderBy(asc(reservations.id))
    .for('update', { of: reservations });
}
type Booking = Awaited<ReturnType<typeof lockBookings>>[number];

async function stopMinutes(tx: Db, runId: number): Promise<Map<number, number>> {
  const rows = await tx
    .select({ stopId: busRunStops.stopId, planMinutes: busRunStops.planMinutes })
    .from(busRunStops)
    .where(eq(busRunStops.runId, runId));
  return new Map(rows.map((r) => [r.stopId, r.planMinutes]));
}

/** A ride as the mails word it: the time at the learner's stop, or that it will follow. */
function rideOf(run: RunRow, booking: Booking, minutes: number | undefined): RideLine {
  const upDown = run.upDown === 2 ? 2 : 1;
  const line = rideLineOf({ upDown, time: '', place: placeOf(booking), bus: run.binName });
  return minutes === undefined
    ? { ...line, time: t('ride.timeLater') }
    : rideLineOf({ upDown, time: minutesToTime(minutes), place: placeOf(booking), bus: run.binName });
}

/**
 * What the run page offers (issue 23 §8): whether the run is cancelled or departed, the school's
 * periods for an extra run, and the runs of the same date, period and direction riders may move to.
 */
export async function runChangeOptions(
  db: Db,
  schoolId: number,
  runId: number,
  now: Date,
): Promise<RunChangeOptions> {
  const [run] = await db.select().from(busRuns).where(eq(busRuns.id, runId));
  assertInSchool(run, schoolId);
  const periods = await db
    .select({ jgn: classPeriods.jgn, name: classPeriods.timeName })
    .from(classPeriods)
    .where(eq(classPeriods.schoolId, schoolId))
    .orderBy(asc(classPeriods.jgn));
  const targets = await db
    .select({ run: busRuns, courseName: courses.name })
    .from(busRuns)
    .innerJoin(courses, eq(courses.id, busRuns.courseId))
    .where(
      and(
        eq(busRuns.schoolId, schoolId),
        eq(busRuns.date, run.date),
        eq(busRuns.upDown, run.upDown),
        eq(busRuns.jgn, run.jgn),
        ne(busRuns.id, run.id),
        sql`${busRuns.seats} > 0`,
      ),
    )
    .orderBy(asc(busRuns.planStartMinutes), asc(busRuns.id));
  return {
    cancelled: isCancelledRun(run),
    departed: departed(run, now),
    periods,
    moveTargets: targets
      .filter((r) => !departed(r.run, now))
      .map(({ run: target, courseName }) => {
        const room = roomLeft(target);
        return {
          runId: target.id,
          binName: target.binName,
          courseName,
          planStart: minutesToTime(target.planStartMinutes),
          seatsLeft: room.seats,
          childSeatsLeft: room.childSeats,
          bicyclesLeft: room.bicycles,
        };
      }),
  };
}

/**
 * Cancels a run on the day (運休, issue 23 §8): every active booking of it cancelled, its capacity
 * taken away and net booking closed, each learner with an address mailed once through the outbox
 * and the change audited — all in one transaction. The run row is locked first, so of two staff
 * cancelling it at once the second waits, then finds it cancelled (850) and mails nobody.
 */
export async function cancelRun(
  db: Db,
  actor: AuditActor,
  runId: number,
  now: Date,
): Promise<RunChangeResult> {
  return db.transaction(async (tx) =>
    cancelLockedRun(tx, actor, await lockRunForChange(tx, actor.schoolId, runId, now), now),
  );
}

/**
 * Cancels the runs with active bookings on the days `startDate`–`endDate` that are closed now, and
 * those serving a class period closed on its date (issue 23 §4, issue 24: closing must tell the
 * learners), each as {@link cancelRun} does — bookings
 * cancelled, each learner mailed once per run, audited — all in one transaction, runs in id order
 * (the order every run change locks them in). Runs already on their way are left. 799 for a range
 * out of order or in the past.
 */
export async function cancelRunsOnClosedDays(
  db: Db,
  actor: AuditActor,
  range: { startDate: string; endDate: string },
  now: Date,
): Promise<{ runs: number; bookings: number; mailed: number }> {
  const today = japanDateKey(now);
  if (range.startDate > range.endDate || range.startDate < today) throw BusinessError.of('error', 799);
  return db.transaction(async (tx) => {
    const calendar = await loadSchoolCalendar(tx, actor.schoolId, now);
    if (!calendar) throw BusinessError.of('error', 403);
    const candidates = await tx
      .select({
        id: busRuns.id,
        date: busRuns.date,
        planStartMinutes: busRuns.planStartMinutes,
        periodClosed: exists(
          tx
            .select({ one: sql`1` })
            .from(schoolClosedPeriods)
            .where(
              and(
                eq(schoolClosedPeriods.schoolId, busRuns.schoolId),
                eq(schoolClosedPeriods.date, busRuns.date),
                eq(schoolClosedPeriods.jgn, busRuns.jgn),
              ),
            ),
        ),
      })
      .from(busRuns)
      .where(
        and(
          eq(busRuns.schoolId, actor.schoolId),
          between(busRuns.date, range.startDate, range.endDate),
          gt(busRuns.seats, 0),
          exists(
            tx
              .select({ one: sql`1` })
              .from(reservations)
              .where(and(eq(reservations.runId, busRuns.id), isNull(reservations.cancelledAt))),
          ),
        ),
      )
      .orderBy(asc(busRuns.id));
    const total = { runs: 0, bookings: 0, mailed: 0 };
    const closed = candidates.filter(
      (r) => (!isBusinessDay(r.date, calendar) || r.periodClosed) && !departed(r, now),
    );
    if (closed.length === 0) return total;
    // locked first and read again: another admin's press may have cancelled some meanwhile
    const locked = await tx
      .select()
      .from(busRuns)
      .where(
        inArray(
          busRuns.id,
          closed.map((r) => r.id),
        ),
      )
      .orderBy(asc(busRuns.id))
      .for('update');
    for (const run of locked) {
      if (isCancelledRun(run)) continue;
      const done = await cancelLockedRun(tx, actor, run, now);
      if (done.bookings === 0) continue;
      total.runs += 1;
      total.bookings += done.bookings;
      total.mailed += done.mailed;
    }
    return total;
  });
}

/** {@link cancelRun} on a run its caller has locked, in the caller's transaction. */
async function cancelLockedRun(tx: Db, actor: AuditActor, run: RunRow, now: Date): Promise<RunChangeResult> {
  const bookings = await lockBookings(tx, run.id);
  if (bookings.length > 0)
    await tx
      .update(reservations)
      .set({ cancelledAt: now })
      .where(
        inArray(
          reservations.id,
          bookings.map((b) => b.id),
        ),
      );
  await tx
    .update(busRuns)
    .set({
      seats: 0,
      childSeats: 0,
      bicycles: 0,
      bookedSeats: 0,
      bookedChildSeats: 0,
      bookedBicycles: 0,
      isNetReservation: false,
    })
    .where(eq(busRuns.id, run.id));
  const times = await stopMinutes(tx, run.id);
  const school = await schoolSignature(tx, actor.schoolId);
  const dateText = mailDateText(run.date);
  const mails: NewMail[] = bookings
    .filter((b) => b.mailAddress)
    .map((b) => ({
      schoolId: actor.schoolId,
      learnerId: b.learnerId,
      kind: RUN_CANCELLED_MAIL,
      to: b.mailAddress,
      ...runCancelledMail({
        school,
        greetingName: b.furigana,
        dateText,
        ride: rideOf(run, b, times.get(b.stopId)),
      }),
    }));
  await enqueueMails(tx, now, mails);
  // 「運休」 by push to those who hold a subscription; the mail above is everyone's already
  await raiseCancelAlerts(tx, now, run, bookings);
  // its queue ends with it, each learner told
  await dropRunWaitlist(tx, run, now);
  const where = { date: run.date, upDown: run.upDown, binCd: run.binCd, binName: run.binName };
  await recordAudit(
    tx,
    actor,
    {
      action: 'run.cancel',
      targetType: 'run',
      targetId: run.id,
      before: {
        ...where,
        ...capacityOf(run),
        isNetReservation: run.isNetReservation,
        riders: bookings.length,
      },
      after: {
        ...where,
        seats: 0,
        childSeats: 0,
        bicycles: 0,
        isNetReservation: false,
        riders: 0,
        mailed: mails.length,
      },
    },
    now,
  );
  // one entry per learner too, so the log filtered by student number shows the cancelled ride
  for (const b of bookings)
    await recordAudit(
      tx,
      actor,
      {
        action: 'run.cancel',
        targetType: 'reservation',
        targetId: b.id,
        learnerId: b.learnerId,
        before: { ...where, busStopCd: b.busStopCd, cancelled: false },
        after: { cancelled: true, mailed: Boolean(b.mailAddress) },
      },
      now,
    );
  return { runId: run.id, bookings: bookings.length, mailed: mails.length };
}

/**
 * Changes a run's capacity (issue 23 §8). Never below what its bookings take, kind by kind (852:
 * move learners first); the run row is locked, so a booking at the same moment is counted. Room
 * added goes to the run's queue (キャンセル待ち) in the same transaction.
 */
export async function setRunCapacity(
  db: Db,
  actor: AuditActor,
  runId: number,
  input: RunCapacityInput,
  now: Date,
): Promise<RunChangeResult> {
  const capacity = checkedCapacity(input);
  return db.transaction(async (tx) => {
    const run = await lockRunForChange(tx, actor.schoolId, runId, now);
    if (!fits(bookedOf(run), capacity)) throw BusinessError.of('error', 852);
    await tx.update(busRuns).set(capacity).where(eq(busRuns.id, run.id));
    // more room goes to the run's queue in this transaction
    await promoteWaitlist(tx, [run.id], now);
    await recordAudit(
      tx,
      actor,
      {
        action: 'run.capacity',
        targetType: 'run',
        targetId: run.id,
        before: { date: run.date, binCd: run.binCd, ...capacityOf(run) },
        after: { date: run.date, binCd: run.binCd, ...capacity },
      },
      now,
    );
    return { runId: run.id, bookings: 0, mailed: 0 };
  });
}

/**
 * Adds an extra run (増便, issue 23 §8) on the course and date of `runId`, for a period and a
 * direction, with its own capacity: bookable like any run at once. Its times come from a run of
 * the same course and direction — this date's first, else the latest — shifted by the difference
 * of the periods' start (up) or end (down), so it calls at the same stops as the course's buses.
 */
export async function addExtraRun(
  db: Db,
  actor: AuditActor,
  input: Omit<AddExtraRunRequest, 'serviceCode'>,
  now: Date,
): Promise<RunChangeResult> {
  const capacity = checkedCapacity(input);
  return db.transaction(async (tx) => {
    const [base] = await tx.select().from(busRuns).where(eq(busRuns.id, input.runId));
    assertInSchool(base, actor.schoolId);
    const periods = await tx.select().from(classPeriods).where(eq(classPeriods.schoolId, actor.schoolId));
    const period = periods.find((p) => p.jgn === input.jgn);
    if (!period) throw BusinessError.of('error', 854);
    const [template] = await tx
      .select()
      .from(busRuns)
      .where(
        and(
          eq(busRuns.schoolId, actor.schoolId),
          eq(busRuns.courseId, base.courseId),
          eq(busRuns.upDown, input.upDown),
        ),
      )
      .orderBy(sql`${busRuns.date} = ${base.date} desc`, desc(busRuns.date), asc(busRuns.id))
      .limit(1);
    const templatePeriod = template && periods.find((p) => p.jgn === template.jgn);
    if (!template || !templatePeriod) throw BusinessError.of('error', 855);
    const shift =
      input.upDown === 1
        ? period.startMinutes - templatePeriod.startMinutes
        : period.endMinutes - templatePeriod.endMinutes;
    const start = template.planStartMinutes + shift;
    const end = template.planEndMinutes + shift;
    if (start < 0 || end >= 24 * 60) throw BusinessError.of('error', 860);
    if (now >= japanInstant(base.date, start)) throw BusinessError.of('error', 851);
    // 'X' marks an extra run: generated binCds are U/D + homenCd + period, so they never collide with it
    const [{ n }] = (await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(busRuns)
      .where(and(eq(busRuns.schoolId, actor.schoolId), eq(busRuns.date, base.date)))) as [{ n: number }];
    const [course] = await tx
      .select({ name: courses.name })
      .from(courses)
      .where(eq(courses.id, base.courseId));
    const binCd = `X${template.binCd}-${n + 1}`;
    const binName = tCommon('extraRunName', { course: course?.name ?? '', period: period.timeName });
    const [created] = await tx
      .insert(busRuns)
      .values({
        schoolId: actor.schoolId,
        binCd,
        binName,
        date: base.date,
        upDown: input.upDown,
        courseId: base.courseId,
        jgn: input.jgn,
        planStartMinutes: start,
        planEndMinutes: end,
        ...capacity,
        isNetReservation: true,
        vehicleCd: null,
      })
      .returning();
    const stopTimes = await tx
      .select({ stopId: busRunStops.stopId, planMinutes: busRunStops.planMinutes })
      .from(busRunStops)
      .where(eq(busRunStops.runId, template.id));
    if (stopTimes.length > 0)
      await tx.insert(busRunStops).values(
        stopTimes.map((s) => ({
          runId: created!.id,
          stopId: s.stopId,
          planMinutes: s.planMinutes + shift,
        })),
      );
    await recordAudit(
      tx,
      actor,
      {
        action: 'run.add',
        targetType: 'run',
        targetId: created!.id,
        after: {
          date: base.date,
          upDown: input.upDown,
          binCd,
          binName,
          jgn: input.jgn,
          planStart: minutesToTime(start),
          ...capacity,
        },
      },
      now,
    );
    return { runId: created!.id, bookings: 0, mailed: 0 };
  });
}

/**
 * Moves bookings from one run to another of the same date, period and direction (issue 23 §8),
 * each learner mailed the ride before and after. Both runs are locked in id order (two moves in
 * opposite directions never wait on each other in a circle); the target's room is checked with
 * the seat rule and held by the runs' CHECK constraints. A learner's stop must be one the target
 * calls at (858), so nobody waits where the bus never comes.
 */
export async function moveRiders(
  db: Db,
  actor: AuditActor,
  input: Omit<MoveRidersRequest, 'serviceCode'>,
  now: Date,
): Promise<RunChangeResult> {
  const ids = [...new Set(input.reservationIds)];
  if (ids.length === 0) throw BusinessError.of('error', 859);
  if (input.runId === input.toRunId) throw BusinessError.of('error', 856);
  return db.transaction(async (tx) => {
    const locked = new Map<number, RunRow>();
    for (const id of [input.runId, input.toRunId].sort((a, b) => a - b)) {
      const [row] = await tx.select().from(busRuns).where(eq(busRuns.id, id)).for('update');
      assertInSchool(row, actor.schoolId);
      locked.set(id, row);
    }
    const from = locked.get(input.runId)!;
    const to = locked.get(input.toRunId)!;
    if (isCancelledRun(from)) throw BusinessError.of('error', 850);
    if (departed(from, now)) throw BusinessError.of('error', 851);
    if (
      isCancelledRun(to) ||
      departed(to, now) ||
      to.date !== from.date ||
      to.upDown !== from.upDown ||
      to.jgn !== from.jgn
    )
      throw BusinessError.of('error', 856);
    const bookings = await lockBookings(tx, from.id, ids);
    if (bookings.length !== ids.length) throw BusinessError.of('error', 859);
    const toTimes = await stopMinutes(tx, to.id);
    if (bookings.some((b) => !toTimes.has(b.stopId))) throw BusinessError.of('error', 858);
    const need = bookings.map(capacityNeeded).reduce(
      (sum, n) => ({
        seats: sum.seats + n.seats,
        childSeats: sum.childSeats + n.childSeats,
        bicycles: sum.bicycles + n.bicycles,
      }),
      { seats: 0, childSeats: 0, bicycles: 0 },
    );
    if (!fits(need, roomLeft(to))) throw BusinessError.of('error', 857);

    // the old run's staff-typed time was for that run's route; the new run's planned time applies
    await tx
      .update(reservations)
      .set({ runId: to.id, timeOverrideMinutes: null })
      .where(inArray(reservations.id, ids));
    await tx
      .update(busRuns)
      .set({
        bookedSeats: sql`${busRuns.bookedSeats} - ${need.seats}`,
        bookedChildSeats: sql`${busRuns.bookedChildSeats} - ${need.childSeats}`,
        bookedBicycles: sql`${busRuns.bookedBicycles} - ${need.bicycles}`,
      })
      .where(eq(busRuns.id, from.id));
    await tx
      .update(busRuns)
      .set({
        bookedSeats: sql`${busRuns.bookedSeats} + ${need.seats}`,
        bookedChildSeats: sql`${busRuns.bookedChildSeats} + ${need.childSeats}`,
        bookedBicycles: sql`${busRuns.bookedBicycles} + ${need.bicycles}`,
      })
      .where(eq(busRuns.id, to.id));
    // the room left on the source goes to its queue, in this transaction
    await promoteWaitlist(tx, [from.id], now);

    const fromTimes = await stopMinutes(tx, from.id);
    const school = await schoolSignature(tx, actor.schoolId);
    const dateText = mailDateText(from.date);
    const mails: NewMail[] = bookings
      .filter((b) => b.mailAddress)
      .map((b) => ({
        schoolId: actor.schoolId,
        learnerId: b.learnerId,
        kind: RIDE_MOVED_MAIL,
        to: b.mailAddress,
        ...rideMovedMail({
          school,
          greetingName: b.furigana,
          dateText,
          before: rideOf(from, b, fromTimes.get(b.stopId)),
          after: rideOf(to, b, toTimes.get(b.stopId)),
        }),
      }));
    await enqueueMails(tx, now, mails);
    for (const b of bookings)
      await recordAudit(
        tx,
        actor,
        {
          action: 'run.move',
          targetType: 'reservation',
          targetId: b.id,
          learnerId: b.learnerId,
          before: { date: from.date, upDown: from.upDown, binCd: from.binCd, binName: from.binName },
          after: { binCd: to.binCd, binName: to.binName, mailed: Boolean(b.mailAddress) },
        },
        now,
      );
    return { runId: to.id, bookings: bookings.length, mailed: mails.length };
  });
}
