import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { AlertSettings, TestPushResult } from '@shared/schemas/learner-alerts';
import { learners, pushSubscriptions, schools } from '@server/db/schema';
import { MAX_SUBSCRIPTIONS_PER_LEARNER } from '@server/domain/notify/subscriptions';
import { describeEachDatabase } from './databases';
import { DEMO, MINUTE, signedInClient, useTestServer, type TestClient } from './harness';
import {
  createBrowserKeys,
  decryptPush,
  startPushService,
  subscriptionFor,
  verifyVapid,
  type TestPushService,
} from './push-service';
import { expectOk } from './reservation-fixtures';

let pushService: TestPushService;
beforeAll(async () => {
  pushService = await startPushService();
});
afterAll(async () => {
  await pushService.stop();
});
beforeEach(() => pushService.clear());

const DAY_SECONDS = 24 * 60 * 60;

describeEachDatabase(
  'Web Push: subscriptions, 「テスト通知を送る」 and the learner’s alert switches',
  (kind) => {
    const server = useTestServer(kind, { env: { PUSH_SERVICE_HOSTS: '127.0.0.1' } });
    let main: TestClient;
    let second: TestClient;
    beforeAll(async () => {
      main = await signedInClient(server(), DEMO.main.seitoNo, DEMO.main.password);
      second = await signedInClient(server(), DEMO.second.seitoNo, DEMO.second.password);
    });

    const subscribe = async (
      client: TestClient,
      endpoint = pushService.endpoint(),
      keys = createBrowserKeys(),
    ) => {
      const answer = await client.post<AlertSettings>('Notification/SavePushSubscription', {
        subscription: subscriptionFor(endpoint, keys),
        approachMinutes: 10,
      });
      return { answer, endpoint, keys };
    };
    const subscriptionsOf = async (seitoNo: string) =>
      server()
        .db.select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.learnerId, await server().recNoOf(seitoNo)));
    const clearSubscriptions = async () => {
      await server().db.delete(pushSubscriptions);
    };

    it('hands out the deployment’s VAPID public key, an uncompressed P-256 point', async () => {
      const answer = await main.post<{ publicKey: string }>('Notification/GetPushPublicKey', {});
      expect(answer.body.data?.publicKey).toBe(server().app.push.publicKey);
      const point = Buffer.from(answer.body.data!.publicKey, 'base64url');
      expect(point.length).toBe(65);
      expect(point[0]).toBe(4);
    });

    it('sends the test notification encrypted for the subscription, with TTL and a VAPID JWT for the push service’s origin', async () => {
      await clearSubscriptions();
      const { answer, endpoint, keys } = await subscribe(main);
      expect(answer.body.error).toBeNull();
      expect(answer.body.data).toMatchObject({ subscriptions: 1, approachMinutes: 10 });

      const sent = await main.post<TestPushResult>('Notification/SendTestPush', {});
      expect(sent.body.data).toEqual({ sent: 1, failed: 0 });
      const [request] = pushService.receivedAt(endpoint);
      expect(request).toBeDefined();
      const headers = request!.headers;
      expect(Number(headers.ttl)).toBeGreaterThan(0);
      expect(Number(headers.ttl)).toBeLessThanOrEqual(300);
      expect(headers['content-encoding']).toBe('aes128gcm');
      expect(headers['content-type']).toBe('application/octet-stream');

      const { key, claims } = verifyVapid(headers);
      expect(key).toBe(server().app.push.publicKey);
      expect(claims.aud).toBe(pushService.origin);
      const nowSeconds = Math.floor(Date.now() / 1000);
      expect(claims.exp).toBeGreaterThan(nowSeconds);
      expect(claims.exp).toBeLessThanOrEqual(nowSeconds + DAY_SECONDS);
      expect(claims.sub).toMatch(/^(mailto:|https:)/);

      expect(JSON.parse(decryptPush(request!, keys))).toEqual({
        title: 'テスト通知',
        body: 'バスの接近通知は、このように届きます。',
        url: `${server().basePath}sp/alerts`,
        tag: 'test',
      });
      const [row] = await subscriptionsOf(DEMO.main.seitoNo);
      expect(row?.lastSuccessAt?.getTime()).toBe(server().clock.now().getTime());
    });

    it('drops a subscription its push service answers 410 (or 404) and keeps one answered 500', async () => {
      await clearSubscriptions();
      const gone = await subscribe(main);
      const missing = await subscribe(main);
      const failing = await subscribe(main);
      pushService.answer(gone.endpoint, 410);
      pushService.answer(missing.endpoint, 404);
      pushService.answer(failing.endpoint, 500);
      const sent = await main.post<TestPushResult>('Notification/SendTestPush', {});
      expect(sent.body.data).toEqual({ sent: 0, failed: 3 });
      const rows = await subscriptionsOf(DEMO.main.seitoNo);
      expect(rows.map((r) => r.endpoint)).toEqual([failing.endpoint]);
      expect(rows[0]?.lastError).toContain('500');
      expect(rows[0]?.lastFailureAt).not.toBeNull();
    });

    it('refuses an endpoint outside PUSH_SERVICE_HOSTS without calling it, and keys that are no P-256 point', async () => {
      await clearSubscriptions();
      const elsewhere = await subscribe(main, 'https://push.attacker.example/push/1');
      expect(elsewhere.answer.body.error?.code).toBe(970);
      const notLoopbackHttp = await subscribe(main, 'http://10.0.0.1/push/1');
      expect(notLoopbackHttp.answer.body.error?.code).toBe(970);
      const keys = createBrowserKeys();
      const offCurve = await main.post('Notification/SavePushSubscription', {
        subscription: subscriptionFor(pushService.endpoint(), { ...keys, p256dh: `B${'A'.repeat(86)}` }),
        approachMinutes: 5,
      });
      expect(offCurve.body.error?.code).toBe(971);
      const shortAuth = await main.post('Notification/SavePushSubscription', {
        subscription: subscriptionFor(pushService.endpoint(), { ...keys, auth: 'AAAA' }),
        approachMinutes: 5,
      });
      expect(shortAuth.status).toBe(400);
      // base64's own padding at most: a key cannot carry a megabyte of '='
      const padded = await main.post('Notification/SavePushSubscription', {
        subscription: subscriptionFor(pushService.endpoint(), {
          ...keys,
          p256dh: `${keys.p256dh}${'='.repeat(1000)}`,
        }),
        approachMinutes: 5,
      });
      expect(padded.status).toBe(400);
      expect(await subscriptionsOf(DEMO.main.seitoNo)).toEqual([]);
      expect(pushService.received).toEqual([]);
    });

    it('moves a browser’s subscription to the learner who signs in on it, and keeps a learner’s newest ten', async () => {
      await clearSubscriptions();
      const shared = await subscribe(second);
      await subscribe(main, shared.endpoint, shared.keys);
      expect(await subscriptionsOf(DEMO.second.seitoNo)).toEqual([]);
      expect((await subscriptionsOf(DEMO.main.seitoNo)).map((r) => r.endpoint)).toEqual([shared.endpoint]);

      const later: string[] = [];
      for (let i = 0; i < MAX_SUBSCRIPTIONS_PER_LEARNER; i += 1) {
        server().clock.advance(MINUTE);
        later.push((await subscribe(main)).endpoint);
      }
      const kept = await subscriptionsOf(DEMO.main.seitoNo);
      expect(kept.map((r) => r.endpoint).sort()).toEqual([...later].sort());
    });

    it('deletes only the learner’s own subscription', async () => {
      await clearSubscriptions();
      const own = await subscribe(main);
      const others = await subscribe(second);
      await main.post('Notification/DeletePushSubscription', { endpoint: others.endpoint });
      expect(await subscriptionsOf(DEMO.second.seitoNo)).toHaveLength(1);
      const answer = await main.post<AlertSettings>('Notification/DeletePushSubscription', {
        endpoint: own.endpoint,
      });
      expect(answer.body.data?.subscriptions).toBe(0);
      expect(await subscriptionsOf(DEMO.main.seitoNo)).toEqual([]);
    });

    it('tells a learner without any subscription that the test has nowhere to go', async () => {
      await clearSubscriptions();
      const answer = await main.post('Notification/SendTestPush', {});
      expect(answer.body.error?.code).toBe(972);
    });

    it('answers the defaults without a row, saves the switches, and refuses mail where the school or the address does not allow it', async () => {
      const s = server();
      const learner = DEMO.load(1);
      const third = await signedInClient(s, learner.seitoNo, learner.password);
      const learnerId = await s.recNoOf(learner.seitoNo);
      await s.db.update(learners).set({ mailAddress: '' }).where(eq(learners.id, learnerId));
      const defaults = await third.post<AlertSettings>('Notification/GetAlertSettings', {});
      expect(defaults.body.data).toMatchObject({
        approachMinutes: 5,
        delayAlerts: true,
        mailFallback: false,
        schoolAlertsEnabled: true,
        hasMailAddress: false,
      });

      const noAddress = await third.post('Notification/SaveAlertSettings', {
        approachMinutes: 3,
        delayAlerts: false,
        mailFallback: true,
      });
      expect(noAddress.body.error?.code).toBe(975);
      await s.db.update(learners).set({ mailAddress: 'second@example.jp' }).where(eq(learners.id, learnerId));
      const saved = await third.post<AlertSettings>('Notification/SaveAlertSettings', {
        approachMinutes: 3,
        delayAlerts: false,
        mailFallback: true,
      });
      expect(saved.body.data).toMatchObject({ approachMinutes: 3, delayAlerts: false, mailFallback: true });
      const none = await third.post<AlertSettings>('Notification/SaveAlertSettings', {
        approachMinutes: null,
        delayAlerts: true,
        mailFallback: false,
      });
      expect(none.body.data).toMatchObject({ approachMinutes: null, delayAlerts: true, mailFallback: false });
      expect(
        (await third.post<AlertSettings>('Notification/GetAlertSettings', {})).body.data?.approachMinutes,
      ).toBe(null);

      await s.db.update(schools).set({ alertMailFallback: false }).where(eq(schools.id, s.schoolId));
      const schoolSaysNo = await third.post('Notification/SaveAlertSettings', {
        approachMinutes: 5,
        delayAlerts: true,
        mailFallback: true,
      });
      expect(schoolSaysNo.body.error?.code).toBe(974);

      await s.db.update(schools).set({ alertsEnabled: false }).where(eq(schools.id, s.schoolId));
      const off = await third.post<AlertSettings>('Notification/GetAlertSettings', {});
      expect(off.body.data?.schoolAlertsEnabled).toBe(false);
      expect((await subscribe(third)).answer.body.error?.code).toBe(973);
      await s.db
        .update(schools)
        .set({ alertsEnabled: true, alertMailFallback: true })
        .where(eq(schools.id, s.schoolId));
    });

    it('the reminder switch (issue 29 §3): on by default, saved alone while the school has alerts off, unchanged when a request leaves it out', async () => {
      const s = server();
      const learner = DEMO.load(2);
      const c = await signedInClient(s, learner.seitoNo, learner.password);
      const get = async () => expectOk(await c.post<AlertSettings>('Notification/GetAlertSettings', {}));
      expect(await get()).toMatchObject({ bookingReminder: true, schoolSendsReminders: true });
      const alerts = { approachMinutes: 5, delayAlerts: true, mailFallback: false };

      const off = await c.post<AlertSettings>('Notification/SaveAlertSettings', {
        ...alerts,
        bookingReminder: false,
      });
      expect(expectOk(off)).toMatchObject({ ...alerts, bookingReminder: false });
      expect(await get()).toMatchObject({ bookingReminder: false });
      // a client from before issue 29 saves the alert switches only: the reminder stays off
      const older = await c.post<AlertSettings>('Notification/SaveAlertSettings', {
        ...alerts,
        approachMinutes: 3,
      });
      expect(expectOk(older)).toMatchObject({ approachMinutes: 3, bookingReminder: false });
      expect(await get()).toMatchObject({ approachMinutes: 3, bookingReminder: false });

      await s.db
        .update(schools)
        .set({ alertsEnabled: false, bookingReminder: false })
        .where(eq(schools.id, s.schoolId));
      try {
        expect(await get()).toMatchObject({ schoolAlertsEnabled: false, schoolSendsReminders: false });
        const kept = { ...alerts, approachMinutes: 3 };
        const on = await c.post<AlertSettings>('Notification/SaveAlertSettings', {
          ...kept,
          bookingReminder: true,
        });
        expect(expectOk(on)).toMatchObject({ ...kept, bookingReminder: true });
        expect(await get()).toMatchObject({ ...kept, bookingReminder: true });
        // the alert switches stay the school's to allow
        const changed = await c.post('Notification/SaveAlertSettings', {
          ...kept,
          delayAlerts: false,
          bookingReminder: false,
        });
        expect(changed.body.error?.code).toBe(973);
        expect((await c.post('Notification/SaveAlertSettings', kept)).body.error?.code).toBe(973);
        expect(await get()).toMatchObject({ ...kept, bookingReminder: true });
      } finally {
        await s.db
          .update(schools)
          .set({ alertsEnabled: true, bookingReminder: true })
          .where(eq(schools.id, s.schoolId));
      }
    });

    it('refuses approach minutes other than 3, 5, 10 or none', async () => {
      const answer = await main.post('Notification/SaveAlertSettings', {
        approachMinutes: 7,
        delayAlerts: true,
        mailFallback: false,
      });
      expect(answer.status).toBe(400);
    });
  },
);
