import type { FastifyInstance } from 'fastify';
import {
  checkCategoryRequestSchema,
  checkCategoryResultSchema,
  deleteCategoryRequestSchema,
  deletePointsRequestSchema,
  deletePointsResultSchema,
  pointCategoryListSchema,
  registerPointRequestSchema,
  registerPointResultSchema,
  updatePointRequestSchema,
} from '@shared/schemas/bus-stop-reg';
import { baseBundleSchema } from '@shared/schemas/envelope';
import { bookingContext } from '@server/domain/booking/booking-context';
import { checkCategory } from '@server/domain/points/check-category';
import { deletePoints } from '@server/domain/points/delete-points';
import { listPointCategories } from '@server/domain/points/list-point-categories';
import { listPointsToDelete } from '@server/domain/points/list-points-to-delete';
import { registerPoint } from '@server/domain/points/register-point';
import { updatePoint } from '@server/domain/points/update-point';
import { learnerAction } from '@server/routes/action';
import { requireMenu } from '@server/routes/menu-guard';
import { assertOwnSeitoNo } from './guards';
import { presentOwnPoint, presentPointCategory } from './presenters';

/**
 * The learner's own pick-up points (SPEC.md §2 BusStopReg…, §7, issue 12): learner-only, behind the
 * site's point-registration menu switch. Only the session's learner's points are ever read or
 * changed; another learner's code is answered like a deleted one (331).
 */
export default async function busStopRegRoutes(app: FastifyInstance) {
  app.addHook('preHandler', requireMenu('useBusStopReg'));

  learnerAction(
    app,
    {
      name: 'getBusStopCategory',
      body: baseBundleSchema,
      response: pointCategoryListSchema,
      summary:
        "The personal categories a learner may register in (the menu's dropdown), each with the learner's points (pending, rejected, approved) and its limit",
    },
    async ({ learner }) => {
      const ctx = bookingContext(learner, learner.settings);
      const categories = await listPointCategories(app.db, ctx, 'registrable');
      return categories.map((c) => presentPointCategory(c, ctx.approvalAreaCd));
    },
  );

  learnerAction(
    app,
    {
      name: 'getBusStopCategoryKojin',
      body: baseBundleSchema,
      response: pointCategoryListSchema,
      summary:
        'As getBusStopCategory, plus categories no longer offered in which the learner still has points (the edit and check screens)',
    },
    async ({ learner }) => {
      const ctx = bookingContext(learner, learner.settings);
      const categories = await listPointCategories(app.db, ctx, 'all');
      return categories.map((c) => presentPointCategory(c, ctx.approvalAreaCd));
    },
  );

  learnerAction(
    app,
    {
      name: 'checkBusStopCategory',
      body: checkCategoryRequestSchema,
      response: checkCategoryResultSchema,
      summary:
        "The learner's points in a category and its limit, before registering (warning 40 none chosen, 334 not a category learners register in)",
    },
    async ({ body, learner }) => {
      const ctx = bookingContext(learner, learner.settings);
      const category = await checkCategory(app.db, ctx, body.busStopCategory);
      return {
        busStopList: category.points.map((p) => presentOwnPoint(p, ctx.approvalAreaCd)),
        limit: category.limitPerLearner,
      };
    },
  );

  learnerAction(
    app,
    {
      name: 'BusStopRegister',
      body: registerPointRequestSchema,
      response: registerPointResultSchema,
      summary:
        'Register a point in the approval area (not bookable until approved); warnings 40, 42–45, errors 330 limit reached, 334; another seitoNo → 403',
    },
    async ({ body, learner }) => {
      await assertOwnSeitoNo(app.db, learner, body.seitoNo);
      const ctx = bookingContext(learner, learner.settings);
      const saved = await registerPoint(
        app.db,
        ctx,
        { categoryCd: body.busStopCategory, point: body.busStop },
        app.now(),
      );
      app.log.info({ learnerId: learner.learnerId, busStopCd: saved.busStopCd }, 'point registered');
      return { busStopCd: saved.busStopCd, busStopCategoryName: saved.category.name };
    },
  );

  learnerAction(
    app,
    {
      name: 'BusStopUpdate',
      body: updatePointRequestSchema,
      response: registerPointResultSchema,
      summary:
        'Edit a point (back to the approval area, not bookable until approved again); warnings 42–45, errors 331 not found, 332 pending, 333 approved, 335 booked',
    },
    async ({ body, learner }) => {
      await assertOwnSeitoNo(app.db, learner, body.seitoNo);
      const ctx = bookingContext(learner, learner.settings);
      const saved = await updatePoint(
        app.db,
        ctx,
        { busStopCd: body.busStopCd, point: body.busStop },
        app.now(),
      );
      app.log.info({ learnerId: learner.learnerId, busStopCd: saved.busStopCd }, 'point edited');
      return { busStopCd: saved.busStopCd, busStopCategoryName: saved.category?.name ?? '' };
    },
  );

  learnerAction(
    app,
    {
      name: 'getDeleteBusStopCategory',
      body: deleteCategoryRequestSchema,
      response: pointCategoryListSchema,
      summary:
        'The ticked points grouped by category for the delete confirm page; warning 46 none ticked, errors 331, 332',
    },
    async ({ body, learner }) => {
      const ctx = bookingContext(learner, learner.settings);
      const categories = await listPointsToDelete(app.db, ctx, body.busStopCdList);
      return categories.map((c) => presentPointCategory(c, ctx.approvalAreaCd));
    },
  );

  learnerAction(
    app,
    {
      name: 'BusStopDelete',
      body: deletePointsRequestSchema,
      response: deletePointsResultSchema,
      summary:
        'Delete the ticked points, all or none; warning 46, errors 331, 332, 999999 with the dates of bookings from today on; another seitoNo → 403',
    },
    async ({ body, learner }) => {
      await assertOwnSeitoNo(app.db, learner, body.seitoNo);
      const ctx = bookingContext(learner, learner.settings);
      const deleted = await deletePoints(app.db, ctx, body.busStopCdList, app.now());
      app.log.info({ learnerId: learner.learnerId, busStopCds: body.busStopCdList }, 'points deleted');
      return { deleted };
    },
  );
}
