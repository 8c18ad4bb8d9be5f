import type { FastifyInstance } from 'fastify';
import fixedPlanRoutes from './fixed-plan';
import newsRoutes from './news';

/** Notification/… (SPEC.md §7): each group behind its own menu switch of the session's site. */
export default async function notificationRoutes(app: FastifyInstance) {
  await app.register(newsRoutes);
  await app.register(fixedPlanRoutes);
}
