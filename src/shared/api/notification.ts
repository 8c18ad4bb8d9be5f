import { endpoint } from './endpoint';
import { baseBundleSchema } from '../schemas/envelope';
import {
  fixedPlanNoticesResponseSchema,
  newsResponseSchema,
  planFixedStatusRequestSchema,
  planFixedStatusResponseSchema,
} from '../schemas/notification';

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
};
