import type { FastifyInstance } from 'fastify';
import { api } from '@shared/api';
import { bookingContext } from '@server/domain/booking/booking-context';
import { weekPlan } from '@server/domain/booking/week-plan';
import { learnerAction } from '@server/routes/action';
import { presentWeekPlan } from './presenters';

/** The week planner (issue 29 §2): the rides the learner's lessons of the coming days need. */
export function weekPlanRoutes(app: FastifyInstance) {
  learnerAction(app, api.reservation.getWeekPlan, async ({ body, learner }) => {
    const ctx = bookingContext(learner, learner.settings);
    const plan = await weekPlan(app.db, ctx, { busStopCd: body.busStopCd }, app.now());
    return presentWeekPlan(plan, ctx.options.reservationView);
  });
}
