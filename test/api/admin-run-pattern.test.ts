import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { messages } from '@shared/i18n/messages';
import { addDays, japanDateKey } from '@shared/rules/japan-time';
import type { StaffNetwork } from '@shared/schemas/admin-network';
import type { PatternSlot, RunPattern, SavedRunPattern } from '@shared/schemas/admin-pattern';
import type { StaffSchoolSettings } from '@shared/schemas/admin-school';
import { auditLog, busRuns, courses, jobs, reservations } from '@server/db/schema';
import { topUpPatternRuns } from '@server/domain/runs/manage-pattern';
import { keepPatternRunsJob } from '@server/jobs/keep-pattern-runs';
import { createJobRunner } from '@server/queue';
import { staffClient } from './admin-fixtures';
import { describeEachDatabase } from './databases';
import type { TestServer } from './harness';
import { useTestServer } from './harness';
import { expectOk, expectRefusal } from './reservation-fixtures';
import { recordingLogger } from './worker-fixtures';

const refusal = (code: keyof typeof messages.error) => messages.error[code];

const lastAudit = async (s: TestServer) =>
  (await s.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]!;

const slot = (weekday: number, jgn: number, upDown: number, seats = 30): PatternSlot => ({
  weekday,
  jgn,
  upDown,
  seats,
  childSeats: 2,
  bicycles: 1,
  isNetReservation: true,
  vehicleCd: '',
});

/** Monday to Saturday, every period, both directions. */
const everyRun = (seats = 30) =>
  [1, 2, 3, 4, 5, 6].flatMap((w) =>
    [1, 2, 3, 4, 5, 6, 7, 8, 9].flatMap((j) => [slot(w, j, 1, seats), slot(w, j, 2, seats)]),
  );

async function courseRuns(s: TestServer, homenCd: string) {
  const tomorrow = addDays(japanDateKey(s.clock.now()), 1);
  return s.db
    .select({
      id: busRuns.id,
      date: busRuns.date,
      binCd: busRuns.binCd,
      seats: busRuns.seats,
      booked: busRuns.bookedSeats,
    })
    .from(busRuns)
    .innerJoin(courses, eq(courses.id, busRuns.courseId))
    .where(
      and(
        eq(busRuns.schoolId, s.schoolId),
        eq(courses.homenCd, homenCd),
        sql`${busRuns.date} >= ${tomorrow}`,
      ),
    );
}

const activeBookings = async (s: TestServer) =>
  (
    await s.db
      .select({ n: sql<number>`count(*)::int` })
      .from(reservations)
      .where(and(eq(reservations.schoolId, s.schoolId), isNull(reservations.cancelledAt)))
  )[0]!.n;

describeEachDatabase('Staff console: weekly run pattern (issue 23 §7)', (kind) => {
  const server = useTestServer(kind);

  it('a course starts without a stored pattern; the screen gets its courses, periods and vehicles', async () => {
    const pattern = expectOk(await (await staffClient(server())).post<RunPattern>('Admin/GetRunPattern', {}));
    expect(pattern).toMatchObject({ homenCd: '01', stored: false, slots: [], conflicts: [] });
    expect(pattern.courses.map((c) => c.code)).toEqual(['01', '02', '03']);
    expect(pattern.periods).toHaveLength(9);
    expect(pattern.vehicles.length).toBeGreaterThan(0);
  });

  it('saving a pattern generates the runs it adds to the horizon and gives unbooked runs its capacity; audited', async () => {
    const s = server();
    const admin = await staffClient(s);
    const before = await courseRuns(s, '03');
    const saved = expectOk(
      await admin.post<SavedRunPattern>('Admin/SaveRunPattern', {
        homenCd: '03',
        minutesToSchool: 8,
        marginMinutes: 10,
        slots: everyRun(),
      }),
    );
    expect(saved.stored).toBe(true);
    expect(saved.slots).toHaveLength(108);
    expect(saved.added).toBeGreaterThan(0); // Saturday periods 7–9, which the demo does not run
    expect(saved.conflicts).toEqual([]);
    const after = await courseRuns(s, '03');
    expect(after.length).toBe(before.length + saved.added - saved.removed);
    expect(after.every((r) => r.seats === 30)).toBe(true);
    expect(await lastAudit(s)).toMatchObject({
      action: 'pattern.save',
      targetType: 'course',
      targetId: '03',
    });
    expect((await lastAudit(s)).before).toBeNull();
    const audited = (await lastAudit(s)).after as { minutesToSchool: number; patternRuns: string };
    expect(audited.minutesToSchool).toBe(8);
    expect(audited.patternRuns.split('\n')).toHaveLength(108);
    expect(audited.patternRuns.split('\n')[0]).toBe('1/1/1: 30/2/1');

    // the same pattern again changes nothing
    const again = expectOk(
      await admin.post<SavedRunPattern>('Admin/SaveRunPattern', {
        homenCd: '03',
        minutesToSchool: 8,
        marginMinutes: 10,
        slots: everyRun(),
      }),
    );
    expect(again).toMatchObject({ added: 0, updated: 0, removed: 0 });
  });

  it('a preview answers the runs a save would add and remove, and changes nothing', async () => {
    const s = server();
    const admin = await staffClient(s);
    const runsBefore = await courseRuns(s, '03');
    const stored = expectOk(await admin.post<RunPattern>('Admin/GetRunPattern', { homenCd: '03' }));
    const auditBefore = await lastAudit(s);
    const smaller = {
      homenCd: '03',
      minutesToSchool: 8,
      marginMinutes: 10,
      slots: [slot(1, 1, 1, 1), slot(1, 1, 2, 1)],
    };
    const preview = expectOk(
      await admin.post<SavedRunPattern>('Admin/SaveRunPattern', { ...smaller, preview: true }),
    );
    expect(preview.preview).toBe(true);
    expect(preview.removedRuns).toHaveLength(preview.removed);
    expect(preview.removed).toBeGreaterThan(0);
    const unbooked = new Set(runsBefore.filter((r) => r.booked === 0).map((r) => `${r.date}|${r.binCd}`));
    expect(preview.removedRuns.every((r) => unbooked.has(`${r.date}|${r.binCd}`))).toBe(true);
    // nothing changed: the runs, the stored pattern, the audit log
    expect(await courseRuns(s, '03')).toEqual(runsBefore);
    expect(expectOk(await admin.post<RunPattern>('Admin/GetRunPattern', { homenCd: '03' }))).toEqual(stored);
    expect((await lastAudit(s)).id).toBe(auditBefore.id);
    // the save then removes exactly what the preview listed
    const saved = expectOk(await admin.post<SavedRunPattern>('Admin/SaveRunPattern', smaller));
    expect(saved.preview).toBe(false);
    expect(saved.removedRuns).toEqual(preview.removedRuns);
    expect(saved.addedRuns).toEqual(preview.addedRuns);
    expectOk(await admin.post('Admin/SaveRunPattern', { ...smaller, slots: stored.slots }));
  });

  it('a smaller pattern removes unbooked runs and lists the booked ones, never dropping a booking', async () => {
    const s = server();
    const admin = await staffClient(s);
    const bookings = await activeBookings(s);
    const booked = (await courseRuns(s, '03')).filter((r) => r.booked > 0);
    expect(booked.length).toBeGreaterThan(0);
    const saved = expectOk(
      await admin.post<SavedRunPattern>('Admin/SaveRunPattern', {
        homenCd: '03',
        minutesToSchool: 8,
        marginMinutes: 10,
        slots: [slot(1, 1, 1, 1), slot(1, 1, 2, 1)],
      }),
    );
    expect(saved.removed).toBeGreaterThan(0);
    expect(saved.conflicts.length).toBeGreaterThan(0);
    expect(saved.conflicts.every((c) => c.bookedSeats > 0)).toBe(true);
    const left = await courseRuns(s, '03');
    for (const run of booked) expect(left.find((r) => r.id === run.id)).toMatchObject({ booked: run.booked });
    expect(await activeBookings(s)).toBe(bookings);
    // the list stays on the screen until staff decide
    const shown = expectOk(await admin.post<RunPattern>('Admin/GetRunPattern', { homenCd: '03' }));
    expect(shown.conflicts).toEqual(saved.conflicts);
  });

  it('refuses each bad field with its code and changes nothing', async () => {
    const s = server();
    const admin = await staffClient(s);
    const [school] = await s.db
      .select({ id: courses.schoolId })
      .from(courses)
      .where(eq(courses.schoolId, s.schoolId));
    await s.db.insert(courses).values({ schoolId: school!.id, homenCd: '90', name: '新方面' });
    const good = { homenCd: '02', minutesToSchool: 8, marginMinutes: 10, slots: [slot(1, 1, 1)] };
    const auditBefore = await lastAudit(s);
    const cases: [object, keyof typeof messages.error][] = [
      [{ homenCd: '90' }, 840],
      [{ slots: [slot(1, 12, 1)] }, 841],
      [{ slots: [slot(1, 0, 1)] }, 841],
      [{ slots: [slot(1, 1, 1, 0)] }, 842],
      [{ slots: [slot(1, 1, 1, 101)] }, 842],
      [{ slots: [{ ...slot(1, 1, 1), childSeats: 11 }] }, 843],
      [{ slots: [{ ...slot(1, 1, 1), bicycles: -1 }] }, 843],
      [{ slots: [{ ...slot(1, 1, 1), vehicleCd: 'NOPE' }] }, 844],
      [{ minutesToSchool: 181 }, 845],
      [{ marginMinutes: -1 }, 845],
      [{ slots: [slot(7, 1, 1)] }, 846],
      [{ slots: [slot(1, 1, 3)] }, 846],
      [{ slots: [slot(1, 1, 1), slot(1, 1, 1, 5)] }, 846],
    ];
    for (const [change, code] of cases) {
      expectRefusal(await admin.post('Admin/SaveRunPattern', { ...good, ...change }), code, refusal(code));
    }
    expect((await admin.post('Admin/SaveRunPattern', { ...good, homenCd: 'ZZ' })).status).toBe(403);
    expect(expectOk(await admin.post<RunPattern>('Admin/GetRunPattern', { homenCd: '02' })).stored).toBe(
      false,
    );
    expect((await lastAudit(s)).id).toBe(auditBefore.id);
  });

  it('two admins saving one course at once are taken one after the other: one run per date and bin', async () => {
    const s = server();
    const [a, b] = [await staffClient(s), await staffClient(s)];
    const answers = await Promise.all(
      [a, b].map((c, i) =>
        c.post<SavedRunPattern>('Admin/SaveRunPattern', {
          homenCd: '01',
          minutesToSchool: 5 + i,
          marginMinutes: 10,
          slots: everyRun(25 + i),
        }),
      ),
    );
    answers.forEach((answer) => expectOk(answer));
    const runs = await courseRuns(s, '01');
    expect(new Set(runs.map((r) => `${r.date}|${r.binCd}`)).size).toBe(runs.length);
  });

  it('the daily job tops up the runs of every stored pattern and adds nothing when run again', async () => {
    const s = server();
    const runs = await courseRuns(s, '01');
    const last = runs
      .map((r) => r.date)
      .sort()
      .at(-1)!;
    const unbooked = runs.filter((r) => r.date === last && r.booked === 0);
    expect(unbooked.length).toBeGreaterThan(0);
    for (const r of unbooked) await s.db.delete(busRuns).where(eq(busRuns.id, r.id));
    expect(await topUpPatternRuns(s.db, s.clock.now())).toBe(unbooked.length);
    expect(await topUpPatternRuns(s.db, s.clock.now())).toBe(0);
  });
  it('a timetable save keeps the pattern; a period the pattern runs in cannot leave the timetable (831) even without runs', async () => {
    const s = server();
    const admin = await staffClient(s);
    const network = expectOk(await admin.post<StaffNetwork>('Admin/GetNetwork', {}));
    const periods = network.periods.map(({ runs: _runs, ...p }) => p);
    const evening = { jgn: 10, timeName: '夜間', start: '21:00', end: '21:50' };
    expectOk(
      await admin.post('Admin/SaveClassPeriods', { timetableUnit: '時限', periods: [...periods, evening] }),
    );
    expectOk(
      await admin.post('Admin/SaveRunPattern', {
        homenCd: '03',
        minutesToSchool: 8,
        marginMinutes: 10,
        slots: [...everyRun(), slot(1, 10, 1)],
      }),
    );
    // renamed in the timetable, every period stays in the pattern
    const renamed = periods.map((p) => ({ ...p, timeName: `${p.timeName}目` }));
    expectOk(
      await admin.post('Admin/SaveClassPeriods', { timetableUnit: '時限', periods: [...renamed, evening] }),
    );
    const kept = expectOk(await admin.post<RunPattern>('Admin/GetRunPattern', { homenCd: '03' }));
    expect(kept.slots).toHaveLength(109);
    // its runs gone (none generated yet, say), period 10 is still the pattern's
    await s.db.delete(busRuns).where(and(eq(busRuns.schoolId, s.schoolId), eq(busRuns.jgn, 10)));
    expectRefusal(
      await admin.post('Admin/SaveClassPeriods', { timetableUnit: '時限', periods: renamed }),
      831,
      refusal(831),
    );
    expect(
      expectOk(await admin.post<RunPattern>('Admin/GetRunPattern', { homenCd: '03' })).slots,
    ).toHaveLength(109);
  });

  it('raising the horizon enqueues the pattern top-up with the save: the new days get their runs at the next poll', async () => {
    const s = server();
    const admin = await staffClient(s);
    const settings = expectOk(await admin.post<StaffSchoolSettings>('Admin/GetSchoolSettings', {}));
    const { sites: _sites, mapTiles: _tiles, ...editable } = settings;
    const today = japanDateKey(s.clock.now());
    const beyond = async () =>
      (await courseRuns(s, '01')).filter((r) => r.date > addDays(today, settings.horizonDays + 1));
    const pendingTopUps = () =>
      s.db
        .select({ id: jobs.id, createdAt: jobs.createdAt })
        .from(jobs)
        .where(and(eq(jobs.kind, keepPatternRunsJob.kind), eq(jobs.status, 'pending')));
    expect(await beyond()).toEqual([]);
    expect(await pendingTopUps()).toEqual([]);

    expectOk(
      await admin.post('Admin/SaveSchoolSettings', { ...editable, horizonDays: settings.horizonDays + 10 }),
    );
    expect(await pendingTopUps()).toEqual([{ id: expect.any(Number), createdAt: s.clock.now() }]);
    // the runner without the daily schedule: what it runs is the job the save enqueued
    const { schedule: _daily, ...onDemand } = keepPatternRunsJob;
    const runner = createJobRunner({
      db: s.db,
      definitions: [onDemand],
      log: recordingLogger(),
      now: () => s.clock.now(),
    });
    expect(await runner.runOnce()).toBe(1);
    const added = await beyond();
    expect(added.length).toBeGreaterThan(0);
    expect(added.every((r) => r.date <= addDays(today, settings.horizonDays + 11))).toBe(true);

    // a shorter horizon has nothing to add
    expectOk(await admin.post('Admin/SaveSchoolSettings', editable));
    expect(await pendingTopUps()).toEqual([]);
  });
});
