import { z } from 'zod';
import { DELIVER_MAIL_JOB, deliverOutboxMail } from '@server/domain/mail/outbox';
import type { MailTransport } from '@server/domain/mail/transport';
import type { JobDefinition } from '@server/queue/job-definition';

const payloadSchema = z.object({ mailId: z.number().int().positive() });

/** Delivers one outbox mail per job (enqueued with the mail, PRODUCT.md §5); retried with back-off. */
export function deliverMailJob(transport: MailTransport): JobDefinition {
  return {
    kind: DELIVER_MAIL_JOB,
    handler: async ({ db, now, payload, attempt, maxAttempts, log }) => {
      const { mailId } = payloadSchema.parse(payload);
      const outcome = await deliverOutboxMail(db, now, transport, mailId, attempt >= maxAttempts);
      if (outcome === 'missing') log.warn({ mailId }, 'outbox mail to deliver no longer exists');
    },
  };
}
