import { and, asc, count, desc, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { messages } from '@shared/i18n/messages';
import type { ImportRun } from '@shared/schemas/admin-imports';
import { areas, auditLog, importRuns, jobs } from '@server/db/schema';
import { staffClient } from './admin-fixtures';
import { describeEachDatabase } from './databases';
import { useTestServer, type TestServer } from './harness';
import { expectOk, expectRefusal } from './reservation-fixtures';
import {
  allUnchanged,
  asShiftJis,
  asUtf8,
  asUtf8Bom,
  exportText,
  importThroughConsole,
} from './import-fixtures';

const schoolAreas = (s: TestServer) =>
  s.db
    .select({ areaCd: areas.areaCd, name: areas.name, yomi: areas.yomi, isNetRelease: areas.isNetRelease })
    .from(areas)
    .where(eq(areas.schoolId, s.schoolId))
    .orderBy(asc(areas.areaCd));

/** Each test's own codes: the tests of a file share one server. */
const fileOf = (prefix: string) =>
  'エリアコード,エリア名,よみ\n' +
  `${prefix}1,上尾市,あげお し\n` +
  `${prefix}2,桶川市,オケガワシ\n` +
  `${prefix}3,さいたま市,\n`;
const FILE = fileOf('T');

describeEachDatabase('Import of areas (issue 24): the pipeline every kind shares', (kind) => {
  const server = useTestServer(kind);

  it('Shift_JIS, UTF-8 and UTF-8 with BOM give the same database; a second import is a no-op', async () => {
    const s = server();
    const admin = await staffClient(s);
    const before = await schoolAreas(s);
    const first = await importThroughConsole(s, admin, 'areas', asShiftJis(FILE));
    expect(first).toMatchObject({ encoding: 'shift_jis', applied: true, lines: 3, problemCount: 0 });
    expect(first.counts).toEqual({ added: 3, changed: 0, unchanged: 0, removed: 0 });
    const after = await schoolAreas(s);
    expect(after.length).toBe(before.length + 3);
    expect(after.filter((a) => a.areaCd.startsWith('T'))).toEqual([
      { areaCd: 'T1', name: '上尾市', yomi: 'あげお し', isNetRelease: true },
      { areaCd: 'T2', name: '桶川市', yomi: 'おけがわし', isNetRelease: true },
      { areaCd: 'T3', name: 'さいたま市', yomi: '', isNetRelease: true },
    ]);
    const audits = await s.db.select({ n: count() }).from(auditLog).where(eq(auditLog.action, 'import.file'));
    for (const bytes of [asUtf8(FILE), asUtf8Bom(FILE)]) {
      const again = await importThroughConsole(s, admin, 'areas', bytes);
      expect(again.counts).toEqual(allUnchanged(3));
      expect(await schoolAreas(s)).toEqual(after);
    }
    // a no-op writes nothing, not even an audit entry
    const auditsAfter = await s.db
      .select({ n: count() })
      .from(auditLog)
      .where(eq(auditLog.action, 'import.file'));
    expect(auditsAfter).toEqual(audits);
  });

  it('a dry run counts and changes nothing; a real import is audited once', async () => {
    const s = server();
    const admin = await staffClient(s);
    const before = await schoolAreas(s);
    const file = fileOf('D');
    const dry = await importThroughConsole(s, admin, 'areas', file, { dryRun: true });
    expect(dry).toMatchObject({ dryRun: true, applied: false, counts: { added: 3 } });
    expect(await schoolAreas(s)).toEqual(before);
    await importThroughConsole(s, admin, 'areas', file);
    const renamed = await importThroughConsole(s, admin, 'areas', file.replace('桶川市', '桶川'), {
      fileName: 'areas-2.csv',
    });
    expect(renamed.counts).toEqual({ added: 0, changed: 1, unchanged: 2, removed: 0 });
    const [audit] = await s.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.schoolId, s.schoolId), eq(auditLog.action, 'import.file')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit).toMatchObject({ targetType: 'file', targetId: 'areas-2.csv' });
    expect(audit!.after).toEqual({
      fileKind: 'エリア',
      lines: 3,
      added: 0,
      changed: 1,
      unchanged: 2,
      removed: 0,
    });
  });

  it('every problem at once by line and column; one bad line writes nothing', async () => {
    const s = server();
    const admin = await staffClient(s);
    const before = await schoolAreas(s);
    const lines = ['よみ,エリアコード,エリア名'];
    for (let i = 1; i <= 5200; i++) lines.push(`,Z${i},地域${i}`);
    lines[4999] = 'ａｂ,Z-bad,';
    lines.push(',Z1,重複');
    const report = await importThroughConsole(s, admin, 'areas', lines.join('\r\n'));
    expect(report.applied).toBe(false);
    expect(report.problems).toEqual([
      { line: 5000, column: 'エリアコード', message: messages.error[825] },
      { line: 5000, column: 'エリア名', message: messages.error[827] },
      { line: 5000, column: 'よみ', message: 'よみはひらがな（カタカナも可）で書いてください。' },
      { line: 5202, column: null, message: '2行目と同じものです（1つにしてください）。' },
    ]);
    expect(await schoolAreas(s)).toEqual(before);
  });

  it('headers in any order; a missing, unknown or doubled heading is a problem of line 1', async () => {
    const s = server();
    const admin = await staffClient(s);
    const report = await importThroughConsole(
      s,
      admin,
      'areas',
      'エリア名,地域コード,エリア名\n上尾,01,上尾\n',
    );
    expect(report.problems).toEqual([
      { line: 1, column: '地域コード', message: expect.stringContaining('列「地域コード」はこの種類') },
      { line: 1, column: 'エリア名', message: '列「エリア名」が2つあります。' },
      { line: 1, column: 'エリアコード', message: '列「エリアコード」がありません。' },
    ]);
    const empty = await importThroughConsole(s, admin, 'areas', '\n\n');
    expect(empty.problems).toEqual([
      { line: 1, column: null, message: 'ファイルに見出しの行がありません。' },
    ]);
  });

  it('export → import leaves the database unchanged; a formula-like name is exported neutralised', async () => {
    const s = server();
    const admin = await staffClient(s);
    await importThroughConsole(
      s,
      admin,
      'areas',
      'エリアコード,エリア名\nX1,"=HYPERLINK(""http://x"",""a"")"\nX2,+81\n',
    );
    const before = await schoolAreas(s);
    const exported = await exportText(admin, 'areas');
    expect(exported.file.fileName).toMatch(/^エリア_\d{4}-\d{2}-\d{2}\.csv$/);
    expect(exported.text.startsWith('\uFEFFエリアコード,エリア名,よみ\r\n')).toBe(true);
    expect(exported.text).toContain('X1,"\'=HYPERLINK(""http://x"",""a"")",\r\n');
    expect(exported.text).toContain("X2,'+81,\r\n");
    const back = await importThroughConsole(s, admin, 'areas', exported.bytes);
    expect(back.counts).toEqual(allUnchanged(before.length));
    expect(await schoolAreas(s)).toEqual(before);
    const sjis = await exportText(admin, 'areas', 'shift_jis');
    expect(sjis.bytes.subarray(0, 3).toString('hex')).not.toBe('efbbbf');
    expect((await importThroughConsole(s, admin, 'areas', sjis.bytes)).counts).toEqual(
      allUnchanged(before.length),
    );
  });

  it('an import whose job died on its last attempt, or was purged, reads as failed and drops its file', async () => {
    const s = server();
    const admin = await staffClient(s);
    const start = async (name: string) =>
      expectOk(
        await admin.post<ImportRun>('Admin/StartImport', {
          kind: 'areas',
          fileName: name,
          dryRun: false,
          contentBase64: asUtf8(fileOf('K')).toString('base64'),
        }),
      );
    const killed = await start('killed.csv');
    const purged = await start('purged.csv');
    const waiting = await start('waiting.csv');
    // what the queue leaves: a worker killed mid-job on the last attempt, and a purged job history
    await s.db
      .update(jobs)
      .set({ status: 'failed', lastError: 'lease expired: the worker stopped mid-job' })
      .where(eq(jobs.dedupeKey, `import:${killed.importId}`));
    await s.db.update(importRuns).set({ status: 'running' }).where(eq(importRuns.id, killed.importId));
    await s.db.delete(jobs).where(eq(jobs.dedupeKey, `import:${purged.importId}`));
    for (const run of [killed, purged]) {
      const read = expectOk(await admin.post<ImportRun>('Admin/GetImport', { importId: run.importId }));
      expect(read).toMatchObject({ status: 'failed', report: null });
      const [row] = await s.db.select().from(importRuns).where(eq(importRuns.id, run.importId));
      expect(row?.content).toBeNull();
    }
    const listed = expectOk(await admin.post<{ imports: ImportRun[] }>('Admin/ListImports', {}));
    expect(listed.imports.find((i) => i.importId === waiting.importId)?.status).toBe('queued');
    await s.db.delete(jobs).where(eq(jobs.dedupeKey, `import:${waiting.importId}`));
  });

  it('UTF-16, a NUL byte or bytes that are not Shift_JIS are refused at upload (944), nothing stored', async () => {
    const s = server();
    const admin = await staffClient(s);
    const runsBefore = await s.db.select({ n: count() }).from(importRuns);
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(fileOf('U'), 'utf16le')]);
    const withNul = Buffer.from(`${fileOf('N')}\u0000`, 'utf8');
    const notSjis = Buffer.concat([
      asShiftJis('エリアコード,エリア名\n30,テスト'),
      Buffer.from([0x85, 0x40, 0xfd, 0x0a]),
    ]);
    for (const bytes of [utf16, withNul, notSjis])
      expectRefusal(
        await admin.post('Admin/StartImport', {
          kind: 'areas',
          fileName: 'odd.csv',
          dryRun: true,
          contentBase64: bytes.toString('base64'),
        }),
        944,
        messages.error[944],
      );
    expect(await s.db.select({ n: count() }).from(importRuns)).toEqual(runsBefore);
  });

  it('a line with fewer cells than the header, or filled cells past it, and an unclosed quote are problems', async () => {
    const s = server();
    const admin = await staffClient(s);
    const before = await schoolAreas(s);
    const shifted = await importThroughConsole(
      s,
      admin,
      'areas',
      'エリアコード,エリア名,よみ,\nQ1,上尾,あげお,\nQ2,桶川\nQ3,北本,きたもと,extra\n',
    );
    expect(shifted.problems).toEqual([
      { line: 3, column: null, message: 'この行は 2 列しかありません（見出しは 3 列です）。' },
      { line: 4, column: null, message: 'この行は 4 列あり、見出しの 3 列より後ろにも値があります。' },
    ]);
    const unclosed = await importThroughConsole(
      s,
      admin,
      'areas',
      'エリアコード,エリア名\nQ4,上尾\nQ5,"桶川\nQ6,北本\n',
    );
    expect(unclosed).toMatchObject({ applied: false, problemCount: 1 });
    expect(unclosed.problems[0]!.message).toContain('CSV として読めません');
    expect(await schoolAreas(s)).toEqual(before);
  });
});
