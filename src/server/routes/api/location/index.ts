import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  busOperationStatusListRequestSchema,
  busOperationStatusRequestSchema,
  busOperationStatusSchema,
} from '@shared/schemas/location';
import {
  bookedRunsToday,
  runStatusForLearner,
  schoolBoundRunsToday,
} from '@server/domain/positions/bus-status';
import { learnerAction } from '@server/routes/action';
import { requireMenu } from '@server/routes/menu-guard';
import { presentBusStatus } from './presenters';

/**
 * The live bus positions of SPEC.md §7 under Location/ (issue 13 §2): learner-only, gated by the
 * site's `useBusOperationStatus`, read-only. Each reads the latest fix per vehicle, never the track.
 */
export default async function locationRoutes(app: FastifyInstance) {
  app.addHook('preHandler', requireMenu('useBusOperationStatus'));

  learnerAction(
    app,
    {
      name: 'GetReservedBusOperationStatus',
      body: busOperationStatusListRequestSchema,
      response: z.array(busOperationStatusSchema),
      summary:
        "The learner's active bookings of today (Japan date) with their bus's latest fix while the run is driven (±30 min), its age, staleness and distance to the booking's stop",
    },
    async ({ learner }) => {
      const now = app.now();
      const runs = await bookedRunsToday(app.db, learner, now);
      return runs.map((run) => presentBusStatus(run, now));
    },
  );

  learnerAction(
    app,
    {
      name: 'GetBusOperationStatusAll',
      body: busOperationStatusListRequestSchema,
      response: z.array(busOperationStatusSchema),
      summary:
        "Today's school-bound runs of the released courses with their bus's latest fix: course, run, times and position only (no riders, no stop, distanceFromHome null)",
    },
    async ({ learner }) => {
      const now = app.now();
      const runs = await schoolBoundRunsToday(app.db, learner.schoolId, now);
      return runs.map((run) => presentBusStatus(run, now));
    },
  );

  learnerAction(
    app,
    {
      name: 'GetBusOperationStatus',
      body: busOperationStatusRequestSchema,
      response: busOperationStatusSchema,
      summary:
        "One run of today: the learner's own booking of it (with its stop), else a school-bound run as the all-buses list shows it; any other run 340",
    },
    async ({ body, learner }) => {
      const now = app.now();
      return presentBusStatus(await runStatusForLearner(app.db, learner, body.binCd, now), now);
    },
  );
}
