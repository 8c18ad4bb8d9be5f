import { and, eq, gte, max, sql } from 'drizzle-orm';
import type { ApprovePointResult } from '@shared/schemas/admin-points';
import { Direction } from '@shared/constants';
import { japanDateKey } from '@shared/rules/japan-time';
import type { Db } from '@server/db/client';
import { areas, busRunStops, busRuns, courseStops, courses, stops } from '@server/db/schema';
import { recordAudit, type AuditActor } from '@server/domain/audit/record-audit';
import { BusinessError } from '@server/domain/business-error';
import { enqueueMails } from '@server/domain/mail/outbox';
import { pointApprovedMail } from '@server/domain/mail/templates';
import { lockPendingPoint, reviewMail } from './lock-pending-point';

/** Outbox kind of the mail telling a learner their point was approved. */
export const POINT_APPROVED_MAIL = 'point-approved';

export interface ApprovePointInput {
  busStopCd: string;
  /** the submission staff reviewed, as Admin/GetPendingPoints presented it */
  submittedAt: string | null;
  areaCd: string;
  homenCd: string;
  /** minutes from the course's first stop, 0 … the course's last stop */
  offsetMinutes: number;
}

/**
 * Approves a learner's pending point (issue 12 §3) in one transaction: the point moves into the
 * chosen area and is net-released; it joins the course at `offsetMinutes` (the course's stops
 * renumbered by offset) and every run of the course from today (Japan) on stops there at the time
 * plan-runs.ts would have planned — up: start + offset; down, driven in reverse: start + length −
 * offset — so its owner can book it at once. The learner is mailed when they have an address, and
 * the review is audited. Refusals: 770 not pending, 772 unknown area (or an approval area) or
 * course, 773 offset outside the course, 774 the learner changed the point since staff loaded it.
 */
export async function approvePoint(
  db: Db,
  actor: AuditActor,
  input: ApprovePointInput,
  now: Date,
): Promise<ApprovePointResult> {
  return db.transaction(async (tx) => {
    const point = await lockPendingPoint(tx, actor.schoolId, input);
    const [area] = await tx
      .select({ areaCd: areas.areaCd })
      .from(areas)
      .where(and(eq(areas.schoolId, actor.schoolId), eq(areas.areaCd, input.areaCd)));
    // the course row is the lock of its stop list: two approvals onto one course renumber it in turn
    const [course] = await tx
      .select({ id: courses.id })
      .from(courses)
      .where(and(eq(courses.schoolId, actor.schoolId), eq(courses.homenCd, input.homenCd)))
      .for('update');
    if (!area || point.approvalAreas.includes(area.areaCd) || !course) throw BusinessError.of('error', 772);
    const [extent] = await tx
      .select({ lastOffset: max(courseStops.offsetMinutes), lastSeq: max(courseStops.seq) })
      .from(courseStops)
      .where(eq(courseStops.courseId, course.id));
    const lastOffset = extent?.lastOffset ?? 0;
    if (input.offsetMinutes < 0 || input.offsetMinutes > lastOffset) {
      throw BusinessError.of('error', 773, { max: String(lastOffset) });
    }

    await tx
      .update(stops)
      .set({ areaCd: area.areaCd, isNetRelease: true, reviewedAt: now, rejectionReason: null })
      .where(eq(stops.id, point.stopId));
    // a point is on no course while it waits; an upsert keeps an approval whole should one be left over
    await tx
      .insert(courseStops)
      .values({
        courseId: course.id,
        stopId: point.stopId,
        seq: (extent?.lastSeq ?? 0) + 1,
        offsetMinutes: input.offsetMinutes,
      })
      .onConflictDoUpdate({
        target: [courseStops.courseId, courseStops.stopId],
        set: { seq: (extent?.lastSeq ?? 0) + 1, offsetMinutes: input.offsetMinutes },
      });
    // by offset; among equal offsets the stops already there come first
    await tx.execute(sql`update ${courseStops} set seq = ordered.n
      from (select stop_id, row_number() over (order by offset_minutes, seq) as n
            from ${courseStops} where course_id = ${course.id}) as ordered
      where ${courseStops.courseId} = ${course.id} and ${courseStops.stopId} = ordered.stop_id`);

    const offset = sql`${input.offsetMinutes}::integer`;
    const served = await tx
      .insert(busRunStops)
      .select(
        tx
          .select({
            runId: busRuns.id,
            stopId: sql<number>`${point.stopId}::integer`.as('stop_id'),
            planMinutes: sql<number>`case when ${busRuns.upDown} = ${Direction.Up}
              then ${busRuns.planStartMinutes} + ${offset}
              else ${busRuns.planStartMinutes} + (${busRuns.planEndMinutes} - ${busRuns.planStartMinutes}) - ${offset}
              end`.as('plan_minutes'),
            actualMinutes: sql<number | null>`null::integer`.as('actual_minutes'),
          })
          .from(busRuns)
          .where(
            and(
              eq(busRuns.schoolId, actor.schoolId),
              eq(busRuns.courseId, course.id),
              gte(busRuns.date, japanDateKey(now)),
            ),
          ),
      )
      .onConflictDoUpdate({
        target: [busRunStops.runId, busRunStops.stopId],
        set: { planMinutes: sql`excluded.plan_minutes` },
      })
      .returning({ runId: busRunStops.runId });

    const mail = reviewMail(
      point,
      actor.schoolId,
      POINT_APPROVED_MAIL,
      pointApprovedMail({ school: point.school, greetingName: point.greetingName, point }),
    );
    if (mail) await enqueueMails(tx, now, [mail]);
    await recordAudit(
      tx,
      actor,
      {
        action: 'point.approve',
        targetType: 'point',
        targetId: point.busStopCd,
        learnerId: point.learnerId,
        before: { state: 'pending', areaCd: point.areaCd },
        after: {
          state: 'approved',
          areaCd: area.areaCd,
          homenCd: input.homenCd,
          offsetMinutes: input.offsetMinutes,
          runsServed: served.length,
          mailed: mail !== null,
        },
      },
      now,
    );
    return { busStopCd: point.busStopCd, runsServed: served.length, mailed: mail !== null };
  });
}
