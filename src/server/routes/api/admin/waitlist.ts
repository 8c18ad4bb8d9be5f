import type { FastifyInstance } from 'fastify';
import { api } from '@shared/api';
import { getRunWaitlist, reorderWaitlist } from '@server/domain/dispatch/run-waitlist';
import { staffAction } from '@server/routes/action';
import { actorOf } from './actor';

/** A run's キャンセル待ち on its page (issue 29 §1): every role, as dispatchers run the day. */
export default async function waitlistRoutes(app: FastifyInstance) {
  staffAction(app, api.admin.getRunWaitlist, ({ body, staff }) =>
    getRunWaitlist(app.db, staff.schoolId, body.runId, app.now()),
  );

  staffAction(app, api.admin.reorderWaitlist, ({ body, staff }) =>
    reorderWaitlist(app.db, actorOf(staff), { runId: body.runId, waitlistIds: body.waitlistIds }, app.now()),
  );
}
