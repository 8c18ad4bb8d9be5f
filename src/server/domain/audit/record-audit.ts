import type { Db } from '@server/db/client';
import { auditLog } from '@server/db/schema';

/** Who did it: the staff member of the console session, or the operator at the command line. */
export interface AuditActor {
  schoolId: number;
  /** null: the operator (`npm run staff`), who has no account; loginId then names the command */
  staffId: number | null;
  loginId: string;
}

/** One staff action as the audit log keeps it (PRODUCT.md §2: who, when, what, before → after). */
export interface AuditEntry {
  /** verb-noun, e.g. 'reservation.create', 'notice.update', 'learner.unlock' */
  action: string;
  targetType: string;
  targetId: string | number;
  /** the learner concerned, so the log can be filtered by learner */
  learnerId?: number | null;
  /** the run concerned, so the log can be filtered by run (issue 26) */
  runId?: number | null;
  /** e.g. why staff booked past the cut-off */
  reason?: string | null;
  before?: unknown;
  after?: unknown;
}

/**
 * Writes an audit entry. Call it with the transaction of the change it records, so the change and
 * its record commit or roll back together.
 */
export async function recordAudit(tx: Db, actor: AuditActor, entry: AuditEntry, at: Date): Promise<void> {
  await tx.insert(auditLog).values({
    schoolId: actor.schoolId,
    staffId: actor.staffId,
    staffLoginId: actor.loginId,
    at,
    action: entry.action,
    targetType: entry.targetType,
    targetId: String(entry.targetId),
    learnerId: entry.learnerId ?? null,
    runId: entry.runId ?? null,
    reason: entry.reason ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
