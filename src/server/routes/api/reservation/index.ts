import type { FastifyInstance } from 'fastify';
import { bookingRoutes } from './bookings';
import { busStopSearchRoutes } from './bus-stop-search';
import { timetableRoutes } from './timetable';

/** The booking endpoints of SPEC.md §7 under Reservation/: learner-only, pipelines schema → guard → command → presenter. */
export default async function reservationRoutes(app: FastifyInstance) {
  busStopSearchRoutes(app);
  timetableRoutes(app);
  bookingRoutes(app);
}
