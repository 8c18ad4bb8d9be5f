import { and, count, eq, exists, gt, gte, isNull, notExists, sql } from 'drizzle-orm';
import { japanDateKey } from '@shared/rules/japan-time';
import type { GoLiveChecklist, GoLiveItem } from '@shared/schemas/admin-school';
import type { Db } from '@server/db/client';
import {
  busRuns,
  classPeriods,
  courseStops,
  courses,
  learners,
  pointCategories,
  schools,
  stops,
  vehicles,
} from '@server/db/schema';
import { NEW_SCHOOL_APPROVAL_AREA_CD, PLACEHOLDER_LOCATION } from './create-school';

const countOf = async (rows: Promise<{ n: number }[]>) => (await rows)[0]?.n ?? 0;

/**
 * What a school still lacks before learners can book (issue 23 §9), in the order staff set it
 * up: each item open or done, with what is missing. Only what learners can reach counts: stops
 * and courses shown in their search, runs bookable on the net. Reads counts only; the console shows the open
 * ones with a link to the screen that fixes each. `mailDelivery` is the operator's part: in
 * production without SMTP_URL every mail waits in the outbox.
 */
export async function goLiveChecklist(
  db: Db,
  schoolId: number,
  mailDelivery: 'smtp' | 'mailbox' | 'unset',
  now: Date,
): Promise<GoLiveChecklist> {
  const [school] = await db.select().from(schools).where(eq(schools.id, schoolId));
  if (!school) return { items: [] };
  const periods = countOf(
    db.select({ n: count() }).from(classPeriods).where(eq(classPeriods.schoolId, schoolId)),
  );
  const schoolStops = countOf(
    db
      .select({ n: count() })
      .from(stops)
      .where(
        and(
          eq(stops.schoolId, schoolId),
          isNull(stops.ownerLearnerId),
          eq(stops.isNetRelease, true),
          sql`${stops.areaCd} <> ${NEW_SCHOOL_APPROVAL_AREA_CD}`,
        ),
      ),
  );
  // what learners can search: a net-released course with at least one stop
  const searchableCourses = countOf(
    db
      .select({ n: count() })
      .from(courses)
      .where(
        and(
          eq(courses.schoolId, schoolId),
          eq(courses.isNetRelease, true),
          exists(
            db
              .select({ one: sql`1` })
              .from(courseStops)
              .where(eq(courseStops.courseId, courses.id)),
          ),
        ),
      ),
  );
  const coursesWithoutStops = db
    .select({ name: courses.name })
    .from(courses)
    .where(
      and(
        eq(courses.schoolId, schoolId),
        notExists(
          db
            .select({ one: sql`1` })
            .from(courseStops)
            .where(eq(courseStops.courseId, courses.id)),
        ),
      ),
    )
    .orderBy(courses.homenCd);
  const futureRuns = countOf(
    db
      .select({ n: count() })
      .from(busRuns)
      .where(
        and(
          eq(busRuns.schoolId, schoolId),
          gte(busRuns.date, japanDateKey(now)),
          gt(busRuns.seats, 0),
          eq(busRuns.isNetReservation, true),
        ),
      ),
  );
  const activeVehicles = countOf(
    db
      .select({ n: count() })
      .from(vehicles)
      .where(and(eq(vehicles.schoolId, schoolId), isNull(vehicles.retiredAt))),
  );
  // learners register their own points (自宅など) only in a personal category shown to them
  const personalCategories = countOf(
    db
      .select({ n: count() })
      .from(pointCategories)
      .where(
        and(
          eq(pointCategories.schoolId, schoolId),
          eq(pointCategories.isPersonal, true),
          eq(pointCategories.isNetRelease, true),
        ),
      ),
  );
  const enrolled = countOf(db.select({ n: count() }).from(learners).where(eq(learners.schoolId, schoolId)));
  const [p, st, searchable, bare, personal, runs, vans, people] = await Promise.all([
    periods,
    schoolStops,
    searchableCourses,
    coursesWithoutStops,
    personalCategories,
    futureRuns,
    activeVehicles,
    enrolled,
  ]);
  const placed =
    school.latitude !== PLACEHOLDER_LOCATION.latitude || school.longitude !== PLACEHOLDER_LOCATION.longitude;
  const items: GoLiveItem[] = [
    { key: 'location', done: placed },
    { key: 'mailSender', done: school.mailAddress !== '' },
    { key: 'periods', done: p > 0 },
    { key: 'stops', done: st > 0 },
    { key: 'courses', done: searchable > 0 && bare.length === 0, missing: bare.map((c) => c.name) },
    { key: 'categories', done: personal > 0 },
    { key: 'runs', done: runs > 0 },
    { key: 'vehicles', done: vans > 0 },
    { key: 'learners', done: people > 0 },
    { key: 'mailDelivery', done: mailDelivery !== 'unset' },
  ];
  return { items };
}
