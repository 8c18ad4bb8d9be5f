import { and, asc, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { Direction } from '@shared/constants';
import { japanDateKey, japanInstant } from '@shared/rules/japan-time';
import type { Db } from '@server/db/client';
import {
  busRuns,
  courses,
  reservations,
  runProgress,
  stops,
  vehicleLatestPositions,
  vehicles,
} from '@server/db/schema';
import { BusinessError } from '@server/domain/business-error';
import type { StopEta } from '@server/db/schema/alerts';
import { shownProgress } from './eta';

/**
 * A vehicle's fix belongs to a run only from this long before the run starts to this long after it
 * ends (actual times once recorded, else planned). Staff may give one vehicle several runs of a day
 * in both directions: without this bound a school-bound run that every learner may watch would show
 * where the same bus drops other learners off on a trip from school, and a learner's own morning
 * run would keep showing the bus all day. Where two runs' windows meet, {@link claimDistance}
 * gives the fix to one of them.
 */
export const RUN_WINDOW_MARGIN_MINUTES = 30;

/** The latest fix of a run's vehicle, taken while the run is driven (see {@link RUN_WINDOW_MARGIN_MINUTES}). */
export interface RunFix {
  lat: number;
  lng: number;
  fixTime: Date;
}

/** The learner's booking of a run and the stop it picks them up at (their "home" for the distance). */
export interface RunBooking {
  yoyakuId: number;
  stopId: number;
  busStopCd: string;
  name: string;
  displayName: string;
  address: string;
  lat: number;
  lng: number;
}

/** One run of today, where its vehicle is, and the learner's booking of it when there is one. */
export interface RunStatus {
  homenCd: string;
  homenName: string;
  binCd: string;
  binName: string;
  upDown: 1 | 2;
  jgn: number;
  /** the run's Japan date, 'YYYY-MM-DD' */
  date: string;
  /** minutes after midnight: actual once recorded, else planned */
  startMinutes: number;
  endMinutes: number;
  planStartMinutes: number;
  planEndMinutes: number;
  actualStartMinutes: number | null;
  actualEndMinutes: number | null;
  fix: RunFix | null;
  booking: RunBooking | null;
  /** minutes behind plan (negative ahead) while the run's progress is fresh (issue 28 §1), else null */
  delayMinutes: number | null;
  /** whole minutes from now until the bus reaches the booking's stop; null when not booked, not fresh or passed */
  etaMinutes: number | null;
}

/** today's Japan date, 'YYYY-MM-DD' */
interface Today {
  date: string;
}

const todayOf = (now: Date): Today => ({ date: japanDateKey(now) });

/** The latest fix's time as minutes after the run date's midnight, Japan time (UTC+9, no summer time). */
const fixMinutes = sql`(extract(epoch from ${vehicleLatestPositions.fixTime} - (${busRuns.date}::text || ' 00:00:00+09')::timestamptz) / 60)`;

/** {@link claimDistance} in SQL, of a run given its start and end columns. */
const claimOf = (start: SQL, end: SQL) => sql`greatest(${start} - ${fixMinutes}, ${fixMinutes} - ${end}, 0)`;

const other = alias(busRuns, 'other_run');
const ownStart = sql`coalesce(${busRuns.actualStartMinutes}, ${busRuns.planStartMinutes})`;
const ownEnd = sql`coalesce(${busRuns.actualEndMinutes}, ${busRuns.planEndMinutes})`;
const otherStart = sql`coalesce(${other.actualStartMinutes}, ${other.planStartMinutes})`;
const otherEnd = sql`coalesce(${other.actualEndMinutes}, ${other.planEndMinutes})`;

/**
 * Another run of the same vehicle and day, not cancelled (運休), has the better claim on the latest fix (nearer in time,
 * or as near and earlier): the fix is not this run's (see {@link claimDistance}).
 */
const claimedByAnotherRun = sql`select 1 from ${busRuns} ${sql.raw('"other_run"')} where ${other.schoolId} = ${busRuns.schoolId} and ${other.date} = ${busRuns.date} and ${other.vehicleCd} = ${busRuns.vehicleCd} and ${other.id} <> ${busRuns.id} and ${other.seats} > 0 and (${claimOf(otherStart, otherEnd)} < ${claimOf(ownStart, ownEnd)} or (${claimOf(otherStart, otherEnd)} = ${claimOf(ownStart, ownEnd)} and (${otherStart}, ${other.id}) < (${ownStart}, ${busRuns.id})))`;

/** Whether another run of the vehicle has the better claim on its latest fix (a column of a query joining the run's latest fix). */
export const fixClaimedElsewhere = sql<boolean>`exists (${claimedByAnotherRun})`.mapWith(Boolean);

const runColumns = {
  homenCd: courses.homenCd,
  homenName: courses.name,
  binCd: busRuns.binCd,
  binName: busRuns.binName,
  upDown: busRuns.upDown,
  jgn: busRuns.jgn,
  planStartMinutes: busRuns.planStartMinutes,
  planEndMinutes: busRuns.planEndMinutes,
  actualStartMinutes: busRuns.actualStartMinutes,
  actualEndMinutes: busRuns.actualEndMinutes,
  fixLat: vehicleLatestPositions.lat,
  fixLng: vehicleLatestPositions.lng,
  fixTime: vehicleLatestPositions.fixTime,
  fixClaimedElsewhere,
  progressComputedAt: runProgress.computedAt,
  progressStale: runProgress.stale,
  progressDelayMinutes: runProgress.delayMinutes,
  progressEtas: runProgress.etas,
};

const bookingColumns = {
  yoyakuId: reservations.id,
  stopId: stops.id,
  busStopCd: stops.busStopCd,
  stopName: stops.name,
  stopDisplayName: stops.displayName,
  stopAddress: stops.address,
  stopLat: stops.latitude,
  stopLng: stops.longitude,
};

/** A row of {@link runColumns}: the fix columns are null when the run has no vehicle or no fix today. */
interface RunRow {
  homenCd: string;
  homenName: string;
  binCd: string;
  binName: string;
  upDown: number;
  jgn: number;
  planStartMinutes: number;
  planEndMinutes: number;
  actualStartMinutes: number | null;
  actualEndMinutes: number | null;
  fixLat: number | null;
  fixLng: number | null;
  fixTime: Date | null;
  fixClaimedElsewhere: boolean;
  progressComputedAt: Date | null;
  progressStale: boolean | null;
  progressDelayMinutes: number | null;
  progressEtas: StopEta[] | null;
}

interface BookingRow extends RunRow {
  yoyakuId: number;
  stopId: number;
  busStopCd: string;
  stopName: string;
  stopDisplayName: string;
  stopAddress: string;
  stopLat: number;
  stopLng: number;
}

/**
 * The run's vehicle (the day's assignment, same school, not retired) and its latest fix.
 * Only `vehicle_latest_positions` is read — one row per vehicle — never the track: every learner's
 * phone polls this every 20 s.
 */
export const vehicleOfRun = and(
  eq(vehicles.schoolId, busRuns.schoolId),
  eq(vehicles.vehicleCd, busRuns.vehicleCd),
  isNull(vehicles.retiredAt),
);
export const latestFix = eq(vehicleLatestPositions.vehicleId, vehicles.id);
/** The run's progress as the `watch-runs` job last reckoned it (issue 28 §1): one row per run. */
const progressOfRun = eq(runProgress.runId, busRuns.id);

/**
 * How far (minutes) a moment is from a run's own time: 0 from its start to its end, else the gap to
 * the nearer end. A vehicle driving several runs of a day gives each fix to the run it is nearest
 * to (the earlier on a tie), so no run shows where its vehicle drives another run — a school-bound
 * run every learner may watch never shows the same bus dropping others off on a trip from school.
 */
export function claimDistance(startMinutes: number, endMinutes: number, atMinutes: number): number {
  return Math.max(startMinutes - atMinutes, atMinutes - endMinutes, 0);
}

/**
 * Whether `at` falls while a run of `date` is driven: from {@link RUN_WINDOW_MARGIN_MINUTES} before
 * its start to as long after its end (minutes after midnight, Japan time).
 */
export function isDuringRun(date: string, startMinutes: number, endMinutes: number, at: Date): boolean {
  const t = at.getTime();
  return (
    t >= japanInstant(date, startMinutes - RUN_WINDOW_MARGIN_MINUTES).getTime() &&
    t <= japanInstant(date, endMinutes + RUN_WINDOW_MARGIN_MINUTES).getTime()
  );
}

/** The latest fix columns of a run's row when the fix is the run's: while it is driven and not claimed by another run. */
export function isRunFix(
  date: string,
  row: {
    planStartMinutes: number;
    planEndMinutes: number;
    actualStartMinutes: number | null;
    actualEndMinutes: number | null;
    fixTime: Date | null;
    fixLat: number | null;
    fixLng: number | null;
    fixClaimedElsewhere: boolean;
  },
): row is typeof row & { fixTime: Date; fixLat: number; fixLng: number } {
  return (
    row.fixTime !== null &&
    row.fixLat !== null &&
    row.fixLng !== null &&
    !row.fixClaimedElsewhere &&
    isDuringRun(
      date,
      row.actualStartMinutes ?? row.planStartMinutes,
      row.actualEndMinutes ?? row.planEndMinutes,
      row.fixTime,
    )
  );
}

function runStatus(today: Today, row: RunRow, booking: RunBooking | null, now: Date): RunStatus {
  const startMinutes = row.actualStartMinutes ?? row.planStartMinutes;
  const endMinutes = row.actualEndMinutes ?? row.planEndMinutes;
  const fix = isRunFix(today.date, row) ? { lat: row.fixLat, lng: row.fixLng, fixTime: row.fixTime } : null;
  const progress = shownProgress(
    {
      computedAt: row.progressComputedAt,
      stale: row.progressStale,
      delayMinutes: row.progressDelayMinutes,
      etas: row.progressEtas,
    },
    { date: today.date, actualEndMinutes: row.actualEndMinutes, hasFix: fix !== null },
    booking?.stopId ?? null,
    now,
  );
  return {
    homenCd: row.homenCd,
    homenName: row.homenName,
    binCd: row.binCd,
    binName: row.binName,
    upDown: row.upDown === Direction.Down ? Direction.Down : Direction.Up,
    jgn: row.jgn,
    date: today.date,
    startMinutes,
    endMinutes,
    planStartMinutes: row.planStartMinutes,
    planEndMinutes: row.planEndMinutes,
    actualStartMinutes: row.actualStartMinutes,
    actualEndMinutes: row.actualEndMinutes,
    fix,
    booking,
    ...progress,
  };
}

const bookedRunStatus = (today: Today, row: BookingRow, now: Date): RunStatus =>
  runStatus(
    today,
    row,
    {
      yoyakuId: row.yoyakuId,
      stopId: row.stopId,
      busStopCd: row.busStopCd,
      name: row.stopName,
      displayName: row.stopDisplayName,
      address: row.stopAddress,
      lat: row.stopLat,
      lng: row.stopLng,
    },
    now,
  );

/**
 * The learner's active bookings of a date with their runs' vehicles' latest fixes, optionally of one run
 * (`binCd`). Every phone on the position screens polls it every 20 s, so it is built once per
 * database handle and prepared (one per variant), as the session query is: no query building and,
 * on PostgreSQL, no planning per poll.
 */
function bookedRunsQuery(db: Db, oneRun: boolean) {
  return db
    .select({ ...runColumns, ...bookingColumns })
    .from(reservations)
    .innerJoin(busRuns, eq(busRuns.id, reservations.runId))
    .innerJoin(courses, eq(courses.id, busRuns.courseId))
    .innerJoin(stops, eq(stops.id, reservations.stopId))
    .leftJoin(vehicles, vehicleOfRun)
    .leftJoin(vehicleLatestPositions, latestFix)
    .leftJoin(runProgress, progressOfRun)
    .where(
      and(
        eq(reservations.schoolId, sql.placeholder('schoolId')),
        eq(reservations.learnerId, sql.placeholder('learnerId')),
        eq(reservations.date, sql.placeholder('date')),
        isNull(reservations.cancelledAt),
        oneRun ? eq(busRuns.binCd, sql.placeholder('binCd')) : undefined,
      ),
    )
    .orderBy(asc(busRuns.planStartMinutes), asc(busRuns.binCd))
    .prepare(oneRun ? 'booked_run_today' : 'booked_runs_today');
}

/**
 * Today's school-bound runs of the released courses with their vehicles' latest fixes, optionally
 * of one run (`binCd`): polled by every phone on the position screens, so prepared like
 * {@link bookedRunsQuery}.
 */
function schoolBoundRunsQuery(db: Db, oneRun: boolean) {
  return db
    .select(runColumns)
    .from(busRuns)
    .innerJoin(courses, eq(courses.id, busRuns.courseId))
    .leftJoin(vehicles, vehicleOfRun)
    .leftJoin(vehicleLatestPositions, latestFix)
    .leftJoin(runProgress, progressOfRun)
    .where(
      and(
        eq(busRuns.schoolId, sql.placeholder('schoolId')),
        eq(busRuns.date, sql.placeholder('date')),
        eq(busRuns.upDown, Direction.Up),
        eq(courses.isNetRelease, true),
        // a cancelled run (運休) is not on the road, whatever its vehicle does
        gt(busRuns.seats, 0),
        oneRun ? eq(busRuns.binCd, sql.placeholder('binCd')) : undefined,
      ),
    )
    .orderBy(asc(courses.homenCd), asc(busRuns.planStartMinutes), asc(busRuns.binCd))
    .prepare(oneRun ? 'school_bound_run_today' : 'school_bound_runs_today');
}

interface PreparedQueries {
  bookedRuns: ReturnType<typeof bookedRunsQuery>;
  bookedRun: ReturnType<typeof bookedRunsQuery>;
  schoolBoundRuns: ReturnType<typeof schoolBoundRunsQuery>;
  schoolBoundRun: ReturnType<typeof schoolBoundRunsQuery>;
}

const prepared = new WeakMap<Db, PreparedQueries>();

function queriesOf(db: Db): PreparedQueries {
  let queries = prepared.get(db);
  if (!queries) {
    queries = {
      bookedRuns: bookedRunsQuery(db, false),
      bookedRun: bookedRunsQuery(db, true),
      schoolBoundRuns: schoolBoundRunsQuery(db, false),
      schoolBoundRun: schoolBoundRunsQuery(db, true),
    };
    prepared.set(db, queries);
  }
  return queries;
}

/**
 * The learner's active (not cancelled) bookings of today with their runs' positions, in start
 * order (GetReservedBusOperationStatus); `binCd` narrows to one run.
 */
export async function bookedRunsToday(
  db: Db,
  who: { schoolId: number; learnerId: number },
  now: Date,
  binCd?: string,
): Promise<RunStatus[]> {
  const today = todayOf(now);
  const queries = queriesOf(db);
  const params = { schoolId: who.schoolId, learnerId: who.learnerId, date: today.date };
  const rows =
    binCd === undefined
      ? await queries.bookedRuns.execute(params)
      : await queries.bookedRun.execute({ ...params, binCd });
  return rows.map((row) => bookedRunStatus(today, row, now));
}

/**
 * Today's school-bound (up) runs of the school's released courses, booked or not, with their
 * positions, by course and start (GetBusOperationStatusAll). What every learner of the school may
 * see: the course, the run and where its bus is — nothing about who rides it or where.
 */
export async function schoolBoundRunsToday(
  db: Db,
  schoolId: number,
  now: Date,
  binCd?: string,
): Promise<RunStatus[]> {
  const today = todayOf(now);
  const queries = queriesOf(db);
  const params = { schoolId, date: today.date };
  const rows =
    binCd === undefined
      ? await queries.schoolBoundRuns.execute(params)
      : await queries.schoolBoundRun.execute({ ...params, binCd });
  return rows.map((row) => runStatus(today, row, null, now));
}

/**
 * One run of today as the learner may see it (GetBusOperationStatus): their own booking of it with
 * its stop, else — for a run of the all-buses list — what that list shows and nothing more. Any
 * other run (another learner's trip from school, an unknown binCd) is refused with 340, one answer
 * for both, so the call cannot probe whose runs exist.
 */
export async function runStatusForLearner(
  db: Db,
  who: { schoolId: number; learnerId: number },
  binCd: string,
  now: Date,
): Promise<RunStatus> {
  const [booked] = await bookedRunsToday(db, who, now, binCd);
  if (booked) return booked;
  const [listed] = await schoolBoundRunsToday(db, who.schoolId, now, binCd);
  if (listed) return listed;
  throw BusinessError.of('error', 340);
}
