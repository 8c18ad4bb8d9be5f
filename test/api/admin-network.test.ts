import { desc, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { messages } from '@shared/i18n/messages';
import type { SaveClassPeriodsRequest, StaffNetwork } from '@shared/schemas/admin-network';
import type { SiteOption } from '@shared/schemas/provider';
import { auditLog, busRuns, classPeriods } from '@server/db/schema';
import { staffClient } from './admin-fixtures';
import { describeEachDatabase } from './databases';
import { freshClient, useTestServer, type TestClient, type TestServer } from './harness';
import { expectOk, expectRefusal } from './reservation-fixtures';

const refusal = (code: keyof typeof messages.error) => messages.error[code];

const lastAudit = async (s: TestServer) =>
  (await s.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]!;

const networkOf = async (admin: TestClient) =>
  expectOk(await admin.post<StaffNetwork>('Admin/GetNetwork', {}));

/** The timetable as the screen sends it back. */
const timetableOf = (network: StaffNetwork): SaveClassPeriodsRequest => ({
  timetableUnit: network.timetableUnit,
  periods: network.periods.map(({ runs: _runs, ...p }) => p),
});

describeEachDatabase('Staff console: timetable and areas (issue 23 §6)', (kind) => {
  const server = useTestServer(kind);

  it("reads the demo's nine periods with their runs, and its areas with the approval area marked", async () => {
    const network = await networkOf(await staffClient(server()));
    expect(network.timetableUnit).toBe('時限');
    expect(network.periods).toHaveLength(9);
    expect(network.periods[0]).toMatchObject({ jgn: 1, timeName: '1時限' });
    expect(network.periods.some((p) => p.runs > 0)).toBe(true);
    expect(network.areas.find((a) => a.areaCd === '99')).toMatchObject({
      isApprovalArea: true,
      isNetRelease: false,
    });
    expect(network.areas.find((a) => a.areaCd === '01')).toMatchObject({ isApprovalArea: false });
    expect(network.areas.find((a) => a.areaCd === '01')!.stops).toBeGreaterThan(0);
  });

  it('renaming periods, calling them 部 and adding an evening one apply to learners at once, audited before → after', async () => {
    const s = server();
    const admin = await staffClient(s);
    const before = timetableOf(await networkOf(admin));
    const saved = expectOk(
      await admin.post<StaffNetwork>('Admin/SaveClassPeriods', {
        timetableUnit: '部',
        periods: [
          ...before.periods.map((p) => (p.jgn === 1 ? { ...p, timeName: '第1部' } : p)),
          { jgn: 20, timeName: '夜間', start: '21:00', end: '21:50' },
        ],
      }),
    );
    expect(saved.timetableUnit).toBe('部');
    expect(saved.periods.at(-1)).toMatchObject({
      jgn: 20,
      timeName: '夜間',
      start: '21:00',
      end: '21:50',
      runs: 0,
    });
    expect(saved.periods[0]).toMatchObject({ jgn: 1, timeName: '第1部' });

    const visitor = await freshClient(s);
    const site = expectOk(
      await visitor.post<SiteOption>('Provider/GetSiteOption', { serviceCode: 'demo', site: '1' }),
    );
    expect(site.school.timetableUnit).toBe('部');

    const audit = await lastAudit(s);
    expect(audit).toMatchObject({ action: 'periods.save', targetType: 'timetable', staffLoginId: 'admin' });
    expect(audit.before).toMatchObject({ timetableUnit: '時限' });
    expect((audit.before as { periods: string }).periods).toContain('1 1時限');
    expect((audit.after as { periods: string }).periods).toContain('20 夜間 21:00〜21:50');
  });

  it('overlapping, reversed, unnamed or doubly numbered periods are refused and change nothing', async () => {
    const s = server();
    const admin = await staffClient(s);
    const before = timetableOf(await networkOf(admin));
    const auditBefore = await lastAudit(s);
    const withExtra = (extra: SaveClassPeriodsRequest['periods'][number]) => ({
      ...before,
      periods: [...before.periods, extra],
    });
    const first = before.periods[0]!;
    const cases: [SaveClassPeriodsRequest, keyof typeof messages.error][] = [
      [withExtra({ jgn: 30, timeName: '重なり', start: first.start, end: first.end }), 822],
      [withExtra({ jgn: 30, timeName: '逆', start: '23:00', end: '22:00' }), 821],
      [withExtra({ jgn: 30, timeName: '形式', start: '22:00', end: '24:00' }), 821],
      [withExtra({ jgn: 30, timeName: ' ', start: '22:00', end: '23:00' }), 820],
      [withExtra({ jgn: first.jgn, timeName: '同じ番号', start: '22:00', end: '23:00' }), 823],
      [withExtra({ jgn: 100, timeName: '大きい番号', start: '22:00', end: '23:00' }), 823],
      [{ ...before, timetableUnit: '限' }, 830],
    ];
    for (const [body, code] of cases)
      expectRefusal(await admin.post('Admin/SaveClassPeriods', body), code, refusal(code));
    expect(timetableOf(await networkOf(admin))).toEqual(before);
    expect((await lastAudit(s)).id).toBe(auditBefore.id);
  });

  it('a period with runs cannot be removed (824); one without runs can', async () => {
    const s = server();
    const admin = await staffClient(s);
    const network = await networkOf(admin);
    const withRuns = network.periods.find((p) => p.runs > 0)!;
    const body = timetableOf(network);
    expectRefusal(
      await admin.post('Admin/SaveClassPeriods', {
        ...body,
        periods: body.periods.filter((p) => p.jgn !== withRuns.jgn),
      }),
      824,
      refusal(824),
    );
    const runsOf = await s.db.select().from(busRuns).where(eq(busRuns.jgn, withRuns.jgn));
    expect(runsOf.length).toBe(withRuns.runs);

    const added = expectOk(
      await admin.post<StaffNetwork>('Admin/SaveClassPeriods', {
        ...body,
        periods: [...body.periods, { jgn: 40, timeName: '臨時', start: '22:00', end: '22:50' }],
      }),
    );
    expect(added.periods.map((p) => p.jgn)).toContain(40);
    const without = expectOk(
      await admin.post<StaffNetwork>('Admin/SaveClassPeriods', {
        ...timetableOf(added),
        periods: timetableOf(added).periods.filter((p) => p.jgn !== 40),
      }),
    );
    expect(without.periods.map((p) => p.jgn)).not.toContain(40);
  });

  it('two admins saving timetables at once leave one of them whole, never a mixture', async () => {
    const s = server();
    const [a, b] = [await staffClient(s), await staffClient(s)];
    const base = timetableOf(await networkOf(a));
    const rename = (suffix: string) => ({
      ...base,
      periods: base.periods.map((p) => ({ ...p, timeName: `${p.jgn}${suffix}` })),
    });
    const answers = await Promise.all([
      a.post<StaffNetwork>('Admin/SaveClassPeriods', rename('A')),
      b.post<StaffNetwork>('Admin/SaveClassPeriods', rename('B')),
    ]);
    for (const answer of answers) expectOk(answer);
    const names = (await s.db.select().from(classPeriods).where(eq(classPeriods.schoolId, s.schoolId))).map(
      (p) => p.timeName.slice(-1),
    );
    expect(names).toHaveLength(base.periods.length);
    expect(new Set(names).size).toBe(1);
  });

  it('an area is created, renamed and deleted, each audited; its code is checked and fixed', async () => {
    const s = server();
    const admin = await staffClient(s);
    const created = expectOk(
      await admin.post<StaffNetwork>('Admin/SaveArea', {
        create: true,
        areaCd: '05',
        name: ' 川越 ',
        yomi: 'カワゴエ',
        isNetRelease: true,
      }),
    );
    expect(created.areas.find((a) => a.areaCd === '05')).toEqual({
      areaCd: '05',
      name: '川越',
      yomi: 'かわごえ',
      isNetRelease: true,
      stops: 0,
      isApprovalArea: false,
    });
    expect(await lastAudit(s)).toMatchObject({
      action: 'area.create',
      targetType: 'area',
      targetId: '05',
      after: { name: '川越' },
    });

    expectRefusal(
      await admin.post('Admin/SaveArea', { create: true, areaCd: '05', name: '別', isNetRelease: true }),
      826,
      refusal(826),
    );
    expectRefusal(
      await admin.post('Admin/SaveArea', { create: true, areaCd: '0-5', name: '別', isNetRelease: true }),
      825,
      refusal(825),
    );
    expectRefusal(
      await admin.post('Admin/SaveArea', {
        create: true,
        areaCd: '06',
        name: 'あ'.repeat(31),
        isNetRelease: true,
      }),
      827,
      refusal(827),
    );
    expectRefusal(
      await admin.post('Admin/SaveArea', {
        create: true,
        areaCd: '06',
        name: '川\u202e越',
        isNetRelease: true,
      }),
      827,
      refusal(827),
    );
    expectRefusal(
      await admin.post('Admin/SaveArea', { create: false, areaCd: '77', name: '無い', isNetRelease: true }),
      828,
      refusal(828),
    );

    const renamed = expectOk(
      await admin.post<StaffNetwork>('Admin/SaveArea', {
        create: false,
        areaCd: '05',
        name: '川越・坂戸',
        isNetRelease: false,
      }),
    );
    // sent without a reading (as before issue 24): the reading stays
    expect(renamed.areas.find((a) => a.areaCd === '05')).toMatchObject({
      name: '川越・坂戸',
      yomi: 'かわごえ',
      isNetRelease: false,
    });
    expect(await lastAudit(s)).toMatchObject({
      action: 'area.update',
      before: { name: '川越', isNetRelease: true },
      after: { name: '川越・坂戸', isNetRelease: false },
    });

    const deleted = expectOk(await admin.post<StaffNetwork>('Admin/DeleteArea', { areaCd: '05' }));
    expect(deleted.areas.map((a) => a.areaCd)).not.toContain('05');
    expect(await lastAudit(s)).toMatchObject({
      action: 'area.delete',
      targetId: '05',
      before: { name: '川越・坂戸' },
    });
    expectRefusal(await admin.post('Admin/DeleteArea', { areaCd: '05' }), 828, refusal(828));
  });

  it('an area with stops and the approval area cannot be deleted (829)', async () => {
    const s = server();
    const admin = await staffClient(s);
    for (const areaCd of ['01', '99']) {
      expectRefusal(await admin.post('Admin/DeleteArea', { areaCd }), 829, refusal(829));
      expect((await networkOf(admin)).areas.map((a) => a.areaCd)).toContain(areaCd);
    }
  });
});
