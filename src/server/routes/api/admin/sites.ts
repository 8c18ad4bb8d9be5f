import type { FastifyInstance } from 'fastify';
import { api } from '@shared/api';
import { deleteSite, getSites, saveSite } from '@server/domain/auth/manage-sites';
import { staffAction } from '@server/routes/action';
import { actorOf } from './actor';

/**
 * The school's sites and their options (issue 23 §5): who may sign in where and what learners
 * see, so only admins read and change them.
 */
export default async function siteRoutes(app: FastifyInstance) {
  staffAction(app, api.admin.getSites, ({ staff }) => getSites(app.db, staff.schoolId));

  staffAction(app, api.admin.saveSite, ({ body, staff }) =>
    saveSite(
      app.db,
      actorOf(staff),
      { site: body.site, create: body.create, options: body.options, allowedNetworks: body.allowedNetworks },
      app.now(),
    ),
  );

  staffAction(app, api.admin.deleteSite, ({ body, staff }) =>
    deleteSite(app.db, actorOf(staff), body.site, app.now()),
  );
}
