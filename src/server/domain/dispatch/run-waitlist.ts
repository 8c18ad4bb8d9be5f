import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { capacityNeeded, fits, roomLeft } from '@shared/rules/capacity';
import type { RunWaitlist } from '@shared/schemas/admin-waitlist';
import type { Db } from '@server/db/client';
import { busRuns, learners, stops, waitlistEntries } from '@server/db/schema';
import { recordAudit, type AuditActor } from '@server/domain/audit/record-audit';
import { bookingDeadline } from '@server/domain/booking/rules/bookable-days';
import { BusinessError } from '@server/domain/business-error';
import { assertInSchool } from '@server/domain/school/school-scope';
import { loadSchoolCalendar } from '@server/domain/school/school-settings';

type RunRow = typeof busRuns.$inferSelect;

/** A run's entries with what staff read of them: waiting ones in queue order, then the ended ones newest first. */
async function loadEntries(db: Db, runId: number) {
  return db
    .select({
      id: waitlistEntries.id,
      status: waitlistEntries.status,
      seitoNo: learners.seitoNo,
      name: learners.name,
      stopName: sql<string>`coalesce(nullif(${stops.displayName}, ''), ${stops.name})`,
      passenger: waitlistEntries.passenger,
      childSheet: waitlistEntries.childSheet,
      jitensya: waitlistEntries.jitensya,
      createdAt: waitlistEntries.createdAt,
      endedAt: waitlistEntries.endedAt,
      reservationId: waitlistEntries.reservationId,
    })
    .from(waitlistEntries)
    .innerJoin(learners, eq(learners.id, waitlistEntries.learnerId))
    .innerJoin(stops, eq(stops.id, waitlistEntries.stopId))
    .where(eq(waitlistEntries.runId, runId))
    .orderBy(
      sql`${waitlistEntries.status} <> 'waiting'`,
      // waiting: the queue's order; ended: newest first
      sql`case when ${waitlistEntries.status} = 'waiting' then ${waitlistEntries.sortKey} end asc`,
      desc(waitlistEntries.endedAt),
      sql`case when ${waitlistEntries.status} = 'waiting' then ${waitlistEntries.id} else -${waitlistEntries.id} end asc`,
    );
}

/** The run's queue as staff see it, from a run row read (or locked) in the same transaction. */
async function waitlistOf(db: Db, run: RunRow, now: Date): Promise<RunWaitlist> {
  const calendar = await loadSchoolCalendar(db, run.schoolId, now);
  const room = roomLeft(run);
  const rows = await loadEntries(db, run.id);
  let place = 0;
  return {
    runId: run.id,
    free: room,
    closed: calendar ? now >= bookingDeadline(run.date, calendar) : true,
    entries: rows.map((row) => {
      const waiting = row.status === 'waiting';
      return {
        waitlistId: row.id,
        place: waiting ? ++place : null,
        status: row.status,
        seitoNo: row.seitoNo,
        name: row.name,
        stopName: row.stopName,
        passenger: row.passenger,
        childSheet: row.childSheet,
        jitensya: row.jitensya,
        fits: waiting && fits(capacityNeeded(row), room),
        createdAt: row.createdAt.toISOString(),
        endedAt: row.endedAt?.toISOString() ?? null,
        yoyakuId: row.reservationId,
      };
    }),
  };
}

/**
 * A run's キャンセル待ち for the console (issue 29 §1): the waiting entries in order with their
 * place and whether the party fits the free room now, then those that ended; the run's free room;
 * closed once the date's cut-off has passed. A run of another school answers 403.
 */
export async function getRunWaitlist(
  db: Db,
  schoolId: number,
  runId: number,
  now: Date,
): Promise<RunWaitlist> {
  const [run] = await db.select().from(busRuns).where(eq(busRuns.id, runId));
  assertInSchool(run, schoolId);
  return waitlistOf(db, run, now);
}

/**
 * Staff's new order of a run's queue (issue 29 §1). The run row is locked first — the lock every
 * join, leave and promotion takes — so the order is checked against the queue as it stands and no
 * promotion runs meanwhile: `waitlistIds` must be exactly the waiting entries, each once (981
 * otherwise: the screen was out of date). sort_key becomes 1..n; audited with the order before and
 * after by student number.
 */
export async function reorderWaitlist(
  db: Db,
  actor: AuditActor,
  input: { runId: number; waitlistIds: readonly number[] },
  now: Date,
): Promise<RunWaitlist> {
  return db.transaction(async (tx) => {
    const [run] = await tx.select().from(busRuns).where(eq(busRuns.id, input.runId)).for('update');
    assertInSchool(run, actor.schoolId);
    const waiting = await tx
      .select({ id: waitlistEntries.id, seitoNo: learners.seitoNo })
      .from(waitlistEntries)
      .innerJoin(learners, eq(learners.id, waitlistEntries.learnerId))
      .where(and(eq(waitlistEntries.runId, run.id), eq(waitlistEntries.status, 'waiting')))
      .orderBy(asc(waitlistEntries.sortKey), asc(waitlistEntries.id));
    const ids = input.waitlistIds;
    const known = new Set(waiting.map((w) => w.id));
    if (ids.length !== waiting.length || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id)))
      throw BusinessError.of('error', 981);
    const seitoNoOf = new Map(waiting.map((w) => [w.id, w.seitoNo]));
    const order = ids.map((id, i) => sql`when ${id}::int then ${i + 1}::bigint`);
    await tx
      .update(waitlistEntries)
      .set({ sortKey: sql`case ${waitlistEntries.id} ${sql.join(order, sql` `)} end` })
      .where(and(inArray(waitlistEntries.id, [...ids]), eq(waitlistEntries.status, 'waiting')));
    const where = { date: run.date, upDown: run.upDown, binCd: run.binCd, binName: run.binName };
    await recordAudit(
      tx,
      actor,
      {
        action: 'waitlist.reorder',
        targetType: 'run',
        targetId: run.id,
        before: { ...where, waitlistOrder: waiting.map((w) => w.seitoNo) },
        after: { ...where, waitlistOrder: ids.map((id) => seitoNoOf.get(id)!) },
      },
      now,
    );
    return waitlistOf(tx, run, now);
  });
}

/** Waiting entries per run of a school's date, for the day board's 「待ち2」; runs without any are left out. */
export async function waitingCounts(db: Db, schoolId: number, date: string): Promise<Map<number, number>> {
  const rows = await db
    .select({ runId: waitlistEntries.runId, n: sql<number>`count(*)::int` })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.schoolId, schoolId),
        eq(waitlistEntries.date, date),
        eq(waitlistEntries.status, 'waiting'),
      ),
    )
    .groupBy(waitlistEntries.runId);
  return new Map(rows.map((r) => [r.runId, r.n]));
}
