import { eq } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { schools } from '@server/db/schema';
import type { SchoolSignature } from './templates';

/** The signature of a school's mails: its name and phone as the school set them. */
export async function schoolSignature(db: Db, schoolId: number): Promise<SchoolSignature> {
  const [school] = await db
    .select({ name: schools.name, phoneNumber: schools.phoneNumber })
    .from(schools)
    .where(eq(schools.id, schoolId));
  return { schoolName: school?.name ?? '', phoneNumber: school?.phoneNumber ?? '' };
}
