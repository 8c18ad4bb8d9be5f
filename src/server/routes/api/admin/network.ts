import type { FastifyInstance } from 'fastify';
import { api } from '@shared/api';
import { deleteArea, loadNetwork, saveArea, saveClassPeriods } from '@server/domain/network/manage-network';
import { staffAction } from '@server/routes/action';
import { actorOf } from './actor';

/**
 * The school's timetable and areas (issue 23 §6): every learner screen reads them, so only admins
 * change them; each answer is the whole network as the screen shows it.
 */
export default async function networkRoutes(app: FastifyInstance) {
  staffAction(app, api.admin.getNetwork, ({ staff }) => loadNetwork(app.db, staff.schoolId));

  staffAction(app, api.admin.saveClassPeriods, ({ body, staff }) =>
    saveClassPeriods(
      app.db,
      actorOf(staff),
      { timetableUnit: body.timetableUnit, periods: body.periods },
      app.now(),
    ),
  );

  staffAction(app, api.admin.saveArea, ({ body, staff }) =>
    saveArea(
      app.db,
      actorOf(staff),
      { create: body.create, areaCd: body.areaCd, name: body.name, isNetRelease: body.isNetRelease },
      app.now(),
    ),
  );

  staffAction(app, api.admin.deleteArea, ({ body, staff }) =>
    deleteArea(app.db, actorOf(staff), body.areaCd, app.now()),
  );
}
