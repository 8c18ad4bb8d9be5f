import type { FastifyInstance } from 'fastify';
import { baseBundleSchema } from '@shared/schemas/envelope';
import {
  fixedPlanNoticesResponseSchema,
  planFixedStatusRequestSchema,
  planFixedStatusResponseSchema,
} from '@shared/schemas/notification';
import { bookingContext } from '@server/domain/booking/booking-context';
import { listFixedPlanDays, planFixedStatus } from '@server/domain/plan/fixed-plan-days';
import { learnerAction } from '@server/routes/action';
import { requireMenu } from '@server/routes/menu-guard';
import { presentFixedPlanNotice, presentPlanFixedStatus } from './presenters';

/** The fixed plan as learners see it (送迎予定確定, issue 11 §5), behind the site's `useFixedPlanNotice`. */
export default async function fixedPlanRoutes(app: FastifyInstance) {
  app.addHook('preHandler', requireMenu('useFixedPlanNotice'));
  learnerAction(
    app,
    {
      name: 'GetPlanFixedStatus',
      body: planFixedStatusRequestSchema,
      response: planFixedStatusResponseSchema,
      summary:
        "Whether the school's plan of a date is fixed (and when, mails sent, cut-off and release passed); without a date, each date the learner rides from today on",
    },
    async ({ body, learner }) => {
      const ctx = bookingContext(learner, learner.settings);
      return (await planFixedStatus(app.db, ctx, app.now(), body.date)).map(presentPlanFixedStatus);
    },
  );

  learnerAction(
    app,
    {
      name: 'getFixesPlans',
      body: baseBundleSchema,
      response: fixedPlanNoticesResponseSchema,
      summary:
        "The learner's 送迎予定確定 notices from today on: each fixed date with their fixed rides, times by the site's reservationView",
    },
    async ({ learner }) => {
      const ctx = bookingContext(learner, learner.settings);
      const days = await listFixedPlanDays(app.db, ctx, app.now());
      return days.map((day) => presentFixedPlanNotice(day, ctx.options.reservationView));
    },
  );
}
