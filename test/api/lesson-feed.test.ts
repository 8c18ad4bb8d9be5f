import { and, asc, count, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { messages } from '@shared/i18n/messages';
import { addDays } from '@shared/rules/japan-time';
import {
  FEED_CALLS_PER_HOUR,
  type ApiToken,
  type CreatedApiToken,
  type ImportReport,
  type ImportRun,
} from '@shared/schemas/admin-imports';
import { apiTokens, auditLog, learners, lessons } from '@server/db/schema';
import { addStaff, staffClient } from './admin-fixtures';
import { describeEachDatabase } from './databases';
import { useTestServer, type TestServer } from './harness';
import { asShiftJis } from './import-fixtures';
import { expectOk, expectRefusal } from './reservation-fixtures';

/** POSTs to the lesson feed as an office system would: no cookie, a bearer token. */
async function feed(
  s: TestServer,
  secret: string | null,
  body: Buffer | object,
  query = '',
): Promise<{ status: number; headers: Headers; json: unknown }> {
  const isFile = Buffer.isBuffer(body);
  const response = await fetch(`${s.baseUrl}feed/lessons${query}`, {
    method: 'POST',
    headers: {
      'content-type': isFile ? 'text/csv' : 'application/json',
      ...(secret === null ? {} : { authorization: `Bearer ${secret}` }),
    },
    body: isFile ? new Uint8Array(body) : JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, json: await response.json() };
}

const lessonsOf = (s: TestServer, seitoNo: string, date: string) =>
  s.db
    .select({ jgn: lessons.jgn, kind: lessons.kind })
    .from(lessons)
    .innerJoin(learners, eq(learners.id, lessons.learnerId))
    .where(and(eq(learners.schoolId, s.schoolId), eq(learners.seitoNo, seitoNo), eq(lessons.date, date)))
    .orderBy(asc(lessons.jgn));

const dayAhead = (s: TestServer, days: number) => addDays(s.clock.now().toISOString().slice(0, 10), days);

describeEachDatabase(
  'The lesson feed (issue 24 §3): the office system pushes lessons with a token',
  (kind) => {
    const server = useTestServer(kind);

    it('an admin creates a token shown once; the feed imports CSV and JSON all or nothing, idempotently', async () => {
      const s = server();
      const admin = await staffClient(s);
      const created = expectOk(
        await admin.post<CreatedApiToken>('Admin/CreateApiToken', { name: '教務システム' }),
      );
      expect(created.secret).toMatch(/^sbf_[A-Za-z0-9_-]{43}$/);
      expect(created.feedUrl).toBe(`${s.baseUrl}feed/lessons`);
      expect(created.secret.startsWith(created.token.prefix)).toBe(true);
      const [stored] = await s.db.select().from(apiTokens).where(eq(apiTokens.id, created.token.tokenId));
      expect(JSON.stringify(stored)).not.toContain(created.secret.slice(4));
      const listed = expectOk(await admin.post<{ tokens: ApiToken[] }>('Admin/ListApiTokens', {}));
      expect(JSON.stringify(listed)).not.toContain(created.secret.slice(4));
      expect(listed.tokens[0]).toMatchObject({ name: '教務システム', createdBy: 'admin', revokedAt: null });

      const day = dayAhead(s, 150);
      const csv = `教習生番号,日付,時限,種別\n1000010,${day},2,技能\n1000010,${day},4,学科\n`;
      const first = await feed(s, created.secret, asShiftJis(csv));
      expect(first.status).toBe(200);
      expect(first.json).toMatchObject({ applied: true, encoding: 'shift_jis', counts: { added: 2 } });
      expect(await lessonsOf(s, '1000010', day)).toEqual([
        { jgn: 2, kind: '技能' },
        { jgn: 4, kind: '学科' },
      ]);
      const json = {
        lessons: [
          { seitoNo: '1000010', date: day, jgn: 2, kind: '技能' },
          { seitoNo: '1000010', date: day, jgn: '4', kind: '学科' },
        ],
      };
      const again = await feed(s, created.secret, json);
      expect(again.status).toBe(200);
      expect((again.json as ImportReport).counts).toEqual({ added: 0, changed: 0, unchanged: 2, removed: 0 });

      const dry = await feed(s, created.secret, { lessons: [json.lessons[0]] }, '?dryRun=1');
      expect(dry.json).toMatchObject({ dryRun: true, applied: false, counts: { unchanged: 1, removed: 1 } });
      expect(await lessonsOf(s, '1000010', day)).toHaveLength(2);

      const bad = await feed(s, created.secret, { lessons: [{ ...json.lessons[0], seitoNo: '0000000' }] });
      expect(bad.status).toBe(422);
      expect((bad.json as ImportReport).problems).toEqual([
        { line: 2, column: '教習生番号', message: expect.stringContaining('「0000000」の教習生がいません') },
      ]);
      expect(await lessonsOf(s, '1000010', day)).toHaveLength(2);

      // the console's import list shows the feed's imports; the audit log names the token, not a person
      const runs = expectOk(await admin.post<{ imports: ImportRun[] }>('Admin/ListImports', {}));
      expect(runs.imports[0]).toMatchObject({
        kind: 'lessons',
        fileName: 'lesson-feed.json',
        status: 'done',
      });
      const [audit] = await s.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.schoolId, s.schoolId), eq(auditLog.action, 'import.file')));
      expect(audit?.staffLoginId).toBe(`api-token ${created.token.prefix} (教務システム)`);
    });

    it('no token, a wrong one or a revoked one is 401, whichever; a dispatcher cannot make tokens', async () => {
      const s = server();
      const admin = await staffClient(s);
      const created = expectOk(
        await admin.post<CreatedApiToken>('Admin/CreateApiToken', { name: 'old system' }),
      );
      const csv = Buffer.from('教習生番号,日付,時限,種別\n');
      expect((await feed(s, null, csv)).status).toBe(401);
      expect((await feed(s, `${created.secret}x`, csv)).status).toBe(401);
      expect((await feed(s, 'sbf_nothing', csv)).status).toBe(401);
      expect((await feed(s, created.secret, csv)).status).toBe(200);
      const after = expectOk(
        await admin.post<{ tokens: ApiToken[] }>('Admin/RevokeApiToken', { tokenId: created.token.tokenId }),
      );
      expect(after.tokens.find((t) => t.tokenId === created.token.tokenId)?.revokedAt).not.toBeNull();
      const revoked = await feed(s, created.secret, csv);
      expect(revoked.status).toBe(401);
      expect(revoked.headers.get('www-authenticate')).toBe('Bearer');
      expectRefusal(await admin.post('Admin/RevokeApiToken', { tokenId: 999999 }), 961, messages.error[961]);
      expectRefusal(await admin.post('Admin/CreateApiToken', { name: ' ' }), 960, messages.error[960]);
      const dispatcher = await staffClient(s, await addStaff(s, 'dispatcher'));
      expect((await dispatcher.post('Admin/CreateApiToken', { name: 'x' })).status).toBe(403);
      const audits = await s.db
        .select({ n: count() })
        .from(auditLog)
        .where(and(eq(auditLog.schoolId, s.schoolId), eq(auditLog.targetType, 'api-token')));
      expect(audits[0]!.n).toBeGreaterThanOrEqual(2);
    });

    it('a body that is neither CSV nor the JSON form is 400; past the hourly calls 429 with Retry-After', async () => {
      const s = server();
      const admin = await staffClient(s);
      const { secret } = expectOk(
        await admin.post<CreatedApiToken>('Admin/CreateApiToken', { name: 'busy' }),
      );
      expect((await feed(s, secret, { lesson: [] })).status).toBe(400);
      const utf16 = Buffer.concat([
        Buffer.from([0xff, 0xfe]),
        Buffer.from('教習生番号,日付,時限,種別\n', 'utf16le'),
      ]);
      expect((await feed(s, secret, utf16)).status).toBe(400);
      const raw = await fetch(`${s.baseUrl}feed/lessons`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
        body: '{not json',
      });
      expect(raw.status).toBe(400);
      // two calls counted so far: the first, and the UTF-16 file (the body that is not JSON never reached the token)
      for (let call = 3; call <= FEED_CALLS_PER_HOUR; call++)
        expect((await feed(s, secret, { lessons: [] })).status).toBe(200);
      const limited = await feed(s, secret, { lessons: [] });
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(3000);
      s.clock.advance(61 * 60_000);
      expect((await feed(s, secret, { lessons: [] })).status).toBe(200);
    });
  },
);
