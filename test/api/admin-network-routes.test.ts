import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { addDays, japanDateKey } from '@shared/rules/japan-time';
import { messages } from '@shared/i18n/messages';
import type { SaveCourseRequest, SaveStopRequest, StaffNetwork } from '@shared/schemas/admin-network';
import { auditLog, busRunStops, busRuns, courseStops, courses, reservations, stops } from '@server/db/schema';
import { staffClient } from './admin-fixtures';
import { describeEachDatabase } from './databases';
import type { TestClient, TestServer } from './harness';
import { useTestServer } from './harness';
import { expectOk, expectRefusal } from './reservation-fixtures';

const refusal = (code: keyof typeof messages.error) => messages.error[code];

const lastAudit = async (s: TestServer) =>
  (await s.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]!;

const networkOf = async (admin: TestClient) =>
  expectOk(await admin.post<StaffNetwork>('Admin/GetNetwork', {}));

const stopBody = (over: Partial<SaveStopRequest> = {}): SaveStopRequest => ({
  create: true,
  busStopCd: 'T01',
  name: '試験停留所',
  displayName: '',
  areaCd: '01',
  address: '上尾市柏座1-1',
  latitude: '35.9735',
  longitude: '139.5930',
  isNetRelease: true,
  ...over,
});

const courseBody = (over: Partial<SaveCourseRequest> = {}): SaveCourseRequest => ({
  create: true,
  homenCd: 'T1',
  name: '試験方面',
  isNetRelease: true,
  stops: [],
  ...over,
});

describeEachDatabase('Staff console: stops, courses and point categories (issue 23 §6)', (kind) => {
  const server = useTestServer(kind);

  it("reads the school's own stops (not learners' points), its courses in order and its categories", async () => {
    const network = await networkOf(await staffClient(server()));
    expect(network.stops.length).toBeGreaterThan(0);
    expect(network.stops.some((s) => s.busStopCd.startsWith('K'))).toBe(false);
    const station = network.stops.find((s) => s.busStopCd === '0019')!;
    expect(station).toMatchObject({ name: '北上尾駅東口', areaCd: '01', hasRuns: true });
    const course = network.courses.find((c) => c.homenCd === station.courses[0])!;
    expect(course.hasRuns).toBe(true);
    expect(course.stops[0]!.offsetMinutes).toBe(0);
    expect(course.stops.find((s) => s.busStopCd === '0019')).toMatchObject({ offsetMinutes: 25 });
    expect(network.categories.length).toBeGreaterThan(0);
    expect(network.mapTiles).toBeDefined();
  });

  it('a stop is created at typed coordinates, changed and deleted, each audited; its code is fixed', async () => {
    const s = server();
    const admin = await staffClient(s);
    const created = expectOk(await admin.post<StaffNetwork>('Admin/SaveStop', stopBody()));
    expect(created.stops.find((x) => x.busStopCd === 'T01')).toEqual({
      busStopCd: 'T01',
      name: '試験停留所',
      yomi: '',
      displayName: '試験停留所',
      areaCd: '01',
      address: '上尾市柏座1-1',
      latitude: 35.9735,
      longitude: 139.593,
      isNetRelease: true,
      courses: [],
      hasRuns: false,
    });
    expect(await lastAudit(s)).toMatchObject({
      action: 'stop.create',
      targetType: 'stop',
      targetId: 'T01',
      before: null,
      after: { name: '試験停留所', latitude: 35.9735 },
    });
    const changed = expectOk(
      await admin.post<StaffNetwork>(
        'Admin/SaveStop',
        stopBody({ create: false, displayName: '柏座', latitude: '35.97', isNetRelease: false }),
      ),
    );
    expect(changed.stops.find((x) => x.busStopCd === 'T01')).toMatchObject({
      displayName: '柏座',
      latitude: 35.97,
      isNetRelease: false,
    });
    expect(await lastAudit(s)).toMatchObject({
      action: 'stop.update',
      before: { displayName: '試験停留所', latitude: 35.9735, isNetRelease: true },
      after: { displayName: '柏座', latitude: 35.97, isNetRelease: false },
    });
    const deleted = expectOk(await admin.post<StaffNetwork>('Admin/DeleteStop', { busStopCd: 'T01' }));
    expect(deleted.stops.map((x) => x.busStopCd)).not.toContain('T01');
    expect(await lastAudit(s)).toMatchObject({ action: 'stop.delete', targetId: 'T01', after: null });
    expectRefusal(await admin.post('Admin/DeleteStop', { busStopCd: 'T01' }), 875, refusal(875));
  });

  it('bad stops are refused with their message and change nothing', async () => {
    const s = server();
    const admin = await staffClient(s);
    const before = await networkOf(admin);
    const auditBefore = await lastAudit(s);
    const cases: [SaveStopRequest, keyof typeof messages.error][] = [
      [stopBody({ busStopCd: '0-1' }), 870],
      [stopBody({ busStopCd: 'K0999' }), 870],
      [stopBody({ busStopCd: 'k0999' }), 870],
      [stopBody({ busStopCd: '0019' }), 871],
      [stopBody({ name: ' ' }), 872],
      [stopBody({ address: 'あ'.repeat(101) }), 872],
      [stopBody({ name: '改行\n入り' }), 872],
      [stopBody({ name: '駅前\u202e東口' }), 872],
      [stopBody({ areaCd: '77' }), 873],
      [stopBody({ areaCd: '99' }), 873],
      [stopBody({ latitude: '' }), 874],
      [stopBody({ latitude: 'abc' }), 874],
      [stopBody({ latitude: '139.59', longitude: '35.97' }), 874],
      [stopBody({ latitude: '91', longitude: '139.5' }), 874],
      [stopBody({ create: false, busStopCd: 'NONE' }), 875],
      [stopBody({ create: false, busStopCd: 'K0001' }), 875],
    ];
    for (const [body, code] of cases)
      expectRefusal(await admin.post('Admin/SaveStop', body), code, refusal(code));
    expect(await networkOf(admin)).toEqual(before);
    expect((await lastAudit(s)).id).toBe(auditBefore.id);
  });

  it('a stop a course passes or runs and bookings name cannot be deleted (876)', async () => {
    const s = server();
    const admin = await staffClient(s);
    expectRefusal(await admin.post('Admin/DeleteStop', { busStopCd: '0019' }), 876, refusal(876));
    expectOk(await admin.post('Admin/SaveStop', stopBody({ busStopCd: 'T02' })));
    expectOk(
      await admin.post(
        'Admin/SaveCourse',
        courseBody({ homenCd: 'T2', stops: [{ busStopCd: 'T02', offsetMinutes: 0 }] }),
      ),
    );
    expectRefusal(await admin.post('Admin/DeleteStop', { busStopCd: 'T02' }), 876, refusal(876));
    expect((await networkOf(admin)).stops.find((x) => x.busStopCd === 'T02')!.courses).toEqual(['T2']);
  });

  it('a course is created with three stops in order, changed and deleted, each audited', async () => {
    const s = server();
    const admin = await staffClient(s);
    for (const code of ['C1', 'C2', 'C3'])
      expectOk(await admin.post('Admin/SaveStop', stopBody({ busStopCd: code, name: `地点${code}` })));
    const route = [
      { busStopCd: 'C2', offsetMinutes: 0 },
      { busStopCd: 'C1', offsetMinutes: 5 },
      { busStopCd: 'C3', offsetMinutes: 5 },
    ];
    const created = expectOk(
      await admin.post<StaffNetwork>('Admin/SaveCourse', courseBody({ homenCd: 'N1', stops: route })),
    );
    expect(created.courses.find((c) => c.homenCd === 'N1')).toEqual({
      homenCd: 'N1',
      name: '試験方面',
      yomi: '',
      isNetRelease: true,
      stops: [
        { busStopCd: 'C2', name: '地点C2', offsetMinutes: 0 },
        { busStopCd: 'C1', name: '地点C1', offsetMinutes: 5 },
        { busStopCd: 'C3', name: '地点C3', offsetMinutes: 5 },
      ],
      hasRuns: false,
    });
    expect(await lastAudit(s)).toMatchObject({
      action: 'course.create',
      targetType: 'homen',
      targetId: 'N1',
      after: { courseStops: 'C2 地点C2 0, C1 地点C1 5, C3 地点C3 5' },
    });
    const reordered = expectOk(
      await admin.post<StaffNetwork>(
        'Admin/SaveCourse',
        courseBody({
          create: false,
          homenCd: 'N1',
          name: '試験方面（改）',
          stops: [
            { busStopCd: 'C1', offsetMinutes: 0 },
            { busStopCd: 'C2', offsetMinutes: 7 },
          ],
        }),
      ),
    );
    expect(reordered.courses.find((c) => c.homenCd === 'N1')!.stops.map((x) => x.busStopCd)).toEqual([
      'C1',
      'C2',
    ]);
    expect(await lastAudit(s)).toMatchObject({
      action: 'course.update',
      before: { name: '試験方面', courseStops: 'C2 地点C2 0, C1 地点C1 5, C3 地点C3 5' },
      after: { name: '試験方面（改）', courseStops: 'C1 地点C1 0, C2 地点C2 7', runsRetimed: 0 },
    });
    const deleted = expectOk(await admin.post<StaffNetwork>('Admin/DeleteCourse', { homenCd: 'N1' }));
    expect(deleted.courses.map((c) => c.homenCd)).not.toContain('N1');
    expect(await lastAudit(s)).toMatchObject({ action: 'course.delete', targetId: 'N1', after: null });
    expectRefusal(await admin.post('Admin/DeleteCourse', { homenCd: 'N1' }), 881, refusal(881));
  });

  it('bad courses and stop lists are refused with their message and change nothing', async () => {
    const s = server();
    const admin = await staffClient(s);
    expectOk(await admin.post('Admin/SaveStop', stopBody({ busStopCd: 'B1' })));
    expectOk(await admin.post('Admin/SaveStop', stopBody({ busStopCd: 'B2' })));
    const before = await networkOf(admin);
    const auditBefore = await lastAudit(s);
    const two = (a: number, b: number) => [
      { busStopCd: 'B1', offsetMinutes: a },
      { busStopCd: 'B2', offsetMinutes: b },
    ];
    const cases: [SaveCourseRequest, keyof typeof messages.error][] = [
      [courseBody({ homenCd: 'T-1' }), 878],
      [courseBody({ homenCd: before.courses[0]!.homenCd }), 879],
      [courseBody({ name: '' }), 880],
      [courseBody({ name: 'あ'.repeat(31) }), 880],
      [courseBody({ name: '北\u202eコース' }), 880],
      [courseBody({ create: false, homenCd: 'ZZ' }), 881],
      [courseBody({ stops: [] }), 927],
      [courseBody({ stops: [{ busStopCd: 'NONE', offsetMinutes: 0 }] }), 882],
      [courseBody({ stops: [{ busStopCd: 'K0001', offsetMinutes: 0 }] }), 882],
      [courseBody({ stops: [...two(0, 1), { busStopCd: 'B1', offsetMinutes: 2 }] }), 882],
      [courseBody({ stops: two(1, 2) }), 883],
      [courseBody({ stops: two(0, -1) }), 883],
      [courseBody({ stops: two(5, 3) }), 883],
      [courseBody({ stops: two(0, 1.5) }), 883],
      [courseBody({ stops: two(0, 301) }), 883],
    ];
    for (const [body, code] of cases)
      expectRefusal(await admin.post('Admin/SaveCourse', body), code, refusal(code));
    expect(await networkOf(admin)).toEqual(before);
    expect((await lastAudit(s)).id).toBe(auditBefore.id);
  });

  it('a course with runs or a weekly pattern cannot be deleted (884)', async () => {
    const admin = await staffClient(server());
    const withRuns = (await networkOf(admin)).courses.find((c) => c.hasRuns)!;
    expectRefusal(await admin.post('Admin/DeleteCourse', { homenCd: withRuns.homenCd }), 884, refusal(884));
    expect((await networkOf(admin)).courses.map((c) => c.homenCd)).toContain(withRuns.homenCd);
  });

  it("changing a course's stops retimes its runs from tomorrow, never moving a booked learner (885)", async () => {
    const s = server();
    const admin = await staffClient(s);
    const network = await networkOf(admin);
    const course = network.courses.find((c) => c.stops.some((x) => x.busStopCd === '0019'))!;
    const [row] = await s.db
      .select()
      .from(courses)
      .where(and(eq(courses.schoolId, s.schoolId), eq(courses.homenCd, course.homenCd)));
    const tomorrow = addDays(japanDateKey(s.clock.now()), 1);
    const [bookedAt] = await s.db
      .select({ date: reservations.date })
      .from(reservations)
      .innerJoin(busRuns, eq(busRuns.id, reservations.runId))
      .innerJoin(stops, eq(stops.id, reservations.stopId))
      .where(
        and(
          eq(busRuns.courseId, row!.id),
          eq(stops.busStopCd, '0019'),
          gt(reservations.date, japanDateKey(s.clock.now())),
          isNull(reservations.cancelledAt),
        ),
      )
      .orderBy(reservations.date)
      .limit(1);
    expect(bookedAt, 'the demo books 0019 after today').toBeDefined();
    const sent = course.stops.map(({ busStopCd, offsetMinutes }) => ({ busStopCd, offsetMinutes }));
    const runStopsBefore = await s.db
      .select()
      .from(busRunStops)
      .innerJoin(busRuns, eq(busRuns.id, busRunStops.runId))
      .where(eq(busRuns.courseId, row!.id));
    const auditBefore = await lastAudit(s);

    // without the booked stop, or with the booked stop served later: refused, nothing changes
    for (const stopsSent of [
      sent.filter((x) => x.busStopCd !== '0019'),
      sent.map((x) => (x.busStopCd === '0019' ? { ...x, offsetMinutes: x.offsetMinutes + 1 } : x)),
    ]) {
      const answer = await admin.post(
        'Admin/SaveCourse',
        courseBody({ create: false, homenCd: course.homenCd, name: course.name, stops: stopsSent }),
      );
      expect(answer.body.error?.code).toBe(885);
      expect(answer.body.error?.message).toContain(messages.error[885].split('{dates}')[1]!.slice(0, 10));
    }
    expect((await networkOf(admin)).courses.find((c) => c.homenCd === course.homenCd)).toEqual(course);
    expect(
      await s.db
        .select()
        .from(busRunStops)
        .innerJoin(busRuns, eq(busRuns.id, busRunStops.runId))
        .where(eq(busRuns.courseId, row!.id)),
    ).toEqual(runStopsBefore);
    expect((await lastAudit(s)).id).toBe(auditBefore.id);

    // a new stop at the last stop's minutes moves nobody: every run from tomorrow stops there, today's do not
    expectOk(await admin.post('Admin/SaveStop', stopBody({ busStopCd: 'R1', name: '新設' })));
    const last = sent.at(-1)!.offsetMinutes;
    expectOk(
      await admin.post(
        'Admin/SaveCourse',
        courseBody({
          create: false,
          homenCd: course.homenCd,
          name: course.name,
          stops: [...sent, { busStopCd: 'R1', offsetMinutes: last }],
        }),
      ),
    );
    const runs = await s.db.select().from(busRuns).where(eq(busRuns.courseId, row!.id));
    const [newStop] = await s.db.select().from(stops).where(eq(stops.busStopCd, 'R1'));
    const served = await s.db.select().from(busRunStops).where(eq(busRunStops.stopId, newStop!.id));
    const future = runs.filter((r) => r.date >= tomorrow);
    expect(future.length).toBeGreaterThan(0);
    expect(served.map((x) => x.runId).sort()).toEqual(future.map((r) => r.id).sort());
    for (const run of future) {
      const at = served.find((x) => x.runId === run.id)!.planMinutes;
      // up: reaches the last stop `minutesToSchool` before the school; down: the first stop dropped off at
      expect(at).toBe(run.upDown === 1 ? run.planStartMinutes + last : run.planEndMinutes - last);
    }
    const audit = await lastAudit(s);
    expect(audit).toMatchObject({ action: 'course.update', after: { runsRetimed: future.length } });
    expect((audit.after as { courseStops: string }).courseStops).toContain(`R1 新設 ${last}`);
    const onCourse = await s.db.select().from(courseStops).where(eq(courseStops.courseId, row!.id));
    expect(onCourse.find((x) => x.stopId === newStop!.id)).toMatchObject({ seq: sent.length + 1 });
  });

  it('a run length follows a longer course: the up run leaves earlier and still reaches the school on time', async () => {
    const s = server();
    const admin = await staffClient(s);
    for (const code of ['L1', 'L2'])
      expectOk(await admin.post('Admin/SaveStop', stopBody({ busStopCd: code })));
    const created = courseBody({ homenCd: 'L', stops: [{ busStopCd: 'L1', offsetMinutes: 0 }] });
    expectOk(await admin.post('Admin/SaveCourse', created));
    const [row] = await s.db
      .select()
      .from(courses)
      .where(and(eq(courses.schoolId, s.schoolId), eq(courses.homenCd, 'L')));
    const [l1] = await s.db.select().from(stops).where(eq(stops.busStopCd, 'L1'));
    const date = addDays(japanDateKey(s.clock.now()), 2);
    // a run of the course as generated: L1 then 10 minutes to the school, reaching it at 8:50
    const inserted = await s.db
      .insert(busRuns)
      .values(
        [1, 2].map((upDown) => ({
          schoolId: s.schoolId,
          binCd: `${upDown === 1 ? 'U' : 'D'}L01`,
          binName: '試験',
          date,
          upDown,
          courseId: row!.id,
          jgn: 1,
          planStartMinutes: upDown === 1 ? 520 : 600,
          planEndMinutes: upDown === 1 ? 530 : 610,
          seats: 10,
        })),
      )
      .returning();
    await s.db
      .insert(busRunStops)
      .values(
        inserted.map((r) => ({ runId: r.id, stopId: l1!.id, planMinutes: r.upDown === 1 ? 520 : 610 })),
      );
    expectOk(
      await admin.post(
        'Admin/SaveCourse',
        courseBody({
          create: false,
          homenCd: 'L',
          stops: [
            { busStopCd: 'L2', offsetMinutes: 0 },
            { busStopCd: 'L1', offsetMinutes: 15 },
          ],
        }),
      ),
    );
    const after = await s.db.select().from(busRuns).where(eq(busRuns.courseId, row!.id));
    const up = after.find((r) => r.upDown === 1)!;
    const down = after.find((r) => r.upDown === 2)!;
    expect([up.planStartMinutes, up.planEndMinutes]).toEqual([505, 530]);
    expect([down.planStartMinutes, down.planEndMinutes]).toEqual([600, 625]);
    const times = await s.db.select().from(busRunStops).innerJoin(stops, eq(stops.id, busRunStops.stopId));
    const at = (runId: number, code: string) =>
      times.find((x) => x.bus_run_stops.runId === runId && x.stops.busStopCd === code)!.bus_run_stops
        .planMinutes;
    expect([at(up.id, 'L2'), at(up.id, 'L1')]).toEqual([505, 520]);
    expect([at(down.id, 'L1'), at(down.id, 'L2')]).toEqual([610, 625]);
    expectRefusal(await admin.post('Admin/DeleteCourse', { homenCd: 'L' }), 884, refusal(884));
  });

  it('a point category is created, changed and deleted, each audited; one with points is kept (889)', async () => {
    const s = server();
    const admin = await staffClient(s);
    const body = {
      create: true,
      categoryCd: '50',
      name: '学校',
      displayName: '',
      limitPerLearner: 2,
      isPersonal: true,
      isNetRelease: true,
    };
    const created = expectOk(await admin.post<StaffNetwork>('Admin/SaveCategory', body));
    expect(created.categories.find((c) => c.categoryCd === '50')).toEqual({
      categoryCd: '50',
      name: '学校',
      displayName: '学校',
      limitPerLearner: 2,
      isPersonal: true,
      isNetRelease: true,
      stops: 0,
    });
    expect(await lastAudit(s)).toMatchObject({
      action: 'category.create',
      targetType: 'category',
      targetId: '50',
    });
    for (const [bad, code] of [
      [{ categoryCd: '5 0' }, 886],
      [{ categoryCd: '50' }, 887],
      [{ categoryCd: '51', name: '' }, 888],
      [{ categoryCd: '51', limitPerLearner: 0 }, 888],
      [{ categoryCd: '51', limitPerLearner: 21 }, 888],
      [{ categoryCd: '51', limitPerLearner: 1.5 }, 888],
      [{ create: false, categoryCd: '51' }, 877],
    ] as const)
      expectRefusal(await admin.post('Admin/SaveCategory', { ...body, ...bad }), code, refusal(code));
    expectOk(await admin.post('Admin/SaveCategory', { ...body, create: false, limitPerLearner: 5 }));
    expect(await lastAudit(s)).toMatchObject({
      action: 'category.update',
      before: { limitPerLearner: 2 },
      after: { limitPerLearner: 5 },
    });
    expectOk(await admin.post('Admin/DeleteCategory', { categoryCd: '50' }));
    expect(await lastAudit(s)).toMatchObject({ action: 'category.delete', before: { name: '学校' } });
    expectRefusal(await admin.post('Admin/DeleteCategory', { categoryCd: '50' }), 877, refusal(877));
    const used = (await networkOf(admin)).categories.find((c) => c.stops > 0)!;
    expectRefusal(
      await admin.post('Admin/DeleteCategory', { categoryCd: used.categoryCd }),
      889,
      refusal(889),
    );
  });
});
