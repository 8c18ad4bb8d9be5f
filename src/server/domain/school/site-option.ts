import { and, asc, eq } from 'drizzle-orm';
import { siteOptionSchema, type SiteOption } from '@shared/schemas/provider';
import type { Db } from '@server/db/client';
import { schools, siteOptions } from '@server/db/schema';
import { BusinessError } from '@server/domain/business-error';

export type School = typeof schools.$inferSelect;

/** The options a school stores for one of its sites (SPEC.md §3), without the school settings. */
export type StoredSiteOptions = Omit<SiteOption, 'site' | 'school' | 'mapTiles'>;

/**
 * The school of a serviceCode (the caller passes the deployment's default when the screen names
 * none); 105 when there is no such school, or no code at all on a deployment without a default.
 */
export async function findSchool(db: Db, serviceCode: string | undefined): Promise<School> {
  if (serviceCode === undefined) throw BusinessError.of('error', 105);
  const [school] = await db
    .select()
    .from(schools)
    .where(and(eq(schools.serviceCode, serviceCode), eq(schools.served, true)));
  if (!school) throw BusinessError.of('error', 105);
  return school;
}

/**
 * The options of a site as the product applies them: the stored SiteOption of SPEC.md §3 without
 * site and school settings, where a site that asks no password (a kiosk, PRODUCT.md §3) never
 * offers a change of registration — its sessions proved only a student number, and a password or
 * mail address set there would hand the account to whoever stood at the kiosk.
 */
export const storedOptionsSchema = siteOptionSchema
  .omit({ site: true, school: true, mapTiles: true })
  .transform((options) =>
    options.account.passwordRequired
      ? options
      : {
          ...options,
          menu: { ...options.menu, useChangeRegistered: false },
          registredInfo: {
            isPasswordEnabled: false,
            isMobilePhoneEnabled: false,
            isMailAddressEnabled: false,
          },
        },
  );

/** The stored options of (school, site), validated; 105 when the school has no such site. */
export async function findSiteOptions(db: Db, school: School, site: string): Promise<StoredSiteOptions> {
  const [row] = await db
    .select({ options: siteOptions.options })
    .from(siteOptions)
    .where(and(eq(siteOptions.schoolId, school.id), eq(siteOptions.site, site)));
  if (!row) throw BusinessError.of('error', 105);
  return storedOptionsSchema.parse(row.options);
}

/**
 * The school's first site (by code) and its stored options: staff act under it where sites differ
 * only in screens (the student-number length and the booking rules are the same on every site).
 */
export async function firstSiteOf(
  db: Db,
  schoolId: number,
): Promise<{ site: string; options: StoredSiteOptions }> {
  const [first] = await db
    .select({ site: siteOptions.site, options: siteOptions.options })
    .from(siteOptions)
    .where(eq(siteOptions.schoolId, schoolId))
    .orderBy(asc(siteOptions.site))
    .limit(1);
  if (!first) throw BusinessError.of('error', 105);
  return { site: first.site, options: storedOptionsSchema.parse(first.options) };
}
