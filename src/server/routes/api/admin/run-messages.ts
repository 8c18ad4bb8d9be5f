import type { FastifyInstance } from 'fastify';
import { api } from '@shared/api';
import { listRunMessages, sendRunMessage } from '@server/domain/dispatch/run-messages';
import { staffAction } from '@server/routes/action';
import { actorOf } from './actor';

/** Messages to a run's riders (issue 26 §3): every role, as dispatchers run the day. */
export default async function runMessageRoutes(app: FastifyInstance) {
  staffAction(app, api.admin.sendRunMessage, ({ body, staff }) =>
    sendRunMessage(app.db, actorOf(staff), body, app.now()),
  );

  staffAction(app, api.admin.listRunMessages, ({ body, staff }) =>
    listRunMessages(app.db, staff.schoolId, body.runId),
  );
}
