import { and, asc, count, desc, eq, inArray, like } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { messages } from '@shared/i18n/messages';
import type { BookableRuns, SilentLink } from '@shared/schemas/admin-learners';
import type { SignUpResponse } from '@shared/schemas/sign-up';
import { auditLog, learners, outboxMails, reservations, sessions } from '@server/db/schema';
import { WITHDRAWN_RIDES_CANCELLED_MAIL } from '@server/domain/imports/withdraw-learners';
import { mailDateText } from '@server/domain/plan/fix-plan';
import { japanInstant } from '@shared/rules/japan-time';
import { staffClient } from './admin-fixtures';
import { describeEachDatabase } from './databases';
import {
  DEMO,
  freshClient,
  MINUTE,
  newIdempotencyKey,
  signedInClient,
  useTestServer,
  type TestClient,
  type TestServer,
} from './harness';
import {
  allUnchanged,
  asShiftJis,
  asUtf8,
  asUtf8Bom,
  exportText,
  importThroughConsole,
} from './import-fixtures';
import { bookableDates, expectOk, expectRefusal, runOf } from './reservation-fixtures';

const HEAD = '教習生番号,氏名,フリガナ,生年月日,メールアドレス,携帯電話,状態\n';

/** Each test's learners by student-number prefix: the tests of a file share one server. */
const learnersOf = (s: TestServer, prefix: string) =>
  s.db
    .select()
    .from(learners)
    .where(and(eq(learners.schoolId, s.schoolId), like(learners.seitoNo, `${prefix}%`)))
    .orderBy(asc(learners.seitoNo));

const schoolLearners = (s: TestServer) =>
  s.db.select().from(learners).where(eq(learners.schoolId, s.schoolId)).orderBy(asc(learners.seitoNo));

const HEADERS = { 'x-forwarded-for': '192.0.2.71' };

async function signUp(s: TestServer, seitoNo: string, family: string, given: string, birthDate: string) {
  const c = await freshClient(s);
  return c.post<SignUpResponse>(
    'User/SignUp',
    {
      serviceCode: DEMO.serviceCode,
      site: '1',
      seitoNo,
      furiganaFamily: family,
      furiganaGiven: given,
      mobileNumber: '09011112222',
      birthDate,
      privacyConsent: true,
    },
    { headers: HEADERS },
  );
}

/** Books the learner onto a run of `date` with free seats, up, at its first stop. */
async function bookOn(admin: TestClient, learner: TestClient, learnerId: number, date: string) {
  const runs = expectOk(
    await admin.post<BookableRuns>('Admin/GetBookableRunsFor', { learnerId, date, upDown: 1 }),
  );
  const run = runs.runs.find((r) => r.freeSeats > 2 && r.isNetReservation && r.stops.length > 0);
  if (!run) throw new Error(`no free run on ${date}`);
  const body = { date, binCd: run.binCd, upDown: 1, busStopCd: run.stops[0]!.busStopCd };
  const saved = expectOk(
    await learner.post<{ yoyakuId: number }>('Reservation/SaveReservation', {
      ...body,
      idempotencyKey: newIdempotencyKey(),
    }),
  );
  return { yoyakuId: saved.yoyakuId, binCd: run.binCd };
}

describeEachDatabase('Import of learners (issue 24): the school office’s learners and 退所', (kind) => {
  const server = useTestServer(kind, { env: { TRUST_PROXY: 'loopback' } });

  it('enrols new learners, who sign up, sign in and book; Shift_JIS, UTF-8 and BOM give one database; a second import is a no-op', async () => {
    const s = server();
    const admin = await staffClient(s);
    const file =
      HEAD +
      '2610001,山田 太郎,ヤマダ　タロウ,2008/4/1,taro@example.jp,090-1234-5678,在籍\n' +
      '2610002,鈴木 花子,すずき はなこ,2007-12-25,,,在籍\n' +
      '2610003,佐藤 次郎,ｻﾄｳ ｼﾞﾛｳ,2006-01-02,,,退所\n';
    const first = await importThroughConsole(s, admin, 'learners', asShiftJis(file));
    expect(first).toMatchObject({ encoding: 'shift_jis', applied: true, lines: 3, problemCount: 0 });
    expect(first.counts).toEqual({ added: 3, changed: 0, unchanged: 0, removed: 0 });
    const rows = await learnersOf(s, '261000');
    expect(
      rows.map((l) => [l.seitoNo, l.furigana, l.birthDate, l.mailAddress, l.mobileNumber, l.webAccess]),
    ).toEqual([
      ['2610001', 'ヤマダ タロウ', '2008-04-01', 'taro@example.jp', '09012345678', false],
      ['2610002', 'すずき はなこ', '2007-12-25', '', '', false],
      ['2610003', 'サトウ ジロウ', '2006-01-02', '', '', false],
    ]);
    expect(rows.map((l) => l.withdrawnAt !== null)).toEqual([false, false, true]);
    // one unknowable password per import, not one scrypt per learner
    expect(new Set(rows.map((l) => l.passwordHash)).size).toBe(1);

    for (const bytes of [asUtf8(file), asUtf8Bom(file)]) {
      const again = await importThroughConsole(s, admin, 'learners', bytes);
      expect(again.counts).toEqual(allUnchanged(3));
      expect(await learnersOf(s, '261000')).toEqual(rows);
    }

    // the office wrote katakana; the learner types hiragana
    expect(expectOk(await signUp(s, '2610001', 'やまだ', 'たろう', '2008-04-01'))).toEqual({
      seitoNo: '2610001',
    });
    const learner = s.client();
    expect((await learner.login('2610001', '0401')).body.status).toBe(true);
    const [day] = (await bookableDates(learner)).map((d) => d.date);
    const { yoyakuId } = await bookOn(admin, learner, rows[0]!.id, day!);
    expect(yoyakuId).toBeGreaterThan(0);

    // a withdrawn learner whose record matches is told why
    expectRefusal(await signUp(s, '2610003', 'さとう', 'じろう', '2006-01-02'), 955, messages.error[955]);

    // the learner's own number from sign-up stays: the file fills contact items only before sign-up
    const after = await importThroughConsole(s, admin, 'learners', file);
    expect(after.counts).toEqual(allUnchanged(3));
    const [signedUp] = await learnersOf(s, '2610001');
    expect(signedUp).toMatchObject({ webAccess: true, mobileNumber: '09011112222' });
  });

  it('a dry run counts and changes nothing; the real import updates the school’s record, audited once', async () => {
    const s = server();
    const admin = await staffClient(s);
    const file =
      HEAD +
      '2620001,田中 一郎,たなか いちろう,2007-05-05,,,在籍\n' +
      '2620002,田中 二郎,たなか じろう,2007-06-06,jiro@example.jp,,在籍\n';
    await importThroughConsole(s, admin, 'learners', file);
    const before = await learnersOf(s, '262000');
    const changed =
      file.replace('田中 一郎', '田中 壱郎').replace('2007-06-06,jiro@', '2007-06-07,jiro2@') +
      '2620003,田中 三郎,たなか さぶろう,2007-07-07,,,在籍\n';
    const dry = await importThroughConsole(s, admin, 'learners', changed, { dryRun: true });
    expect(dry).toMatchObject({ dryRun: true, applied: false });
    expect(dry.counts).toEqual({ added: 1, changed: 2, unchanged: 0, removed: 0 });
    expect(await learnersOf(s, '262000')).toEqual(before);

    const real = await importThroughConsole(s, admin, 'learners', changed, { fileName: 'learners-2.csv' });
    expect(real.counts).toEqual(dry.counts);
    const after = await learnersOf(s, '262000');
    expect(after.map((l) => [l.name, l.birthDate, l.mailAddress])).toEqual([
      ['田中 壱郎', '2007-05-05', ''],
      ['田中 二郎', '2007-06-07', 'jiro2@example.jp'],
      ['田中 三郎', '2007-07-07', ''],
    ]);
    const [audit] = await s.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.schoolId, s.schoolId), eq(auditLog.action, 'import.file')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit).toMatchObject({ targetId: 'learners-2.csv' });
    expect(audit!.after).toMatchObject({ fileKind: '教習生', added: 1, changed: 2 });
  });

  it('a bad line 5,000 of 10,000 is named and nothing is written', async () => {
    const s = server();
    const admin = await staffClient(s);
    const before = (await s.db.select({ n: count() }).from(learners))[0]!.n;
    const lines = [HEAD.trimEnd()];
    for (let i = 1; i <= 10_000; i++)
      lines.push(
        `3${String(i).padStart(6, '0')},教習 ${i}号,きょうしゅう たろう,2005-03-0${(i % 9) + 1},,,在籍`,
      );
    lines[4999] = '3004999,教習 4999号,教習 太郎,2005-03-01,,,在籍';
    const report = await importThroughConsole(s, admin, 'learners', lines.join('\r\n'));
    expect(report).toMatchObject({ applied: false, lines: 10_000, problemCount: 1 });
    expect(report.counts.added).toBe(9_999);
    expect(report.problems).toEqual([{ line: 5000, column: 'フリガナ', message: messages.error[923] }]);
    expect((await s.db.select({ n: count() }).from(learners))[0]!.n).toBe(before);
  });

  it('export → import leaves the learners unchanged; a formula-like name is exported neutralised', async () => {
    const s = server();
    const admin = await staffClient(s);
    // the demo's load learners have digits in their furigana ('ふか 01'), which neither the
    // console's enrolment nor a file accepts; give them kana so the demo school's file is valid
    const load = await s.db.select().from(learners).where(like(learners.furigana, 'ふか %'));
    for (const l of load)
      await s.db.update(learners).set({ furigana: 'ふか たろう' }).where(eq(learners.id, l.id));
    await importThroughConsole(
      s,
      admin,
      'learners',
      HEAD +
        '2640001,"=HYPERLINK(""http://x"",""a"")",いち にい,2008-01-01,+a@example.jp,,在籍\n' +
        '2640002,退所 する,たいしょ する,2008-01-02,,,退所\n',
    );
    const before = await schoolLearners(s);
    const exported = await exportText(admin, 'learners');
    expect(exported.file.fileName).toMatch(/^教習生_\d{4}-\d{2}-\d{2}\.csv$/);
    expect(exported.text.startsWith(`\uFEFF${HEAD.trimEnd()}\r\n`)).toBe(true);
    expect(exported.text).toContain(
      '2640001,"\'=HYPERLINK(""http://x"",""a"")",いち にい,2008-01-01,\'+a@example.jp,,在籍\r\n',
    );
    expect(exported.text).toContain('2640002,退所 する,たいしょ する,2008-01-02,,,退所\r\n');
    const back = await importThroughConsole(s, admin, 'learners', exported.bytes);
    expect(back.counts).toEqual(allUnchanged(before.length));
    expect(await schoolLearners(s)).toEqual(before);
    const sjis = await exportText(admin, 'learners', 'shift_jis');
    const backSjis = await importThroughConsole(s, admin, 'learners', sjis.bytes);
    expect(backSjis.counts).toEqual(allUnchanged(before.length));
  });

  it('退所: sessions end, rides not yet departed are cancelled with a mail, past ones stay; sign-in refused until 在籍 again', async () => {
    const s = server();
    const start = s.clock.now();
    try {
      const admin = await staffClient(s);
      const enrolled = HEAD + '2650001,中村 健太,なかむら けんた,2008-09-09,kenta@example.jp,,在籍\n';
      await importThroughConsole(s, admin, 'learners', enrolled);
      expectOk(await signUp(s, '2650001', 'なかむら', 'けんた', '2008-09-09'));
      const learnerId = await s.recNoOf('2650001');
      const learner = await signedInClient(s, '2650001', '0909');
      const days = (await bookableDates(learner)).map((d) => d.date);
      const [early, late] = [days[0]!, days[Math.min(2, days.length - 1)]!];
      expect(late > early).toBe(true);
      const past = await bookOn(admin, learner, learnerId, early);
      const future = await bookOn(admin, learner, learnerId, late);
      const lateRun = await runOf(s, late, future.binCd);

      // a minute after the early ride's bus left
      const earlyRun = await runOf(s, early, past.binCd);
      s.clock.set(new Date(japanInstant(early, earlyRun.planStartMinutes).getTime() + MINUTE));
      const signedIn = await signedInClient(s, '2650001', '0909');
      const office = await staffClient(s);
      const withdrawn = enrolled.replace('在籍', '退所');
      const report = await importThroughConsole(s, office, 'learners', withdrawn);
      expect(report.counts).toEqual({ added: 0, changed: 1, unchanged: 0, removed: 0 });

      expect(await s.db.select().from(sessions).where(eq(sessions.learnerId, learnerId))).toEqual([]);
      expect((await signedIn.post('Reservation/GetReservationDays', {})).status).toBe(401);
      const rides = await s.db
        .select({ id: reservations.id, cancelledAt: reservations.cancelledAt })
        .from(reservations)
        .where(inArray(reservations.id, [past.yoyakuId, future.yoyakuId]))
        .orderBy(asc(reservations.id));
      expect(rides.map((r) => [r.id, r.cancelledAt !== null])).toEqual([
        [past.yoyakuId, false],
        [future.yoyakuId, true],
      ]);
      expect((await runOf(s, late, future.binCd)).bookedSeats).toBe(lateRun.bookedSeats - 1);
      const mails = await s.db
        .select()
        .from(outboxMails)
        .where(
          and(eq(outboxMails.learnerId, learnerId), eq(outboxMails.kind, WITHDRAWN_RIDES_CANCELLED_MAIL)),
        );
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ toAddress: 'kenta@example.jp' });
      expect(mails[0]!.body).toContain(mailDateText(late));
      expect(mails[0]!.body).not.toContain(mailDateText(early));
      const [audit] = await s.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'reservation.cancel'), eq(auditLog.learnerId, learnerId)));
      expect(audit).toMatchObject({
        targetId: String(future.yoyakuId),
        reason: '退所（教習生ファイルの取り込み）',
      });

      const c = s.client();
      const refused = await c.login('2650001', '0909');
      expectRefusal(refused, 955, messages.error[955]);
      // a wrong password is not told that the learner left
      expect((await c.login('2650001', '0000')).body.error?.code).toBe(101);
      const kiosk = await (
        await freshClient(s)
      ).post(
        'Auth/Login',
        { serviceCode: DEMO.serviceCode, site: '2', seitoNo: '2650001' },
        { headers: HEADERS },
      );
      expectRefusal(kiosk, 955, messages.error[955]);
      const link = expectOk(
        await office.post<SilentLink>('Admin/IssueSilentLink', { learnerId, area: 'sp', site: '1' }),
      );
      const params = new URL(link.url).searchParams;
      const silent = await (
        await freshClient(s)
      ).post('Auth/SilentAuth', {
        serviceCode: DEMO.serviceCode,
        site: '1',
        recNo: Number(params.get('recNo')),
        token: params.get('token'),
      });
      expectRefusal(silent, 955, messages.error[955]);

      expect((await importThroughConsole(s, office, 'learners', withdrawn)).counts).toEqual(allUnchanged(1));
      const back = await importThroughConsole(s, office, 'learners', enrolled);
      expect(back.counts).toEqual({ added: 0, changed: 1, unchanged: 0, removed: 0 });
      expect((await c.login('2650001', '0909')).body.status).toBe(true);
    } finally {
      s.clock.set(start);
    }
  });
});
