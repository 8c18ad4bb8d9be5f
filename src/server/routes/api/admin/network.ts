import type { FastifyInstance } from 'fastify';
import { api } from '@shared/api';
import {
  deleteArea,
  loadNetwork,
  saveArea,
  saveClassPeriods,
  type NetworkView,
} from '@server/domain/network/manage-network';
import { deleteCategory, deleteStop, saveCategory, saveStop } from '@server/domain/network/manage-stops';
import { deleteCourse, saveCourse } from '@server/domain/runs/manage-courses';
import { staffAction } from '@server/routes/action';
import { actorOf } from './actor';

/**
 * The school's timetable and network (issue 23 §6): every learner screen reads them, so only
 * admins change them; each answer is the whole network as the screen shows it, with the map
 * tiles of this installation (the stop form places stops on a map).
 */
export default async function networkRoutes(app: FastifyInstance) {
  const shown = async (network: Promise<NetworkView>) => ({
    ...(await network),
    mapTiles: app.config.mapTiles,
  });

  staffAction(app, api.admin.getNetwork, ({ staff }) => shown(loadNetwork(app.db, staff.schoolId)));

  staffAction(app, api.admin.saveClassPeriods, ({ body, staff }) =>
    shown(
      saveClassPeriods(
        app.db,
        actorOf(staff),
        { timetableUnit: body.timetableUnit, periods: body.periods },
        app.now(),
      ),
    ),
  );

  staffAction(app, api.admin.saveArea, ({ body, staff }) =>
    shown(
      saveArea(
        app.db,
        actorOf(staff),
        {
          create: body.create,
          areaCd: body.areaCd,
          name: body.name,
          yomi: body.yomi,
          isNetRelease: body.isNetRelease,
        },
        app.now(),
      ),
    ),
  );

  staffAction(app, api.admin.deleteArea, ({ body, staff }) =>
    shown(deleteArea(app.db, actorOf(staff), body.areaCd, app.now())),
  );

  staffAction(app, api.admin.saveStop, ({ body, staff }) =>
    shown(saveStop(app.db, actorOf(staff), body, app.now())),
  );

  staffAction(app, api.admin.deleteStop, ({ body, staff }) =>
    shown(deleteStop(app.db, actorOf(staff), body.busStopCd, app.now())),
  );

  // courses are commands of the runs area (their runs follow a new stop list); the answer is the network
  staffAction(app, api.admin.saveCourse, async ({ body, staff }) => {
    await saveCourse(app.db, actorOf(staff), body, app.now());
    return shown(loadNetwork(app.db, staff.schoolId));
  });

  staffAction(app, api.admin.deleteCourse, async ({ body, staff }) => {
    await deleteCourse(app.db, actorOf(staff), body.homenCd, app.now());
    return shown(loadNetwork(app.db, staff.schoolId));
  });

  staffAction(app, api.admin.saveCategory, ({ body, staff }) =>
    shown(saveCategory(app.db, actorOf(staff), body, app.now())),
  );

  staffAction(app, api.admin.deleteCategory, ({ body, staff }) =>
    shown(deleteCategory(app.db, actorOf(staff), body.categoryCd, app.now())),
  );
}
