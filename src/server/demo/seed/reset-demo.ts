import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import {
  areas,
  busRunStops,
  busRuns,
  classPeriods,
  courseStops,
  courses,
  learners,
  lessons,
  loginAttemptsInFlight,
  loginFailures,
  notices,
  planFixes,
  pointCategories,
  reservations,
  schoolClosures,
  schools,
  sessions,
  siteOptions,
  staff,
  auditLog,
  jobs,
  mailConfirmations,
  outboxMails,
  stops,
  vehicleDevices,
  vehicleLatestPositions,
  vehiclePositions,
  vehicles,
  waitlistEntries,
} from '@server/db/schema';
import { DELIVER_MAIL_JOB } from '@server/domain/mail/outbox';
import { DEMO_SERVICE_CODE } from './demo-school';

/**
 * Deletes the demo school and everything that belongs to it, children before parents, so the
 * foreign keys hold at every step. Other schools are untouched.
 */
export async function deleteDemoSchool(db: Db): Promise<void> {
  const [school] = await db
    .select({ id: schools.id })
    .from(schools)
    .where(eq(schools.serviceCode, DEMO_SERVICE_CODE));
  if (!school) return;
  const schoolId = school.id;
  const runIds = db.select({ id: busRuns.id }).from(busRuns).where(eq(busRuns.schoolId, schoolId));
  const learnerIds = db.select({ id: learners.id }).from(learners).where(eq(learners.schoolId, schoolId));
  const courseIds = db.select({ id: courses.id }).from(courses).where(eq(courses.schoolId, schoolId));
  const vehicleIds = db.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.schoolId, schoolId));

  const mailIds = db
    .select({ id: sql<string>`${outboxMails.id}::text` })
    .from(outboxMails)
    .where(eq(outboxMails.schoolId, schoolId));
  await db
    .delete(jobs)
    .where(and(eq(jobs.kind, DELIVER_MAIL_JOB), inArray(sql`${jobs.payload}->>'mailId'`, mailIds)));
  await db.delete(outboxMails).where(eq(outboxMails.schoolId, schoolId));
  await db.delete(mailConfirmations).where(eq(mailConfirmations.schoolId, schoolId));
  // before the bookings: a promoted entry must point at its booking (waitlist_entries_promoted)
  await db.delete(waitlistEntries).where(eq(waitlistEntries.schoolId, schoolId));
  await db.delete(reservations).where(eq(reservations.schoolId, schoolId));
  await db.delete(busRunStops).where(inArray(busRunStops.runId, runIds));
  await db.delete(busRuns).where(eq(busRuns.schoolId, schoolId));
  await db.delete(lessons).where(inArray(lessons.learnerId, learnerIds));
  await db.delete(vehiclePositions).where(inArray(vehiclePositions.vehicleId, vehicleIds));
  await db.delete(vehicleLatestPositions).where(inArray(vehicleLatestPositions.vehicleId, vehicleIds));
  await db.delete(vehicleDevices).where(inArray(vehicleDevices.vehicleId, vehicleIds));
  await db.delete(vehicles).where(eq(vehicles.schoolId, schoolId));
  await db.delete(courseStops).where(inArray(courseStops.courseId, courseIds));
  await db.delete(sessions).where(eq(sessions.schoolId, schoolId));
  await db.delete(auditLog).where(eq(auditLog.schoolId, schoolId));
  await db.delete(loginFailures).where(eq(loginFailures.schoolId, schoolId));
  await db.delete(loginAttemptsInFlight).where(eq(loginAttemptsInFlight.schoolId, schoolId));
  await db.delete(stops).where(eq(stops.schoolId, schoolId));
  await db.delete(courses).where(eq(courses.schoolId, schoolId));
  await db.delete(areas).where(eq(areas.schoolId, schoolId));
  await db.delete(pointCategories).where(eq(pointCategories.schoolId, schoolId));
  await db.delete(classPeriods).where(eq(classPeriods.schoolId, schoolId));
  await db.delete(notices).where(eq(notices.schoolId, schoolId));
  await db.delete(schoolClosures).where(eq(schoolClosures.schoolId, schoolId));
  await db.delete(planFixes).where(eq(planFixes.schoolId, schoolId));
  await db.delete(siteOptions).where(eq(siteOptions.schoolId, schoolId));
  await db.delete(learners).where(eq(learners.schoolId, schoolId));
  await db.delete(staff).where(eq(staff.schoolId, schoolId));
  await db.delete(schools).where(eq(schools.id, schoolId));
}
