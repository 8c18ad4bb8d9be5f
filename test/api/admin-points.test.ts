import { and, asc, eq, gte, isNull, like, lt, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { messageFor } from '@shared/i18n/messages';
import type { LearnerDetail } from '@shared/schemas/admin-learners';
import type { ApprovePointResult, PendingPoints, RejectPointResult } from '@shared/schemas/admin-points';
import type { ReservationDay } from '@shared/schemas/reservation';
import { distanceMetres } from '@shared/rules/geo';
import { addDays, japanDateKey, japanInstant } from '@shared/rules/japan-time';
import {
  auditLog,
  busRunStops,
  busRuns,
  courseStops,
  courses,
  learners,
  outboxMails,
  reservations,
  stops,
} from '@server/db/schema';
import { describeEachDatabase } from './databases';
import { DEMO, signedInClient, useTestServer, type TestClient, type TestServer } from './harness';
import { addStaff, otherSchoolAdmin, staffClient } from './admin-fixtures';
import { expectOk, expectRefusal } from './reservation-fixtures';

/** The demo's approval area (site option selectAreaMastRegisterBusStop). */
const APPROVAL_AREA = '99';

interface NewPoint {
  busStopCd: string;
  seitoNo: string;
  lat?: number;
  lng?: number;
  submittedAt?: Date;
  categoryCd?: string;
}

/** A learner's point awaiting approval, written as the learner's registration leaves it. */
async function addPendingPoint(s: TestServer, p: NewPoint): Promise<number> {
  const [row] = await s.db
    .insert(stops)
    .values({
      schoolId: s.schoolId,
      busStopCd: p.busStopCd,
      name: `テスト地点 ${p.busStopCd}`,
      displayName: `テスト地点 ${p.busStopCd}`,
      kanaName: `地点${p.busStopCd}`,
      address: `埼玉県上尾市テスト町${p.busStopCd}`,
      areaCd: APPROVAL_AREA,
      categoryCd: p.categoryCd ?? '02',
      latitude: p.lat ?? 35.99,
      longitude: p.lng ?? 139.58,
      isNetRelease: false,
      ownerLearnerId: await s.recNoOf(p.seitoNo),
      submittedAt: p.submittedAt ?? s.clock.now(),
    })
    .returning({ id: stops.id });
  return row!.id;
}

const stopRow = async (s: TestServer, busStopCd: string) => {
  const [row] = await s.db
    .select()
    .from(stops)
    .where(and(eq(stops.schoolId, s.schoolId), eq(stops.busStopCd, busStopCd)));
  return row!;
};

/** The point review mails of a learner (the demo's ride-time mails left aside). */
const reviewMailsTo = (s: TestServer, learnerId: number) =>
  s.db
    .select()
    .from(outboxMails)
    .where(and(eq(outboxMails.learnerId, learnerId), like(outboxMails.kind, 'point-%')))
    .orderBy(asc(outboxMails.id));

const auditOf = (s: TestServer, busStopCd: string) =>
  s.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'point'), eq(auditLog.targetId, busStopCd)))
    .orderBy(asc(auditLog.id));

const pending = (c: TestClient) => c.post<PendingPoints>('Admin/GetPendingPoints', {});
/** The point's submittedAt as Admin/GetPendingPoints presents it (null for an unknown code). */
const submittedAtOf = async (s: TestServer, busStopCd: string) => {
  const [row] = await s.db
    .select({ submittedAt: stops.submittedAt })
    .from(stops)
    .where(and(eq(stops.schoolId, s.schoolId), eq(stops.busStopCd, busStopCd)));
  return row?.submittedAt?.toISOString() ?? null;
};
/** Reviews name the submission staff saw: by default the point's current one. */
const approve = async (
  s: TestServer,
  c: TestClient,
  body: {
    busStopCd: string;
    submittedAt?: string | null;
    areaCd?: string;
    homenCd?: string;
    offsetMinutes?: number;
  },
) =>
  c.post<ApprovePointResult>('Admin/ApprovePoint', {
    areaCd: '01',
    homenCd: '01',
    offsetMinutes: 18,
    submittedAt: await submittedAtOf(s, body.busStopCd),
    ...body,
  });
const reject = async (
  s: TestServer,
  c: TestClient,
  busStopCd: string,
  reason?: string,
  submittedAt?: string | null,
) =>
  c.post<RejectPointResult>('Admin/RejectPoint', {
    busStopCd,
    reason,
    submittedAt: submittedAt === undefined ? await submittedAtOf(s, busStopCd) : submittedAt,
  });

/** The course's id and its stop order. */
async function courseOf(s: TestServer, homenCd: string) {
  const [course] = await s.db
    .select()
    .from(courses)
    .where(and(eq(courses.schoolId, s.schoolId), eq(courses.homenCd, homenCd)));
  const order = await s.db
    .select({ stopId: courseStops.stopId, seq: courseStops.seq, offset: courseStops.offsetMinutes })
    .from(courseStops)
    .where(eq(courseStops.courseId, course!.id))
    .orderBy(asc(courseStops.seq));
  return { id: course!.id, order };
}

/** Planned minutes of a stop on every run of a course, by run id. */
async function plannedAt(s: TestServer, courseId: number, stopId: number) {
  const rows = await s.db
    .select({ runId: busRunStops.runId, minutes: busRunStops.planMinutes })
    .from(busRunStops)
    .innerJoin(busRuns, eq(busRuns.id, busRunStops.runId))
    .where(and(eq(busRuns.courseId, courseId), eq(busRunStops.stopId, stopId)));
  return new Map(rows.map((r) => [r.runId, r.minutes]));
}

describeEachDatabase("Staff console: approving learners' own points (issue 12 §3)", (kind) => {
  const server = useTestServer(kind);

  it("lists the demo's pending point with its learner, category, place and the nearest course stop", async () => {
    const s = server();
    const admin = await staffClient(s);
    const list = expectOk(await pending(admin));
    const home = list.points.find((p) => p.busStopCd === 'K0002');
    expect(home).toMatchObject({
      learner: { seitoNo: DEMO.main.seitoNo, name: '山田 太郎' },
      category: { categoryCd: '01', name: '自宅' },
      address: '埼玉県上尾市緑丘1-2-3',
      name: '自宅',
      lat: 35.9842,
      lng: 139.5861,
    });
    expect(home!.submittedAt).not.toBeNull();
    // 緑丘三丁目 (北部方面, 31 minutes from its first stop) is some 320 m away
    const stop = await stopRow(s, '0022');
    expect(home!.nearest).toEqual({
      busStopCd: '0022',
      name: '緑丘三丁目',
      homenCd: '02',
      areaCd: '01',
      offsetMinutes: 31,
      lat: stop.latitude,
      lng: stop.longitude,
      distanceMetres: Math.round(
        distanceMetres({ lat: 35.9842, lng: 139.5861 }, { lat: stop.latitude, lng: stop.longitude }),
      ),
    });
    expect(home!.nearest!.distanceMetres).toBeGreaterThan(250);
    expect(home!.nearest!.distanceMetres).toBeLessThan(400);
    // no other course stop is nearer
    for (const other of list.courseStops) {
      expect(distanceMetres(home!, other)).toBeGreaterThanOrEqual(home!.nearest!.distanceMetres - 0.5);
    }

    // the approved workplace point K0001 is not pending, and not listed as a course stop either
    expect(list.points.map((p) => p.busStopCd)).not.toContain('K0001');
    expect(list.courseStops.map((p) => p.busStopCd)).not.toContain('K0001');
    expect(list.courseStops).toHaveLength(33);
    expect(list.areas.map((a) => a.areaCd)).toEqual(['01', '02', '03', '04']);
    expect(list.courses).toEqual([
      { homenCd: '01', name: '駅前方面', maxOffsetMinutes: 24 },
      { homenCd: '02', name: '北部方面', maxOffsetMinutes: 31 },
      { homenCd: '03', name: '東部方面', maxOffsetMinutes: 28 },
    ]);
    expect(list.recent.map((r) => [r.busStopCd, r.outcome])).toContainEqual(['K0001', 'approved']);
    expect(list.mapTiles.url).toMatch(/^https?:\/\//);
    expect(list.school.lat).toBeGreaterThan(35);
  });

  it('lists the oldest submission first, and neither rejected nor deleted points', async () => {
    const s = server();
    const admin = await staffClient(s);
    const now = s.clock.now().getTime();
    await addPendingPoint(s, {
      busStopCd: 'T0101',
      seitoNo: DEMO.load(1).seitoNo,
      submittedAt: new Date(now - 60_000),
    });
    await addPendingPoint(s, {
      busStopCd: 'T0102',
      seitoNo: DEMO.load(2).seitoNo,
      submittedAt: new Date(now - 3_600_000),
    });
    const gone = await addPendingPoint(s, { busStopCd: 'T0103', seitoNo: DEMO.load(3).seitoNo });
    await s.db.update(stops).set({ deletedAt: s.clock.now() }).where(eq(stops.id, gone));
    const refused = await addPendingPoint(s, { busStopCd: 'T0104', seitoNo: DEMO.load(4).seitoNo });
    await s.db
      .update(stops)
      .set({ rejectionReason: '道が狭い', reviewedAt: s.clock.now() })
      .where(eq(stops.id, refused));

    const codes = expectOk(await pending(admin)).points.map((p) => p.busStopCd);
    expect(codes).toContain('K0002');
    expect(codes.indexOf('T0102')).toBeLessThan(codes.indexOf('T0101'));
    expect(codes).not.toContain('T0103');
    expect(codes).not.toContain('T0104');
    const list = expectOk(await pending(admin));
    expect(list.recent.find((r) => r.busStopCd === 'T0104')).toMatchObject({
      outcome: 'rejected',
      reason: '道が狭い',
    });
    expect(list.recent.map((r) => r.busStopCd)).not.toContain('T0103');
  });

  it('a pending point cannot be booked; once approved its owner books from it at once', async () => {
    const s = server();
    const seitoNo = DEMO.load(10);
    const learnerId = await s.recNoOf(seitoNo.seitoNo);
    await addPendingPoint(s, { busStopCd: 'T0201', seitoNo: seitoNo.seitoNo });
    const learner = await signedInClient(s, seitoNo.seitoNo, seitoNo.password);
    const days = expectOk(await learner.post<ReservationDay[]>('Reservation/GetReservationDays', {}));
    // a run of 東部方面 with room, in a period the learner rides in nothing else
    const taken = await s.db
      .select({ date: reservations.date, jgn: reservations.jgn })
      .from(reservations)
      .where(and(eq(reservations.learnerId, learnerId), isNull(reservations.cancelledAt)));
    const { id: courseId } = await courseOf(s, '03');
    const runs = await s.db
      .select()
      .from(busRuns)
      .where(and(eq(busRuns.courseId, courseId), eq(busRuns.upDown, 1)))
      .orderBy(asc(busRuns.date), asc(busRuns.jgn));
    const run = runs.find(
      (r) =>
        days.some((d) => d.date === r.date) &&
        r.bookedSeats < r.seats &&
        !taken.some((t) => t.date === r.date && t.jgn === r.jgn),
    )!;
    const booking = { date: run.date, binCd: run.binCd, upDown: 1, busStopCd: 'T0201' };
    expectRefusal(await learner.post('Reservation/SaveReservation', booking), 324, messageFor('error', 324));

    const admin = await staffClient(s);
    const approved = expectOk(
      await approve(s, admin, { busStopCd: 'T0201', areaCd: '03', homenCd: '03', offsetMinutes: 10 }),
    );
    expect(approved.busStopCd).toBe('T0201');
    expect(approved.mailed).toBe(true);
    const { yoyakuId } = expectOk(
      await learner.post<{ yoyakuId: number }>('Reservation/SaveReservation', booking),
    );
    const [row] = await s.db.select().from(reservations).where(eq(reservations.id, yoyakuId));
    expect(row!.stopId).toBe((await stopRow(s, 'T0201')).id);

    // never bookable by another learner
    const other = await signedInClient(s, DEMO.load(11).seitoNo, DEMO.load(11).password);
    expectRefusal(await other.post('Reservation/SaveReservation', booking), 324, messageFor('error', 324));
  });

  it('approval moves the point, puts it on the course by offset and times it on runs from today on, up and down as planned', async () => {
    const s = server();
    // a day later: the first day's runs are in the past and must be left alone
    const firstRunDate = japanDateKey(s.clock.now());
    // the test clock starts on a weekday, so tomorrow has runs (Saturday's are short)
    const tomorrow = addDays(firstRunDate, 1);
    s.clock.set(japanInstant(tomorrow, 10 * 60));
    const admin = await staffClient(s);
    const stopId = await addPendingPoint(s, { busStopCd: 'T0301', seitoNo: DEMO.load(12).seitoNo });
    const course = await courseOf(s, '01');
    // 上尾市民体育館前 is 18 minutes from the first stop: the new point shares its times exactly
    const gym = await stopRow(s, '0008');

    const result = expectOk(
      await approve(s, admin, { busStopCd: 'T0301', areaCd: '02', homenCd: '01', offsetMinutes: 18 }),
    );
    const point = await stopRow(s, 'T0301');
    expect(point).toMatchObject({ areaCd: '02', isNetRelease: true, rejectionReason: null });
    expect(point.reviewedAt?.getTime()).toBe(s.clock.now().getTime());

    const after = await courseOf(s, '01');
    expect(after.order.map((o) => o.seq)).toEqual(after.order.map((_, i) => i + 1));
    expect(after.order.map((o) => o.offset)).toEqual(
      [...after.order.map((o) => o.offset)].sort((a, b) => a - b),
    );
    const gymAt = after.order.findIndex((o) => o.stopId === gym.id);
    expect(after.order[gymAt + 1]).toEqual({ stopId, seq: gymAt + 2, offset: 18 });
    expect(after.order).toHaveLength(course.order.length + 1);

    const newTimes = await plannedAt(s, course.id, stopId);
    const gymTimes = await plannedAt(s, course.id, gym.id);
    const future = await s.db
      .select()
      .from(busRuns)
      .where(and(eq(busRuns.courseId, course.id), gte(busRuns.date, tomorrow)));
    const past = await s.db
      .select()
      .from(busRuns)
      .where(and(eq(busRuns.courseId, course.id), lt(busRuns.date, tomorrow)));
    expect(past.length).toBeGreaterThan(0);
    expect(future.length).toBeGreaterThan(0);
    expect(result.runsServed).toBe(future.length);
    for (const run of past) expect(newTimes.has(run.id)).toBe(false);
    for (const run of future) {
      const expected =
        run.upDown === 1
          ? run.planStartMinutes + 18
          : run.planStartMinutes + (run.planEndMinutes - run.planStartMinutes) - 18;
      expect(newTimes.get(run.id), `${run.date} ${run.binCd}`).toBe(expected);
      expect(newTimes.get(run.id)).toBe(gymTimes.get(run.id));
    }
    expect(future.some((r) => r.upDown === 1) && future.some((r) => r.upDown === 2)).toBe(true);
    // other courses are untouched
    const elsewhere = await s.db.select().from(busRunStops).where(eq(busRunStops.stopId, stopId));
    expect(elsewhere).toHaveLength(future.length);
  });

  it('approving or rejecting a point that is no longer pending refuses with 770 and changes nothing', async () => {
    const s = server();
    const admin = await staffClient(s);
    const notPending = messageFor('error', 770);
    await addPendingPoint(s, { busStopCd: 'T0401', seitoNo: DEMO.load(13).seitoNo });
    await addPendingPoint(s, { busStopCd: 'T0402', seitoNo: DEMO.load(14).seitoNo });
    expectOk(await approve(s, admin, { busStopCd: 'T0401' }));
    const approved = await stopRow(s, 'T0401');
    expectRefusal(await approve(s, admin, { busStopCd: 'T0401', areaCd: '02' }), 770, notPending);
    expectRefusal(await reject(s, admin, 'T0401', '理由'), 770, notPending);
    expect(await stopRow(s, 'T0401')).toEqual(approved);

    expectOk(await reject(s, admin, 'T0402', '道幅が狭く、バスが入れません'));
    const rejected = await stopRow(s, 'T0402');
    expectRefusal(await approve(s, admin, { busStopCd: 'T0402' }), 770, notPending);
    expectRefusal(await reject(s, admin, 'T0402', '別の理由'), 770, notPending);
    expect(await stopRow(s, 'T0402')).toEqual(rejected);
    expect(await auditOf(s, 'T0402')).toHaveLength(1);

    // a public stop is nobody's pending point; a code the school does not have is outside it
    expectRefusal(await approve(s, admin, { busStopCd: '0001' }), 770, notPending);
    expect((await approve(s, admin, { busStopCd: 'NO-SUCH' })).status).toBe(403);
  });

  it('an approval and a rejection of the same point at once: exactly one wins', async () => {
    const s = server();
    const [first, second] = [await staffClient(s), await staffClient(s, await addStaff(s, 'dispatcher'))];
    const learnerId = await s.recNoOf(DEMO.load(15).seitoNo);
    await addPendingPoint(s, { busStopCd: 'T0501', seitoNo: DEMO.load(15).seitoNo });
    const [approval, rejection] = await Promise.all([
      approve(s, first, { busStopCd: 'T0501' }),
      reject(s, second, 'T0501', '同時の審査'),
    ]);
    const outcomes = [approval.body.status, rejection.body.status];
    expect(outcomes.filter(Boolean)).toHaveLength(1);
    const loser = approval.body.status ? rejection : approval;
    expect(loser.body.error?.code).toBe(770);
    const point = await stopRow(s, 'T0501');
    if (approval.body.status) {
      expect(point).toMatchObject({ areaCd: '01', rejectionReason: null });
    } else {
      expect(point).toMatchObject({ areaCd: APPROVAL_AREA, rejectionReason: '同時の審査' });
      expect(await s.db.select().from(busRunStops).where(eq(busRunStops.stopId, point.id))).toEqual([]);
    }
    expect(await auditOf(s, 'T0501')).toHaveLength(1);
    expect(await reviewMailsTo(s, learnerId)).toHaveLength(1);
  });

  it('refuses an unknown or approval area or course with 772 and an offset outside the course with 773, changing nothing', async () => {
    const s = server();
    const admin = await staffClient(s);
    const stopId = await addPendingPoint(s, { busStopCd: 'T0601', seitoNo: DEMO.load(16).seitoNo });
    const before = await stopRow(s, 'T0601');
    const unknown = messageFor('error', 772);
    expectRefusal(await approve(s, admin, { busStopCd: 'T0601', areaCd: 'ZZ' }), 772, unknown);
    expectRefusal(await approve(s, admin, { busStopCd: 'T0601', areaCd: APPROVAL_AREA }), 772, unknown);
    expectRefusal(await approve(s, admin, { busStopCd: 'T0601', homenCd: 'ZZ' }), 772, unknown);
    const outside = messageFor('error', 773, { max: '24' });
    expectRefusal(await approve(s, admin, { busStopCd: 'T0601', offsetMinutes: 25 }), 773, outside);
    expectRefusal(await approve(s, admin, { busStopCd: 'T0601', offsetMinutes: -1 }), 773, outside);
    expectRefusal(
      await approve(s, admin, { busStopCd: 'T0601', homenCd: '02', offsetMinutes: 32 }),
      773,
      messageFor('error', 773, { max: '31' }),
    );
    expect(await stopRow(s, 'T0601')).toEqual(before);
    expect(await s.db.select().from(courseStops).where(eq(courseStops.stopId, stopId))).toEqual([]);
    expect(await s.db.select().from(busRunStops).where(eq(busRunStops.stopId, stopId))).toEqual([]);
    expect(await auditOf(s, 'T0601')).toEqual([]);
    // the ends of the course are fine
    expectOk(await approve(s, admin, { busStopCd: 'T0601', offsetMinutes: 24 }));
  });

  it('refuses a rejection without a reason, or with only zero-width characters and spaces, with 771', async () => {
    const s = server();
    const admin = await staffClient(s);
    await addPendingPoint(s, { busStopCd: 'T0701', seitoNo: DEMO.load(17).seitoNo });
    const before = await stopRow(s, 'T0701');
    const required = messageFor('error', 771);
    expectRefusal(await reject(s, admin, 'T0701'), 771, required);
    expectRefusal(await reject(s, admin, 'T0701', ''), 771, required);
    expectRefusal(await reject(s, admin, 'T0701', ' \u200b\u3000\ufeff\u2060 '), 771, required);
    expect((await reject(s, admin, 'T0701', 'あ'.repeat(201))).status).toBe(400);
    expect(await stopRow(s, 'T0701')).toEqual(before);
    expectOk(await reject(s, admin, 'T0701', `\u200b${'あ'.repeat(199)}`));
  });

  it('a rejection keeps the reason, mails it to the learner and is audited', async () => {
    const s = server();
    const admin = await staffClient(s);
    const { seitoNo } = DEMO.load(18);
    const learnerId = await s.recNoOf(seitoNo);
    await addPendingPoint(s, { busStopCd: 'T0801', seitoNo });
    const reason = '道幅が狭く、送迎バスが入れないため';
    const result = expectOk(await reject(s, admin, 'T0801', ` ${reason}\u200b `));
    expect(result).toEqual({ busStopCd: 'T0801', mailed: true });
    const point = await stopRow(s, 'T0801');
    expect(point).toMatchObject({ areaCd: APPROVAL_AREA, rejectionReason: reason, isNetRelease: false });
    expect(point.reviewedAt?.getTime()).toBe(s.clock.now().getTime());

    const [mail, ...more] = await reviewMailsTo(s, learnerId);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ kind: 'point-rejected', toAddress: `load${seitoNo}@example.jp` });
    expect(mail!.subject).toContain('承認できませんでした');
    expect(mail!.body).toContain(`理由：${reason}`);
    expect(mail!.body).toContain('地点T0801');

    const [entry] = await auditOf(s, 'T0801');
    expect(entry).toMatchObject({
      action: 'point.reject',
      learnerId,
      reason,
      staffLoginId: 'admin',
      before: { state: 'pending' },
      after: { state: 'rejected', mailed: true },
    });
    expect(expectOk(await pending(admin)).points.map((p) => p.busStopCd)).not.toContain('T0801');
    // the learner desk shows it as not approved, with the reason, no longer as pending
    const desk = expectOk(await admin.post<LearnerDetail>('Admin/GetLearner', { learnerId }));
    expect(desk.points.find((p) => p.busStopCd === 'T0801')).toMatchObject({
      pending: false,
      rejectionReason: reason,
    });
  });

  it('an approval mails the learner and is audited; a learner without a mail address gets none', async () => {
    const s = server();
    const dispatcher = await staffClient(s, await addStaff(s, 'dispatcher'));
    const { seitoNo } = DEMO.load(19);
    const learnerId = await s.recNoOf(seitoNo);
    await addPendingPoint(s, { busStopCd: 'T0901', seitoNo });
    const result = expectOk(
      await approve(s, dispatcher, { busStopCd: 'T0901', areaCd: '03', homenCd: '03', offsetMinutes: 0 }),
    );
    expect(result.mailed).toBe(true);
    const [mail] = await reviewMailsTo(s, learnerId);
    expect(mail).toMatchObject({ kind: 'point-approved', toAddress: `load${seitoNo}@example.jp` });
    expect(mail!.subject).toContain('乗車地点を承認しました');
    expect(mail!.body).toContain('ご予約いただけます');
    const [entry] = await auditOf(s, 'T0901');
    expect(entry).toMatchObject({
      action: 'point.approve',
      learnerId,
      before: { state: 'pending', areaCd: APPROVAL_AREA },
      after: { state: 'approved', areaCd: '03', homenCd: '03', offsetMinutes: 0, mailed: true },
    });

    const silent = DEMO.load(20).seitoNo;
    const silentId = await s.recNoOf(silent);
    await s.db.update(learners).set({ mailAddress: '' }).where(eq(learners.id, silentId));
    await addPendingPoint(s, { busStopCd: 'T0902', seitoNo: silent });
    await addPendingPoint(s, { busStopCd: 'T0903', seitoNo: silent, categoryCd: '01' });
    expect(expectOk(await approve(s, dispatcher, { busStopCd: 'T0902' })).mailed).toBe(false);
    expect(expectOk(await reject(s, dispatcher, 'T0903', '理由')).mailed).toBe(false);
    expect(await reviewMailsTo(s, silentId)).toEqual([]);
    expect((await auditOf(s, 'T0902'))[0]?.after).toMatchObject({ mailed: false });
  });

  it('a review from a list loaded before the learner changed the point is refused (774), and without its submission at all (400)', async () => {
    const s = server();
    const admin = await staffClient(s);
    const seitoNo = DEMO.load(22).seitoNo;
    const learner = await signedInClient(s, seitoNo, DEMO.load(22).password);
    await addPendingPoint(s, { busStopCd: 'T1101', seitoNo });
    const shown = async () => expectOk(await pending(admin));
    const first = (await shown()).points.find((p) => p.busStopCd === 'T1101')!;
    expectOk(await reject(s, admin, 'T1101', '道が狭いため', first.submittedAt));

    s.clock.advance(60_000);
    const edit = {
      busStopCd: 'T1101',
      busStop: { busStopLat: 35.0116, busStopLng: 135.7681, ad1: '京都府京都市中京区', busStopKName: '京都' },
    };
    expectOk(await learner.post('BusStopReg/BusStopUpdate', edit));
    const changed = messageFor('error', 774);
    const before = await stopRow(s, 'T1101');
    expectRefusal(
      await approve(s, admin, { busStopCd: 'T1101', submittedAt: first.submittedAt }),
      774,
      changed,
    );
    expectRefusal(await reject(s, admin, 'T1101', '別の理由', first.submittedAt), 774, changed);
    expect(await stopRow(s, 'T1101')).toEqual(before);
    expect((await auditOf(s, 'T1101')).map((e) => e.action)).toEqual(['point.reject']);
    const noSubmission = { busStopCd: 'T1101', areaCd: '01', homenCd: '01', offsetMinutes: 18 };
    expect((await admin.post('Admin/ApprovePoint', noSubmission)).status).toBe(400);
    expect((await admin.post('Admin/RejectPoint', { busStopCd: 'T1101', reason: '理由' })).status).toBe(400);

    // PostgreSQL keeps microseconds; the list's milliseconds are the version staff saw
    await s.db.execute(
      sql`update stops set submitted_at = '2026-01-05 01:02:03.456789+00' where bus_stop_cd = 'T1101'`,
    );
    const again = (await shown()).points.find((p) => p.busStopCd === 'T1101')!;
    expect(again.submittedAt).toBe('2026-01-05T01:02:03.456Z');
    expectOk(await approve(s, admin, { busStopCd: 'T1101', submittedAt: again.submittedAt }));
  });

  it("another school's staff neither see nor review the demo's points", async () => {
    const s = server();
    const other = await otherSchoolAdmin(s);
    await addPendingPoint(s, { busStopCd: 'T1001', seitoNo: DEMO.load(21).seitoNo });
    const before = await stopRow(s, 'T1001');
    const list = expectOk(await pending(other));
    expect(list.points).toEqual([]);
    expect(list.courseStops).toEqual([]);
    expect(list.recent).toEqual([]);
    expect((await approve(s, other, { busStopCd: 'T1001' })).status).toBe(403);
    expect((await reject(s, other, 'T1001', '理由')).status).toBe(403);
    const namingDemo = { busStopCd: 'T1001', submittedAt: null, serviceCode: 'demo', reason: '理由' };
    expect((await other.post('Admin/RejectPoint', namingDemo)).status).toBe(403);
    expect(await stopRow(s, 'T1001')).toEqual(before);
    expect(await auditOf(s, 'T1001')).toEqual([]);
  });
});
