import { and, eq, inArray, isNull } from 'drizzle-orm';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import type { BusOperationStatus } from '@shared/schemas/location';
import { japanInstant } from '@shared/rules/japan-time';
import {
  learners,
  reservations,
  runProgress,
  vehicleLatestPositions,
  vehiclePositions,
} from '@server/db/schema';
import { updateRunProgress } from '@server/domain/positions/run-progress';
import { productPeriodicJobs } from '@server/jobs';
import { describeEachDatabase } from './databases';
import { reportFix } from './position-fixtures';
import type { LivePositions } from '@shared/schemas/admin-vehicles';
import { staffClient } from './admin-fixtures';
import { DEMO, signedInClient, useTestServer } from './harness';
import { bookableDates, expectOk, runOf, type RunRow } from './reservation-fixtures';

const RESERVED = 'Location/GetReservedBusOperationStatus';
const ALL = 'Location/GetBusOperationStatusAll';

/** 駅前方面's first two stops (0001 at the run's start, 0002 three minutes on) and 上尾駅東口 (0009, 20 minutes on). */
const FIRST = { lat: 35.9458, lng: 139.6147 };
const SECOND = { lat: 35.949, lng: 139.612 };
const RIDER_STOP_CD = '0009';
const RIDER_STOP_OFFSET = 20;
/** where the bus planned to be `share` of the way from the first stop to the second */
const between = (share: number) => ({
  lat: FIRST.lat + (SECOND.lat - FIRST.lat) * share,
  lng: FIRST.lng + (SECOND.lng - FIRST.lng) * share,
});

describeEachDatabase('watch-runs: the ETA at the learner’s stop (issue 28 §1)', (kind) => {
  const server = useTestServer(kind);
  let day: string;
  let run: RunRow;
  let rider: { seitoNo: string; password: string };
  let other: { seitoNo: string; password: string };
  const minute = (m: number) => japanInstant(day, run.planStartMinutes + m);

  beforeAll(async () => {
    const s = server();
    const anyone = await signedInClient(s, DEMO.second.seitoNo, DEMO.second.password);
    day = (await bookableDates(anyone))[0]!.date;
    const candidates = Array.from({ length: 20 }, (_, i) => DEMO.load(61 + i));
    const busy = await s.db
      .select({ seitoNo: learners.seitoNo })
      .from(reservations)
      .innerJoin(learners, eq(learners.id, reservations.learnerId))
      .where(
        and(
          eq(reservations.date, day),
          isNull(reservations.cancelledAt),
          inArray(
            learners.seitoNo,
            candidates.map((c) => c.seitoNo),
          ),
        ),
      );
    [rider, other] = candidates.filter((c) => !busy.some((b) => b.seitoNo === c.seitoNo)) as [
      typeof rider,
      typeof other,
    ];
    const c = await signedInClient(s, rider.seitoNo, rider.password);
    expectOk(
      await c.post('Reservation/SaveReservation', {
        date: day,
        binCd: 'U0101',
        upDown: 1,
        busStopCd: RIDER_STOP_CD,
      }),
    );
    run = await runOf(s, day, 'U0101');
  });

  beforeEach(async () => {
    const s = server();
    await s.db.delete(runProgress);
    await s.db.delete(vehiclePositions);
    await s.db.delete(vehicleLatestPositions);
  });

  it('is a periodic job of the product', () => {
    expect(productPeriodicJobs.find((j) => j.kind === 'watch-runs')?.schedule).toEqual({
      everySeconds: 15,
      maxAttempts: 1,
    });
  });

  it('reckons a run 3 minutes late: its row, the rider’s ETA and delay, the delay alone for the all-buses list', async () => {
    const s = server();
    s.clock.set(minute(4));
    await reportFix(s, 'V01U', minute(1), between(1 / 3));
    s.clock.set(minute(5));
    await reportFix(s, 'V01U', minute(5), between(2 / 3));
    // a cycle between whole minutes, as they nearly always are
    s.clock.set(new Date(minute(5).getTime() + 20_000));
    expect(await updateRunProgress(s.db, s.clock.now())).toBeGreaterThanOrEqual(1);

    const [row] = await s.db.select().from(runProgress).where(eq(runProgress.runId, run.id));
    expect(row).toMatchObject({ delayMinutes: 3, stale: false, fixTime: minute(5) });
    expect(row!.progress).toBeCloseTo(2 / 3, 2);
    expect(row!.etas[0]).toMatchObject({ passed: true });
    expect(row!.etas.slice(1).every((e) => !e.passed)).toBe(true);
    expect(row!.etas.at(-1)!.etaMinutes).toBe(run.planEndMinutes - 6 + 3);

    const mine = expectOk(
      await (await signedInClient(s, rider.seitoNo, rider.password)).post<BusOperationStatus[]>(RESERVED, {}),
    );
    // 上尾駅東口 at +20, 3 minutes late, asked at +5
    expect(mine.find((r) => r.binCd === 'U0101')).toMatchObject({
      etaMinutes: RIDER_STOP_OFFSET + 3 - 5,
      delayMinutes: 3,
    });
    const all = expectOk(
      await (await signedInClient(s, other.seitoNo, other.password)).post<BusOperationStatus[]>(ALL, {}),
    );
    expect(all.find((r) => r.binCd === 'U0101')).toMatchObject({ etaMinutes: null, delayMinutes: 3 });
    // the console's live map: the run the vehicle drives, 3 minutes late
    const live = expectOk(await (await staffClient(s)).post<LivePositions>('Admin/GetLivePositions', {}));
    expect(live.vehicles.find((v) => v.vehicleCd === 'V01U')?.currentRun).toMatchObject({
      binCd: 'U0101',
      delayMinutes: 3,
    });
  });

  it('a phone gone silent: the row is flagged stale and the learner is told no ETA or delay', async () => {
    const s = server();
    s.clock.set(minute(5));
    await reportFix(s, 'V01U', minute(5), between(2 / 3));
    await updateRunProgress(s.db, s.clock.now());
    s.clock.set(minute(9));
    await updateRunProgress(s.db, s.clock.now());
    const [row] = await s.db.select().from(runProgress).where(eq(runProgress.runId, run.id));
    expect(row).toMatchObject({ stale: true, fixTime: minute(5) });
    expect(row!.progress).toBeCloseTo(2 / 3, 2);
    const mine = expectOk(
      await (await signedInClient(s, rider.seitoNo, rider.password)).post<BusOperationStatus[]>(RESERVED, {}),
    );
    expect(mine.find((r) => r.binCd === 'U0101')).toMatchObject({ etaMinutes: null, delayMinutes: null });
    const live = expectOk(await (await staffClient(s)).post<LivePositions>('Admin/GetLivePositions', {}));
    expect(live.vehicles.find((v) => v.vehicleCd === 'V01U')?.currentRun).toMatchObject({
      delayMinutes: null,
    });
  });

  it('a reckoning nobody renewed (no job running) is not shown', async () => {
    const s = server();
    s.clock.set(minute(5));
    await reportFix(s, 'V01U', minute(5), between(2 / 3));
    await updateRunProgress(s.db, s.clock.now());
    s.clock.set(minute(5));
    await reportFix(s, 'V01U', new Date(minute(5).getTime() + 60_000), between(0.9));
    s.clock.set(new Date(minute(5).getTime() + 120_000));
    const mine = expectOk(
      await (await signedInClient(s, rider.seitoNo, rider.password)).post<BusOperationStatus[]>(RESERVED, {}),
    );
    expect(mine.find((r) => r.binCd === 'U0101')).toMatchObject({ etaMinutes: null, delayMinutes: null });
  });

  // last: it cancels the file's run
  it('a cancelled run (運休) is reckoned no more and is no vehicle’s run on the live map, its bus driving on regardless', async () => {
    const s = server();
    s.clock.set(minute(5));
    await reportFix(s, 'V01U', minute(5), between(2 / 3));
    await updateRunProgress(s.db, s.clock.now());
    s.clock.set(minute(-10));
    await s.db.delete(runProgress);
    expectOk(await (await staffClient(s)).post('Admin/CancelRun', { runId: run.id }));
    s.clock.set(minute(5));
    await reportFix(s, 'V01U', new Date(minute(5).getTime() + 10_000), between(0.9));
    await updateRunProgress(s.db, s.clock.now());
    expect(await s.db.select().from(runProgress).where(eq(runProgress.runId, run.id))).toEqual([]);
    const live = expectOk(await (await staffClient(s)).post<LivePositions>('Admin/GetLivePositions', {}));
    expect(live.vehicles.find((v) => v.vehicleCd === 'V01U')?.currentRun?.binCd).not.toBe('U0101');
    const all = expectOk(
      await (await signedInClient(s, other.seitoNo, other.password)).post<BusOperationStatus[]>(ALL, {}),
    );
    expect(all.find((r) => r.binCd === 'U0101')).toBeUndefined();
  });
});
