import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RunChangeResult } from '@shared/schemas/admin-runs';
import { japanDateKey, japanInstant } from '@shared/rules/japan-time';
import {
  jobs,
  learnerAlertSettings,
  learners,
  outboxMails,
  pushSubscriptions,
  reservations,
  rideAlerts,
  runProgress,
  schools,
} from '@server/db/schema';
import { deliverOutboxMail } from '@server/domain/mail/outbox';
import { deliverRideAlert } from '@server/domain/notify/deliver-alert';
import { createPushService } from '@server/domain/notify/push';
import { ALERT_MAIL_KINDS, DELIVER_ALERT_JOB, raiseRunAlerts } from '@server/domain/notify/raise-alerts';
import { readEnv } from '@server/env';
import { addStaff, staffClient } from './admin-fixtures';
import { describeEachDatabase } from './databases';
import { useTestServer, type TestServer } from './harness';
import {
  createBrowserKeys,
  decryptPush,
  startPushService,
  verifyVapid,
  type TestPushService,
} from './push-service';
import { expectOk } from './reservation-fixtures';

const keysOf = ({ p256dh, auth }: { p256dh: string; auth: string }) => ({ p256dh, auth });

/** The school-bound run of the test day with the most active bookings, and those bookings. */
async function busiestUpRun(s: TestServer) {
  const today = japanDateKey(s.clock.now());
  const [top] = await s.db
    .select({ runId: reservations.runId, n: count() })
    .from(reservations)
    .where(and(eq(reservations.date, today), eq(reservations.upDown, 1), isNull(reservations.cancelledAt)))
    .groupBy(reservations.runId)
    .orderBy(desc(count()), asc(reservations.runId))
    .limit(1);
  expect(top?.n).toBeGreaterThanOrEqual(3);
  const rows = await s.db
    .select()
    .from(reservations)
    .where(and(eq(reservations.runId, top!.runId), isNull(reservations.cancelledAt)))
    .orderBy(asc(reservations.id));
  return { runId: top!.runId, date: today, rows };
}

/** What the watch-runs job would write: every stop of `stopIds` `inMinutes` away, `delay` behind. */
async function writeProgress(
  s: TestServer,
  runId: number,
  date: string,
  stopIds: number[],
  inMinutes: number,
  delay = 0,
) {
  const now = s.clock.now();
  const nowMinutes = (now.getTime() - japanInstant(date).getTime()) / 60_000;
  const row = {
    runId,
    schoolId: s.schoolId,
    fixTime: now,
    computedAt: now,
    progress: 0.5,
    delayMinutes: delay,
    stale: false,
    etas: [...new Set(stopIds)].map((stopId) => ({
      stopId,
      etaMinutes: nowMinutes + inMinutes,
      passed: false,
    })),
  };
  await s.db
    .insert(runProgress)
    .values(row)
    .onConflictDoUpdate({ target: runProgress.runId, set: { ...row, runId: undefined } });
}

const alertsOf = (s: TestServer, reservationIds: number[]) =>
  s.db
    .select()
    .from(rideAlerts)
    .where(inArray(rideAlerts.reservationId, reservationIds))
    .orderBy(asc(rideAlerts.id));

describeEachDatabase(
  'Ride alerts: decided from the ETA, written once, delivered once (issue 28 §3)',
  (kind) => {
    const server = useTestServer(kind);
    let pushService: TestPushService;
    beforeAll(async () => {
      pushService = await startPushService();
    });
    afterAll(async () => {
      await pushService?.stop();
    });
    const push = () =>
      createPushService(
        readEnv({ NODE_ENV: 'test', DATA_DIR: 'memory://', PUSH_SERVICE_HOSTS: '127.0.0.1' }),
        server().secrets,
      );

    it('one approach alert per booked ride that can be reached, none for the others, however many cycles run and two at once; push delivered once, mail through the outbox', async () => {
      const s = server();
      const { runId, date, rows } = await busiestUpRun(s);
      const [byPush, byMail, unreachable] = rows;
      const now = s.clock.now();
      const browser = createBrowserKeys();
      const endpoint = pushService.endpoint(`${kind}-approach-${byPush!.learnerId}`);
      await s.db.insert(pushSubscriptions).values({
        schoolId: s.schoolId,
        learnerId: byPush!.learnerId,
        endpoint,
        p256dh: browser.p256dh,
        auth: browser.auth,
        createdAt: now,
      });
      await s.db
        .update(learners)
        .set({ mailAddress: `alert-${byMail!.learnerId}@example.jp` })
        .where(eq(learners.id, byMail!.learnerId));
      await s.db.insert(learnerAlertSettings).values({
        learnerId: byMail!.learnerId,
        schoolId: s.schoolId,
        approachMinutes: 5,
        mailFallback: true,
        updatedAt: now,
      });
      await s.db.update(learners).set({ mailAddress: '' }).where(eq(learners.id, unreachable!.learnerId));
      // every other rider of the run has neither subscription nor mail by default: no alert
      await writeProgress(
        s,
        runId,
        date,
        rows.map((r) => r.stopId),
        4,
      );

      const first = await raiseRunAlerts(s.db, now);
      expect(first.raised).toBe(2);
      for (let i = 0; i < 3; i += 1) expect((await raiseRunAlerts(s.db, now)).raised).toBe(0);
      const together = await Promise.all([raiseRunAlerts(s.db, now), raiseRunAlerts(s.db, now)]);
      expect(together.map((r) => r.raised)).toEqual([0, 0]);

      const alerts = await s.db.select().from(rideAlerts).orderBy(asc(rideAlerts.id));
      expect(alerts.map((a) => [a.reservationId, a.kind, a.step, a.channel])).toEqual([
        [byPush!.id, 'approach', 5, 'push'],
        [byMail!.id, 'approach', 5, 'mail'],
      ]);
      expect(alerts[0]!.title).toBe('まもなく送迎バスが到着します');
      expect(alerts[0]!.body).toContain('あと約4分');
      // relative to BASE_PATH: the service worker resolves it against its scope
      expect(alerts[0]!.url).toMatch(/^sp\/busdisp\?binCd=\w+$/);
      const deliveries = await s.db
        .select({ key: jobs.dedupeKey })
        .from(jobs)
        .where(eq(jobs.kind, DELIVER_ALERT_JOB))
        .orderBy(asc(jobs.id));
      expect(deliveries.map((j) => j.key)).toEqual(alerts.map((a) => `alert:${a.id}`));
      const [mail] = await s.db
        .select()
        .from(outboxMails)
        .where(eq(outboxMails.kind, ALERT_MAIL_KINDS.approach));
      expect(mail).toMatchObject({
        id: alerts[1]!.mailId,
        toAddress: `alert-${byMail!.learnerId}@example.jp`,
      });
      expect(mail!.subject).toContain('まもなく到着');
      expect(mail!.body).toContain('みどり自動車学校');

      // push: one request to the loopback service, a retry of the job sends nothing more
      const sender = push();
      expect(await deliverRideAlert(s.db, () => s.clock.now(), sender, alerts[0]!.id, false)).toBe('sent');
      expect(await deliverRideAlert(s.db, () => s.clock.now(), sender, alerts[0]!.id, false)).toBe(
        'already-done',
      );
      const received = pushService.receivedAt(endpoint);
      expect(received).toHaveLength(1);
      expect(received[0]!.headers).toMatchObject({
        ttl: '300',
        topic: `alert-${alerts[0]!.id}`,
        urgency: 'high',
        'content-encoding': 'aes128gcm',
      });
      expect(verifyVapid(received[0]!.headers).claims.aud).toBe(pushService.origin);
      expect(JSON.parse(decryptPush(received[0]!, browser))).toEqual({
        title: 'まもなく送迎バスが到着します',
        body: alerts[0]!.body,
        url: alerts[0]!.url,
        tag: `alert-${alerts[0]!.id}`,
      });
      const [sent] = await alertsOf(s, [byPush!.id]);
      expect(sent).toMatchObject({ status: 'sent', delivered: 1, attempts: 1, sentAt: s.clock.now() });

      // mail: the alert waits for its outbox mail and then takes its outcome
      expect(await deliverRideAlert(s.db, () => s.clock.now(), sender, alerts[1]!.id, false)).toBe(
        'waiting-for-mail',
      );
      const delivered: string[] = [];
      const transport = {
        kind: 'smtp' as const,
        send: async (m: { to: string }) => void delivered.push(m.to),
        close: () => undefined,
      };
      expect(await deliverOutboxMail(s.db, () => s.clock.now(), transport, mail!.id, false)).toBe('sent');
      expect(await deliverRideAlert(s.db, () => s.clock.now(), sender, alerts[1]!.id, false)).toBe('sent');
      expect(delivered).toEqual([`alert-${byMail!.learnerId}@example.jp`]);
      expect((await alertsOf(s, [byMail!.id]))[0]).toMatchObject({ status: 'sent', delivered: 1 });
    });

    it('delay alerts at M and 2M behind, never twice for a step; a subscription answered 410 is dropped', async () => {
      const s = server();
      const { runId, date, rows } = await busiestUpRun(s);
      const [byPush, , third] = rows;
      const gone = pushService.endpoint(`${kind}-gone-${third!.learnerId}`);
      pushService.answer(gone, 410);
      await s.db.insert(pushSubscriptions).values({
        schoolId: s.schoolId,
        learnerId: third!.learnerId,
        endpoint: gone,
        ...keysOf(createBrowserKeys()),
        createdAt: s.clock.now(),
      });
      const stopIds = rows.map((r) => r.stopId);
      const delaySteps = async () =>
        (
          await alertsOf(
            s,
            rows.map((r) => r.id),
          )
        )
          .filter((a) => a.kind === 'delay')
          .map((a) => [a.reservationId, a.step]);

      await writeProgress(s, runId, date, stopIds, 30, 9);
      await raiseRunAlerts(s.db, s.clock.now());
      expect(await delaySteps()).toEqual([]);
      await writeProgress(s, runId, date, stopIds, 30, 12);
      await raiseRunAlerts(s.db, s.clock.now());
      await raiseRunAlerts(s.db, s.clock.now());
      expect(await delaySteps()).toEqual([
        [byPush!.id, 1],
        [rows[1]!.id, 1],
        [third!.id, 1],
      ]);
      await writeProgress(s, runId, date, stopIds, 30, 21);
      await raiseRunAlerts(s.db, s.clock.now());
      expect((await delaySteps()).filter(([, step]) => step === 2)).toHaveLength(3);

      // the third learner's only subscription answers 410: dropped, the alert failed for good
      const [toGone] = (await alertsOf(s, [third!.id])).filter((a) => a.kind === 'delay' && a.step === 1);
      expect(await deliverRideAlert(s.db, () => s.clock.now(), push(), toGone!.id, false)).toBe('failed');
      expect(
        await s.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.learnerId, third!.learnerId)),
      ).toEqual([]);
      const [failed] = await s.db.select().from(rideAlerts).where(eq(rideAlerts.id, toGone!.id));
      expect(failed).toMatchObject({ status: 'failed', delivered: 0 });
      expect(failed!.lastError).toContain('410');
      // the next one finds no subscription left
      const [next] = (await alertsOf(s, [third!.id])).filter((a) => a.kind === 'delay' && a.step === 2);
      expect(await deliverRideAlert(s.db, () => s.clock.now(), push(), next!.id, false)).toBe('failed');
      expect((await s.db.select().from(rideAlerts).where(eq(rideAlerts.id, next!.id)))[0]!.lastError).toBe(
        'the learner has no push subscription left',
      );

      // a school that turned alerts off meanwhile: what is still queued is not sent
      const [queued] = (await alertsOf(s, [byPush!.id])).filter((a) => a.kind === 'delay' && a.step === 2);
      const before = pushService.received.length;
      await s.db.update(schools).set({ alertsEnabled: false }).where(eq(schools.id, s.schoolId));
      try {
        expect(await deliverRideAlert(s.db, () => s.clock.now(), push(), queued!.id, false)).toBe('failed');
      } finally {
        await s.db.update(schools).set({ alertsEnabled: true }).where(eq(schools.id, s.schoolId));
      }
      expect(pushService.received.length).toBe(before);
      expect((await s.db.select().from(rideAlerts).where(eq(rideAlerts.id, queued!.id)))[0]!.lastError).toBe(
        'the school turned alerts off before it was delivered',
      );
    });

    it('nothing from a stale row or one the watch stopped rewriting', async () => {
      const s = server();
      const { runId, date, rows } = await busiestUpRun(s);
      const before = (
        await alertsOf(
          s,
          rows.map((r) => r.id),
        )
      ).length;
      await writeProgress(
        s,
        runId,
        date,
        rows.map((r) => r.stopId),
        1,
        45,
      );
      await s.db.update(runProgress).set({ stale: true }).where(eq(runProgress.runId, runId));
      expect((await raiseRunAlerts(s.db, s.clock.now())).raised).toBe(0);
      await s.db
        .update(runProgress)
        .set({ stale: false, computedAt: sql`${runProgress.computedAt} - interval '5 minutes'` })
        .where(eq(runProgress.runId, runId));
      expect((await raiseRunAlerts(s.db, s.clock.now())).raised).toBe(0);
      expect(
        await alertsOf(
          s,
          rows.map((r) => r.id),
        ),
      ).toHaveLength(before);
    });

    it('staff cancelling a run raise a push 運休 alert for each cancelled booking whose learner holds a subscription', async () => {
      const s = server();
      const dispatcher = await staffClient(s, await addStaff(s, 'dispatcher'));
      const { runId, rows } = await busiestUpRun(s);
      const subscribed = rows.filter((r) => r.id !== rows[0]!.id).slice(0, 2);
      for (const r of subscribed)
        await s.db.insert(pushSubscriptions).values({
          schoolId: s.schoolId,
          learnerId: r.learnerId,
          endpoint: pushService.endpoint(`${kind}-cancel-${r.learnerId}`),
          ...keysOf(createBrowserKeys()),
          createdAt: s.clock.now(),
        });
      const holders = await s.db
        .selectDistinct({ learnerId: pushSubscriptions.learnerId })
        .from(pushSubscriptions);
      const expected = rows.filter(
        (r) => holders.some((h) => h.learnerId === r.learnerId) && r.notRidingAt === null,
      );
      expectOk(await dispatcher.post<RunChangeResult>('Admin/CancelRun', { runId }));
      const cancels = (
        await alertsOf(
          s,
          rows.map((r) => r.id),
        )
      )
        .filter((a) => a.kind === 'cancel')
        .sort((a, b) => a.reservationId - b.reservationId);
      expect(cancels.map((a) => [a.reservationId, a.channel, a.step])).toEqual(
        expected.map((r) => [r.id, 'push', 0]),
      );
      expect(cancels[0]!.title).toBe('送迎バスは運休です');
      const keys = await s.db
        .select({ key: jobs.dedupeKey })
        .from(jobs)
        .where(
          inArray(
            jobs.dedupeKey,
            cancels.map((a) => `alert:${a.id}`),
          ),
        );
      expect(keys).toHaveLength(cancels.length);
    });
  },
);
