import { and, eq } from 'drizzle-orm';
import { siteOptions } from '@server/db/schema';
import type { TestServer } from './harness';

/** A copy of site 1 with one menu switch off, as a school would set it. */
export async function siteWithout(s: TestServer, site: string, menuSwitch: string) {
  const [one] = await s.db
    .select()
    .from(siteOptions)
    .where(and(eq(siteOptions.schoolId, s.schoolId), eq(siteOptions.site, '1')));
  const options = one!.options as { menu: Record<string, boolean> };
  await s.db.insert(siteOptions).values({
    schoolId: s.schoolId,
    site,
    options: { ...options, menu: { ...options.menu, [menuSwitch]: false } },
  });
}
