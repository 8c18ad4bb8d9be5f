import { asc, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { addDays } from '@shared/rules/japan-time';
import { learners, lessons } from '@server/db/schema';
import { staffClient } from './admin-fixtures';
import { describeEachDatabase } from './databases';
import { signedInClient, useTestServer, type TestServer } from './harness';
import { allUnchanged, asShiftJis, asUtf8Bom, exportText, importThroughConsole } from './import-fixtures';
import { expectOk } from './reservation-fixtures';

const schoolLessons = (s: TestServer) =>
  s.db
    .select({ seitoNo: learners.seitoNo, date: lessons.date, jgn: lessons.jgn, kind: lessons.kind })
    .from(lessons)
    .innerJoin(learners, eq(learners.id, lessons.learnerId))
    .where(eq(learners.schoolId, s.schoolId))
    .orderBy(asc(lessons.date), asc(lessons.jgn), asc(learners.seitoNo));

/** A day far beyond the demo's own lessons, so each test's day is its own. */
const dayAhead = (s: TestServer, days: number) => addDays(s.clock.now().toISOString().slice(0, 10), days);

describeEachDatabase('Import of lessons (issue 24): what GetKyosyuReservation answers', (kind) => {
  const server = useTestServer(kind);

  it('imported lessons are what GetKyosyuReservation answers; a second import is a no-op', async () => {
    const s = server();
    const admin = await staffClient(s);
    const day = dayAhead(s, 200);
    const slashed = day.replace(/-0?/g, '/');
    const file = `教習生番号,日付,時限,種別\n1000001,${slashed},1,技能\n1000001,${day},3,学科\n1000002,${day},1,技能\n`;
    const report = await importThroughConsole(s, admin, 'lessons', asShiftJis(file));
    expect(report).toMatchObject({ applied: true, encoding: 'shift_jis', lines: 3, problemCount: 0 });
    expect(report.counts).toEqual({ added: 3, changed: 0, unchanged: 0, removed: 0 });
    const learner = await signedInClient(s, '1000001', '0101');
    const answer = await learner.post('Reservation/GetKyosyuReservation', { fromDate: day, toDate: day });
    expect(expectOk(answer)).toEqual([
      { date: day, jgn: 1, gino: true, gakka: false },
      { date: day, jgn: 3, gino: false, gakka: true },
    ]);
    const again = await importThroughConsole(s, admin, 'lessons', asUtf8Bom(file));
    expect(again.counts).toEqual(allUnchanged(3));
  });

  it("the file holds a learner's whole day: their lesson it lacks is removed, others' lessons and days stay", async () => {
    const s = server();
    const admin = await staffClient(s);
    const day = dayAhead(s, 210);
    const other = dayAhead(s, 211);
    await importThroughConsole(
      s,
      admin,
      'lessons',
      `教習生番号,日付,時限,種別\n1000003,${day},1,技能\n1000003,${day},2,技能\n1000004,${day},2,技能\n1000003,${other},1,学科\n`,
    );
    // an office system sending one learner's changed day
    const report = await importThroughConsole(
      s,
      admin,
      'lessons',
      `種別,教習生番号,日付,時限\n学科,1000003,${day},1\n`,
    );
    expect(report.counts).toEqual({ added: 0, changed: 1, unchanged: 0, removed: 1 });
    const rows = (await schoolLessons(s)).filter((l) => l.date === day || l.date === other);
    expect(rows).toEqual([
      { seitoNo: '1000003', date: day, jgn: 1, kind: '学科' },
      { seitoNo: '1000004', date: day, jgn: 2, kind: '技能' },
      { seitoNo: '1000003', date: other, jgn: 1, kind: '学科' },
    ]);
  });

  it('an unknown learner, period, date or kind is named by line and column, and nothing is written', async () => {
    const s = server();
    const admin = await staffClient(s);
    const day = dayAhead(s, 220);
    const before = await schoolLessons(s);
    const report = await importThroughConsole(
      s,
      admin,
      'lessons',
      `教習生番号,日付,時限,種別\n1000005,${day},1,技能\n9999999,${day},1,技能\n1000005,${day},99,実車\n1000005,2026/2/30,2,学科\n`,
    );
    expect(report.applied).toBe(false);
    expect(report.problems).toEqual([
      { line: 3, column: '教習生番号', message: expect.stringContaining('「9999999」の教習生がいません') },
      { line: 4, column: '時限', message: expect.stringContaining('時限「99」は時間割にありません') },
      { line: 4, column: '種別', message: '技能 か 学科 で書いてください。' },
      { line: 5, column: '日付', message: '日付は 2026-04-01 か 2026/4/1 の形で書いてください。' },
    ]);
    expect(await schoolLessons(s)).toEqual(before);
  });

  it('export → import leaves the lessons unchanged, in either encoding', async () => {
    const s = server();
    const admin = await staffClient(s);
    const before = await schoolLessons(s);
    expect(before.length).toBeGreaterThan(0);
    for (const encoding of ['utf-8-bom', 'shift_jis'] as const) {
      const exported = await exportText(admin, 'lessons', encoding);
      expect(exported.text.split('\r\n')[0]).toMatch(/^(\uFEFF)?教習生番号,日付,時限,種別$/);
      const back = await importThroughConsole(s, admin, 'lessons', exported.bytes);
      expect(back.counts).toEqual(allUnchanged(before.length));
    }
    expect(await schoolLessons(s)).toEqual(before);
  });
});
