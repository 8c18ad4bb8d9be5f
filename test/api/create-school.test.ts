import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { ProviderInfo } from '@shared/schemas/provider';
import { areas, schools, siteOptions, staff } from '@server/db/schema';
import { createSchool } from '@server/domain/auth/staff/found-school';
import { describeEachDatabase } from './databases';
import { freshClient, useTestServer } from './harness';
import { expectOk } from './reservation-fixtures';

const school = (serviceCode: string, password = 'first-admin-password') => ({
  serviceCode,
  name: '北自動車学校',
  admin: { loginId: 'boss', password },
});

describeEachDatabase('A school made by the operator command (issue 23 §1)', (kind) => {
  const server = useTestServer(kind);

  it('has one password site with the number length asked, the approval area, its admin, and the defaults of a new school', async () => {
    const s = server();
    const id = await createSchool(s.db, s.app.hasher, { ...school('kita-a'), studentNumberDigits: 8 });
    const [row] = await s.db.select().from(schools).where(eq(schools.id, id));
    expect(row).toMatchObject({
      bookingCutoffMinutes: 16 * 60,
      planReleaseMinutes: 18 * 60,
      bookingHorizonDays: 30,
      closedWeekdays: [0],
      served: true,
    });
    const sites = await s.db.select().from(siteOptions).where(eq(siteOptions.schoolId, id));
    expect(sites.map((site) => site.site)).toEqual(['1']);
    expect(sites[0]!.options).toMatchObject({
      account: { passwordRequired: true, seitoNo: { minLength: 8, maxLength: 8 } },
      busStopRegistredInfo: { selectAreaMastRegisterBusStop: '99' },
    });
    expect(await s.db.select({ areaCd: areas.areaCd }).from(areas).where(eq(areas.schoolId, id))).toEqual([
      { areaCd: '99' },
    ]);
    expect(
      await s.db
        .select({ loginId: staff.loginId, role: staff.role })
        .from(staff)
        .where(eq(staff.schoolId, id)),
    ).toEqual([{ loginId: 'boss', role: 'admin' }]);
    const info = expectOk(
      await (await freshClient(s)).post<ProviderInfo>('Provider/GetProviderInfo', { serviceCode: 'kita-a' }),
    );
    expect(info).toMatchObject({ code: 'kita-a', name: '北自動車学校' });
  });

  it('a weak admin password leaves no half-made school behind', async () => {
    const s = server();
    await expect(createSchool(s.db, s.app.hasher, school('kita-b', 'short'))).rejects.toThrow(
      '12–128 characters',
    );
    expect(await s.db.select().from(schools).where(eq(schools.serviceCode, 'kita-b'))).toEqual([]);
  });

  it('two creates of one serviceCode at once make one school; the other is refused with a sentence', async () => {
    const s = server();
    const outcomes = await Promise.allSettled([
      createSchool(s.db, s.app.hasher, school('kita-c')),
      createSchool(s.db, s.app.hasher, school('kita-c')),
    ]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes.find((o) => o.status === 'rejected');
    expect(String(refused?.reason)).toContain('A school with serviceCode "kita-c" already exists');
    expect(await s.db.select().from(schools).where(eq(schools.serviceCode, 'kita-c'))).toHaveLength(1);
  });
});
