import type { FastifyInstance } from 'fastify';
import alertRoutes from './alerts';
import fixedPlanRoutes from './fixed-plan';
import newsRoutes from './news';

/** Notification/… (SPEC.md §7): news and fixed plans behind their menu switches of the session's site, push alerts behind the school's. */
export default async function notificationRoutes(app: FastifyInstance) {
  await app.register(newsRoutes);
  await app.register(fixedPlanRoutes);
  await app.register(alertRoutes);
}
