import { endpoint } from './endpoint';
import { baseBundleSchema } from '../schemas/envelope';
import {
  fixedPlanNoticesResponseSchema,
  newsResponseSchema,
  planFixedStatusRequestSchema,
  planFixedStatusResponseSchema,
} from '../schemas/notification';
import {
  alertSettingsSchema,
  deletePushSubscriptionRequestSchema,
  pushPublicKeySchema,
  saveAlertSettingsRequestSchema,
  savePushSubscriptionRequestSchema,
  testPushResultSchema,
} from '../schemas/learner-alerts';

export const notificationApi = {
  getPlanFixedStatus: endpoint({
    path: 'Notification/GetPlanFixedStatus',
    access: 'learner',
    body: planFixedStatusRequestSchema,
    response: planFixedStatusResponseSchema,
    summary:
      "Whether the school's plan of a date is fixed (and when, mails sent, cut-off and release passed); without a date, each date the learner rides from today on",
  }),
  getFixesPlans: endpoint({
    path: 'Notification/getFixesPlans',
    access: 'learner',
    body: baseBundleSchema,
    response: fixedPlanNoticesResponseSchema,
    summary:
      "The learner's 送迎予定確定 notices from today on: each fixed date with their fixed rides, times by the site's reservationView",
  }),
  getNews: endpoint({
    path: 'Notification/GetNews',
    access: 'learner',
    body: baseBundleSchema,
    response: newsResponseSchema,
    summary: "The school's current notices",
  }),
  getPushPublicKey: endpoint({
    path: 'Notification/GetPushPublicKey',
    access: 'learner',
    body: baseBundleSchema,
    response: pushPublicKeySchema,
    summary: "The deployment's VAPID public key, the applicationServerKey of the browser's push subscription",
  }),
  savePushSubscription: endpoint({
    path: 'Notification/SavePushSubscription',
    access: 'learner',
    body: savePushSubscriptionRequestSchema,
    response: alertSettingsSchema,
    summary:
      "Stores this browser's push subscription for the learner (moved to them if another learner had it) and the approach minutes",
  }),
  deletePushSubscription: endpoint({
    path: 'Notification/DeletePushSubscription',
    access: 'learner',
    body: deletePushSubscriptionRequestSchema,
    response: alertSettingsSchema,
    summary: "Drops one of the learner's own push subscriptions (this browser unsubscribed)",
  }),
  sendTestPush: endpoint({
    path: 'Notification/SendTestPush',
    access: 'learner',
    body: baseBundleSchema,
    response: testPushResultSchema,
    summary:
      "Sends 「テスト通知」 now to each of the learner's push subscriptions; those gone (404/410) are dropped",
  }),
  getAlertSettings: endpoint({
    path: 'Notification/GetAlertSettings',
    access: 'learner',
    body: baseBundleSchema,
    response: alertSettingsSchema,
    summary:
      "The learner's alert switches (defaults without a row), the school's alert switches, and how many push subscriptions they have",
  }),
  saveAlertSettings: endpoint({
    path: 'Notification/SaveAlertSettings',
    access: 'learner',
    body: saveAlertSettingsRequestSchema,
    response: alertSettingsSchema,
    summary: "Saves the learner's approach minutes, delay alerts and mail instead of push",
  }),
};
