import type { FastifyInstance } from 'fastify';
import { requireMenu } from '@server/routes/menu-guard';
import { bookingRoutes } from './bookings';
import { busStopSearchRoutes } from './bus-stop-search';
import { runMessageRoutes } from './run-messages';
import { timetableRoutes } from './timetable';
import { waitlistRoutes } from './waitlist';
import { weekPlanRoutes } from './week-plan';

/** The booking endpoints of SPEC.md §7 under Reservation/: learner-only, pipelines schema → guard → command → presenter. */
export default async function reservationRoutes(app: FastifyInstance) {
  app.addHook('preHandler', requireMenu('useReservation'));
  busStopSearchRoutes(app);
  timetableRoutes(app);
  bookingRoutes(app);
  waitlistRoutes(app);
  runMessageRoutes(app);
  weekPlanRoutes(app);
}
