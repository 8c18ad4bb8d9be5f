import { eq } from 'drizzle-orm';
import type { RejectPointResult } from '@shared/schemas/admin-points';
import type { Db } from '@server/db/client';
import { stops } from '@server/db/schema';
import { recordAudit, type AuditActor } from '@server/domain/audit/record-audit';
import { BusinessError } from '@server/domain/business-error';
import { enqueueMails } from '@server/domain/mail/outbox';
import { pointRejectedMail } from '@server/domain/mail/templates';
import { lockPendingPoint, reviewMail } from './lock-pending-point';

/** Outbox kind of the mail telling a learner their point was not approved. */
export const POINT_REJECTED_MAIL = 'point-rejected';

/**
 * Does not approve a learner's pending point (issue 12 §3): it stays in the approval area with the
 * reason, which the learner reads in the app and in a mail (when they have an address); they may
 * edit it (back to pending) or delete it. Refusals: 771 without a reason — the schema has already
 * removed zero-width characters and surrounding spaces — 770 when the point is not pending, and
 * 774 when the learner changed it since staff loaded it.
 * Audited with the reason.
 */
export async function rejectPoint(
  db: Db,
  actor: AuditActor,
  input: { busStopCd: string; submittedAt: string | null; reason: string | undefined },
  now: Date,
): Promise<RejectPointResult> {
  const reason = input.reason;
  if (!reason) throw BusinessError.of('error', 771);
  return db.transaction(async (tx) => {
    const point = await lockPendingPoint(tx, actor.schoolId, input);
    await tx
      .update(stops)
      .set({ rejectionReason: reason, reviewedAt: now })
      .where(eq(stops.id, point.stopId));
    const mail = reviewMail(
      point,
      actor.schoolId,
      POINT_REJECTED_MAIL,
      pointRejectedMail({ school: point.school, greetingName: point.greetingName, point, reason }),
    );
    if (mail) await enqueueMails(tx, now, [mail]);
    await recordAudit(
      tx,
      actor,
      {
        action: 'point.reject',
        targetType: 'point',
        targetId: point.busStopCd,
        learnerId: point.learnerId,
        reason,
        before: { state: 'pending' },
        after: { state: 'rejected', mailed: mail !== null },
      },
      now,
    );
    return { busStopCd: point.busStopCd, mailed: mail !== null };
  });
}
