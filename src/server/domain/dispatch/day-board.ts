import { and, eq, inArray } from 'drizzle-orm';
import { positionAgeSeconds } from '@shared/rules/bus-position';
import { japanDateKey, japanInstant } from '@shared/rules/japan-time';
import { runState } from '@shared/rules/run-state';
import type { BoardRun, DayBoard } from '@shared/schemas/admin-board';
import type { Db } from '@server/db/client';
import { busRuns, schools, vehicleLatestPositions } from '@server/db/schema';
import { claimDistance, isDuringRun } from '@server/domain/positions/bus-status';
import {
  firstBusinessDayAfter,
  isBusinessDay,
  lastBusinessDayBefore,
  type SchoolCalendar,
} from '@server/domain/school/calendar';
import { boardDefaultDay } from './board-default-day';
import { marksPerRun, riderBoardings } from './rider-marks';
import { waitingCounts } from './run-waitlist';
import { boardOrder, isPlanFixed, presentRun, runsQuery, type RunRow } from './run-rows';

/** The latest fix time of each vehicle (by id) of the day's runs: one row per vehicle, never the track. */
async function latestFixes(db: Db, vehicleIds: number[]): Promise<Map<number, Date>> {
  if (vehicleIds.length === 0) return new Map();
  const rows = await db
    .select({ vehicleId: vehicleLatestPositions.vehicleId, fixTime: vehicleLatestPositions.fixTime })
    .from(vehicleLatestPositions)
    .where(inArray(vehicleLatestPositions.vehicleId, vehicleIds));
  return new Map(rows.map((r) => [r.vehicleId, r.fixTime]));
}

const startOf = (r: RunRow) => r.actualStartMinutes ?? r.planStartMinutes;
const endOf = (r: RunRow) => r.actualEndMinutes ?? r.planEndMinutes;

/**
 * The run of `runs` (one vehicle's runs of `date`) a fix taken at `fixTime` belongs to: the one it
 * falls in the window of, the nearest, the earlier on a tie — the claim the learners' position
 * screens use (positions/bus-status.ts), so the board and the learner's map agree.
 */
function runOfFix(date: string, runs: RunRow[], fixTime: Date): RunRow | null {
  const minutes = (fixTime.getTime() - japanInstant(date).getTime()) / 60_000;
  let claimed: RunRow | null = null;
  for (const r of [...runs].sort((a, b) => startOf(a) - startOf(b) || a.runId - b.runId)) {
    if (!isDuringRun(date, startOf(r), endOf(r), fixTime)) continue;
    if (
      !claimed ||
      claimDistance(startOf(r), endOf(r), minutes) < claimDistance(startOf(claimed), endOf(claimed), minutes)
    )
      claimed = r;
  }
  return claimed;
}

/**
 * What the board says of a run of today beyond its bookings: its state (shared/rules/run-state.ts,
 * the same rule as the learners' position screens), the age of its own fix, and its delay. The
 * delay is known only once the run's actual start is recorded (minutes after the planned start, 0
 * when on time or early); it is not guessed from positions, which say where a bus is, not which
 * stop it has passed.
 */
function liveOf(
  row: RunRow,
  fixTime: Date | null,
  now: Date,
): Pick<BoardRun, 'state' | 'delayMinutes' | 'positionAgeSeconds'> {
  const ageSeconds = fixTime ? positionAgeSeconds(fixTime, now) : null;
  return {
    state: runState({ ...row, ageSeconds }, now),
    delayMinutes:
      row.actualStartMinutes === null ? null : Math.max(0, row.actualStartMinutes - row.planStartMinutes),
    positionAgeSeconds: ageSeconds,
  };
}

/** Each of today's runs with its vehicle's latest fix when that fix belongs to it, else null. */
async function fixPerRun(db: Db, date: string, rows: RunRow[]): Promise<Map<number, Date>> {
  const byVehicle = new Map<number, RunRow[]>();
  for (const row of rows) {
    if (row.vehicleId === null) continue;
    byVehicle.set(row.vehicleId, [...(byVehicle.get(row.vehicleId) ?? []), row]);
  }
  const fixes = await latestFixes(db, [...byVehicle.keys()]);
  const perRun = new Map<number, Date>();
  for (const [vehicleId, runs] of byVehicle) {
    const fixTime = fixes.get(vehicleId);
    const run = fixTime ? runOfFix(date, runs, fixTime) : null;
    if (run && fixTime) perRun.set(run.runId, fixTime);
  }
  return perRun;
}

type Live = Pick<BoardRun, 'state' | 'delayMinutes' | 'positionAgeSeconds'>;
const NOT_LIVE: Live = { state: null, delayMinutes: null, positionAgeSeconds: null };

/**
 * How each run of `date` is going ({@link liveOf}) when `date` is today at `now`; on any other day
 * every run answers nulls.
 */
export async function liveRuns(
  db: Db,
  date: string,
  rows: RunRow[],
  now: Date,
): Promise<(row: RunRow) => Live> {
  if (date !== japanDateKey(now)) return () => NOT_LIVE;
  const fixes = await fixPerRun(db, date, rows);
  return (row) => liveOf(row, fixes.get(row.runId) ?? null, now);
}

/**
 * The day board (issue 10 §2, issue 26 §1): every run of a date by course, direction and time, with
 * what is booked of each kind of place, its vehicle and, on today's board, its state and delay.
 * Without a date, the day of {@link boardDefaultDay} at the school's switch time.
 */
export async function loadDayBoard(
  db: Db,
  input: { schoolId: number; calendar: SchoolCalendar; date?: string; now: Date },
): Promise<DayBoard> {
  const { schoolId, calendar, now } = input;
  const today = japanDateKey(now);
  let date = input.date;
  if (date === undefined) {
    const [school] = await db
      .select({ tomorrowFrom: schools.boardTomorrowFromMinutes })
      .from(schools)
      .where(eq(schools.id, schoolId));
    date = boardDefaultDay(now, school?.tomorrowFrom ?? 17 * 60, calendar);
  }
  const rows = await runsQuery(db)
    .where(and(eq(busRuns.schoolId, schoolId), eq(busRuns.date, date)))
    .orderBy(...boardOrder);
  const marks = marksPerRun(
    await riderBoardings(
      db,
      rows.map((r) => r.runId),
    ),
  );
  const live = await liveRuns(db, date, rows, now);
  const waiting = await waitingCounts(db, schoolId, date);
  return {
    date,
    isBusinessDay: isBusinessDay(date, calendar),
    isPlanFixed: await isPlanFixed(db, schoolId, date),
    previousBusinessDay: lastBusinessDayBefore(date, calendar),
    nextBusinessDay: firstBusinessDayAfter(date, calendar),
    today,
    tomorrow: firstBusinessDayAfter(today, calendar),
    readAt: now.toISOString(),
    runs: rows.map((row) => ({
      ...presentRun(row, marks.get(row.runId)),
      ...live(row),
      waiting: waiting.get(row.runId) ?? 0,
    })),
  };
}
