import { expect, it } from 'vitest';
import type { BusOperationStatus } from '@shared/schemas/location';
import type { DayManifests } from '@shared/schemas/admin-board';
import type { StaffVehicle, VehicleAssignments } from '@shared/schemas/admin-vehicles';
import { japanDateKey, japanInstant } from '@shared/rules/japan-time';
import { distanceMetres } from '@shared/rules/geo';
import { openSimulator, SimulatorError } from '@server/demo/simulator/simulator';
import { DEMO_ADMIN, staffClient } from './admin-fixtures';
import { describeEachDatabase } from './databases';
import { DEMO, signedInClient, useTestServer } from './harness';
import { expectOk } from './reservation-fixtures';

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
/** The demo school's gate (demo-school.ts). */
const SCHOOL = { lat: 35.9862, lng: 139.5884 };

describeEachDatabase('npm run simulate', (kind) => {
  const server = useTestServer(kind);

  it('reports every bus driving a run now near its course, through the real OsmAnd endpoint', async () => {
    const s = server();
    const admin = await staffClient(s);
    const date = japanDateKey(s.clock.now());
    const { runs } = expectOk(await admin.post<VehicleAssignments>('Admin/GetVehicleAssignments', { date }));
    // halfway through the day's first school-bound run
    const run = runs.find((r) => r.upDown === 1 && r.vehicleCd !== null)!;
    const at = (minutesOf(run.planStart) + minutesOf(run.planEnd)) / 2;
    s.clock.set(japanInstant(date, at));

    // the simulator reads the server's clock from api/health and stamps its fixes with it
    const simulator = await openSimulator({ baseUrl: s.baseUrl, ...DEMO_ADMIN });
    expect(Math.abs(simulator.serverNow().getTime() - s.clock.now().getTime())).toBeLessThan(1_000);
    const report = await simulator.tick();
    expect(report.failed).toEqual([]);
    expect(report.moving).toContain(run.vehicleCd);

    const { manifests } = expectOk(await admin.post<DayManifests>('Admin/GetDayManifests', { date }));
    const vehicles = expectOk(await admin.post<StaffVehicle[]>('Admin/GetVehicles'));
    const driving = runs.filter(
      (r) => r.vehicleCd !== null && minutesOf(r.planStart) <= at && at <= minutesOf(r.planEnd),
    );
    expect(driving.length).toBeGreaterThan(0);
    for (const r of driving) {
      const latest = vehicles.find((v) => v.vehicleCd === r.vehicleCd)!.latest;
      expect(latest, r.binCd).not.toBeNull();
      expect(latest!.ageSeconds).toBeLessThanOrEqual(1);
      // on the course: no farther from one of its stops (or the school) than its longest leg
      const places = [SCHOOL, ...manifests.find((m) => m.run.runId === r.runId)!.stops];
      const nearest = Math.min(...places.map((p) => distanceMetres(p, latest!)));
      expect(nearest, r.binCd).toBeLessThan(3_000);
    }
    for (const vehicleCd of report.silent) {
      expect(vehicles.find((v) => v.vehicleCd === vehicleCd)!.latest).toBeNull();
    }
    expect(report.skipped).toEqual([]);

    // a vehicle whose demo device staff revoked is said to be skipped, not left out silently
    const revoked = vehicles.find((v) => v.vehicleCd === run.vehicleCd)!;
    expectOk(await admin.post('Admin/RevokeDevice', { id: revoked.devices[0]!.id }));
    const again = await openSimulator({ baseUrl: s.baseUrl, ...DEMO_ADMIN });
    const afterRevoke = await again.tick();
    expect(afterRevoke.skipped).toEqual([{ vehicleCd: run.vehicleCd, reason: 'no live demo device' }]);
    expect(afterRevoke.moving).not.toContain(run.vehicleCd);

    // and learners see the bus on the all-buses list, fresh
    const learner = await signedInClient(s, DEMO.main.seitoNo, DEMO.main.password);
    const all = expectOk(await learner.post<BusOperationStatus[]>('Location/GetBusOperationStatusAll'));
    const shown = all.find((b) => b.binCd === run.binCd)!;
    expect(shown.locationLat).not.toBeNull();
    expect(shown.ageSeconds).toBe(0);
  });

  it('refuses a server that is not the demo, and a wrong console account', async () => {
    const s = server();
    const elsewhere = new URL('/not-the-demo/', s.baseUrl).toString();
    await expect(openSimulator({ baseUrl: elsewhere, ...DEMO_ADMIN })).rejects.toThrow(
      /does not serve the demo/,
    );
    await expect(
      openSimulator({ baseUrl: s.baseUrl, loginId: DEMO_ADMIN.loginId, password: 'wrong-password-1' }),
    ).rejects.toBeInstanceOf(SimulatorError);
  });
});
