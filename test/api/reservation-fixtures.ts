import { and, asc, eq, isNull } from 'drizzle-orm';
import { expect } from 'vitest';
import type { ReservationDay } from '@shared/schemas/reservation';
import { formatShortDate, japanInstant } from '@shared/rules/japan-time';
import { busRunStops, busRuns, reservations, stops } from '@server/db/schema';
import type { Answer, TestClient, TestServer } from './harness';
import type { Envelope } from '@shared/schemas/envelope';

/** 'MM月DD日(ddd)' of a ride date, as the date-bound refusals start. */
export const shortDate = (date: string) => formatShortDate(japanInstant(date));

/** The bookable days as the server answers them for a signed-in learner. */
export async function bookableDates(c: TestClient): Promise<ReservationDay[]> {
  const answer = await c.post<ReservationDay[]>('Reservation/GetReservationDays', {});
  expect(answer.status).toBe(200);
  expect(answer.body.status).toBe(true);
  return answer.body.data ?? [];
}

export type RunRow = typeof busRuns.$inferSelect;

/** The run of the demo school with that date and binCd; fails the test when missing. */
export async function runOf(s: TestServer, date: string, binCd: string): Promise<RunRow> {
  const [run] = await s.db
    .select()
    .from(busRuns)
    .where(and(eq(busRuns.schoolId, s.schoolId), eq(busRuns.date, date), eq(busRuns.binCd, binCd)));
  if (!run) throw new Error(`no run ${binCd} on ${date}`);
  return run;
}

/** Runs of a date, in binCd order. */
export async function runsOn(s: TestServer, date: string): Promise<RunRow[]> {
  return s.db
    .select()
    .from(busRuns)
    .where(and(eq(busRuns.schoolId, s.schoolId), eq(busRuns.date, date)))
    .orderBy(asc(busRuns.binCd));
}

/** Active reservations on a run. */
export async function activeBookings(s: TestServer, runId: number) {
  return s.db
    .select()
    .from(reservations)
    .where(and(eq(reservations.runId, runId), isNull(reservations.cancelledAt)));
}

/** Sets a run's capacity counters directly (tests only). */
export async function setRunCapacity(
  s: TestServer,
  runId: number,
  values: Partial<
    Pick<
      RunRow,
      | 'seats'
      | 'bookedSeats'
      | 'childSeats'
      | 'bookedChildSeats'
      | 'bicycles'
      | 'bookedBicycles'
      | 'isNetReservation'
    >
  >,
) {
  await s.db.update(busRuns).set(values).where(eq(busRuns.id, runId));
}

/** busStopCds a run serves. */
export async function stopCodesOf(s: TestServer, runId: number): Promise<string[]> {
  const rows = await s.db
    .select({ cd: stops.busStopCd })
    .from(busRunStops)
    .innerJoin(stops, eq(stops.id, busRunStops.stopId))
    .where(eq(busRunStops.runId, runId));
  return rows.map((r) => r.cd);
}

/** Whether the run's booked counters equal what its active reservations take (seats, child seats, bicycles). */
export async function countersMatchRows(s: TestServer, runId: number): Promise<boolean> {
  const [run] = await s.db.select().from(busRuns).where(eq(busRuns.id, runId));
  const rows = await activeBookings(s, runId);
  const sum = (f: (r: (typeof rows)[number]) => number) => rows.reduce((n, r) => n + f(r), 0);
  return (
    run !== undefined &&
    run.bookedSeats === sum((r) => 1 + r.passenger) &&
    run.bookedChildSeats === sum((r) => r.childSheet) &&
    run.bookedBicycles === sum((r) => r.jitensya)
  );
}

/** A business refusal: HTTP 200, status false, the code and the exact text. */
export function expectRefusal(answer: Answer<Envelope<unknown>>, code: number, message: string) {
  expect(answer.status, answer.text).toBe(200);
  expect(answer.body.status).toBe(false);
  expect(answer.body.data).toBeNull();
  expect(answer.body.error?.code).toBe(code);
  expect(answer.body.error?.message).toBe(message);
}

/** A success envelope; answers its data. */
export function expectOk<T>(answer: Answer<Envelope<T>>): T {
  expect(answer.status, answer.text).toBe(200);
  expect(answer.body.status, answer.text).toBe(true);
  expect(answer.body.error).toBeNull();
  return answer.body.data as T;
}
