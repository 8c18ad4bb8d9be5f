import type { FastifyInstance } from 'fastify';
import { api } from '@shared/api';
import { bookingContext } from '@server/domain/booking/booking-context';
import { listFixedPlanDays, planFixedStatus } from '@server/domain/plan/fixed-plan-days';
import { learnerAction } from '@server/routes/action';
import { requireMenu } from '@server/routes/menu-guard';
import { presentFixedPlanNotice, presentPlanFixedStatus } from './presenters';

/** The fixed plan as learners see it (送迎予定確定, issue 11 §5), behind the site's `useFixedPlanNotice`. */
export default async function fixedPlanRoutes(app: FastifyInstance) {
  app.addHook('preHandler', requireMenu('useFixedPlanNotice'));
  learnerAction(app, api.notification.getPlanFixedStatus, async ({ body, learner }) => {
    const ctx = bookingContext(learner, learner.settings);
    return (await planFixedStatus(app.db, ctx, app.now(), body.date)).map(presentPlanFixedStatus);
  });

  learnerAction(app, api.notification.getFixesPlans, async ({ learner }) => {
    const ctx = bookingContext(learner, learner.settings);
    const days = await listFixedPlanDays(app.db, ctx, app.now());
    return days.map((day) => presentFixedPlanNotice(day, ctx.options.reservationView));
  });
}
