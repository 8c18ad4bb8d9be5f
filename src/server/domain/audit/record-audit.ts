import { eq } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { auditLog, reservations } from '@server/db/schema';

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
  /**
   * the run concerned (bus_runs.id), so the log can be filtered by run (issue 26 §7); left out, it
   * is the target itself for a run and the booking's run for a reservation
   */
  runId?: number | null;
  /** e.g. why staff booked past the cut-off */
  reason?: string | null;
  before?: unknown;
  after?: unknown;
}

/** The run an entry concerns when its recorder did not name one: a run target, or a booking's run. */
async function runOf(tx: Db, entry: AuditEntry): Promise<number | null> {
  if (entry.runId !== undefined) return entry.runId;
  const id = Number(entry.targetId);
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  if (entry.targetType === 'run') return id;
  if (entry.targetType !== 'reservation') return null;
  const [booking] = await tx
    .select({ runId: reservations.runId })
    .from(reservations)
    .where(eq(reservations.id, id));
  return booking?.runId ?? null;
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
    runId: await runOf(tx, entry),
    reason: entry.reason ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
