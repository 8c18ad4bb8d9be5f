import type { FastifyInstance } from 'fastify';
import { api } from '@shared/api';
import { bookingContext } from '@server/domain/booking/booking-context';
import { checkCategory } from '@server/domain/points/check-category';
import { deletePoints } from '@server/domain/points/delete-points';
import { listPointCategories } from '@server/domain/points/list-point-categories';
import { listMapPlaces } from '@server/domain/points/map-places';
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

  learnerAction(app, api.busStopReg.getBusStopCategory, async ({ learner }) => {
    const ctx = bookingContext(learner, learner.settings);
    const categories = await listPointCategories(app.db, ctx, 'registrable');
    return categories.map((c) => presentPointCategory(c, ctx.approvalAreaCd));
  });

  learnerAction(app, api.busStopReg.getBusStopCategoryKojin, async ({ learner }) => {
    const ctx = bookingContext(learner, learner.settings);
    const categories = await listPointCategories(app.db, ctx, 'all');
    return categories.map((c) => presentPointCategory(c, ctx.approvalAreaCd));
  });

  learnerAction(app, api.busStopReg.checkBusStopCategory, async ({ body, learner }) => {
    const ctx = bookingContext(learner, learner.settings);
    const category = await checkCategory(app.db, ctx, body.busStopCategory);
    return {
      busStopList: category.points.map((p) => presentOwnPoint(p, ctx.approvalAreaCd)),
      limit: category.limitPerLearner,
    };
  });

  learnerAction(app, api.busStopReg.busStopRegister, async ({ body, learner }) => {
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
  });

  learnerAction(app, api.busStopReg.busStopUpdate, async ({ body, learner }) => {
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
  });

  learnerAction(app, api.busStopReg.getDeleteBusStopCategory, async ({ body, learner }) => {
    const ctx = bookingContext(learner, learner.settings);
    const categories = await listPointsToDelete(app.db, ctx, body.busStopCdList);
    return categories.map((c) => presentPointCategory(c, ctx.approvalAreaCd));
  });

  learnerAction(app, api.busStopReg.busStopDelete, async ({ body, learner }) => {
    await assertOwnSeitoNo(app.db, learner, body.seitoNo);
    const ctx = bookingContext(learner, learner.settings);
    const deleted = await deletePoints(app.db, ctx, body.busStopCdList, app.now());
    app.log.info({ learnerId: learner.learnerId, busStopCds: body.busStopCdList }, 'points deleted');
    return { deleted };
  });

  learnerAction(app, api.busStopReg.getMapPlaces, async ({ learner }) =>
    listMapPlaces(app.db, bookingContext(learner, learner.settings)),
  );
}
