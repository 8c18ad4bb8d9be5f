import { desc } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { outboxMails } from '@server/db/schema';

/** The newest outbox mails of every school, for the development mailbox page. */
export async function listNewestOutboxMails(db: Db, limit: number) {
  return db
    .select({
      id: outboxMails.id,
      kind: outboxMails.kind,
      fromName: outboxMails.fromName,
      fromAddress: outboxMails.fromAddress,
      toAddress: outboxMails.toAddress,
      subject: outboxMails.subject,
      body: outboxMails.body,
      status: outboxMails.status,
      createdAt: outboxMails.createdAt,
    })
    .from(outboxMails)
    .orderBy(desc(outboxMails.id))
    .limit(limit);
}
