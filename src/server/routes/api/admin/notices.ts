import type { FastifyInstance } from 'fastify';
import { api } from '@shared/api';
import { listSchoolNotices, saveNotice, withdrawNotice } from '@server/domain/notices/manage-notices';
import { staffAction } from '@server/routes/action';
import { actorOf } from './actor';

/** Notices (issue 10 §4): a school-wide broadcast, so writing them is for admins; dispatchers may read the list. */
export default async function noticeRoutes(app: FastifyInstance) {
  staffAction(app, api.admin.listNotices, ({ staff }) =>
    listSchoolNotices(app.db, staff.schoolId, app.now()),
  );

  staffAction(app, api.admin.saveNotice, ({ body, staff }) =>
    saveNotice(app.db, actorOf(staff), body, app.now()),
  );

  staffAction(app, api.admin.withdrawNotice, ({ body, staff }) =>
    withdrawNotice(app.db, actorOf(staff), body.id, app.now()),
  );
}
