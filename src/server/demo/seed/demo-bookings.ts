import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import { Direction } from '@shared/constants';
import { japanDateKey } from '@shared/rules/japan-time';
import type { Db } from '@server/db/client';
import { busRuns, lessons, reservations } from '@server/db/schema';
import { fixPlanIn } from '@server/domain/plan/fix-plan';
import { loadSchoolCalendar } from '@server/domain/school/school-settings';
import { DEMO_STOP_CD } from './demo-network';
import { binCdOf } from '@server/domain/runs/plan-runs';

/** The main learner rides the 北部方面 course, from 北上尾駅 or their approved workplace point. */
const MAIN_COURSE = '02';

/**
 * The main learner's bookings by index into the upcoming business days: the next one (whose plan
 * is fixed), the one after, and a later one in one direction only. Periods 1–4 only, so they never
 * meet the day's busy runs (periods 5 and later, see demo-runs.ts).
 */
const BOOKINGS = [
  { day: 0, upDown: Direction.Up, jgn: 1, stopCd: DEMO_STOP_CD.kitaAgeoStation },
  { day: 0, upDown: Direction.Down, jgn: 2, stopCd: DEMO_STOP_CD.kitaAgeoStation },
  { day: 1, upDown: Direction.Up, jgn: 2, stopCd: DEMO_STOP_CD.ownWorkplace },
  { day: 1, upDown: Direction.Down, jgn: 3, stopCd: DEMO_STOP_CD.ownWorkplace },
  { day: 4, upDown: Direction.Up, jgn: 4, stopCd: DEMO_STOP_CD.kitaAgeoStation },
] as const;

/** Lessons on the booked days, plus one on a day without a booking so the grid has a cell to point at. */
const LESSONS = [
  { day: 0, jgn: 1, kind: '技能' },
  { day: 0, jgn: 2, kind: '学科' },
  { day: 1, jgn: 2, kind: '技能' },
  { day: 1, jgn: 3, kind: '技能' },
  { day: 2, jgn: 6, kind: '学科' },
  { day: 4, jgn: 4, kind: '技能' },
  { day: 4, jgn: 5, kind: '学科' },
] as const;

const DAYS_NEEDED = 5;

/**
 * Seeds the main learner's upcoming bookings and lessons and the fixed plan of the next business
 * day. Each booking takes its seat with the same conditional UPDATE the booking command relies on,
 * so the run counters stay equal to the active rows. The plan is fixed by the console's own
 * command (without its cut-off check: the demo shows a fixed day whatever the hour it is seeded),
 * so every ride of that day carries its frozen time and its learners' ride-time mails are in the
 * outbox, where the development mailbox page shows them.
 */
export async function insertDemoBookings(
  db: Db,
  schoolId: number,
  mainLearnerId: number,
  stopIds: ReadonlyMap<string, number>,
  now: Date,
): Promise<void> {
  const upcoming = await db
    .selectDistinct({ date: busRuns.date })
    .from(busRuns)
    .where(and(eq(busRuns.schoolId, schoolId), gt(busRuns.date, japanDateKey(now))))
    .orderBy(asc(busRuns.date))
    .limit(DAYS_NEEDED);
  const dates = upcoming.map((r) => r.date);
  if (dates.length < DAYS_NEEDED)
    throw new Error(`the demo needs ${DAYS_NEEDED} business days with runs ahead`);
  const dateAt = (day: number) => dates[day]!;

  for (const booking of BOOKINGS) {
    const date = dateAt(booking.day);
    const binCd = binCdOf(booking.upDown, MAIN_COURSE, booking.jgn);
    const [run] = await db
      .update(busRuns)
      .set({ bookedSeats: sql`${busRuns.bookedSeats} + 1` })
      .where(
        and(
          eq(busRuns.schoolId, schoolId),
          eq(busRuns.date, date),
          eq(busRuns.binCd, binCd),
          lt(busRuns.bookedSeats, busRuns.seats),
        ),
      )
      .returning({ id: busRuns.id });
    if (!run) throw new Error(`demo run ${date} ${binCd} is missing or full`);
    await db.insert(reservations).values({
      schoolId,
      learnerId: mainLearnerId,
      runId: run.id,
      date,
      upDown: booking.upDown,
      jgn: booking.jgn,
      stopId: stopIds.get(booking.stopCd)!,
    });
  }

  await db
    .insert(lessons)
    .values(
      LESSONS.map((l) => ({ learnerId: mainLearnerId, date: dateAt(l.day), jgn: l.jgn, kind: l.kind })),
    );

  const calendar = await loadSchoolCalendar(db, schoolId, now);
  await fixPlanIn(db, { schoolId, date: dateAt(0), now, calendar: calendar! });
}
