import { and, asc, desc, eq, gte } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { messages } from '@shared/i18n/messages';
import { addDays, japanDateKey } from '@shared/rules/japan-time';
import type {
  AssignmentWarning,
  AssignVehiclesResult,
  StaffVehicle,
  VehicleAssignment,
  VehicleAssignments,
} from '@shared/schemas/admin-vehicles';
import { auditLog, busRuns } from '@server/db/schema';
import { DEMO_VEHICLES } from '@server/demo/seed';
import { addStaff, staffClient } from './admin-fixtures';
import { describeEachDatabase } from './databases';
import type { TestClient, TestServer } from './harness';
import { useTestServer } from './harness';
import { expectOk, expectRefusal } from './reservation-fixtures';

const refusal = (code: keyof typeof messages.error) => messages.error[code];

/** A refusal of warnings: its code, the catalogue's text, and the warnings in the envelope's data. */
function expectWarnings(
  answer: Awaited<ReturnType<TestClient['post']>>,
  code: 807 | 808 | 809,
): AssignmentWarning[] {
  expect(answer.status, answer.text).toBe(200);
  expect(answer.body.status).toBe(false);
  expect(answer.body.error?.code).toBe(code);
  expect(answer.body.error?.message).toBe(refusal(code));
  return (answer.body.error?.data as { warnings: AssignmentWarning[] }).warnings;
}

const auditsSince = async (s: TestServer, id: number) =>
  (await s.db.select().from(auditLog).orderBy(asc(auditLog.id))).filter((a) => a.id > id);

const lastAuditId = async (s: TestServer) =>
  (await s.db.select({ id: auditLog.id }).from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]?.id ?? 0;

/**
 * The `nth` date ahead with runs and bookings whose same weekday a week later has runs too: each
 * test takes its own, since the tests share one server.
 */
async function busyWeekPair(s: TestServer, nth: number): Promise<[string, string]> {
  const rows = await s.db
    .select({ date: busRuns.date, booked: busRuns.bookedSeats })
    .from(busRuns)
    .where(and(eq(busRuns.schoolId, s.schoolId), gte(busRuns.date, japanDateKey(s.clock.now()))))
    .orderBy(asc(busRuns.date));
  const dates = new Set(rows.map((r) => r.date));
  const busy = new Set(rows.filter((r) => r.booked > 2).map((r) => r.date));
  const first = [...busy].filter((d) => dates.has(addDays(d, 7)))[nth];
  if (!first) throw new Error('no busy run date with runs a week later');
  return [first, addDays(first, 7)];
}

async function dayOf(client: TestClient, date: string): Promise<VehicleAssignments> {
  return expectOk(await client.post<VehicleAssignments>('Admin/GetVehicleAssignments', { date }));
}

/** A vehicle of the test's own, in service. */
async function addVehicle(client: TestClient, vehicleCd: string, seats: number): Promise<StaffVehicle> {
  return expectOk(
    await client.post<StaffVehicle>('Admin/SaveVehicle', { vehicleCd, name: `${vehicleCd}号`, seats }),
  );
}

/** Two runs of the day whose planned times overlap, on different vehicles. */
function overlappingPair(day: VehicleAssignments): [VehicleAssignment, VehicleAssignment] {
  for (const a of day.runs) {
    const b = day.runs.find(
      (r) =>
        r.runId !== a.runId &&
        r.vehicleCd !== a.vehicleCd &&
        r.planStart <= a.planEnd &&
        a.planStart <= r.planEnd,
    );
    if (b) return [a, b];
  }
  throw new Error('no overlapping runs');
}

describeEachDatabase('Staff console: vehicle assignment that checks (issue 26 §4)', (kind) => {
  const server = useTestServer(kind);

  it('each run of the day tells its riders: booked seats, children included', async () => {
    const s = server();
    const [date] = await busyWeekPair(s, 0);
    const day = await dayOf(await staffClient(s), date);
    const rows = await s.db.select().from(busRuns).where(eq(busRuns.date, date));
    for (const run of day.runs) {
      expect(run.riders).toBe(rows.find((r) => r.id === run.runId)!.bookedSeats);
    }
    expect(day.runs.some((r) => r.riders > 2)).toBe(true);
  });

  it('a vehicle with fewer seats than the riders is refused with 807 and the warning, then saved with confirm and audited with it', async () => {
    const s = server();
    const dispatcher = await staffClient(s, await addStaff(s, 'dispatcher'));
    const admin = await staffClient(s);
    const [date] = await busyWeekPair(s, 0);
    const day = await dayOf(dispatcher, date);
    const run = [...day.runs].sort((a, b) => b.riders - a.riders)[0]!;
    const small = await addVehicle(admin, 'SMALL', run.riders - 1);
    // a vehicle just as big as the riders is fine
    await addVehicle(admin, 'EXACT', run.riders);

    const body = { date, binCd: run.binCd, vehicleCd: 'SMALL' };
    const warnings = expectWarnings(await dispatcher.post('Admin/AssignVehicle', body), 807);
    expect(warnings).toEqual([
      {
        kind: 'capacity',
        runId: run.runId,
        binCd: run.binCd,
        vehicleCd: 'SMALL',
        seats: small.seats,
        riders: run.riders,
      },
    ]);
    // refused: nothing written
    expect((await dayOf(dispatcher, date)).runs.find((r) => r.runId === run.runId)!.vehicleCd).toBe(
      run.vehicleCd,
    );

    const before = await lastAuditId(s);
    const saved = expectOk(
      await dispatcher.post<VehicleAssignment>('Admin/AssignVehicle', { ...body, confirm: true }),
    );
    expect(saved).toMatchObject({ runId: run.runId, vehicleCd: 'SMALL', chosen: true });
    const [audit, ...more] = await auditsSince(s, before);
    expect(more).toEqual([]);
    expect(audit).toMatchObject({
      action: 'run.assign-vehicle',
      targetType: 'run',
      targetId: String(run.runId),
      runId: run.runId,
      before: { date, binCd: run.binCd, vehicleCd: run.vehicleCd, chosen: false },
      after: { date, binCd: run.binCd, vehicleCd: 'SMALL', chosen: true, overriddenWarnings: warnings },
    });

    expectOk(await dispatcher.post('Admin/AssignVehicle', { ...body, vehicleCd: 'EXACT' }));
    const plain = (await auditsSince(s, before)).at(-1)!;
    expect(plain.after).toEqual({ date, binCd: run.binCd, vehicleCd: 'EXACT', chosen: true });
  });

  it('a vehicle that would drive two runs at overlapping times is refused with 808, and with both kinds 809', async () => {
    const s = server();
    const admin = await staffClient(s);
    const [date] = await busyWeekPair(s, 1);
    const day = await dayOf(admin, date);
    const [a, b] = overlappingPair(day);
    expect(a.vehicleCd).not.toBeNull();

    const warnings = expectWarnings(
      await admin.post('Admin/AssignVehicle', { date, binCd: b.binCd, vehicleCd: a.vehicleCd }),
      808,
    );
    expect(warnings).toContainEqual({
      kind: 'overlap',
      runId: b.runId,
      binCd: b.binCd,
      vehicleCd: a.vehicleCd,
      otherRunId: a.runId,
      otherBinCd: a.binCd,
    });
    expect(warnings.every((w) => w.kind === 'overlap')).toBe(true);

    // a one-seat bus on a busy run and on a run at an overlapping time: both kinds at once
    const busy = [...day.runs].sort((x, y) => y.riders - x.riders)[0]!;
    const beside = day.runs.find(
      (r) => r.runId !== busy.runId && r.planStart <= busy.planEnd && busy.planStart <= r.planEnd,
    )!;
    await addVehicle(admin, 'TINY', 1);
    const both = expectWarnings(
      await admin.post('Admin/AssignVehicles', {
        date,
        assignments: [busy, beside].map((r) => ({ runId: r.runId, vehicleCd: 'TINY' })),
      }),
      809,
    );
    expect(both).toContainEqual(expect.objectContaining({ kind: 'capacity', runId: busy.runId, seats: 1 }));
    expect(both.filter((w) => w.kind === 'overlap')).toHaveLength(1);

    // confirmed, it is saved
    expectOk(
      await admin.post('Admin/AssignVehicle', {
        date,
        binCd: b.binCd,
        vehicleCd: a.vehicleCd,
        confirm: true,
      }),
    );
    expect((await dayOf(admin, date)).runs.find((r) => r.runId === b.runId)!.vehicleCd).toBe(a.vehicleCd);
  });

  it('the generated vehicles of an untouched day raise no warning: 「前週と同じ」 for the whole day saves at once, one audit entry per run', async () => {
    const s = server();
    const dispatcher = await staffClient(s, await addStaff(s, 'dispatcher'));
    const [first, second] = await busyWeekPair(s, 2);
    const lastWeek = await dayOf(dispatcher, first);
    const day = await dayOf(dispatcher, second);
    const assignments = day.runs
      .filter((r) => r.previous)
      .map((r) => ({ runId: r.runId, vehicleCd: r.previous!.vehicleCd }));
    expect(assignments.length).toBe(day.runs.length);

    const before = await lastAuditId(s);
    const result = expectOk(
      await dispatcher.post<AssignVehiclesResult>('Admin/AssignVehicles', { date: second, assignments }),
    );
    expect(result).toMatchObject({ changed: assignments.length, overridden: [] });
    expect(result.day.runs.every((r) => r.chosen)).toBe(true);
    expect(result.day.runs.map((r) => r.vehicleCd)).toEqual(
      day.runs.map((r) => lastWeek.runs.find((l) => l.binCd === r.binCd)!.vehicleCd),
    );
    const audits = await auditsSince(s, before);
    expect(audits).toHaveLength(assignments.length);
    expect(audits.every((a) => a.action === 'run.assign-vehicle')).toBe(true);
    expect(audits.map((a) => a.runId).sort()).toEqual(assignments.map((a) => a.runId).sort());

    // sent again, nothing changes and nothing more is audited
    const again = expectOk(
      await dispatcher.post<AssignVehiclesResult>('Admin/AssignVehicles', { date: second, assignments }),
    );
    expect(again.changed).toBe(0);
    expect(await auditsSince(s, before)).toHaveLength(assignments.length);
  });

  it("one vehicle for all of a course's runs: overlaps within the set are warned, and the set is all or nothing", async () => {
    const s = server();
    const admin = await staffClient(s);
    const [date] = await busyWeekPair(s, 3);
    const day = await dayOf(admin, date);
    const course = day.runs.filter((r) => r.homenCd === day.runs[0]!.homenCd);
    await addVehicle(admin, 'BIG', 200);
    const assignments = course.map((r) => ({ runId: r.runId, vehicleCd: 'BIG' }));

    // the up and down runs of a course overlap each other around the school (the demo's two buses)
    const set = await admin.post('Admin/AssignVehicles', { date, assignments });
    if (set.body.status) throw new Error('expected the course-wide set to overlap within itself');
    const warnings = expectWarnings(set, 808);
    const inSet = new Set(course.map((r) => r.runId));
    for (const w of warnings) {
      expect(w.kind).toBe('overlap');
      if (w.kind === 'overlap') expect(inSet.has(w.runId) && inSet.has(w.otherRunId)).toBe(true);
    }
    // named once per pair
    const pairs = warnings.map((w) => (w.kind === 'overlap' ? [w.runId, w.otherRunId].sort().join('-') : ''));
    expect(new Set(pairs).size).toBe(pairs.length);
    expect((await dayOf(admin, date)).runs.filter((r) => r.vehicleCd === 'BIG')).toEqual([]);

    // one refused run (a retired vehicle) refuses the whole set, confirm or not
    expectOk(
      await admin.post('Admin/SaveVehicle', { vehicleCd: 'GONE', name: '廃車', seats: 50, retired: true }),
    );
    const before = await lastAuditId(s);
    expectRefusal(
      await admin.post('Admin/AssignVehicles', {
        date,
        assignments: [...assignments.slice(1), { runId: course[0]!.runId, vehicleCd: 'GONE' }],
        confirm: true,
      }),
      785,
      refusal(785),
    );
    expectRefusal(
      await admin.post('Admin/AssignVehicles', {
        date,
        assignments: [...assignments, { runId: 999_999, vehicleCd: 'BIG' }],
        confirm: true,
      }),
      787,
      refusal(787),
    );
    expectRefusal(
      await admin.post('Admin/AssignVehicles', {
        date,
        assignments: [...assignments, { runId: course[0]!.runId, vehicleCd: null }],
        confirm: true,
      }),
      810,
      refusal(810),
    );
    expectRefusal(
      await admin.post('Admin/AssignVehicles', {
        date,
        assignments: [{ runId: course[0]!.runId, vehicleCd: 'NOPE' }],
      }),
      786,
      refusal(786),
    );
    expectRefusal(
      await admin.post('Admin/AssignVehicles', {
        date: addDays(japanDateKey(s.clock.now()), -1),
        assignments,
        confirm: true,
      }),
      788,
      refusal(788),
    );
    expect((await dayOf(admin, date)).runs.filter((r) => r.vehicleCd === 'BIG')).toEqual([]);
    expect(await auditsSince(s, before)).toEqual([]);

    // confirmed, every run gets it and each audit entry records the warnings it overrode
    const saved = expectOk(
      await admin.post<AssignVehiclesResult>('Admin/AssignVehicles', { date, assignments, confirm: true }),
    );
    expect(saved.changed).toBe(course.length);
    expect(saved.overridden).toEqual(warnings);
    expect(
      saved.day.runs
        .filter((r) => r.vehicleCd === 'BIG')
        .map((r) => r.runId)
        .sort(),
    ).toEqual([...inSet].sort());
    const audits = await auditsSince(s, before);
    expect(audits).toHaveLength(course.length);
    for (const audit of audits) {
      const mine = warnings.filter(
        (w) => w.runId === audit.runId || (w.kind === 'overlap' && w.otherRunId === audit.runId),
      );
      expect(audit.after).toMatchObject({ vehicleCd: 'BIG', chosen: true });
      expect((audit.after as { overriddenWarnings?: unknown }).overriddenWarnings).toEqual(
        mine.length > 0 ? mine : undefined,
      );
    }
  });

  it('bad bulk input is a clear refusal, never a 500', async () => {
    const s = server();
    const admin = await staffClient(s);
    const [date] = await busyWeekPair(s, 0);
    for (const body of [
      { date, assignments: [] },
      { date, assignments: [{ runId: 'x', vehicleCd: 'V01U' }] },
      { date, assignments: [{ runId: 1 }] },
      { date: '2026-13-01', assignments: [{ runId: 1, vehicleCd: null }] },
      { date, assignments: Array.from({ length: 501 }, (_, i) => ({ runId: i + 1, vehicleCd: null })) },
    ]) {
      const answer = await admin.post('Admin/AssignVehicles', body);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
  });

  it("a vehicle's driver is saved, shown in the list, audited before → after, and kept by an edit that does not name it", async () => {
    const s = server();
    const admin = await staffClient(s);
    const list = expectOk(await admin.post<StaffVehicle[]>('Admin/GetVehicles', {}));
    // the demo's buses have their (fictional) drivers
    const demo = list.filter((v) => DEMO_VEHICLES.some((d) => d.vehicleCd === v.vehicleCd));
    expect(demo).toHaveLength(DEMO_VEHICLES.length);
    expect(demo.every((v) => v.driverName !== '')).toBe(true);
    const v01u = list.find((v) => v.vehicleCd === 'V01U')!;
    expect(v01u.driverName).toBe('佐藤 誠');

    const created = expectOk(
      await admin.post<StaffVehicle>('Admin/SaveVehicle', {
        vehicleCd: 'DRV-1',
        name: '9号車',
        seats: 20,
        driverName: ' 木村 正 ',
      }),
    );
    expect(created.driverName).toBe('木村 正');
    const before = await lastAuditId(s);
    const edited = expectOk(
      await admin.post<StaffVehicle>('Admin/SaveVehicle', {
        id: created.id,
        name: '9号車',
        seats: 20,
        driverName: '林 一郎',
      }),
    );
    expect(edited.driverName).toBe('林 一郎');
    expect((await auditsSince(s, before))[0]).toMatchObject({
      action: 'vehicle.update',
      before: { driverName: '木村 正' },
      after: { driverName: '林 一郎' },
    });
    const kept = expectOk(
      await admin.post<StaffVehicle>('Admin/SaveVehicle', { id: created.id, name: '9号車', seats: 21 }),
    );
    expect(kept.driverName).toBe('林 一郎');
    const cleared = expectOk(
      await admin.post<StaffVehicle>('Admin/SaveVehicle', {
        id: created.id,
        name: '9号車',
        seats: 21,
        driverName: '',
      }),
    );
    expect(cleared.driverName).toBe('');
    for (const driverName of ['あ'.repeat(31), '林\n一郎', '\u202e林']) {
      expectRefusal(
        await admin.post('Admin/SaveVehicle', { id: created.id, name: '9号車', seats: 21, driverName }),
        811,
        refusal(811),
      );
    }
  });
});
