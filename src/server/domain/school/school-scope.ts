import { eq } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { learners } from '@server/db/schema';

/**
 * A console action named a row outside the staff member's school, or a row that does not exist:
 * both answer HTTP 403 alike, so the ids of other schools cannot be probed.
 */
export class OutsideSchoolError extends Error {
  constructor() {
    super('outside the staff member’s school');
  }
}

/** Every row a console action touches belongs to the staff member's school (issue 10). */
export function assertInSchool<T extends { schoolId: number }>(
  row: T | undefined,
  schoolId: number,
): asserts row is T {
  if (!row || row.schoolId !== schoolId) throw new OutsideSchoolError();
}

/** The learner, if they belong to the school; 403 otherwise (school-scope). */
export async function learnerOfSchool(
  db: Db,
  schoolId: number,
  learnerId: number,
): Promise<typeof learners.$inferSelect> {
  const [learner] = await db.select().from(learners).where(eq(learners.id, learnerId));
  assertInSchool(learner, schoolId);
  return learner;
}
