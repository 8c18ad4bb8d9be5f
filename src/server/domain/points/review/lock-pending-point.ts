import { and, eq } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { learners, pointCategories, schools, stops } from '@server/db/schema';
import { BusinessError } from '@server/domain/business-error';
import type { NewMail } from '@server/domain/mail/outbox';
import type { MailContent, SchoolSignature } from '@server/domain/mail/templates';
import { OutsideSchoolError } from '@server/domain/school/school-scope';
import { approvalAreasOf } from './pending-points';

/** A pending point under review, locked, with what its mail and audit entry need. */
export interface LockedPoint {
  stopId: number;
  busStopCd: string;
  areaCd: string;
  approvalAreas: string[];
  learnerId: number;
  /** the learner's furigana, as every mail greets them */
  greetingName: string;
  mailAddress: string;
  categoryName: string;
  name: string;
  address: string;
  school: SchoolSignature;
}

/**
 * Locks a learner's pending point for review (FOR UPDATE: the learner's edit or delete and another
 * staff member's review wait, and then find it reviewed). A code no stop of the school has answers
 * 403 like every console id outside the school; a stop that is not pending — a public stop, a
 * point already approved or not approved, one the learner deleted — refuses with 770. A point
 * whose submission is not the one staff reviewed (`submittedAt` as Admin/GetPendingPoints presents
 * it: the learner edited it after the list was loaded) refuses with 774.
 */
export async function lockPendingPoint(
  tx: Db,
  schoolId: number,
  review: { busStopCd: string; submittedAt: string | null },
): Promise<LockedPoint> {
  const { busStopCd } = review;
  const [point] = await tx
    .select()
    .from(stops)
    .where(and(eq(stops.schoolId, schoolId), eq(stops.busStopCd, busStopCd)))
    .for('update');
  if (!point) throw new OutsideSchoolError();
  const approvalAreas = await approvalAreasOf(tx, schoolId);
  const pending =
    point.ownerLearnerId !== null &&
    approvalAreas.includes(point.areaCd) &&
    point.rejectionReason === null &&
    point.deletedAt === null;
  if (!pending) throw BusinessError.of('error', 770);
  // the presenter's ISO string (milliseconds; PostgreSQL keeps microseconds, which Date drops)
  if ((point.submittedAt?.toISOString() ?? null) !== review.submittedAt) throw BusinessError.of('error', 774);
  const [who] = await tx
    .select({
      furigana: learners.furigana,
      mailAddress: learners.mailAddress,
      categoryName: pointCategories.name,
      schoolName: schools.name,
      phoneNumber: schools.phoneNumber,
    })
    .from(learners)
    .innerJoin(schools, eq(schools.id, learners.schoolId))
    .leftJoin(
      pointCategories,
      and(eq(pointCategories.schoolId, schoolId), eq(pointCategories.categoryCd, point.categoryCd ?? '')),
    )
    .where(eq(learners.id, point.ownerLearnerId!));
  return {
    stopId: point.id,
    busStopCd: point.busStopCd,
    areaCd: point.areaCd,
    approvalAreas,
    learnerId: point.ownerLearnerId!,
    greetingName: who!.furigana,
    mailAddress: who!.mailAddress,
    categoryName: who!.categoryName ?? '',
    name: point.kanaName || point.name,
    address: point.address,
    school: { schoolName: who!.schoolName, phoneNumber: who!.phoneNumber },
  };
}

/** The review's mail to the learner, or null when the school has no address for them (as the ride-time mails). */
export function reviewMail(
  point: LockedPoint,
  schoolId: number,
  kind: string,
  content: MailContent,
): NewMail | null {
  if (!point.mailAddress) return null;
  return { schoolId, learnerId: point.learnerId, kind, to: point.mailAddress, ...content };
}
