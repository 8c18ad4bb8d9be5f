import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { WaitlistEntry } from '@shared/schemas/waitlist';
import { busRuns, outboxMails, reservations, waitlistEntries } from '@server/db/schema';
import { DEMO, signedInClient, type TestClient, type TestServer } from './harness';
import { activeBookings, expectOk, runOf, setRunCapacity } from './reservation-fixtures';

/**
 * An up run of the 東部方面 course (03) from stop 0027 for period `jgn` (1–4: the demo books no
 * learner on those, so every learner is free for them).
 */
export const upRide = (date: string, jgn: number, extras: Record<string, unknown> = {}) => ({
  date,
  binCd: `U03${String(jgn).padStart(2, '0')}`,
  upDown: 1 as const,
  busStopCd: '0027',
  ...extras,
});

/** Demo load learners signed in, `from` the n-th (1-based). */
export async function loadLearners(s: TestServer, from: number, count: number): Promise<TestClient[]> {
  return Promise.all(
    Array.from({ length: count }, (_, i) =>
      signedInClient(s, DEMO.load(from + i).seitoNo, DEMO.load(from + i).password),
    ),
  );
}

/** The learner ids (recNo) of the same load learners. */
export const loadLearnerIds = (s: TestServer, from: number, count: number): Promise<number[]> =>
  Promise.all(Array.from({ length: count }, (_, i) => s.recNoOf(DEMO.load(from + i).seitoNo)));

export const book = async (c: TestClient, body: object) =>
  expectOk(await c.post<{ yoyakuId: number }>('Reservation/SaveReservation', body)).yoyakuId;

export const join = (c: TestClient, body: object) => c.post<WaitlistEntry>('Reservation/SaveWaitlist', body);

export const waitlistOf = async (c: TestClient) =>
  expectOk(await c.post<WaitlistEntry[]>('Reservation/GetWaitlist', {}));

/** Books each rider on the run, then sets its seats to what they take: the run is full. Answers the run and the bookings. */
export async function fillRun(s: TestServer, body: ReturnType<typeof upRide>, riders: readonly TestClient[]) {
  const yoyakuIds: number[] = [];
  for (const c of riders) yoyakuIds.push(await book(c, body));
  const run = await runOf(s, body.date, body.binCd);
  await setRunCapacity(s, run.id, { seats: run.bookedSeats });
  return { run: { ...run, seats: run.bookedSeats }, yoyakuIds };
}

/** The run's entries in queue order, every status. */
export const entriesOf = (s: TestServer, runId: number) =>
  s.db
    .select()
    .from(waitlistEntries)
    .where(eq(waitlistEntries.runId, runId))
    .orderBy(asc(waitlistEntries.sortKey), asc(waitlistEntries.id));

export const mailsTo = (s: TestServer, learnerId: number, kind: string) =>
  s.db
    .select()
    .from(outboxMails)
    .where(and(eq(outboxMails.learnerId, learnerId), eq(outboxMails.kind, kind)))
    .orderBy(asc(outboxMails.id));

/**
 * The waitlist's invariants on a run: the booked counts equal the active bookings and stay within
 * the seats; each promoted entry points at an active booking of its learner on the run; nobody holds
 * two bookings of one lesson; and no waiting entry (before its cut-off, learner without a booking of
 * that lesson) fits the room left.
 */
export async function expectQueueInvariants(s: TestServer, runId: number) {
  const [run] = await s.db.select().from(busRuns).where(eq(busRuns.id, runId));
  const rows = await activeBookings(s, runId);
  expect(run!.bookedSeats).toBe(rows.reduce((n, r) => n + 1 + r.passenger, 0));
  expect(run!.bookedSeats).toBeLessThanOrEqual(run!.seats);
  const learnersBooked = rows.map((r) => r.learnerId);
  expect(new Set(learnersBooked).size).toBe(learnersBooked.length);
  const entries = await entriesOf(s, runId);
  for (const e of entries.filter((x) => x.status === 'promoted')) {
    const [booking] = await s.db.select().from(reservations).where(eq(reservations.id, e.reservationId!));
    expect(booking).toMatchObject({ learnerId: e.learnerId, runId });
  }
  const room = run!.seats - run!.bookedSeats;
  const fitting = entries.filter(
    (e) => e.status === 'waiting' && 1 + e.passenger <= room && !learnersBooked.includes(e.learnerId),
  );
  expect(fitting).toEqual([]);
  return { run: run!, rows, entries };
}
