import { and, eq, ne } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { AuditEntry, AuditPage } from '@shared/schemas/admin-audit';
import type { BookableRuns } from '@shared/schemas/admin-learners';
import { auditLog, busRuns, learners, stops, vehicles } from '@server/db/schema';
import { describeEachDatabase } from './databases';
import { DEMO, newIdempotencyKey, signedInClient, useTestServer, type TestServer } from './harness';
import { otherSchoolAdmin, staffClient } from './admin-fixtures';
import { bookableDates, expectOk } from './reservation-fixtures';

const runByCode = async (s: TestServer, date: string, binCd: string) =>
  (
    await s.db
      .select()
      .from(busRuns)
      .where(and(eq(busRuns.schoolId, s.schoolId), eq(busRuns.date, date), eq(busRuns.binCd, binCd)))
  )[0]!;

const nameOf = (rows: { name: string }[]) => rows[0]!.name;

describeEachDatabase('The audit log in words, by learner and by run (issue 26 §7)', (kind) => {
  const server = useTestServer(kind);

  /**
   * Staff book the main demo learner on a return run of the last bookable day, give that run
   * another vehicle and one more seat, and give a second run a vehicle too.
   */
  async function dayOfChanges(s: TestServer) {
    const admin = await staffClient(s);
    const learner = await signedInClient(s, DEMO.main.seitoNo, DEMO.main.password);
    const learnerId = await s.recNoOf(DEMO.main.seitoNo);
    const days = await bookableDates(learner);
    const date = days[days.length - 1]!.date;
    const bookable = expectOk(
      await admin.post<BookableRuns>('Admin/GetBookableRunsFor', { learnerId, date, upDown: 2 }),
    );
    const offered = bookable.runs.find((r) => r.freeSeats > 2 && r.isNetReservation && r.stops.length > 0)!;
    const busStopCd = offered.stops[0]!.busStopCd;
    const booked = expectOk(
      await admin.post<{ yoyakuId: number }>('Admin/SaveReservationFor', {
        learnerId,
        idempotencyKey: newIdempotencyKey(),
        date,
        binCd: offered.binCd,
        upDown: 2,
        busStopCd,
      }),
    );
    const run = await runByCode(s, date, offered.binCd);
    const [from, to] = await s.db
      .select()
      .from(vehicles)
      .where(and(eq(vehicles.schoolId, s.schoolId), ne(vehicles.vehicleCd, run.vehicleCd ?? '')))
      .limit(2);
    const previous = run.vehicleCd
      ? nameOf(await s.db.select().from(vehicles).where(eq(vehicles.vehicleCd, run.vehicleCd)))
      : '—';
    expectOk(
      await admin.post('Admin/AssignVehicle', {
        date,
        binCd: run.binCd,
        vehicleCd: from!.vehicleCd,
        confirm: true,
      }),
    );
    expectOk(
      await admin.post('Admin/SetRunCapacity', {
        runId: run.id,
        seats: run.seats + 1,
        childSeats: run.childSeats,
        bicycles: run.bicycles,
      }),
    );
    const other = (
      await s.db
        .select()
        .from(busRuns)
        .where(and(eq(busRuns.schoolId, s.schoolId), eq(busRuns.date, date), ne(busRuns.id, run.id)))
        .limit(1)
    )[0]!;
    expectOk(
      await admin.post('Admin/AssignVehicle', {
        date,
        binCd: other.binCd,
        vehicleCd: to!.vehicleCd,
        confirm: true,
      }),
    );
    const stopName = nameOf(
      await s.db
        .select()
        .from(stops)
        .where(and(eq(stops.schoolId, s.schoolId), eq(stops.busStopCd, busStopCd))),
    );
    const learnerName = nameOf(await s.db.select().from(learners).where(eq(learners.id, learnerId)));
    return { admin, learnerId, date, run, other, booked, previous, assigned: from!, stopName, learnerName };
  }

  // one day of changes per database, read by every test (the server lives for the whole file)
  const days = new WeakMap<TestServer, ReturnType<typeof dayOfChanges>>();
  const changesOf = (s: TestServer) => {
    if (!days.has(s)) days.set(s, dayOfChanges(s));
    return days.get(s)!;
  };

  const actionsOf = (entries: AuditEntry[]) => entries.map((e) => e.action);

  it("filtered by run: that run's changes and bookings only, each in words — vehicles, seats, the run, the stop, the learner", async () => {
    const s = server();
    const day = await changesOf(s);
    const { admin, run, date } = day;
    const page = expectOk(await admin.post<AuditPage>('Admin/ListAudit', { runId: run.id }));
    const runName = `${date.replaceAll('-', '/')} ${run.binName}（復路）`;
    expect(page.run).toEqual({ runId: run.id, name: runName });
    expect(actionsOf(page.entries)).toEqual(['run.capacity', 'run.assign-vehicle', 'reservation.create']);
    expect(page.entries.every((e) => e.run?.runId === run.id && e.run.name === runName)).toBe(true);
    const [capacity, assignment, booking] = page.entries as [AuditEntry, AuditEntry, AuditEntry];

    expect(assignment).toMatchObject({
      actionLabel: '便への車両の割り当て',
      target: `便 ${runName}`,
      changes: expect.arrayContaining([`車両: ${day.previous} → ${day.assigned.name}`]),
    });
    expect(capacity).toMatchObject({
      actionLabel: '便の定員変更',
      changes: [`座席の定員: ${run.seats} → ${run.seats + 1}`],
    });
    expect(booking).toMatchObject({
      actionLabel: '代理予約',
      target: `予約 #${day.booked.yoyakuId}`,
      learner: {
        learnerId: day.learnerId,
        seitoNo: DEMO.main.seitoNo,
        label: `${day.learnerName}（${DEMO.main.seitoNo}）`,
      },
    });
    expect(booking.changes).toEqual(
      expect.arrayContaining([`便: — → ${runName}`, `乗降地点: — → ${day.stopName}`]),
    );
    // no recorded JSON anywhere in the words
    for (const entry of page.entries) for (const line of entry.changes) expect(line).not.toMatch(/[{}[\]"]/);

    // the booking's entry carries its run although its recorder named only the booking
    const [stored] = await s.db.select().from(auditLog).where(eq(auditLog.action, 'reservation.create'));
    expect(stored!.runId).toBe(run.id);

    const other = expectOk(await admin.post<AuditPage>('Admin/ListAudit', { runId: day.other.id }));
    expect(actionsOf(other.entries)).toEqual(['run.assign-vehicle']);
    const one = expectOk(
      await admin.post<AuditPage>('Admin/ListAudit', { runId: run.id, action: 'run.assign-vehicle' }),
    );
    expect(actionsOf(one.entries)).toEqual(['run.assign-vehicle']);
    const byAction = expectOk(
      await admin.post<AuditPage>('Admin/ListAudit', { action: 'run.assign-vehicle' }),
    );
    expect(byAction.entries.map((e) => e.run?.runId)).toEqual([day.other.id, run.id]);

    const none = expectOk(await admin.post<AuditPage>('Admin/ListAudit', { runId: 99_999_999 }));
    expect(none).toEqual({ entries: [], nextBeforeId: null, run: null });
  });

  it("filtered by learner: that learner's entries only, with the learner by name and number", async () => {
    const s = server();
    const day = await changesOf(s);
    const page = expectOk(await day.admin.post<AuditPage>('Admin/ListAudit', { seitoNo: DEMO.main.seitoNo }));
    expect(actionsOf(page.entries)).toEqual(['reservation.create']);
    expect(page.entries[0]!.learner?.label).toBe(`${day.learnerName}（${DEMO.main.seitoNo}）`);
    expect(page.run).toBeNull();
    const nobody = expectOk(await day.admin.post<AuditPage>('Admin/ListAudit', { seitoNo: '0000000' }));
    expect(nobody.entries).toEqual([]);
  });

  it("another school's admin finds nothing by this school's run, and a bad run id is refused in the envelope", async () => {
    const s = server();
    const day = await changesOf(s);
    const other = await otherSchoolAdmin(s);
    const theirs = expectOk(await other.post<AuditPage>('Admin/ListAudit', { runId: day.run.id }));
    expect(theirs).toEqual({ entries: [], nextBeforeId: null, run: null });
    for (const runId of ['abc', -1, 1.5]) {
      const answer = await day.admin.post('Admin/ListAudit', { runId });
      expect(answer.status, String(runId)).toBeLessThan(500);
      expect(answer.body.status, String(runId)).toBe(false);
      expect(answer.body.error?.code, String(runId)).toBeTypeOf('number');
    }
  });
});
