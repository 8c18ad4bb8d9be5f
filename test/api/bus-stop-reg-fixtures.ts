import { and, asc, eq, gte, max } from 'drizzle-orm';
import type { PointCategory, PointInput } from '@shared/schemas/bus-stop-reg';
import { japanDateKey } from '@shared/rules/japan-time';
import { busRunStops, busRuns, courseStops, courses, stops } from '@server/db/schema';
import type { TestClient, TestServer } from './harness';
import { expectOk } from './reservation-fixtures';

/** A point a learner could place: near 上尾駅, with an address and a name. */
export const aPoint = (overrides: Partial<PointInput> = {}): PointInput => ({
  busStopLat: 35.9801,
  busStopLng: 139.5902,
  ad1: '埼玉県上尾市柏座2-3-4',
  busStopKName: '実家',
  ...overrides,
});

/** POST BusStopReg/<action>. */
export const pointCall = <T>(c: TestClient, action: string, body: object = {}) =>
  c.post<T>(`BusStopReg/${action}`, body);

/** Registers a point and answers its busStopCd; fails the test when refused. */
export async function registerOk(c: TestClient, categoryCd: string, point: PointInput = aPoint()) {
  const saved = expectOk(
    await pointCall<{ busStopCd: string; busStopCategoryName: string }>(c, 'BusStopRegister', {
      busStopCategory: categoryCd,
      busStop: point,
    }),
  );
  return saved.busStopCd;
}

/** The learner's points by category, as getBusStopCategoryKojin answers them. */
export async function pointsByCategory(c: TestClient): Promise<Map<string, string[]>> {
  const list = expectOk(await pointCall<PointCategory[]>(c, 'getBusStopCategoryKojin'));
  return new Map(list.map((cat) => [cat.busStopCategoryCd, cat.busStopList.map((p) => p.busStopCd)]));
}

/** The stored row of a stop of the demo school. */
export async function stopRow(s: TestServer, busStopCd: string) {
  const [row] = await s.db
    .select()
    .from(stops)
    .where(and(eq(stops.schoolId, s.schoolId), eq(stops.busStopCd, busStopCd)));
  if (!row) throw new Error(`no stop ${busStopCd}`);
  return row;
}

/** The learner's own point rows (deleted ones too). */
export async function ownRows(s: TestServer, learnerId: number) {
  return s.db
    .select()
    .from(stops)
    .where(and(eq(stops.schoolId, s.schoolId), eq(stops.ownerLearnerId, learnerId)))
    .orderBy(asc(stops.id));
}

/**
 * What staff approval does (the console's part of issue 12, done directly here): the point moves
 * to an area, is released unless told otherwise, joins the course and gets a planned time on the
 * course's runs from today on.
 */
export async function approvePoint(
  s: TestServer,
  busStopCd: string,
  to: { areaCd: string; homenCd: string; offsetMinutes: number; isNetRelease?: boolean },
) {
  const point = await stopRow(s, busStopCd);
  await s.db
    .update(stops)
    .set({
      areaCd: to.areaCd,
      isNetRelease: to.isNetRelease ?? true,
      rejectionReason: null,
      reviewedAt: s.clock.now(),
    })
    .where(eq(stops.id, point.id));
  const [course] = await s.db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.schoolId, s.schoolId), eq(courses.homenCd, to.homenCd)));
  const [last] = await s.db
    .select({ seq: max(courseStops.seq) })
    .from(courseStops)
    .where(eq(courseStops.courseId, course!.id));
  await s.db.insert(courseStops).values({
    courseId: course!.id,
    stopId: point.id,
    seq: (last?.seq ?? 0) + 1,
    offsetMinutes: to.offsetMinutes,
  });
  const runs = await s.db
    .select({ id: busRuns.id, start: busRuns.planStartMinutes })
    .from(busRuns)
    .where(and(eq(busRuns.courseId, course!.id), gte(busRuns.date, japanDateKey(s.clock.now()))));
  await s.db
    .insert(busRunStops)
    .values(runs.map((r) => ({ runId: r.id, stopId: point.id, planMinutes: r.start + to.offsetMinutes })));
}

/** Sets the reason staff gave for not approving a learner's point (the console's rejection). */
export async function rejectPoint(s: TestServer, busStopCd: string, reason: string) {
  await s.db
    .update(stops)
    .set({ rejectionReason: reason, reviewedAt: s.clock.now() })
    .where(and(eq(stops.schoolId, s.schoolId), eq(stops.busStopCd, busStopCd)));
}

/** A run of `date` and direction that serves the stop (with its binCd), the earliest period first. */
export async function runsServing(s: TestServer, busStopCd: string, date: string, upDown: 1 | 2) {
  const point = await stopRow(s, busStopCd);
  return s.db
    .select({ id: busRuns.id, binCd: busRuns.binCd, jgn: busRuns.jgn })
    .from(busRuns)
    .innerJoin(busRunStops, eq(busRunStops.runId, busRuns.id))
    .where(
      and(
        eq(busRunStops.stopId, point.id),
        eq(busRuns.schoolId, s.schoolId),
        eq(busRuns.date, date),
        eq(busRuns.upDown, upDown),
      ),
    )
    .orderBy(asc(busRuns.jgn));
}

/** Books the first up run of `date` that serves the stop. */
export async function bookFrom(s: TestServer, c: TestClient, busStopCd: string, date: string) {
  const [run] = await runsServing(s, busStopCd, date, 1);
  if (!run) throw new Error(`no up run serves ${busStopCd} on ${date}`);
  return c.post<{ yoyakuId: number }>('Reservation/SaveReservation', {
    date,
    binCd: run.binCd,
    upDown: 1,
    busStopCd,
  });
}
