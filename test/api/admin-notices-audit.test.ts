import { expect, it } from 'vitest';
import { messages } from '@shared/i18n/messages';
import { addDays, japanDateKey } from '@shared/rules/japan-time';
import type { AuditPage, StaffList } from '@shared/schemas/admin-audit';
import type { StaffNotice } from '@shared/schemas/admin-notices';
import type { Notice } from '@shared/schemas/notification';
import { describeEachDatabase } from './databases';
import { DEMO, signedInClient, useTestServer, type TestServer } from './harness';
import { addStaff, otherSchoolAdmin, staffClient } from './admin-fixtures';
import { expectOk, expectRefusal } from './reservation-fixtures';

/** 'YYYY-MM-DDTHH:MM' in Japan time, `minutes` from the test clock's now. */
function japanTime(s: TestServer, minutes: number): string {
  const at = new Date(s.clock.now().getTime() + minutes * 60_000 + 9 * 3_600_000);
  return at.toISOString().slice(0, 16);
}

describeEachDatabase('Staff console: notices and the audit log (issue 10 §4, §5)', (kind) => {
  const server = useTestServer(kind);

  const learnerNews = async (s: TestServer) =>
    expectOk(
      await (
        await signedInClient(s, DEMO.main.seitoNo, DEMO.main.password)
      ).post<Notice[]>('Notification/GetNews', {}),
    ).map((n) => n.subject);

  it('a notice posted now shows to learners; a scheduled one only from its start; an ended or withdrawn one not', async () => {
    const s = server();
    const admin = await staffClient(s);
    const post = (subject: string, startMinutes: number, endMinutes?: number) =>
      admin.post<StaffNotice>('Admin/SaveNotice', {
        subject,
        body: `${subject}の本文`,
        startAt: japanTime(s, startMinutes),
        endAt: endMinutes === undefined ? null : japanTime(s, endMinutes),
      });
    const now = expectOk(await post('掲載中のお知らせ', -1));
    expect(now.state).toBe('showing');
    expect(expectOk(await post('予定のお知らせ', 60)).state).toBe('scheduled');
    expect(expectOk(await post('終了したお知らせ', -120, -60)).state).toBe('ended');
    const withdrawn = expectOk(await post('取り下げるお知らせ', -1));
    expect(expectOk(await admin.post<StaffNotice>('Admin/WithdrawNotice', { id: withdrawn.id })).state).toBe(
      'withdrawn',
    );
    const shown = await learnerNews(s);
    expect(shown).toContain('掲載中のお知らせ');
    for (const hidden of ['予定のお知らせ', '終了したお知らせ', '取り下げるお知らせ'])
      expect(shown).not.toContain(hidden);
    const listed = expectOk(await admin.post<StaffNotice[]>('Admin/ListNotices', {}));
    expect(listed.find((n) => n.id === withdrawn.id)?.state).toBe('withdrawn');
  });

  it('edits a notice; learners see the new text', async () => {
    const s = server();
    const admin = await staffClient(s);
    const created = expectOk(
      await admin.post<StaffNotice>('Admin/SaveNotice', {
        subject: '旧件名',
        body: '旧本文',
        startAt: japanTime(s, -5),
      }),
    );
    const edited = expectOk(
      await admin.post<StaffNotice>('Admin/SaveNotice', {
        id: created.id,
        subject: '新件名',
        body: '新本文',
        startAt: japanTime(s, -5),
      }),
    );
    expect(edited).toMatchObject({ id: created.id, subject: '新件名', body: '新本文' });
    const shown = await learnerNews(s);
    expect(shown).toContain('新件名');
    expect(shown).not.toContain('旧件名');
  });

  it('refuses an empty or long subject (740), an empty or long body (741), an end not after the start (742), editing a withdrawn notice (743)', async () => {
    const s = server();
    const admin = await staffClient(s);
    const ok = { subject: '件名', body: '本文', startAt: japanTime(s, 0) };
    const cases: [object, number][] = [
      [{ ...ok, subject: '  ' }, 740],
      [{ ...ok, subject: 'あ'.repeat(101) }, 740],
      [{ ...ok, body: '' }, 741],
      [{ ...ok, body: 'あ'.repeat(2001) }, 741],
      [{ ...ok, endAt: ok.startAt }, 742],
      [{ ...ok, endAt: japanTime(s, -10) }, 742],
    ];
    const before = expectOk(await admin.post<StaffNotice[]>('Admin/ListNotices', {})).length;
    for (const [body, code] of cases) {
      expectRefusal(await admin.post('Admin/SaveNotice', body), code, messages.error[code as 740]);
    }
    expect(expectOk(await admin.post<StaffNotice[]>('Admin/ListNotices', {})).length).toBe(before);
    // instants that do not exist are refused, never rolled over into a real one
    for (const startAt of [
      '2026-02-30T10:00',
      '2026-11-24T24:00',
      '2026-11-24T09:60',
      '2026-11-24T99:99',
      '2026-13-45T10:00',
      '0050-01-01T00:00',
    ]) {
      expect((await admin.post('Admin/SaveNotice', { ...ok, startAt })).status, startAt).toBe(400);
      expect((await admin.post('Admin/SaveNotice', { ...ok, endAt: startAt })).status, startAt).toBe(400);
    }
    expect(expectOk(await admin.post<StaffNotice[]>('Admin/ListNotices', {})).length).toBe(before);
    const gone = expectOk(await admin.post<StaffNotice>('Admin/SaveNotice', ok));
    await admin.post('Admin/WithdrawNotice', { id: gone.id });
    expectRefusal(await admin.post('Admin/SaveNotice', { ...ok, id: gone.id }), 743, messages.error[743]);
    expect(
      expectOk(await admin.post<StaffNotice>('Admin/SaveNotice', { ...ok, subject: 'あ'.repeat(100) }))
        .subject,
    ).toHaveLength(100);
  });

  it('dispatchers read notices but may not write them or read the audit log; other schools get 403', async () => {
    const s = server();
    const admin = await staffClient(s);
    const mine = expectOk(
      await admin.post<StaffNotice>('Admin/SaveNotice', {
        subject: 'x',
        body: 'y',
        startAt: japanTime(s, 0),
      }),
    );
    const dispatcher = await staffClient(s, await addStaff(s, 'dispatcher'));
    expect((await dispatcher.post('Admin/ListNotices', {})).status).toBe(200);
    for (const [action, body] of [
      ['Admin/SaveNotice', { subject: 'x', body: 'y', startAt: japanTime(s, 0) }],
      ['Admin/WithdrawNotice', { id: mine.id }],
      ['Admin/ListAudit', {}],
      ['Admin/ListStaff', {}],
    ] as const) {
      expect((await dispatcher.post(action, body)).status, action).toBe(403);
    }
    const other = await otherSchoolAdmin(s);
    expect((await other.post('Admin/WithdrawNotice', { id: mine.id })).status).toBe(403);
    expect(
      (
        await other.post('Admin/SaveNotice', {
          id: mine.id,
          subject: 'x',
          body: 'y',
          startAt: japanTime(s, 0),
        })
      ).status,
    ).toBe(403);
    expect(expectOk(await other.post<StaffNotice[]>('Admin/ListNotices', {})).map((n) => n.id)).not.toContain(
      mine.id,
    );
  });

  it('every change is in the audit log with before → after, filterable by date, staff member and learner', async () => {
    const s = server();
    const admin = await staffClient(s);
    const created = expectOk(
      await admin.post<StaffNotice>('Admin/SaveNotice', {
        subject: '監査A',
        body: '本文',
        startAt: japanTime(s, 0),
      }),
    );
    await admin.post('Admin/SaveNotice', {
      id: created.id,
      subject: '監査B',
      body: '本文',
      startAt: japanTime(s, 0),
    });
    await admin.post('Admin/WithdrawNotice', { id: created.id });
    const learnerId = await s.recNoOf(DEMO.main.seitoNo);
    await admin.post('Admin/UnlockLearner', { learnerId });

    const today = japanDateKey(s.clock.now());
    const page = expectOk(await admin.post<AuditPage>('Admin/ListAudit', { fromDate: today, toDate: today }));
    const forNotice = page.entries.filter(
      (e) => e.targetType === 'notice' && e.targetId === String(created.id),
    );
    expect(forNotice.map((e) => e.action)).toEqual(['notice.withdraw', 'notice.update', 'notice.create']);
    const update = forNotice[1]!;
    expect(update).toMatchObject({ staffLoginId: 'admin', staffName: '管理者' });
    expect((update.before as { subject: string }).subject).toBe('監査A');
    expect((update.after as { subject: string }).subject).toBe('監査B');

    const tomorrow = addDays(today, 1);
    expect(expectOk(await admin.post<AuditPage>('Admin/ListAudit', { fromDate: tomorrow })).entries).toEqual(
      [],
    );
    const byLearner = expectOk(
      await admin.post<AuditPage>('Admin/ListAudit', { seitoNo: DEMO.main.seitoNo }),
    );
    expect(byLearner.entries.length).toBeGreaterThan(0);
    expect(byLearner.entries.every((e) => e.learner?.seitoNo === DEMO.main.seitoNo)).toBe(true);
    const staffList = expectOk(await admin.post<StaffList>('Admin/ListStaff', {}));
    const other = await addStaff(s, 'admin');
    const otherClient = await staffClient(s, other);
    await otherClient.post('Admin/SaveNotice', {
      subject: '別の担当',
      body: '本文',
      startAt: japanTime(s, 0),
    });
    const adminId = staffList.find((m) => m.loginId === 'admin')!.staffId;
    const byAdmin = expectOk(await admin.post<AuditPage>('Admin/ListAudit', { staffId: adminId }));
    expect(byAdmin.entries.every((e) => e.staffLoginId === 'admin')).toBe(true);
    expect(byAdmin.entries.length).toBeGreaterThanOrEqual(4);
  });

  it('pages by id: the second page continues where the first ended', async () => {
    const s = server();
    const admin = await staffClient(s);
    for (let i = 0; i < 55; i++) {
      await admin.post('Admin/SaveNotice', { subject: `頁${i}`, body: '本文', startAt: japanTime(s, 0) });
    }
    const first = expectOk(await admin.post<AuditPage>('Admin/ListAudit', {}));
    expect(first.entries).toHaveLength(50);
    expect(first.nextBeforeId).not.toBeNull();
    const second = expectOk(await admin.post<AuditPage>('Admin/ListAudit', { beforeId: first.nextBeforeId }));
    expect(second.entries[0]!.id).toBeLessThan(first.entries.at(-1)!.id);
    const ids = [...first.entries, ...second.entries].map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
