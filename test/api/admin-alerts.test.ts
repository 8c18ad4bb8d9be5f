import { and, eq, isNull } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { messages } from '@shared/i18n/messages';
import { addDays, japanDateKey, japanInstant } from '@shared/rules/japan-time';
import type { RideAlertPage } from '@shared/schemas/admin-alerts';
import { learners, outboxMails, pushSubscriptions, reservations, rideAlerts } from '@server/db/schema';
import { enqueueMails } from '@server/domain/mail/outbox';
import { addStaff, otherSchoolAdmin, staffClient } from './admin-fixtures';
import { describeEachDatabase } from './databases';
import { DEMO, signedInClient, useTestServer, type TestClient, type TestServer } from './harness';
import { expectOk } from './reservation-fixtures';

type NewAlert = typeof rideAlerts.$inferInsert;

/** Three booked rides of three demo learners, with what the log shows of them. */
async function threeRides(s: TestServer) {
  const rows = await s.db
    .select({ id: reservations.id, learnerId: reservations.learnerId, seitoNo: learners.seitoNo })
    .from(reservations)
    .innerJoin(learners, eq(learners.id, reservations.learnerId))
    .where(and(eq(reservations.schoolId, s.schoolId), isNull(reservations.cancelledAt)))
    .orderBy(reservations.id);
  const rides: typeof rows = [];
  for (const r of rows) if (!rides.some((x) => x.learnerId === r.learnerId)) rides.push(r);
  expect(rides.length).toBeGreaterThanOrEqual(3);
  return rides.slice(0, 3);
}

const alertOf = (
  s: TestServer,
  ride: { id: number; learnerId: number },
  at: Date,
  fields: Partial<NewAlert>,
): NewAlert => ({
  schoolId: s.schoolId,
  reservationId: ride.id,
  learnerId: ride.learnerId,
  kind: 'approach',
  step: 5,
  channel: 'push',
  title: 'まもなくバスが到着します',
  body: 'あと約5分で到着します。',
  url: 'sp/busdisp',
  createdAt: at,
  ...fields,
});

const list = async (c: TestClient, body = {}) =>
  expectOk(await c.post<RideAlertPage>('Admin/ListRideAlerts', body));

describeEachDatabase('Staff console: the alerts log (issue 28 §4)', (kind) => {
  const server = useTestServer(kind);

  it("lists the day's alerts newest first with learner, ride, kind, channel and state; filters by kind, state, student number and date; a mail alert follows its outbox mail", async () => {
    const s = server();
    await s.db.delete(rideAlerts);
    const admin = await staffClient(s);
    const now = s.clock.now();
    const today = japanDateKey(now);
    const [a, b, c] = await threeRides(s);
    const [mailId] = await s.db.transaction((tx) =>
      enqueueMails(tx, now, [
        {
          schoolId: s.schoolId,
          learnerId: c!.learnerId,
          kind: 'ride-alert',
          to: 'c@example.jp',
          subject: '運休',
          body: '運休です',
        },
      ]),
    );
    const inserted = await s.db
      .insert(rideAlerts)
      .values([
        alertOf(s, a!, japanInstant(today, 7 * 60), {
          status: 'sent',
          delivered: 2,
          attempts: 1,
          sentAt: japanInstant(today, 7 * 60 + 1),
        }),
        alertOf(s, b!, japanInstant(today, 8 * 60), {
          kind: 'delay',
          step: 2,
          status: 'failed',
          attempts: 3,
          lastError: '<b>push service answered 500</b>',
        }),
        alertOf(s, c!, japanInstant(today, 9 * 60), {
          kind: 'cancel',
          step: 0,
          channel: 'mail',
          status: 'sent',
          mailId,
        }),
        // yesterday's: not today's page
        alertOf(s, a!, japanInstant(addDays(today, -1), 9 * 60), { step: 3 }),
      ])
      .returning({ id: rideAlerts.id });
    const ids = inserted.map((r) => r.id);

    const page = await list(admin);
    expect(page.date).toBe(today);
    expect(page.alerts.map((x) => [x.id, x.kind, x.channel, x.status])).toEqual([
      [ids[2], 'cancel', 'mail', 'pending'],
      [ids[1], 'delay', 'push', 'failed'],
      [ids[0], 'approach', 'push', 'sent'],
    ]);
    const [cancel, delay, approach] = page.alerts;
    expect(approach).toMatchObject({
      delivered: 2,
      attempts: 1,
      mail: null,
      learner: { seitoNo: a!.seitoNo },
    });
    expect(approach!.sentAt).toBe(japanInstant(today, 7 * 60 + 1).toISOString());
    // the school's step is 10 minutes (the default): step 2 is 20 minutes behind plan
    expect(delay).toMatchObject({
      delayMinutes: 20,
      lastError: '<b>push service answered 500</b>',
      attempts: 3,
    });
    expect(cancel).toMatchObject({
      delayMinutes: null,
      mail: { mailId, status: 'pending', attempts: 0, sentAt: null },
    });
    expect(cancel!.ride.binName).not.toBe('');
    expect(cancel!.ride.stopName).not.toBe('');
    expect([1, 2]).toContain(cancel!.ride.upDown);
    expect(page.summary).toEqual([
      { kind: 'approach', sent: 1, failed: 0, waiting: 0 },
      { kind: 'delay', sent: 0, failed: 1, waiting: 0 },
      { kind: 'cancel', sent: 0, failed: 0, waiting: 1 },
      { kind: 'waitlist', sent: 0, failed: 0, waiting: 0 },
    ]);

    // the mail failed: so did the alert, on the list and in the counts
    await s.db
      .update(outboxMails)
      .set({ status: 'failed', attempts: 5, lastError: 'smtp down' })
      .where(eq(outboxMails.id, mailId!));
    const failed = await list(admin, { status: 'failed' });
    expect(failed.alerts.map((x) => x.id)).toEqual([ids[2], ids[1]]);
    expect(failed.alerts[0]!.mail).toMatchObject({ status: 'failed', attempts: 5, lastError: 'smtp down' });
    expect(failed.summary[2]).toEqual({ kind: 'cancel', sent: 0, failed: 1, waiting: 0 });

    expect((await list(admin, { kind: 'delay' })).alerts.map((x) => x.id)).toEqual([ids[1]]);
    const byLearner = await list(admin, { seitoNo: ` ${a!.seitoNo} ` });
    expect(byLearner.alerts.map((x) => x.id)).toEqual([ids[0]]);
    // the summary is the whole day's, whatever the filters
    expect(byLearner.summary).toEqual(failed.summary);
    expect((await list(admin, { seitoNo: '0000000' })).alerts).toEqual([]);
    const yesterday = await list(admin, { date: addDays(today, -1) });
    expect(yesterday.alerts.map((x) => x.id)).toEqual([ids[3]]);

    // another school's staff see none of it
    const other = await otherSchoolAdmin(s);
    const theirs = await list(other);
    expect(theirs.alerts).toEqual([]);
    expect(theirs.summary.every((k) => k.sent + k.failed + k.waiting === 0)).toBe(true);
  });

  it('pages by 50 with a cursor and counts the learners with push turned on', async () => {
    const s = server();
    await s.db.delete(rideAlerts);
    await s.db.delete(pushSubscriptions);
    const admin = await staffClient(s);
    const day = addDays(japanDateKey(s.clock.now()), -2);
    const [a, b] = await threeRides(s);
    await s.db
      .insert(rideAlerts)
      .values(
        Array.from({ length: 51 }, (_, i) =>
          alertOf(s, a!, japanInstant(day, 6 * 60 + i), { step: 100 + i }),
        ),
      );
    const first = await list(admin, { date: day });
    expect(first.alerts).toHaveLength(50);
    expect(first.nextBeforeId).toBe(first.alerts.at(-1)!.id);
    const second = await list(admin, { date: day, beforeId: first.nextBeforeId });
    expect(second.alerts).toHaveLength(1);
    expect(second.nextBeforeId).toBeNull();
    expect(first.summary[0]).toEqual({ kind: 'approach', sent: 0, failed: 0, waiting: 51 });

    const sub = (learnerId: number, n: number) => ({
      schoolId: s.schoolId,
      learnerId,
      endpoint: `http://127.0.0.1:9/push/${learnerId}/${n}`,
      p256dh: 'key',
      auth: 'auth',
      createdAt: s.clock.now(),
    });
    await s.db
      .insert(pushSubscriptions)
      .values([sub(a!.learnerId, 1), sub(a!.learnerId, 2), sub(b!.learnerId, 1)]);
    expect((await list(admin, { date: day })).pushLearners).toBe(2);
  });

  it("a dispatcher reads the log; a learner's session gets 403; bad filters are refused at the edge", async () => {
    const s = server();
    const dispatcher = await staffClient(s, await addStaff(s, 'dispatcher'));
    expect((await list(dispatcher)).date).toBe(japanDateKey(s.clock.now()));
    const learner = await signedInClient(s, DEMO.main.seitoNo, DEMO.main.password);
    const refused = await learner.post('Admin/ListRideAlerts', {});
    expect(refused.status).toBe(403);
    expect(refused.body.error?.message).toBe(messages.error[403]);
    for (const body of [
      { date: '2026-02-30' },
      { date: 'today' },
      { kind: 'arrival' },
      { status: 'lost' },
      { seitoNo: 'x'.repeat(33) },
      { beforeId: 0 },
    ]) {
      expect((await dispatcher.post('Admin/ListRideAlerts', body)).status, JSON.stringify(body)).toBe(400);
    }
  });
});
