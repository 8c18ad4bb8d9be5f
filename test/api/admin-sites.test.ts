import { and, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { messageFor, messages } from '@shared/i18n/messages';
import type { SaveSiteRequest, StaffSite, StaffSites } from '@shared/schemas/admin-sites';
import type { LoginResponse } from '@shared/schemas/auth';
import type { SiteOption } from '@shared/schemas/provider';
import { areas, auditLog, siteOptions, stops } from '@server/db/schema';
import { addStaff, staffClient } from './admin-fixtures';
import { describeEachDatabase } from './databases';
import { DEMO, freshClient, useTestServer, type TestClient, type TestServer } from './harness';
import { expectOk, expectRefusal } from './reservation-fixtures';

const lastAudit = async (s: TestServer) =>
  (await s.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]!;

const sitesOf = async (admin: TestClient) => expectOk(await admin.post<StaffSites>('Admin/GetSites', {}));

const siteOf = (sites: StaffSites, site: string) => sites.sites.find((s) => s.site === site)!;

/** A site as the screen sends it back. */
const saveOf = (site: StaffSite, create = false): SaveSiteRequest => ({
  site: site.site,
  create,
  options: site.options,
  allowedNetworks: site.allowedNetworks,
});

const siteOption = async (s: TestServer, site: string) =>
  expectOk(
    await (
      await freshClient(s)
    ).post<SiteOption>('Provider/GetSiteOption', { serviceCode: DEMO.serviceCode, site }),
  );

/** A sign-in at a kiosk: the student number only, from `ip` (the proxy is trusted in this suite). */
const kioskLogin = async (s: TestServer, site: string, ip: string) =>
  (await freshClient(s)).post<LoginResponse>(
    'Auth/Login',
    { serviceCode: DEMO.serviceCode, site, seitoNo: DEMO.main.seitoNo },
    { headers: { 'x-forwarded-for': ip } },
  );

describeEachDatabase('Staff console: sites and their options (issue 23 §5)', (kind) => {
  const server = useTestServer(kind, { env: { TRUST_PROXY: 'loopback' } });

  it("reads the demo's sites with their options, the school's areas and the student-number length", async () => {
    const sites = await sitesOf(await staffClient(server()));
    expect(sites.sites.map((s) => s.site)).toEqual(['1', '2', '3']);
    expect(siteOf(sites, '1').options.account.passwordRequired).toBe(true);
    expect(siteOf(sites, '2').options.account.passwordRequired).toBe(false);
    expect(sites.areas.map((a) => a.areaCd)).toContain('99');
    expect(sites.seitoNoLength).toBe(7);
  });

  it('a menu switch and an extra apply to GetSiteOption at once, audited before → after; the length and display options stay', async () => {
    const s = server();
    const admin = await staffClient(s);
    const original = siteOf(await sitesOf(admin), '1');
    const shown = await siteOption(s, '1');
    expect(shown.menu.useBusOperationStatus).toBe(true);
    expect(original.options.reservation.isJitensyaOptionEnabled).toBe(true);

    const saved = expectOk(
      await admin.post<StaffSites>('Admin/SaveSite', {
        ...saveOf(original),
        options: {
          ...original.options,
          menu: { ...original.options.menu, useBusOperationStatus: false },
          reservation: { ...original.options.reservation, isJitensyaOptionEnabled: false },
        },
      }),
    );
    expect(siteOf(saved, '1').options.menu.useBusOperationStatus).toBe(false);
    const answered = await siteOption(s, '1');
    expect(answered.menu.useBusOperationStatus).toBe(false);
    expect(answered.reservation.isJitensyaOptionEnabled).toBe(false);
    expect(answered.account.seitoNo).toEqual({ minLength: 7, maxLength: 7 });
    expect(answered.reservationView).toEqual(shown.reservationView);

    expect(await lastAudit(s)).toMatchObject({
      action: 'site.update',
      targetType: 'site',
      targetId: '1',
      staffLoginId: 'admin',
      before: expect.objectContaining({
        site: '1',
        useBusOperationStatus: true,
        isJitensyaOptionEnabled: true,
      }),
      after: expect.objectContaining({
        site: '1',
        useBusOperationStatus: false,
        isJitensyaOptionEnabled: false,
      }),
    });

    expectOk(await admin.post('Admin/SaveSite', saveOf(original)));
    expect((await siteOption(s, '1')).menu.useBusOperationStatus).toBe(true);
  });

  it('a new kiosk site without a password takes sign-ins from its listed network only; audited', async () => {
    const s = server();
    const admin = await staffClient(s);
    const kiosk = siteOf(await sitesOf(admin), '2');
    const saved = expectOk(
      await admin.post<StaffSites>('Admin/SaveSite', {
        ...saveOf(kiosk, true),
        site: 'lobby',
        allowedNetworks: [' 10.0.0.0/8 ', '', '10.0.0.0/8', '2001:db8:1::/48'],
      }),
    );
    expect(siteOf(saved, 'lobby').allowedNetworks).toEqual(['10.0.0.0/8', '2001:db8:1::/48']);
    const [row] = await s.db
      .select()
      .from(siteOptions)
      .where(and(eq(siteOptions.schoolId, s.schoolId), eq(siteOptions.site, 'lobby')));
    // a new site takes the school's student-number length and display options
    expect((row!.options as { account: { seitoNo: unknown } }).account.seitoNo).toEqual({
      minLength: 7,
      maxLength: 7,
    });
    expect(await lastAudit(s)).toMatchObject({
      action: 'site.create',
      targetId: 'lobby',
      before: null,
      after: expect.objectContaining({
        passwordRequired: false,
        allowedNetworks: '10.0.0.0/8, 2001:db8:1::/48',
      }),
    });

    const inside = await kioskLogin(s, 'lobby', '10.20.30.40');
    expect(inside.body.error).toBeNull();
    expect(inside.body.data?.user.seitoNo).toBe(DEMO.main.seitoNo);
    expect((await kioskLogin(s, 'lobby', '192.0.2.7')).body.error?.code).toBe(106);

    // with no network listed, nobody signs in there
    expectOk(await admin.post('Admin/SaveSite', { ...saveOf(kiosk), site: 'lobby', allowedNetworks: [] }));
    expect((await kioskLogin(s, 'lobby', '10.20.30.40')).body.error?.code).toBe(106);
  });

  it('two admins adding the same code at once: one site is added, the other is refused with 891', async () => {
    const s = server();
    const [a, b] = [await staffClient(s), await staffClient(s)];
    const body = { ...saveOf(siteOf(await sitesOf(a), '1'), true), site: 'twice' };
    const answers = await Promise.all([a.post('Admin/SaveSite', body), b.post('Admin/SaveSite', body)]);
    expect(answers.map((x) => x.status)).toEqual([200, 200]);
    expect(answers.filter((x) => x.body.status)).toHaveLength(1);
    expect(answers.find((x) => !x.body.status)?.body.error?.code).toBe(891);
    expectOk(await a.post('Admin/DeleteSite', { site: 'twice' }));
  });

  it('a new approval area is written on every site, each audited, once no learner point is in the old or the new one', async () => {
    const s = server();
    const admin = await staffClient(s);
    const waiting = and(
      eq(stops.schoolId, s.schoolId),
      eq(stops.areaCd, '99'),
      isNotNull(stops.ownerLearnerId),
    );
    const held = await s.db
      .select({ id: stops.id })
      .from(stops)
      .where(and(waiting, isNull(stops.deletedAt)));
    expect(held.length).toBeGreaterThan(0);
    await s.db.update(stops).set({ deletedAt: s.clock.now() }).where(waiting);
    await s.db
      .insert(areas)
      .values({ schoolId: s.schoolId, areaCd: '98', name: '新しい承認待ち', isNetRelease: false });
    const site1 = siteOf(await sitesOf(admin), '1');
    const moved = (site: StaffSite, areaCd: string): SaveSiteRequest => ({
      ...saveOf(site),
      options: {
        ...site.options,
        busStopRegistredInfo: { ...site.options.busStopRegistredInfo, selectAreaMastRegisterBusStop: areaCd },
      },
    });
    try {
      const saved = expectOk(await admin.post<StaffSites>('Admin/SaveSite', moved(site1, '98')));
      const codes = saved.sites.map((x) => x.site);
      expect(
        new Set(saved.sites.map((x) => x.options.busStopRegistredInfo.selectAreaMastRegisterBusStop)),
      ).toEqual(new Set(['98']));
      const audits = await s.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(codes.length);
      expect(audits.map((a) => a.targetId).sort()).toEqual([...codes].sort());
      for (const audit of audits)
        expect(audit).toMatchObject({
          action: 'site.update',
          before: expect.objectContaining({ approvalArea: '99' }),
          after: expect.objectContaining({ approvalArea: '98' }),
        });
      // the other sites' own options are left as they were
      expect((await siteOption(s, '2')).account.passwordRequired).toBe(false);
    } finally {
      expectOk(await admin.post('Admin/SaveSite', moved(site1, '99')));
      await s.db
        .update(stops)
        .set({ deletedAt: null })
        .where(
          inArray(
            stops.id,
            held.map((h) => h.id),
          ),
        );
      await s.db.delete(areas).where(and(eq(areas.schoolId, s.schoolId), eq(areas.areaCd, '98')));
    }
  });

  it('refuses each bad input with its code and changes nothing', async () => {
    const s = server();
    const admin = await staffClient(s);
    const before = await sitesOf(admin);
    const auditBefore = await lastAudit(s);
    const site1 = saveOf(siteOf(before, '1'));
    const o = site1.options;
    const otherArea = before.areas.find((a) => a.areaCd !== '99')!.areaCd;
    const cases: [SaveSiteRequest, keyof typeof messages.error, Record<string, string>?][] = [
      [{ ...site1, site: 'サイト', create: true }, 890],
      [{ ...site1, site: 'toolongcode', create: true }, 890],
      [{ ...site1, site: '', create: true }, 890],
      [{ ...site1, create: true }, 891],
      [{ ...site1, site: '9' }, 892],
      [{ ...site1, options: { ...o, account: { ...o.account, accountType: 3 } } }, 893],
      [
        { ...site1, options: { ...o, account: { ...o.account, password: { minLength: 3, maxLength: 8 } } } },
        894,
      ],
      [
        { ...site1, options: { ...o, account: { ...o.account, password: { minLength: 9, maxLength: 8 } } } },
        894,
      ],
      [
        { ...site1, options: { ...o, account: { ...o.account, password: { minLength: 4, maxLength: 33 } } } },
        894,
      ],
      [{ ...site1, allowedNetworks: ['10.0.0.0/33'] }, 895, { network: '10.0.0.0/33' }],
      [{ ...site1, allowedNetworks: ['192.0.2.0/24', 'lobby wifi'] }, 895, { network: 'lobby wifi' }],
      [{ ...site1, allowedNetworks: ['192.0.2.0/24', '0.0.0.0/0'] }, 901, { network: '0.0.0.0/0' }],
      [{ ...site1, allowedNetworks: ['::/0'] }, 901, { network: '::/0' }],
      [{ ...site1, allowedNetworks: Array.from({ length: 51 }, (_, i) => `10.0.${i}.0/24`) }, 896],
      [
        {
          ...site1,
          options: {
            ...o,
            busStopRegistredInfo: { ...o.busStopRegistredInfo, selectAreaMastRegisterBusStop: 'nope' },
          },
        },
        897,
      ],
      // the demo's approval area holds a point awaiting review
      [
        {
          ...site1,
          options: {
            ...o,
            busStopRegistredInfo: { ...o.busStopRegistredInfo, selectAreaMastRegisterBusStop: otherArea },
          },
        },
        898,
      ],
      [
        { ...site1, options: { ...o, busStopRegistredInfo: { ...o.busStopRegistredInfo, binCdType: 10 } } },
        899,
      ],
      [
        { ...site1, options: { ...o, busStopRegistredInfo: { ...o.busStopRegistredInfo, binCdType: 1.5 } } },
        899,
      ],
    ];
    for (const [body, code, params] of cases) {
      expectRefusal(await admin.post('Admin/SaveSite', body), code, messageFor('error', code, params));
    }
    expectRefusal(await admin.post('Admin/DeleteSite', { site: '9' }), 892, messages.error[892]);
    expect(await sitesOf(admin)).toEqual(before);
    expect((await lastAudit(s)).id).toBe(auditBefore.id);
  });

  it('a dispatcher may neither read nor change the sites', async () => {
    const s = server();
    const dispatcher = await staffClient(s, await addStaff(s, 'dispatcher'));
    for (const action of ['Admin/GetSites', 'Admin/SaveSite', 'Admin/DeleteSite']) {
      expect((await dispatcher.post(action, {})).status).toBe(403);
    }
  });

  it('deletes sites, audited, but never the last one', async () => {
    const s = server();
    const admin = await staffClient(s);
    const sites = (await sitesOf(admin)).sites.map((x) => x.site);
    for (const site of sites.slice(1)) {
      const left = expectOk(await admin.post<StaffSites>('Admin/DeleteSite', { site }));
      expect(left.sites.map((x) => x.site)).not.toContain(site);
    }
    expect(await lastAudit(s)).toMatchObject({
      action: 'site.delete',
      targetId: sites.at(-1),
      before: expect.objectContaining({ site: sites.at(-1) }),
      after: null,
    });
    expectRefusal(await admin.post('Admin/DeleteSite', { site: sites[0] }), 900, messages.error[900]);
    expect((await sitesOf(admin)).sites.map((x) => x.site)).toEqual([sites[0]]);
    // a session's deleted site is refused as at sign-in
    expect(
      (await (await freshClient(s)).post('Provider/GetSiteOption', { serviceCode: 'demo', site: '2' })).body
        .error?.code,
    ).toBe(105);
  });
});
