import type { FastifyInstance } from 'fastify';
import { api } from '@shared/api';
import { listSchoolMails, retryFailedMail } from '@server/domain/mail/staff-mails';
import { staffAction } from '@server/routes/action';
import { actorOf } from './actor';

/** The mail outbox (issue 11 §1): every staff member sees what went out and what failed; admins send a failed one again. */
export default async function mailRoutes(app: FastifyInstance) {
  staffAction(app, api.admin.listMails, ({ body, staff }) => listSchoolMails(app.db, staff.schoolId, body));

  staffAction(app, api.admin.retryMail, async ({ body, staff }) => {
    await retryFailedMail(app.db, actorOf(staff), body.mailId, app.now());
    return {};
  });
}
