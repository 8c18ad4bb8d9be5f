import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { ReservationMode } from '@shared/constants';
import { t as tMail } from '@shared/i18n/mail';
import { capacityNeeded, roomLeft, type CapacityNeed } from '@shared/rules/capacity';
import { minutesToTime } from '@shared/rules/display-time';
import { formatShortDate, japanInstant } from '@shared/rules/japan-time';
import type { Db } from '@server/db/client';
import {
  busRunStops,
  busRuns,
  learners,
  reservations,
  schools,
  stops,
  waitlistEntries,
} from '@server/db/schema';
import { enqueueMails, type NewMail } from '@server/domain/mail/outbox';
import { schoolSignature } from '@server/domain/mail/signature';
import { rideLineOf, waitlistMail } from '@server/domain/mail/templates';
import { raiseWaitlistAlerts } from '@server/domain/notify/raise-alerts';
import { loadSchoolCalendar } from '@server/domain/school/school-settings';
import { bookingDeadline } from './rules/bookable-days';
import { decideQueue, type QueuedEntry } from './waitlist-rule';

/** 'YYYY年MM月DD日(ddd)' of a ride date, as the mails name it. */
const mailDateText = (date: string) =>
  tMail('dateWithYear', { year: date.slice(0, 4), date: formatShortDate(japanInstant(date)) });

/** Outbox kinds of the waitlist's mails. */
export const WAITLIST_MAIL = {
  promoted: 'waitlist-promoted',
  closed: 'waitlist-closed',
  dropped: 'waitlist-dropped',
} as const;

type RunRow = typeof busRuns.$inferSelect;
type EntryOutcome = keyof typeof WAITLIST_MAIL;

/** The waiting entries of runs, in queue order, locked, with what the rule and the mails need. */
async function lockQueue(tx: Db, runIds: readonly number[]) {
  return tx
    .select({
      id: waitlistEntries.id,
      schoolId: waitlistEntries.schoolId,
      learnerId: waitlistEntries.learnerId,
      runId: waitlistEntries.runId,
      date: waitlistEntries.date,
      upDown: waitlistEntries.upDown,
      jgn: waitlistEntries.jgn,
      stopId: waitlistEntries.stopId,
      passenger: waitlistEntries.passenger,
      childSheet: waitlistEntries.childSheet,
      jitensya: waitlistEntries.jitensya,
      desireTimeOpt: waitlistEntries.desireTimeOpt,
      desireTime: waitlistEntries.desireTime,
      // written out: drizzle leaves columns unqualified inside a selection
      alreadyBooked: sql<boolean>`exists (select 1 from reservations r
        where r.learner_id = waitlist_entries.learner_id and r.date = waitlist_entries.date
          and r.up_down = waitlist_entries.up_down and r.jgn = waitlist_entries.jgn and r.cancelled_at is null)`,
      stopServed: sql<boolean>`exists (select 1 from bus_run_stops s
        where s.run_id = waitlist_entries.run_id and s.stop_id = waitlist_entries.stop_id)`,
    })
    .from(waitlistEntries)
    .where(and(inArray(waitlistEntries.runId, [...runIds]), eq(waitlistEntries.status, 'waiting')))
    .orderBy(asc(waitlistEntries.runId), asc(waitlistEntries.sortKey), asc(waitlistEntries.id))
    .for('update', { of: waitlistEntries });
}
type Entry = Awaited<ReturnType<typeof lockQueue>>[number];

/** Each entry's learner, stop and time at the stop, as the mails word them. */
async function mailsOf(
  tx: Db,
  now: Date,
  outcome: EntryOutcome,
  run: RunRow,
  entries: readonly { id: number; learnerId: number; stopId: number }[],
): Promise<void> {
  if (entries.length === 0) return;
  const people = await tx
    .select({
      learnerId: learners.id,
      furigana: learners.furigana,
      mailAddress: learners.mailAddress,
    })
    .from(learners)
    .where(
      inArray(
        learners.id,
        entries.map((e) => e.learnerId),
      ),
    );
  const places = await tx
    .select({
      stopId: stops.id,
      stopName: stops.name,
      stopDisplayName: stops.displayName,
      stopKanaName: stops.kanaName,
      planMinutes: busRunStops.planMinutes,
    })
    .from(stops)
    .leftJoin(busRunStops, and(eq(busRunStops.stopId, stops.id), eq(busRunStops.runId, run.id)))
    .where(
      inArray(
        stops.id,
        entries.map((e) => e.stopId),
      ),
    );
  const person = new Map(people.map((p) => [p.learnerId, p]));
  const place = new Map(places.map((p) => [p.stopId, p]));
  const school = await schoolSignature(tx, run.schoolId);
  const upDown = run.upDown === 2 ? 2 : 1;
  const mailed = entries.flatMap((e) => {
    const who = person.get(e.learnerId);
    const stop = place.get(e.stopId);
    if (!who?.mailAddress || !stop) return [];
    const line = rideLineOf({
      upDown,
      time: stop.planMinutes === null ? '' : minutesToTime(stop.planMinutes),
      // the name the learner knows the stop by, as every ride mail words it
      place: stop.stopKanaName || stop.stopDisplayName || stop.stopName,
      bus: run.binName,
    });
    // a learner's own point has no planned time on the run
    const ride = stop.planMinutes === null ? { ...line, time: tMail('ride.timeLater') } : line;
    const mail: NewMail = {
      schoolId: run.schoolId,
      learnerId: e.learnerId,
      kind: WAITLIST_MAIL[outcome],
      to: who.mailAddress,
      ...waitlistMail({
        outcome,
        school,
        greetingName: who.furigana,
        dateText: mailDateText(run.date),
        ride,
      }),
    };
    return [{ entryId: e.id, mail }];
  });
  const ids = await enqueueMails(
    tx,
    now,
    mailed.map((m) => m.mail),
  );
  for (const [i, m] of mailed.entries())
    await tx.update(waitlistEntries).set({ mailId: ids[i] }).where(eq(waitlistEntries.id, m.entryId));
}

/** Ends a waiting entry; false when it no longer waited. */
async function endEntry(
  tx: Db,
  id: number,
  status: 'dropped' | 'promoted',
  now: Date,
  reservationId: number | null = null,
) {
  const rows = await tx
    .update(waitlistEntries)
    .set({ status, endedAt: now, reservationId })
    .where(and(eq(waitlistEntries.id, id), eq(waitlistEntries.status, 'waiting')))
    .returning({ id: waitlistEntries.id });
  return rows.length > 0;
}

/**
 * Books the entry's ride. ON CONFLICT DO NOTHING: when the learner booked that lesson meanwhile
 * (a booking committed after the queue was read) nothing is inserted and nothing aborts — the
 * freeing transaction must never fail for a promotion.
 */
async function bookEntry(tx: Db, entry: Entry, need: CapacityNeed, now: Date): Promise<number | null> {
  const [row] = await tx
    .insert(reservations)
    .values({
      schoolId: entry.schoolId,
      learnerId: entry.learnerId,
      runId: entry.runId,
      date: entry.date,
      upDown: entry.upDown,
      jgn: entry.jgn,
      stopId: entry.stopId,
      passenger: entry.passenger,
      childSheet: entry.childSheet,
      jitensya: entry.jitensya,
      rsvMode: ReservationMode.Regular,
      desireTimeOpt: entry.desireTimeOpt,
      desireTime: entry.desireTime,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: reservations.id });
  if (!row) return null;
  await tx
    .update(busRuns)
    .set({
      bookedSeats: sql`${busRuns.bookedSeats} + ${need.seats}`,
      bookedChildSeats: sql`${busRuns.bookedChildSeats} + ${need.childSeats}`,
      bookedBicycles: sql`${busRuns.bookedBicycles} + ${need.bicycles}`,
    })
    .where(eq(busRuns.id, entry.runId));
  return row.id;
}

/** What a promotion did. */
export interface PromotionResult {
  promoted: { waitlistId: number; reservationId: number; learnerId: number }[];
  dropped: number;
}

/**
 * Gives the room freed on runs to their queues (issue 29 §1), inside the transaction that freed
 * it, after the room is freed, with the run rows already locked by the caller (FOR UPDATE, id
 * order) — so joining, leaving, staff's reordering, the closing job and every other freeing wait
 * for this transaction, and one seat is never given twice. Each run's waiting entries are walked in
 * queue order by {@link decideQueue}; a promoted entry becomes a booking on the run (the booked
 * counts rise, the entry points at it) and its learner is told by mail and, where they have a
 * push subscription and the school alerts, by push — in this same transaction. A cancelled run
 * (no seats) or one closed to the net promotes nobody.
 */
export async function promoteWaitlist(
  tx: Db,
  runIds: readonly number[],
  now: Date,
): Promise<PromotionResult> {
  const result: PromotionResult = { promoted: [], dropped: 0 };
  const ids = [...new Set(runIds)].sort((a, b) => a - b);
  if (ids.length === 0) return result;
  const queue = await lockQueue(tx, ids);
  if (queue.length === 0) return result;
  const runs = await tx.select().from(busRuns).where(inArray(busRuns.id, ids)).orderBy(asc(busRuns.id));
  const calendars = new Map<number, Awaited<ReturnType<typeof loadSchoolCalendar>>>();
  for (const run of runs) {
    if (run.seats === 0 || !run.isNetReservation) continue;
    const entries = queue.filter((e) => e.runId === run.id);
    if (entries.length === 0) continue;
    if (!calendars.has(run.schoolId))
      calendars.set(run.schoolId, await loadSchoolCalendar(tx, run.schoolId, now));
    const calendar = calendars.get(run.schoolId);
    if (!calendar) continue;
    const pastCutoff = now >= bookingDeadline(run.date, calendar);
    const byId = new Map(entries.map((e) => [e.id, e]));
    const view = (e: Entry): QueuedEntry => ({
      id: e.id,
      need: capacityNeeded(e),
      pastCutoff,
      alreadyBooked: e.alreadyBooked,
      stopServed: e.stopServed,
    });
    let room = roomLeft(run);
    let rest = entries;
    const promoted: { entry: Entry; reservationId: number }[] = [];
    // a promotion that inserts nothing (the learner booked that lesson a moment ago) drops its
    // entry, and the same room is offered again to the entries behind it
    walk: for (;;) {
      for (const decision of decideQueue(room, rest.map(view))) {
        const entry = byId.get(decision.id)!;
        if (decision.action === 'drop') {
          if (await endEntry(tx, entry.id, 'dropped', now)) result.dropped += 1;
          continue;
        }
        const need = capacityNeeded(entry);
        const reservationId = await bookEntry(tx, entry, need, now);
        if (reservationId === null) {
          if (await endEntry(tx, entry.id, 'dropped', now)) result.dropped += 1;
          rest = rest.slice(rest.indexOf(entry) + 1);
          continue walk;
        }
        await endEntry(tx, entry.id, 'promoted', now, reservationId);
        room = {
          seats: room.seats - need.seats,
          childSeats: room.childSeats - need.childSeats,
          bicycles: room.bicycles - need.bicycles,
        };
        promoted.push({ entry, reservationId });
      }
      break;
    }
    if (promoted.length === 0) continue;
    await mailsOf(
      tx,
      now,
      'promoted',
      run,
      promoted.map((p) => p.entry),
    );
    await raiseWaitlistAlerts(
      tx,
      now,
      run,
      promoted.map((p) => ({ id: p.reservationId, learnerId: p.entry.learnerId })),
    );
    result.promoted.push(
      ...promoted.map((p) => ({
        waitlistId: p.entry.id,
        reservationId: p.reservationId,
        learnerId: p.entry.learnerId,
      })),
    );
  }
  return result;
}

/**
 * A run staff cancelled (運休): its waiting entries end as dropped and each learner is told by
 * mail, in the cancelling transaction, on the run its caller locked. Answers how many were dropped.
 */
export async function dropRunWaitlist(tx: Db, run: RunRow, now: Date): Promise<number> {
  return endRunQueue(tx, run, 'dropped', now);
}

/** Ends every waiting entry of a locked run as `status` and mails each learner; answers how many. */
async function endRunQueue(tx: Db, run: RunRow, status: 'dropped' | 'closed', now: Date): Promise<number> {
  const ended = await tx
    .update(waitlistEntries)
    .set({ status, endedAt: now })
    .where(and(eq(waitlistEntries.runId, run.id), eq(waitlistEntries.status, 'waiting')))
    .returning({
      id: waitlistEntries.id,
      learnerId: waitlistEntries.learnerId,
      stopId: waitlistEntries.stopId,
    });
  await mailsOf(tx, now, status, run, ended);
  return ended.length;
}

/**
 * Closes the queues whose date's cut-off has passed (issue 29 §1: the queue closes at the cut-off,
 * entries left are told once): per school, the runs concerned locked in id order, their waiting
 * entries turned `closed` and each learner mailed. The status change `where status = 'waiting'`
 * is the once: a rerun, or a second process at the same moment, finds nothing left to close.
 * Answers how many entries were closed.
 */
export async function closeWaitlists(db: Db, now: Date): Promise<number> {
  const pending = await db
    .selectDistinct({ schoolId: waitlistEntries.schoolId, date: waitlistEntries.date })
    .from(waitlistEntries)
    .innerJoin(schools, eq(schools.id, waitlistEntries.schoolId))
    .where(eq(waitlistEntries.status, 'waiting'));
  let closed = 0;
  for (const schoolId of [...new Set(pending.map((p) => p.schoolId))]) {
    const calendar = await loadSchoolCalendar(db, schoolId, now);
    if (!calendar) continue;
    const dates = pending
      .filter((p) => p.schoolId === schoolId && now >= bookingDeadline(p.date, calendar))
      .map((p) => p.date);
    if (dates.length === 0) continue;
    closed += await db.transaction(async (tx) => {
      const runs = await tx
        .select()
        .from(busRuns)
        .where(
          inArray(
            busRuns.id,
            tx
              .select({ id: waitlistEntries.runId })
              .from(waitlistEntries)
              .where(
                and(
                  eq(waitlistEntries.schoolId, schoolId),
                  inArray(waitlistEntries.date, dates),
                  eq(waitlistEntries.status, 'waiting'),
                ),
              ),
          ),
        )
        .orderBy(asc(busRuns.id))
        .for('update');
      let n = 0;
      for (const run of runs) n += await endRunQueue(tx, run, 'closed', now);
      return n;
    });
  }
  return closed;
}
