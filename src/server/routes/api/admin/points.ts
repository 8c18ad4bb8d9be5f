import type { FastifyInstance } from 'fastify';
import { api } from '@shared/api';
import { approvePoint } from '@server/domain/points/review/approve-point';
import { listPendingPoints } from '@server/domain/points/review/pending-points';
import { rejectPoint } from '@server/domain/points/review/reject-point';
import { staffAction } from '@server/routes/action';
import { actorOf } from './actor';

/**
 * Approving learners' own points (issue 12 §3). Every role may review: whether the bus can call at
 * a place is the dispatcher's daily knowledge, and each review is audited.
 */
export default async function pointReviewRoutes(app: FastifyInstance) {
  staffAction(app, api.admin.getPendingPoints, async ({ staff }) => ({
    ...(await listPendingPoints(app.db, staff.schoolId)),
    mapTiles: app.config.mapTiles,
  }));

  staffAction(app, api.admin.approvePoint, ({ body, staff }) =>
    approvePoint(
      app.db,
      actorOf(staff),
      {
        busStopCd: body.busStopCd,
        submittedAt: body.submittedAt,
        areaCd: body.areaCd,
        homenCd: body.homenCd,
        offsetMinutes: body.offsetMinutes,
      },
      app.now(),
    ),
  );

  staffAction(app, api.admin.rejectPoint, ({ body, staff }) =>
    rejectPoint(
      app.db,
      actorOf(staff),
      { busStopCd: body.busStopCd, submittedAt: body.submittedAt, reason: body.reason },
      app.now(),
    ),
  );
}
