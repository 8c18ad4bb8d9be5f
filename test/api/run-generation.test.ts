import { count, eq, inArray } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { japanInstant } from '@shared/rules/japan-time';
import type { Db } from '@server/db/client';
import {
  busRunStops,
  busRuns,
  classPeriods,
  courseStops,
  courses,
  schoolClosures,
  schools,
  stops,
} from '@server/db/schema';
import { generateRuns, missingRunDates } from '@server/domain/runs/generate-runs';
import type { WeeklyPattern } from '@server/domain/runs/plan-runs';
import { describeEachDatabase } from './databases';
import { useTestServer } from './harness';

const pattern: WeeklyPattern = {
  periodsByWeekday: [
    [1, 2],
    [1, 2],
    [1, 2],
    [1, 2],
    [1, 2],
    [1, 2],
    [1, 2],
  ],
  schoolMarginMinutes: 10,
  buses: [{ homenCd: '01', seats: 10, childSeats: 1, bicycles: 0, minutesToSchool: 5 }],
};

/** A second school beside the demo: closed Saturdays and Sundays, closed on 2027-05-06, a 10-day horizon. */
async function createSchool(db: Db, serviceCode: string): Promise<number> {
  const [school] = await db
    .insert(schools)
    .values({
      serviceCode,
      name: 'テスト自動車学校',
      latitude: 35.9,
      longitude: 139.6,
      bookingHorizonDays: 10,
      closedWeekdays: [0, 6],
    })
    .returning({ id: schools.id });
  const schoolId = school!.id;
  await db.insert(schoolClosures).values({ schoolId, startDate: '2027-05-06', endDate: '2027-05-06' });
  await db.insert(classPeriods).values([
    { schoolId, jgn: 1, timeName: '1時限', startMinutes: 540, endMinutes: 590 },
    { schoolId, jgn: 2, timeName: '2時限', startMinutes: 600, endMinutes: 650 },
  ]);
  const [course] = await db
    .insert(courses)
    .values({ schoolId, homenCd: '01', name: '駅前方面' })
    .returning({ id: courses.id });
  const stopRows = await db
    .insert(stops)
    .values(
      ['A', 'B'].map((cd) => ({
        schoolId,
        busStopCd: cd,
        name: cd,
        displayName: cd,
        areaCd: '01',
        latitude: 35.9,
        longitude: 139.6,
      })),
    )
    .returning({ id: stops.id });
  await db
    .insert(courseStops)
    .values(
      stopRows.map((s, i) => ({ courseId: course!.id, stopId: s.id, seq: i + 1, offsetMinutes: i * 4 })),
    );
  return schoolId;
}

// Monday 2027-04-26: the window runs to 2027-05-07 (horizon 10 + 1) through Golden Week
const now = japanInstant('2027-04-26', 9 * 60);
const BUSINESS_DAYS = ['2027-04-26', '2027-04-27', '2027-04-28', '2027-04-30', '2027-05-07'];

describeEachDatabase('Run generation from a weekly pattern (a domain command)', (kind) => {
  const server = useTestServer(kind);

  it('generates runs only on business days: closed weekdays, national holidays and closures are skipped', async () => {
    const { db } = server();
    const schoolId = await createSchool(db, 'gen-calendar');
    expect(await missingRunDates(db, schoolId, pattern, now)).toEqual(BUSINESS_DAYS);

    const generated = await db.transaction((tx) => generateRuns(tx, schoolId, pattern, BUSINESS_DAYS));
    expect(generated).toHaveLength(BUSINESS_DAYS.length * 2 * 2);
    const runIds = generated.map((g) => g.id);
    const [stopTimes] = await db
      .select({ n: count() })
      .from(busRunStops)
      .where(inArray(busRunStops.runId, runIds));
    expect(stopTimes?.n).toBe(runIds.length * 2);

    expect(await missingRunDates(db, schoolId, pattern, now)).toEqual([]);
    expect(await generateRuns(db, schoolId, pattern, BUSINESS_DAYS)).toEqual([]);
  });

  it('two processes topping up the same dates at once create each run once', async () => {
    const { db } = server();
    const schoolId = await createSchool(db, 'gen-race');
    const results = await Promise.all(
      [0, 1].map(() => db.transaction((tx) => generateRuns(tx, schoolId, pattern, BUSINESS_DAYS))),
    );
    expect(results[0]!.length + results[1]!.length).toBe(BUSINESS_DAYS.length * 4);
    const runs = await db
      .select({ id: busRuns.id, date: busRuns.date, binCd: busRuns.binCd })
      .from(busRuns)
      .where(eq(busRuns.schoolId, schoolId));
    expect(new Set(runs.map((r) => `${r.date}|${r.binCd}`)).size).toBe(runs.length);
    expect(runs).toHaveLength(BUSINESS_DAYS.length * 4);
    const [stopTimes] = await db
      .select({ n: count() })
      .from(busRunStops)
      .where(
        inArray(
          busRunStops.runId,
          runs.map((r) => r.id),
        ),
      );
    expect(stopTimes?.n).toBe(runs.length * 2);
  });
});
