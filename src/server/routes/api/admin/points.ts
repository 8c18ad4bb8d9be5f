import type { FastifyInstance } from 'fastify';
import {
  approvePointRequestSchema,
  approvePointResultSchema,
  pendingPointsRequestSchema,
  pendingPointsSchema,
  rejectPointRequestSchema,
  rejectPointResultSchema,
} from '@shared/schemas/admin-points';
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
  staffAction(
    app,
    {
      name: 'GetPendingPoints',
      body: pendingPointsRequestSchema,
      response: pendingPointsSchema,
      summary:
        "Learners' points awaiting approval (oldest first) with the nearest course stop, the areas, courses and course stops to approve onto, and the last reviews",
    },
    async ({ staff }) => ({
      ...(await listPendingPoints(app.db, staff.schoolId)),
      mapTiles: app.config.mapTiles,
    }),
  );

  staffAction(
    app,
    {
      name: 'ApprovePoint',
      body: approvePointRequestSchema,
      response: approvePointResultSchema,
      summary:
        'Approve a pending point into an area and onto a course at an offset: net-released, timed on the course’s runs from today, bookable at once; the learner is mailed; 770/772/773/774; audited',
    },
    ({ body, staff }) =>
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

  staffAction(
    app,
    {
      name: 'RejectPoint',
      body: rejectPointRequestSchema,
      response: rejectPointResultSchema,
      summary:
        'Do not approve a pending point, with a reason the learner is shown and mailed; 770/771/774; audited',
    },
    ({ body, staff }) =>
      rejectPoint(
        app.db,
        actorOf(staff),
        { busStopCd: body.busStopCd, submittedAt: body.submittedAt, reason: body.reason },
        app.now(),
      ),
  );
}
