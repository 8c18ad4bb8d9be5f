import { and, asc, desc, eq, gte } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { messages } from '@shared/i18n/messages';
import { minutesToTime } from '@shared/rules/display-time';
import { addDays, japanDateKey, japanInstant } from '@shared/rules/japan-time';
import type {
  AddedDevice,
  LivePositions,
  StaffVehicle,
  VehicleAssignment,
  VehicleAssignments,
  VehicleDevice,
} from '@shared/schemas/admin-vehicles';
import { auditLog, busRuns, vehicleDevices } from '@server/db/schema';
import { DEMO_VEHICLES, demoDeviceId } from '@server/demo/seed';
import { addStaff, otherSchoolAdmin, staffClient } from './admin-fixtures';
import { describeEachDatabase } from './databases';
import type { TestClient, TestServer } from './harness';
import { useTestServer } from './harness';
import { expectOk, expectRefusal, runOf } from './reservation-fixtures';

const refusal = (code: keyof typeof messages.error) => messages.error[code];

const lastAudit = async (s: TestServer) =>
  (await s.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]!;

async function vehiclesOf(client: TestClient): Promise<StaffVehicle[]> {
  return expectOk(await client.post<StaffVehicle[]>('Admin/GetVehicles', {}));
}

/** A date with runs whose same weekday a week later has runs too: the defaults' pair. */
async function weekPair(s: TestServer): Promise<[string, string]> {
  const rows = await s.db
    .selectDistinct({ date: busRuns.date })
    .from(busRuns)
    .where(and(eq(busRuns.schoolId, s.schoolId), gte(busRuns.date, japanDateKey(s.clock.now()))))
    .orderBy(asc(busRuns.date));
  const dates = new Set(rows.map((r) => r.date));
  const first = [...dates].find((d) => dates.has(addDays(d, 7)));
  if (!first) throw new Error('no two run dates a week apart');
  return [first, addDays(first, 7)];
}

describeEachDatabase('Staff console: vehicles, devices and the daily assignment (issue 13 §4)', (kind) => {
  const server = useTestServer(kind);

  it("lists the demo's vehicles with their devices, never a secret, and no fix yet", async () => {
    const s = server();
    const list = await vehiclesOf(await staffClient(s));
    expect(list.map((v) => v.vehicleCd)).toEqual(DEMO_VEHICLES.map((v) => v.vehicleCd).sort());
    const first = list.find((v) => v.vehicleCd === 'V01U')!;
    expect(first).toMatchObject({ name: '1号車', seats: 20, retiredAt: null, latest: null });
    expect(first.devices).toEqual([
      expect.objectContaining({ deviceCode: 'demov01u', revokedAt: null, lastSeenAt: null }),
    ]);
    expect(Object.keys(first.devices[0]!).sort()).toEqual(
      ['createdAt', 'deviceCode', 'id', 'lastSeenAt', 'revokedAt'].sort(),
    );
  });

  it('creates a vehicle with an audit entry, edits it, and refuses each bad field with its code', async () => {
    const s = server();
    const admin = await staffClient(s);
    const created = expectOk(
      await admin.post<StaffVehicle>('Admin/SaveVehicle', {
        vehicleCd: 'BUS-7',
        name: ' 7号車 ',
        plate: '大宮 200 あ 77-77',
        seats: 28,
      }),
    );
    expect(created).toMatchObject({
      vehicleCd: 'BUS-7',
      name: '7号車',
      seats: 28,
      devices: [],
      latest: null,
    });
    expect(await lastAudit(s)).toMatchObject({
      action: 'vehicle.create',
      targetType: 'vehicle',
      targetId: String(created.id),
      staffLoginId: 'admin',
      after: { vehicleCd: 'BUS-7', name: '7号車', plate: '大宮 200 あ 77-77', seats: 28, retiredAt: null },
    });

    const edited = expectOk(
      await admin.post<StaffVehicle>('Admin/SaveVehicle', { id: created.id, name: '7号車（新）', seats: 29 }),
    );
    expect(edited).toMatchObject({ vehicleCd: 'BUS-7', name: '7号車（新）', plate: '', seats: 29 });
    expect(await lastAudit(s)).toMatchObject({
      action: 'vehicle.update',
      before: { name: '7号車', seats: 28 },
      after: { name: '7号車（新）', seats: 29 },
    });

    const save = (body: Record<string, unknown>) =>
      admin.post('Admin/SaveVehicle', { vehicleCd: 'BUS-8', name: '8号車', seats: 20, ...body });
    expectRefusal(await save({ vehicleCd: 'BUS-7' }), 781, refusal(781));
    for (const vehicleCd of ['', 'ＢＵＳ８', 'BUS 8', 'B'.repeat(17), undefined]) {
      expectRefusal(await save({ vehicleCd }), 780, refusal(780));
    }
    expectRefusal(await save({ name: '  ' }), 782, refusal(782));
    expectRefusal(await save({ name: 'あ'.repeat(31) }), 782, refusal(782));
    expectRefusal(await save({ name: '8号\u0007車' }), 782, refusal(782));
    expectRefusal(await save({ name: '\u202e車8' }), 782, refusal(782));
    expectRefusal(await save({ name: '\u200b' }), 782, refusal(782));
    expectRefusal(await save({ name: 'バ\u200bス' }), 782, refusal(782));
    expectRefusal(await save({ name: '8号車\u200e' }), 782, refusal(782));
    expectRefusal(await save({ plate: 'あ'.repeat(31) }), 783, refusal(783));
    expectRefusal(await save({ plate: '大宮\n200' }), 783, refusal(783));
    expectRefusal(await save({ seats: 0 }), 784, refusal(784));
    expectRefusal(await save({ seats: 201 }), 784, refusal(784));
    expectRefusal(
      await admin.post('Admin/SaveVehicle', { id: created.id, vehicleCd: 'BUS-9', name: 'x', seats: 20 }),
      789,
      refusal(789),
    );
    expect((await vehiclesOf(admin)).map((v) => v.vehicleCd)).not.toContain('BUS-8');
  });

  it('adds a device: its id with the secret is answered once, with the server URL and setup text, and stored only hashed', async () => {
    const s = server();
    const admin = await staffClient(s);
    const vehicle = (await vehiclesOf(admin)).find((v) => v.vehicleCd === 'V02U')!;
    const added = expectOk(await admin.post<AddedDevice>('Admin/AddDevice', { vehicleId: vehicle.id }));

    expect(added.traccarDeviceId).toMatch(/^[0-9a-hjkmnp-tv-z]{8}-[0-9a-hjkmnp-tv-z]{26}$/);
    const [code, secret] = added.traccarDeviceId.split('-') as [string, string];
    expect(added.device).toMatchObject({ deviceCode: code, revokedAt: null, lastSeenAt: null });
    expect(added.serverUrl).toBe(`${s.baseUrl}osmand`);
    expect(added.setupText).toContain(added.serverUrl);
    expect(added.setupText).toContain(added.traccarDeviceId);

    const listed = await admin.post('Admin/GetVehicles', {});
    expect(listed.text).toContain(code);
    expect(listed.text).not.toContain(secret);
    const [row] = await s.db.select().from(vehicleDevices).where(eq(vehicleDevices.deviceCode, code));
    expect(row!.secretHash).not.toContain(secret);
    const audit = await lastAudit(s);
    expect(audit).toMatchObject({
      action: 'vehicle-device.add',
      targetId: String(vehicle.id),
      after: { vehicleCd: 'V02U', deviceCode: code },
    });
    expect(JSON.stringify(audit)).not.toContain(secret);

    // two devices never share an id
    const again = expectOk(await admin.post<AddedDevice>('Admin/AddDevice', { vehicleId: vehicle.id }));
    expect(again.traccarDeviceId).not.toBe(added.traccarDeviceId);
  });

  it('shows the newest fix with its age once a device has reported', async () => {
    const s = server();
    const admin = await staffClient(s);
    const fixAt = Math.floor(s.clock.now().getTime() / 1000) - 5;
    const vehicle = (await vehiclesOf(admin)).find((v) => v.vehicleCd === 'V03U')!;
    const { traccarDeviceId } = expectOk(
      await admin.post<AddedDevice>('Admin/AddDevice', { vehicleId: vehicle.id }),
    );
    const answer = await fetch(
      `${s.baseUrl}osmand?id=${traccarDeviceId}&lat=35.95&lon=139.6&timestamp=${fixAt}&batt=55`,
    );
    expect(answer.status).toBe(200);
    s.clock.advance(30_000);
    const shown = (await vehiclesOf(admin)).find((v) => v.vehicleCd === 'V03U')!;
    expect(shown.latest).toMatchObject({
      fixTime: new Date(fixAt * 1000).toISOString(),
      ageSeconds: 35,
      lat: 35.95,
      lng: 139.6,
      battery: 55,
      speedKmh: null,
    });
    expect(shown.devices.find((d) => traccarDeviceId.startsWith(d.deviceCode))?.lastSeenAt).not.toBeNull();
  });

  it('revokes a device once and audits it; a retired vehicle gets no new device', async () => {
    const s = server();
    const admin = await staffClient(s);
    const vehicle = (await vehiclesOf(admin)).find((v) => v.vehicleCd === 'V01D')!;
    const device = vehicle.devices[0]!;
    const revoked = expectOk(await admin.post<VehicleDevice>('Admin/RevokeDevice', { id: device.id }));
    expect(revoked.revokedAt).toBe(s.clock.now().toISOString());
    expect(await lastAudit(s)).toMatchObject({
      action: 'vehicle-device.revoke',
      after: { deviceCode: device.deviceCode, revokedAt: revoked.revokedAt },
    });
    s.clock.advance(60_000);
    const twice = expectOk(await admin.post<VehicleDevice>('Admin/RevokeDevice', { id: device.id }));
    expect(twice.revokedAt).toBe(revoked.revokedAt);

    const retired = expectOk(
      await admin.post<StaffVehicle>('Admin/SaveVehicle', {
        id: vehicle.id,
        name: vehicle.name,
        seats: vehicle.seats,
        retired: true,
      }),
    );
    expect(retired.retiredAt).toBe(s.clock.now().toISOString());
    expectRefusal(await admin.post('Admin/AddDevice', { vehicleId: vehicle.id }), 785, refusal(785));
    const restored = expectOk(
      await admin.post<StaffVehicle>('Admin/SaveVehicle', {
        id: vehicle.id,
        name: vehicle.name,
        seats: vehicle.seats,
        retired: false,
      }),
    );
    expect(restored.retiredAt).toBeNull();
  });

  it("devices are for admins only; a dispatcher reads vehicles and assigns them; another school's staff reach none of it", async () => {
    const s = server();
    const dispatcher = await staffClient(s, await addStaff(s, 'dispatcher'));
    const list = await vehiclesOf(dispatcher);
    const vehicle = list.find((v) => v.vehicleCd === 'V02D')!;
    expect((await dispatcher.post('Admin/AddDevice', { vehicleId: vehicle.id })).status).toBe(403);
    expect((await dispatcher.post('Admin/RevokeDevice', { id: vehicle.devices[0]!.id })).status).toBe(403);
    expect(
      (await dispatcher.post('Admin/SaveVehicle', { id: vehicle.id, name: 'x', seats: 10 })).status,
    ).toBe(403);
    const [date] = await weekPair(s);
    expectOk(await dispatcher.post('Admin/GetVehicleAssignments', { date }));

    const other = await otherSchoolAdmin(s);
    expect(await vehiclesOf(other)).toEqual([]);
    expect((await other.post('Admin/AddDevice', { vehicleId: vehicle.id })).status).toBe(403);
    expect((await other.post('Admin/RevokeDevice', { id: vehicle.devices[0]!.id })).status).toBe(403);
    expect((await other.post('Admin/SaveVehicle', { id: vehicle.id, name: 'x', seats: 10 })).status).toBe(
      403,
    );
    expect(
      expectOk(await other.post<VehicleAssignments>('Admin/GetVehicleAssignments', { date })).runs,
    ).toEqual([]);
    const binCd = (await s.db.select().from(busRuns).where(eq(busRuns.date, date)))[0]!.binCd;
    expectRefusal(
      await other.post('Admin/AssignVehicle', { date, binCd, vehicleCd: null }),
      787,
      refusal(787),
    );
  });

  it("a date's runs show the vehicle in effect and, as the default, the previous same weekday's — written only on save", async () => {
    const s = server();
    const dispatcher = await staffClient(s, await addStaff(s, 'dispatcher'));
    const [first, second] = await weekPair(s);
    const read = async (date: string) =>
      expectOk(await dispatcher.post<VehicleAssignments>('Admin/GetVehicleAssignments', { date }));

    const before = await read(first);
    expect(before).toMatchObject({ date: first, previousDate: addDays(first, -7), editable: true });
    const run = before.runs.find((r) => r.binCd.startsWith('U01'))!;
    expect(run).toMatchObject({ vehicleCd: 'V01U', chosen: false });

    const assigned = expectOk(
      // V02U drives its own course at the same time: the overlap is confirmed (issue 26 §4)
      await dispatcher.post<VehicleAssignment>('Admin/AssignVehicle', {
        date: first,
        binCd: run.binCd,
        vehicleCd: 'V02U',
        confirm: true,
      }),
    );
    expect(assigned).toMatchObject({ binCd: run.binCd, vehicleCd: 'V02U', chosen: true });
    expect(await lastAudit(s)).toMatchObject({
      action: 'run.assign-vehicle',
      targetType: 'run',
      targetId: String(run.runId),
      before: { vehicleCd: 'V01U', chosen: false },
      after: { vehicleCd: 'V02U', chosen: true },
    });

    const nextWeek = (await read(second)).runs.find((r) => r.binCd === run.binCd)!;
    expect(nextWeek).toMatchObject({ vehicleCd: 'V01U', chosen: false, previous: { vehicleCd: 'V02U' } });
    const [stored] = await s.db
      .select({ vehicleCd: busRuns.vehicleCd, at: busRuns.vehicleAssignedAt })
      .from(busRuns)
      .where(and(eq(busRuns.schoolId, s.schoolId), eq(busRuns.date, second), eq(busRuns.binCd, run.binCd)));
    expect(stored).toEqual({ vehicleCd: 'V01U', at: null });

    const cleared = expectOk(
      await dispatcher.post<VehicleAssignment>('Admin/AssignVehicle', {
        date: first,
        binCd: run.binCd,
        vehicleCd: null,
      }),
    );
    expect(cleared).toMatchObject({ vehicleCd: null, chosen: true });
    expect((await read(second)).runs.find((r) => r.binCd === run.binCd)?.previous).toEqual({
      vehicleCd: null,
    });
  });

  it('refuses a past date, an unknown run, an unknown vehicle and a retired one', async () => {
    const s = server();
    const admin = await staffClient(s);
    const [date] = await weekPair(s);
    const binCd = (await s.db.select().from(busRuns).where(eq(busRuns.date, date)))[0]!.binCd;
    const assign = (body: Record<string, unknown>) =>
      admin.post('Admin/AssignVehicle', { date, binCd, vehicleCd: 'V01U', ...body });

    const yesterday = addDays(japanDateKey(s.clock.now()), -1);
    expectRefusal(await assign({ date: yesterday }), 788, refusal(788));
    expect(
      expectOk(await admin.post<VehicleAssignments>('Admin/GetVehicleAssignments', { date: yesterday }))
        .editable,
    ).toBe(false);
    expectRefusal(await assign({ binCd: 'X99' }), 787, refusal(787));
    // without a date: the server's today, which the console's computer may not share
    const today = expectOk(await admin.post<VehicleAssignments>('Admin/GetVehicleAssignments', {}));
    expect(today).toMatchObject({ date: japanDateKey(s.clock.now()), editable: true });
    expectRefusal(await assign({ vehicleCd: 'NOPE' }), 786, refusal(786));

    const created = expectOk(
      await admin.post<StaffVehicle>('Admin/SaveVehicle', {
        vehicleCd: 'OLD-1',
        name: '旧車',
        seats: 10,
        retired: true,
      }),
    );
    expect(created.retiredAt).not.toBeNull();
    expectRefusal(await assign({ vehicleCd: 'OLD-1' }), 785, refusal(785));
  });

  it('the live map shows each vehicle in service with its newest fix, its age, stale beyond 180 s, and the run it drives now and next', async () => {
    const s = server();
    const startedAt = s.clock.now();
    try {
      const [date] = await weekPair(s);
      const run = await runOf(s, date, 'U0101');
      const vehicleCd = 'V01U';
      const dispatcher = await staffClient(s, await addStaff(s, 'dispatcher'));
      expectOk(await dispatcher.post('Admin/AssignVehicle', { date, binCd: 'U0101', vehicleCd }));
      s.clock.set(japanInstant(date, run.planStartMinutes + 5));
      const now = s.clock.now();
      const report = async (code: string, secondsAgo: number, lat: number, lng: number) => {
        const at = Math.floor(now.getTime() / 1000) - secondsAgo;
        const answer = await fetch(
          `${s.baseUrl}osmand?id=${demoDeviceId(code)}&lat=${lat}&lon=${lng}&timestamp=${at}&speed=10`,
        );
        expect(answer.status).toBe(200);
      };
      const other = 'V02U';
      await report(vehicleCd, 5, 35.99, 139.6);
      await report(other, 181, 35.9, 139.55);

      const live = expectOk(await dispatcher.post<LivePositions>('Admin/GetLivePositions', {}));
      expect(live.at).toBe(now.toISOString());
      expect(live.mapTiles.url).toContain('{z}');
      expect(live.school.lat).toBeGreaterThan(0);
      const inService = (await vehiclesOf(dispatcher)).filter((v) => v.retiredAt === null);
      expect(live.vehicles.map((v) => v.vehicleCd).sort()).toEqual(inService.map((v) => v.vehicleCd).sort());
      // by name as staff call them
      const demoNames = live.vehicles.map((v) => v.name).filter((name) => /^\d+号車$/.test(name));
      expect(demoNames).toEqual(['1号車', '2号車', '3号車', '4号車', '5号車', '6号車']);
      expect(live.vehicles.map((v) => v.vehicleCd)).not.toContain('OLD-1');

      const driving = live.vehicles.find((v) => v.vehicleCd === vehicleCd)!;
      expect(driving).toMatchObject({
        latest: { ageSeconds: 5, lat: 35.99, lng: 139.6 },
        isStale: false,
        currentRun: { binCd: 'U0101', upDown: 1, start: minutesToTime(run.planStartMinutes) },
      });
      expect(driving.latest!.speedKmh).toBeCloseTo(18.52, 1);
      const laterRuns = (await s.db.select().from(busRuns).where(eq(busRuns.date, date)))
        .filter((r) => r.vehicleCd === vehicleCd && r.planStartMinutes > run.planStartMinutes + 5)
        .sort((x, y) => x.planStartMinutes - y.planStartMinutes);
      expect(driving.nextRun?.binCd ?? null).toBe(laterRuns[0]?.binCd ?? null);
      expect(live.vehicles.find((v) => v.vehicleCd === other)).toMatchObject({
        latest: { ageSeconds: 181 },
        isStale: true,
      });
      const neverReported = new Set(inService.filter((v) => v.latest === null).map((v) => v.vehicleCd));
      const silent = live.vehicles.filter((v) => neverReported.has(v.vehicleCd));
      expect(silent.length).toBeGreaterThan(0);
      for (const v of silent) expect(v).toMatchObject({ latest: null, isStale: false });

      // three hours on, the morning run is over: its bus drives nothing now, and its fix is stale
      s.clock.advance(3 * 3_600_000);
      const later = expectOk(await (await staffClient(s)).post<LivePositions>('Admin/GetLivePositions', {}));
      expect(later.vehicles.find((v) => v.vehicleCd === vehicleCd)).toMatchObject({
        isStale: true,
        latest: { ageSeconds: 3 * 3600 + 5 },
      });
      expect(later.vehicles.find((v) => v.vehicleCd === vehicleCd)!.currentRun?.binCd).not.toBe('U0101');

      const stranger = await otherSchoolAdmin(s);
      expect(expectOk(await stranger.post<LivePositions>('Admin/GetLivePositions', {})).vehicles).toEqual([]);
    } finally {
      s.clock.set(startedAt);
    }
  });
});
