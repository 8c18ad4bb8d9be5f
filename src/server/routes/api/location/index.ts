import type { FastifyInstance } from 'fastify';
import {
  bookedRunsToday,
  runStatusForLearner,
  schoolBoundRunsToday,
} from '@server/domain/positions/bus-status';
import { runCourseForLearner } from '@server/domain/positions/run-course';
import { api } from '@shared/api';
import { learnerAction } from '@server/routes/action';
import { requireMenu } from '@server/routes/menu-guard';
import { presentBusCourse, presentBusStatus } from './presenters';

/**
 * The live bus positions of SPEC.md §7 under Location/ (issue 13 §2): learner-only, gated by the
 * site's `useBusOperationStatus`, read-only. Each reads the latest fix per vehicle, never the track.
 */
export default async function locationRoutes(app: FastifyInstance) {
  app.addHook('preHandler', requireMenu('useBusOperationStatus'));

  learnerAction(app, api.location.getReservedBusOperationStatus, async ({ learner }) => {
    const now = app.now();
    const runs = await bookedRunsToday(app.db, learner, now);
    return runs.map((run) => presentBusStatus(run, now));
  });

  learnerAction(app, api.location.getBusOperationStatusAll, async ({ learner }) => {
    const now = app.now();
    const runs = await schoolBoundRunsToday(app.db, learner.schoolId, now);
    return runs.map((run) => presentBusStatus(run, now));
  });

  learnerAction(app, api.location.getBusOperationStatus, async ({ body, learner }) => {
    const now = app.now();
    return presentBusStatus(await runStatusForLearner(app.db, learner, body.binCd, now), now);
  });

  learnerAction(app, api.location.getBusCourse, async ({ body, learner }) => {
    return presentBusCourse(await runCourseForLearner(app.db, learner, body.binCd, app.now()));
  });
}
