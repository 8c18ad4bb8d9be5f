import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  listNoticesRequestSchema,
  noticeIdRequestSchema,
  saveNoticeRequestSchema,
  staffNoticeSchema,
} from '@shared/schemas/admin-notices';
import { listSchoolNotices, saveNotice, withdrawNotice } from '@server/domain/notices/manage-notices';
import { staffAction } from '@server/routes/action';
import { actorOf } from './actor';

/** Notices (issue 10 §4): a school-wide broadcast, so writing them is for admins; dispatchers may read the list. */
export default async function noticeRoutes(app: FastifyInstance) {
  staffAction(
    app,
    {
      name: 'ListNotices',
      body: listNoticesRequestSchema,
      response: z.array(staffNoticeSchema),
      summary: 'Every notice of the school with its state (scheduled, showing, ended, withdrawn)',
    },
    ({ staff }) => listSchoolNotices(app.db, staff.schoolId, app.now()),
  );

  staffAction(
    app,
    {
      name: 'SaveNotice',
      body: saveNoticeRequestSchema,
      response: staffNoticeSchema,
      summary: 'Create (no id) or edit a notice; Japan times; refusals 740–743; audited',
      adminOnly: true,
    },
    ({ body, staff }) => saveNotice(app.db, actorOf(staff), body, app.now()),
  );

  staffAction(
    app,
    {
      name: 'WithdrawNotice',
      body: noticeIdRequestSchema,
      response: staffNoticeSchema,
      summary: 'Withdraw a notice: learners stop seeing it at once; audited',
      adminOnly: true,
    },
    ({ body, staff }) => withdrawNotice(app.db, actorOf(staff), body.id, app.now()),
  );
}
