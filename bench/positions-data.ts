import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { Direction } from '@shared/constants';
import { japanDateKey, japanParts } from '@shared/rules/japan-time';
import type { Database } from '@server/db/client';
import {
  busRunStops,
  busRuns,
  courseStops,
  courses,
  learners,
  reservations,
  stops,
  vehicleDevices,
  vehicles,
} from '@server/db/schema';
import { createSession, newSessionId } from '@server/domain/auth/session-store';
import { bookableDays } from '@server/domain/booking/rules/bookable-days';
import { loadBookingContext } from '@server/domain/booking/booking-context';
import { deviceIdOf, hashDeviceSecret, newDeviceSecret } from '@server/domain/positions/device-id';
import { inParallel } from './rush-clients';

/**
 * The rows the live-positions benchmark (bench/positions.ts) needs beside the demo school,
 * inserted straight into the database: today's bookings cannot be made through the API after the
 * cut-off, and 5,000 sign-ins would cost proof of work and scrypt without being what is measured.
 *
 * On "today" of the bench's clock (a weekday, `T0` its time of day at set-up) every vehicle of
 * VEHICLES (B01…, with one reporting device each) drives four runs of SEATS seats on one of the
 * demo's courses, each run with the course's public stops:
 *
 * | run | direction, period | planned        | its fix shown (±30 min, RUN_WINDOW_MARGIN_MINUTES) |
 * |-----|-------------------|----------------|----------------------------------------------------|
 * | EU  | up, 1             | T0−120 … T0−80 | no: the run ended more than 30 min ago              |
 * | AU  | up, 2             | T0−20 … T0+15  | yes: the vehicle is driving it                      |
 * | AD  | down, 1           | T0+20 … T0+55  | no: its window is open, but AU is nearer in time    |
 * | PD  | down, 6           | T0+360 … T0+395| no: hours ahead                                     |
 *
 * and every phone's learner holds two bookings of today on one vehicle: AU and PD (half of them)
 * or EU and AU (the other half), at one of the course's stops — so each answer lists two runs, one
 * with its bus's position and distance, one without, as a learner's day looks. (A fix belongs to
 * one run of its vehicle, the nearest in time: bus-status.ts `claimDistance`.) The runs' booked
 * seat counters equal their rows. Every learner has a session as sign-in creates it
 * (createSession, site 1). So the bench window must lie within T0 … T0+17 on the clock (AU nearer than AD).
 */

export const VEHICLES = 50;
/** a large coach: every phone's learner rides AU, so 50 vehicles × 100 seats = the 5,000 phones' learners */
const SEATS = 100;
const FIRST_PHONE = 5_000_001;
const FIRST_BOOKER = 6_000_001;

interface RunShape {
  kind: 'EU' | 'AU' | 'AD' | 'PD';
  upDown: 1 | 2;
  jgn: number;
  start: number;
  end: number;
}

const RUN_SHAPES = (t0: number): RunShape[] => [
  { kind: 'EU', upDown: Direction.Up, jgn: 1, start: t0 - 120, end: t0 - 80 },
  { kind: 'AU', upDown: Direction.Up, jgn: 2, start: t0 - 20, end: t0 + 15 },
  { kind: 'AD', upDown: Direction.Down, jgn: 1, start: t0 + 20, end: t0 + 55 },
  { kind: 'PD', upDown: Direction.Down, jgn: 6, start: t0 + 360, end: t0 + 395 },
];

/** The runs a phone's learner books: the first pair for the first half of a vehicle's riders. */
const PAIRS: [RunShape['kind'], RunShape['kind']][] = [
  ['AU', 'PD'],
  ['EU', 'AU'],
];

export interface BenchVehicle {
  /** the id Traccar Client sends: `<deviceCode>-<secret>` */
  deviceId: string;
  /** its course's public stops in order: the route the bench drives it along */
  route: { lat: number; lng: number }[];
}

export interface BookingTarget {
  binCd: string;
  upDown: number;
  busStopCd: string;
}

export interface PositionsData {
  /** today on the bench's clock */
  today: string;
  /** the phones' session ids (cookies), one learner each */
  phones: string[];
  /** the session ids of the learners who book during the bench */
  bookers: string[];
  vehicles: BenchVehicle[];
  /** a bookable future day and runs of it with a free seat and a public stop */
  booking: { date: string; runs: BookingTarget[] };
  /** rows inserted: for the report */
  counts: { runs: number; reservations: number };
}

async function courseRoutes(database: Database, schoolId: number) {
  const rows = await database.db
    .select({
      courseId: courses.id,
      stopId: stops.id,
      lat: stops.latitude,
      lng: stops.longitude,
      offset: courseStops.offsetMinutes,
    })
    .from(courses)
    .innerJoin(courseStops, eq(courseStops.courseId, courses.id))
    .innerJoin(stops, and(eq(stops.id, courseStops.stopId), isNull(stops.ownerLearnerId)))
    .where(eq(courses.schoolId, schoolId))
    .orderBy(asc(courses.homenCd), asc(courseStops.seq));
  const routes = new Map<number, typeof rows>();
  for (const row of rows) routes.set(row.courseId, [...(routes.get(row.courseId) ?? []), row]);
  return [...routes.values()];
}

/** Inserts in slices: one statement per 500 rows keeps PGlite's and pg's parameter counts low. */
async function insertAll<T>(rows: T[], insert: (slice: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) await insert(rows.slice(i, i + 500));
}

/** A bookable day a few days ahead with the most runs that have a free seat, each with one public stop. */
async function bookingTargets(database: Database, schoolId: number, now: Date) {
  const ctx = await loadBookingContext(database.db, { schoolId, learnerId: 0, site: '1' }, now);
  const candidates = bookableDays(now, ctx.calendar)
    .slice(2, 8)
    .map((d) => d.date);
  let best = { date: candidates[0]!, runs: [] as BookingTarget[] };
  for (const date of candidates) {
    const runs = await database.db
      .selectDistinctOn([busRuns.id], {
        binCd: busRuns.binCd,
        upDown: busRuns.upDown,
        busStopCd: stops.busStopCd,
      })
      .from(busRuns)
      .innerJoin(busRunStops, eq(busRunStops.runId, busRuns.id))
      .innerJoin(stops, and(eq(stops.id, busRunStops.stopId), isNull(stops.ownerLearnerId)))
      .where(
        and(
          eq(busRuns.schoolId, schoolId),
          eq(busRuns.date, date),
          eq(busRuns.isNetReservation, true),
          sql`${busRuns.bookedSeats} < ${busRuns.seats}`,
        ),
      )
      .orderBy(asc(busRuns.id), asc(stops.busStopCd));
    if (runs.length > best.runs.length) best = { date, runs };
  }
  if (best.runs.length === 0) throw new Error('no bookable run with a free seat for the booking probe');
  return best;
}

/** Adds the bench's vehicles, runs, learners, bookings and sessions to the seeded demo school. */
export async function insertPositionsData(
  database: Database,
  schoolId: number,
  phones: number,
  bookers: number,
  now: Date,
): Promise<PositionsData> {
  const db = database.db;
  const today = japanDateKey(now);
  const { hour, minute } = japanParts(now);
  const shapes = RUN_SHAPES(hour * 60 + minute);
  const routes = await courseRoutes(database, schoolId);
  if (routes.length === 0) throw new Error('the demo school has no course with public stops');
  if (phones > VEHICLES * SEATS) throw new Error(`at most ${VEHICLES * SEATS} phones fit the runs`);

  // vehicles and their devices
  const vehicleRows = await db
    .insert(vehicles)
    .values(
      Array.from({ length: VEHICLES }, (_, v) => ({
        schoolId,
        vehicleCd: `B${String(v + 1).padStart(2, '0')}`,
        name: `計測${v + 1}号車`,
        seats: SEATS,
      })),
    )
    .returning({ id: vehicles.id, vehicleCd: vehicles.vehicleCd });
  const benchVehicles: BenchVehicle[] = [];
  const devices = vehicleRows.map((v, i) => {
    const secret = newDeviceSecret();
    const deviceCode = `bench${String(i + 1).padStart(3, '0')}`;
    benchVehicles.push({
      deviceId: deviceIdOf(deviceCode, secret),
      route: routes[i % routes.length]!.map((s) => ({ lat: s.lat, lng: s.lng })),
    });
    return { vehicleId: v.id, deviceCode, secretHash: hashDeviceSecret(secret) };
  });
  await db.insert(vehicleDevices).values(devices);

  // four runs per vehicle, with the stops of its course
  const runValues = vehicleRows.flatMap((v, i) =>
    shapes.map((shape) => ({
      schoolId,
      binCd: `${v.vehicleCd}${shape.kind}`,
      binName: `計測${i + 1}号車 ${shape.kind}`,
      date: today,
      upDown: shape.upDown,
      courseId: routes[i % routes.length]![0]!.courseId,
      jgn: shape.jgn,
      planStartMinutes: shape.start,
      planEndMinutes: shape.end,
      seats: SEATS,
      vehicleCd: v.vehicleCd,
    })),
  );
  const runRows = await db
    .insert(busRuns)
    .values(runValues)
    .returning({ id: busRuns.id, binCd: busRuns.binCd, upDown: busRuns.upDown, jgn: busRuns.jgn });
  const runOf = new Map(runRows.map((r) => [r.binCd, r]));
  await insertAll(
    runRows.flatMap((run, r) => {
      const route = routes[Math.floor(r / shapes.length) % routes.length]!;
      const start = runValues[r]!.planStartMinutes;
      return route.map((s) => ({ runId: run.id, stopId: s.stopId, planMinutes: start + s.offset }));
    }),
    (slice) => db.insert(busRunStops).values(slice),
  );

  // the phones' learners and the bookers (the password is never used: sessions are inserted)
  const [model] = await db.select({ passwordHash: learners.passwordHash }).from(learners).limit(1);
  const learnerValues = (first: number, count: number, label: string) =>
    Array.from({ length: count }, (_, i) => ({
      schoolId,
      seitoNo: String(first + i),
      name: `${label} ${i + 1}`,
      furigana: `けいそく ${i + 1}`,
      passwordHash: model!.passwordHash,
    }));
  const phoneIds: number[] = [];
  await insertAll(learnerValues(FIRST_PHONE, phones, '位置'), async (slice) => {
    const rows = await db.insert(learners).values(slice).returning({ id: learners.id });
    phoneIds.push(...rows.map((r) => r.id));
  });
  const bookerRows = await db
    .insert(learners)
    .values(learnerValues(FIRST_BOOKER, bookers, '予約'))
    .returning({ id: learners.id });

  // two bookings of today per phone's learner: rider i rides vehicle i mod VEHICLES
  const booked = new Map<number, number>();
  const reservationValues = phoneIds.flatMap((learnerId, i) => {
    const v = i % VEHICLES;
    const seat = Math.floor(i / VEHICLES);
    const pair = PAIRS[seat < SEATS / 2 ? 0 : 1]!;
    const route = routes[v % routes.length]!;
    const stopId = route[seat % route.length]!.stopId;
    return pair.map((kind) => {
      const run = runOf.get(`${vehicleRows[v]!.vehicleCd}${kind}`)!;
      booked.set(run.id, (booked.get(run.id) ?? 0) + 1);
      return { schoolId, learnerId, runId: run.id, date: today, upDown: run.upDown, jgn: run.jgn, stopId };
    });
  });
  await insertAll(reservationValues, (slice) => db.insert(reservations).values(slice));
  for (const [runId, count] of booked) {
    await db.update(busRuns).set({ bookedSeats: count }).where(eq(busRuns.id, runId));
  }

  // sessions as sign-in records them
  const session = async (learnerId: number) => {
    const id = newSessionId();
    await createSession(db, id, { schoolId, learnerId, site: '1', authority: '' }, now);
    return id;
  };
  const phoneSessions = await inParallel(phoneIds, 8, session);
  const bookerSessions = await inParallel(
    bookerRows.map((r) => r.id),
    8,
    session,
  );

  return {
    today,
    phones: phoneSessions,
    bookers: bookerSessions,
    vehicles: benchVehicles,
    booking: await bookingTargets(database, schoolId, now),
    counts: { runs: runRows.length, reservations: reservationValues.length },
  };
}
