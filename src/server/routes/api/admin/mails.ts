import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { listMailsRequestSchema, mailPageSchema, retryMailRequestSchema } from '@shared/schemas/admin-mails';
import { listSchoolMails, retryFailedMail } from '@server/domain/mail/staff-mails';
import { staffAction } from '@server/routes/action';
import { actorOf } from './actor';

/** The mail outbox (issue 11 §1): every staff member sees what went out and what failed; admins send a failed one again. */
export default async function mailRoutes(app: FastifyInstance) {
  staffAction(
    app,
    {
      name: 'ListMails',
      body: listMailsRequestSchema,
      response: mailPageSchema,
      summary: "The school's outbox, newest first, by state; 50 a page; the number of failed mails",
    },
    ({ body, staff }) => listSchoolMails(app.db, staff.schoolId, body),
  );

  staffAction(
    app,
    {
      name: 'RetryMail',
      body: retryMailRequestSchema,
      response: z.object({}),
      summary: 'Send a failed mail again with a fresh set of attempts (750 when it has not failed); audited',
      adminOnly: true,
    },
    async ({ body, staff }) => {
      await retryFailedMail(app.db, actorOf(staff), body.mailId, app.now());
      return {};
    },
  );
}
