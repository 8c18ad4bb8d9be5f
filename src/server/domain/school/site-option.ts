import { and, eq } from 'drizzle-orm';
import { siteOptionSchema, type SiteOption } from '@shared/schemas/provider';
import type { Db } from '@server/db/client';
import { schools, siteOptions } from '@server/db/schema';
import { BusinessError } from '@server/domain/business-error';

export type School = typeof schools.$inferSelect;

/** The school of a serviceCode; the deployment's default school when the screen names none. */
export async function findSchool(db: Db, serviceCode: string): Promise<School> {
  const [school] = await db.select().from(schools).where(eq(schools.serviceCode, serviceCode));
  if (!school) throw BusinessError.of('error', 105);
  return school;
}

const storedOptionsSchema = siteOptionSchema.omit({ site: true, school: true });

const pad = (n: number) => String(n).padStart(2, '0');

/** Site options of (school, site) with the school settings the screens show (PRODUCT.md §3). */
export async function findSiteOption(db: Db, school: School, site: string): Promise<SiteOption> {
  const [row] = await db
    .select({ options: siteOptions.options })
    .from(siteOptions)
    .where(and(eq(siteOptions.schoolId, school.id), eq(siteOptions.site, site)));
  if (!row) throw BusinessError.of('error', 105);
  const stored = storedOptionsSchema.parse(row.options);
  return {
    ...stored,
    site,
    school: {
      bookingCutoff: `${pad(Math.floor(school.bookingCutoffMinutes / 60))}:${pad(school.bookingCutoffMinutes % 60)}`,
      bookingHorizonDays: school.bookingHorizonDays,
      timetableUnit: school.timetableUnit === '部' ? '部' : '時限',
    },
  };
}
