import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { newsResponseSchema, type Notice } from '@shared/schemas/notification';
import { notices, schools } from '@server/db/schema';
import { describeEachDatabase } from './databases';
import { DEMO, MINUTE, signedInClient, useTestServer, type TestServer } from './harness';

const DAY = 24 * 60 * MINUTE;

/** Notices added beside the demo's own, at known distances from now. */
async function addNotices(s: TestServer) {
  const now = s.clock.now().getTime();
  const at = (ms: number) => new Date(now + ms);
  const [otherSchool] = await s.db
    .insert(schools)
    .values({ serviceCode: 'other-school', name: '別の自動車学校', latitude: 35.0, longitude: 139.0 })
    .returning({ id: schools.id });
  const rows = await s.db
    .insert(notices)
    .values([
      { schoolId: s.schoolId, subject: 'テスト: 二日前から', body: '本文A', startAt: at(-2 * DAY) },
      { schoolId: s.schoolId, subject: 'テスト: 十分前から', body: '本文B', startAt: at(-10 * MINUTE) },
      { schoolId: s.schoolId, subject: 'テスト: 明日から', body: '本文F', startAt: at(DAY) },
      {
        schoolId: s.schoolId,
        subject: 'テスト: 掲載終了',
        body: '本文E',
        startAt: at(-5 * DAY),
        endAt: at(-DAY),
      },
      {
        schoolId: s.schoolId,
        subject: 'テスト: 一時間後に終了',
        body: '本文H',
        startAt: at(-3 * DAY),
        endAt: at(60 * MINUTE),
      },
      { schoolId: otherSchool!.id, subject: 'テスト: 別の学校', body: '本文X', startAt: at(-MINUTE) },
    ])
    .returning({ id: notices.id, subject: notices.subject });
  return Object.fromEntries(rows.map((r) => [r.subject, r.id]));
}

const subjects = (list: Notice[] | null | undefined) => (list ?? []).map((n) => n.subject);

describeEachDatabase("Notification/GetNews: the school's current notices, newest first", (kind) => {
  const server = useTestServer(kind);

  it('answers exactly the demo notices showing now, newest first, and not the one scheduled for later', async () => {
    const s = server();
    const now = s.clock.now();
    const stored = await s.db.select().from(notices).where(eq(notices.schoolId, s.schoolId));
    const showing = stored
      .filter((n) => n.startAt <= now && (n.endAt === null || n.endAt > now))
      .sort((a, b) => b.startAt.getTime() - a.startAt.getTime() || b.id - a.id);
    const future = stored.filter((n) => n.startAt > now);
    expect(showing.length, 'the demo seeds notices that are showing').toBeGreaterThanOrEqual(1);
    expect(future.length, 'the demo seeds a notice scheduled for later').toBeGreaterThanOrEqual(1);

    const c = await signedInClient(s, DEMO.main.seitoNo, DEMO.main.password);
    const answer = await c.post<Notice[]>('Notification/GetNews', { serviceCode: 'demo', authority: '' });
    expect(answer.status).toBe(200);
    expect(answer.body.status).toBe(true);
    expect(answer.body.error).toBeNull();
    const list = newsResponseSchema.parse(answer.body.data);
    expect(list.map((n) => n.noticeId)).toEqual(showing.map((n) => n.id));
    expect(list.map((n) => n.noticeStartDateTime)).toEqual(showing.map((n) => n.startAt.toISOString()));
    expect(list.map((n) => n.body)).toEqual(showing.map((n) => n.body));
    for (const notice of future) expect(subjects(list)).not.toContain(notice.subject);
  });

  it('lists current notices newest first and leaves out future, ended and other schools’ notices', async () => {
    const s = server();
    await addNotices(s);
    const c = await signedInClient(s, DEMO.second.seitoNo, DEMO.second.password);
    const list = newsResponseSchema.parse((await c.post<Notice[]>('Notification/GetNews', {})).body.data);
    const names = subjects(list);
    expect(names).toContain('テスト: 十分前から');
    expect(names).toContain('テスト: 二日前から');
    expect(names).toContain('テスト: 一時間後に終了');
    expect(names.indexOf('テスト: 十分前から')).toBeLessThan(names.indexOf('テスト: 二日前から'));
    expect(names.indexOf('テスト: 二日前から')).toBeLessThan(names.indexOf('テスト: 一時間後に終了'));
    expect(names).not.toContain('テスト: 明日から');
    expect(names).not.toContain('テスト: 掲載終了');
    expect(names).not.toContain('テスト: 別の学校');
    const starts = list.map((n) => Date.parse(n.noticeStartDateTime));
    expect(starts).toEqual([...starts].sort((a, b) => b - a));
    const newest = list.find((n) => n.subject === 'テスト: 十分前から');
    expect(newest?.body).toBe('本文B');
    expect(Date.parse(newest?.noticeStartDateTime ?? '')).toBe(s.clock.now().getTime() - 10 * MINUTE);
  });

  it('a notice appears once its start has passed and disappears once its end has passed', async () => {
    const s = server();
    s.clock.advance(DAY + MINUTE);
    const c = await signedInClient(s, DEMO.second.seitoNo, DEMO.second.password);
    const names = subjects((await c.post<Notice[]>('Notification/GetNews', {})).body.data);
    expect(names[0]).toBe('テスト: 明日から');
    expect(names).not.toContain('テスト: 一時間後に終了');
  });
});
