import { desc, eq } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { messages } from '@shared/i18n/messages';
import { POSITION_STALE_SECONDS } from '@shared/rules/bus-position';
import { addDays, japanDateKey, japanInstant } from '@shared/rules/japan-time';
import type { BoardRun, DayBoard } from '@shared/schemas/admin-board';
import type { SaveSchoolSettingsRequest, StaffSchoolSettings } from '@shared/schemas/admin-school';
import { auditLog, busRuns, vehicleLatestPositions, vehiclePositions, vehicles } from '@server/db/schema';
import { demoDeviceId } from '@server/demo/seed';
import { staffClient } from './admin-fixtures';
import { describeEachDatabase } from './databases';
import { useTestServer, type TestClient, type TestServer } from './harness';
import { expectOk, expectRefusal, runsOn, type RunRow } from './reservation-fixtures';

const boardOf = async (admin: TestClient, date?: string) =>
  expectOk(await admin.post<DayBoard>('Admin/GetDayBoard', date ? { date } : {}));

const settingsOf = async (admin: TestClient) =>
  expectOk(await admin.post<StaffSchoolSettings>('Admin/GetSchoolSettings', {}));

function editable(settings: StaffSchoolSettings): SaveSchoolSettingsRequest {
  const { sites: _sites, mapTiles: _tiles, ...fields } = settings;
  return fields;
}

/** A fix as Traccar Client posts it, through the real ingestion endpoint. */
async function report(s: TestServer, vehicleCd: string, at: Date) {
  const body = new URLSearchParams({
    id: demoDeviceId(vehicleCd),
    lat: '35.98',
    lon: '139.59',
    timestamp: String(Math.floor(at.getTime() / 1000)),
  });
  const answer = await fetch(`${s.baseUrl}osmand`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: body.toString(),
  });
  expect(answer.status, await answer.text()).toBe(200);
}

describeEachDatabase('Staff console: the board for today (issue 26 §1)', (kind) => {
  const server = useTestServer(kind);
  /** the test clock's first day: a weekday, 10:00 */
  let today: string;

  beforeEach(async () => {
    const s = server();
    today ??= japanDateKey(s.clock.now());
    s.clock.set(japanInstant(today, 10 * 60));
    await s.db.delete(vehiclePositions);
    await s.db.delete(vehicleLatestPositions);
  });

  it('opens on today until 16:59 of a business day and on the next business day from 17:00', async () => {
    const s = server();
    s.clock.set(japanInstant(today, 16 * 60 + 59));
    // signed in after the clock moves: a session idles out after 30 minutes
    const admin = await staffClient(s);
    const before = await boardOf(admin);
    expect(before).toMatchObject({ date: today, today, isBusinessDay: true });
    expect(before.tomorrow > today).toBe(true);

    s.clock.set(japanInstant(today, 17 * 60));
    const after = await boardOf(admin);
    expect(after).toMatchObject({ date: before.tomorrow, today, tomorrow: before.tomorrow });
    expect(after.readAt).toBe(japanInstant(today, 17 * 60).toISOString());
  });

  it('on a closed day (Sunday) opens on the next business day; its 今日 still shows the closed day', async () => {
    const s = server();
    let sunday = today;
    while (new Date(`${sunday}T00:00:00Z`).getUTCDay() !== 0) sunday = addDays(sunday, 1);
    s.clock.set(japanInstant(sunday, 9 * 60));
    const admin = await staffClient(s);
    const board = await boardOf(admin);
    expect(board.today).toBe(sunday);
    expect(board.date).toBe(board.tomorrow);
    expect(board.date > sunday).toBe(true);
    const closed = await boardOf(admin, sunday);
    expect(closed).toMatchObject({ date: sunday, isBusinessDay: false });
  });

  it('the switch time is a school setting: 12:00 moves the switch, audited before → after', async () => {
    const s = server();
    const admin = await staffClient(s);
    const original = await settingsOf(admin);
    expect(original.boardTomorrowFrom).toBe('17:00');
    try {
      const saved = expectOk(
        await admin.post<StaffSchoolSettings>('Admin/SaveSchoolSettings', {
          ...editable(original),
          boardTomorrowFrom: '12:00',
        }),
      );
      expect(saved.boardTomorrowFrom).toBe('12:00');
      const [entry] = await s.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
      expect(entry).toMatchObject({
        action: 'school.settings',
        before: expect.objectContaining({ boardTomorrowFrom: '17:00' }),
        after: expect.objectContaining({ boardTomorrowFrom: '12:00' }),
      });
      s.clock.set(japanInstant(today, 11 * 60 + 59));
      expect((await boardOf(await staffClient(s))).date).toBe(today);
      s.clock.set(japanInstant(today, 12 * 60));
      expect((await boardOf(await staffClient(s))).date).not.toBe(today);

      // a client that does not send it leaves it as it is
      const { boardTomorrowFrom: _omitted, ...older } = editable(original);
      const again = await staffClient(s);
      expectOk(await again.post<StaffSchoolSettings>('Admin/SaveSchoolSettings', older));
      expect((await settingsOf(again)).boardTomorrowFrom).toBe('12:00');
    } finally {
      expectOk(await (await staffClient(s)).post('Admin/SaveSchoolSettings', editable(original)));
    }
  });

  it('refuses a switch time that is no clock time with 730, changing nothing', async () => {
    const s = server();
    const admin = await staffClient(s);
    const original = await settingsOf(admin);
    const [last] = await s.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    for (const bad of ['24:00', '9:00', '17:60', '', 'abc']) {
      expectRefusal(
        await admin.post('Admin/SaveSchoolSettings', { ...editable(original), boardTomorrowFrom: bad }),
        730,
        messages.error[730],
      );
    }
    expect((await settingsOf(admin)).boardTomorrowFrom).toBe(original.boardTomorrowFrom);
    const [still] = await s.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(still?.id).toBe(last?.id);
  });

  it("each run shows its vehicle and that vehicle's driver, or none", async () => {
    const s = server();
    const admin = await staffClient(s);
    const rows = await runsOn(s, today);
    const assigned = rows.find((r) => r.vehicleCd !== null)!;
    await s.db
      .update(vehicles)
      .set({ driverName: '佐藤 一郎' })
      .where(eq(vehicles.vehicleCd, assigned.vehicleCd!));
    const unassigned = rows.find((r) => r.id !== assigned.id)!;
    const kept = unassigned.vehicleCd;
    await s.db.update(busRuns).set({ vehicleCd: null }).where(eq(busRuns.id, unassigned.id));
    try {
      const board = await boardOf(admin, today);
      const [vehicle] = await s.db.select().from(vehicles).where(eq(vehicles.vehicleCd, assigned.vehicleCd!));
      expect(board.runs.find((r) => r.runId === assigned.id)!.vehicle).toEqual({
        vehicleCd: vehicle!.vehicleCd,
        name: vehicle!.name,
        seats: vehicle!.seats,
        driverName: '佐藤 一郎',
      });
      expect(board.runs.find((r) => r.runId === unassigned.id)!.vehicle).toBeNull();
    } finally {
      await s.db.update(busRuns).set({ vehicleCd: kept }).where(eq(busRuns.id, unassigned.id));
      await s.db.update(vehicles).set({ driverName: '' }).where(eq(vehicles.vehicleCd, assigned.vehicleCd!));
    }
  });

  it('a run of today is 運行前, 運行中 on a fresh fix or inside its hours, 運行終了 after; a stale fix never makes it run', async () => {
    const s = server();
    const rows = await runsOn(s, today);
    // the first run of its vehicle today: a fix near its start is its own, no earlier run claims it
    const first = rows
      .filter((r) => r.vehicleCd !== null)
      .sort((a, b) => a.planStartMinutes - b.planStartMinutes)[0]!;
    // signed in anew at each time: the clock moves back and forth past the session's idle limit
    const runOn = async (): Promise<BoardRun> =>
      (await boardOf(await staffClient(s), today)).runs.find((r) => r.runId === first.id)!;
    const at = (minutes: number) => japanInstant(today, minutes);

    s.clock.set(at(first.planStartMinutes - 20));
    expect(await runOn()).toMatchObject({ state: 'before', positionAgeSeconds: null, delayMinutes: null });

    await report(s, first.vehicleCd!, new Date(s.clock.now().getTime() - 10_000));
    expect(await runOn()).toMatchObject({ state: 'running', positionAgeSeconds: 10 });

    s.clock.advance((POSITION_STALE_SECONDS + 1) * 1000);
    expect(await runOn()).toMatchObject({ state: 'before', positionAgeSeconds: POSITION_STALE_SECONDS + 11 });

    // inside its planned hours it is on its way, its stale position shown with its age
    s.clock.set(at(first.planStartMinutes + 5));
    expect(await runOn()).toMatchObject({ state: 'running' });
    expect((await runOn()).positionAgeSeconds).toBeGreaterThan(POSITION_STALE_SECONDS);

    s.clock.set(at(first.planEndMinutes + 1));
    expect(await runOn()).toMatchObject({ state: 'ended' });
  });

  it('a delay is shown only once the actual start is recorded: 7 minutes late, or 0 when on time', async () => {
    const s = server();
    const [run] = (await runsOn(s, today)) as [RunRow];
    const delayOf = async () =>
      (await boardOf(await staffClient(s), today)).runs.find((r) => r.runId === run.id)!.delayMinutes;
    s.clock.set(japanInstant(today, run.planStartMinutes + 10));
    expect(await delayOf()).toBeNull();
    try {
      await s.db
        .update(busRuns)
        .set({ actualStartMinutes: run.planStartMinutes + 7 })
        .where(eq(busRuns.id, run.id));
      expect(await delayOf()).toBe(7);
      await s.db
        .update(busRuns)
        .set({ actualStartMinutes: run.planStartMinutes - 2 })
        .where(eq(busRuns.id, run.id));
      expect(await delayOf()).toBe(0);
    } finally {
      await s.db.update(busRuns).set({ actualStartMinutes: null }).where(eq(busRuns.id, run.id));
    }
  });

  it("another day's board carries no state, delay or position: only today's runs are on the road", async () => {
    const admin = await staffClient(server());
    const board = await boardOf(admin, (await boardOf(admin)).tomorrow);
    expect(board.runs.length).toBeGreaterThan(0);
    for (const run of board.runs)
      expect(run).toMatchObject({ state: null, delayMinutes: null, positionAgeSeconds: null });
  });
});
