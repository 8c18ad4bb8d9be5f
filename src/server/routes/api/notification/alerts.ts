import type { FastifyInstance } from 'fastify';
import { api } from '@shared/api';
import {
  assertAlertsEnabled,
  loadAlertSettings,
  saveAlertSwitches,
} from '@server/domain/notify/alert-settings';
import { sendTestPush } from '@server/domain/notify/send-test-push';
import { deletePushSubscription, savePushSubscription } from '@server/domain/notify/subscriptions';
import { learnerAction } from '@server/routes/action';

/**
 * Push alerts on the learner's browsers and their switches (issue 28 §2, §3): not behind a menu
 * switch of the site, but behind the school's own (alerts_enabled) for every change but turning off.
 */
export default async function alertRoutes(app: FastifyInstance) {
  learnerAction(app, api.notification.getPushPublicKey, async () => ({ publicKey: app.push.publicKey }));

  learnerAction(app, api.notification.savePushSubscription, async ({ body, learner }) => {
    const now = app.now();
    assertAlertsEnabled(await loadAlertSettings(app.db, learner));
    const { endpoint, keys } = body.subscription;
    await savePushSubscription(app.db, app.push, learner, { endpoint, ...keys }, body.approachMinutes, now);
    return loadAlertSettings(app.db, learner);
  });

  learnerAction(app, api.notification.deletePushSubscription, async ({ body, learner }) => {
    await deletePushSubscription(app.db, learner.learnerId, body.endpoint);
    return loadAlertSettings(app.db, learner);
  });

  learnerAction(app, api.notification.sendTestPush, async ({ learner }) =>
    sendTestPush(app.db, app.push, learner.learnerId, `${app.config.basePath}sp/alerts`, app.now()),
  );

  learnerAction(app, api.notification.getAlertSettings, async ({ learner }) =>
    loadAlertSettings(app.db, learner),
  );

  learnerAction(app, api.notification.saveAlertSettings, async ({ body, learner }) =>
    saveAlertSwitches(
      app.db,
      learner,
      {
        approachMinutes: body.approachMinutes,
        delayAlerts: body.delayAlerts,
        mailFallback: body.mailFallback,
        bookingReminder: body.bookingReminder,
      },
      app.now(),
    ),
  );
}
