import { and, desc, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { messageFor, messages } from '@shared/i18n/messages';
import { addDays, japanDateKey, japanInstant } from '@shared/rules/japan-time';
import type {
  BookableRun,
  BookableRuns,
  LearnerDetail,
  SearchLearnersResponse,
  TemporaryPassword,
} from '@shared/schemas/admin-learners';
import { auditLog, learners, lessons, outboxMails, sessions } from '@server/db/schema';
import { describeEachDatabase } from './databases';
import {
  DEMO,
  freshClient,
  newIdempotencyKey,
  signedInClient,
  useTestServer,
  type TestServer,
} from './harness';
import { addStaff, staffClient } from './admin-fixtures';
import { expectOk, expectRefusal, runOf } from './reservation-fixtures';

const lastAudit = async (s: TestServer, action: string) =>
  (
    await s.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id)).limit(1)
  )[0];

const minutesOf = (time: string) => {
  const [h, m] = time.split(':').map(Number);
  return h! * 60 + m!;
};

describeEachDatabase('The learner desk: same-day help and finding a learner (issue 26 §2, §6)', (kind) => {
  const server = useTestServer(kind);

  it("staff book a learner on one of today's runs until it leaves, with a reason, audited with the run", async () => {
    const s = server();
    const start = s.clock.now();
    const today = japanDateKey(start);
    const admin = await staffClient(s);
    const first = await s.recNoOf(DEMO.load(78).seitoNo);
    const second = await s.recNoOf(DEMO.load(79).seitoNo);
    const third = await s.recNoOf(DEMO.load(80).seitoNo);
    // the test clock stands at 10:00: today's later down runs have not left, the first up runs have
    const down = expectOk(
      await admin.post<BookableRuns>('Admin/GetBookableRunsFor', {
        learnerId: first,
        date: today,
        upDown: 2,
      }),
    );
    expect(down.day).toBe('today');
    const later = down.runs.find(
      (r: BookableRun) => !r.departed && r.freeSeats > 3 && r.isNetReservation && r.stops.length > 0,
    );
    if (!later) throw new Error('no down run of today left to book');
    const up = expectOk(
      await admin.post<BookableRuns>('Admin/GetBookableRunsFor', {
        learnerId: first,
        date: today,
        upDown: 1,
      }),
    );
    const gone = up.runs.find((r) => r.departed && r.stops.length > 0);
    if (!gone) throw new Error('no up run of today has left by 10:00');
    expect(minutesOf(gone.planStart)).toBeLessThanOrEqual(10 * 60);

    const ride = { date: today, upDown: 2, binCd: later.binCd, busStopCd: later.stops[0]!.busStopCd };
    const book = async (learnerId: number, reason?: string) =>
      (await staffClient(s)).post<{ yoyakuId: number }>('Admin/SaveReservationFor', {
        ...ride,
        learnerId,
        idempotencyKey: newIdempotencyKey(),
        ...(reason === undefined ? {} : { reason }),
      });
    try {
      // today is always past the learners' cut-off: a reason is required
      expectRefusal(await book(first), 720, messages.error[720]);
      const reason = '本人から電話（当日）';
      const saved = expectOk(await book(first, reason));
      const row = await runOf(s, today, later.binCd);
      const entry = await lastAudit(s, 'reservation.create');
      expect(entry).toMatchObject({
        learnerId: first,
        runId: row.id,
        reason,
        targetId: String(saved.yoyakuId),
      });
      expect(entry!.after).toMatchObject({ date: today, binCd: later.binCd, sameDay: true });

      // a run that has left is refused with its own code and text, reason or not
      const goneAnswer = await admin.post('Admin/SaveReservationFor', {
        learnerId: second,
        idempotencyKey: newIdempotencyKey(),
        date: today,
        upDown: 1,
        binCd: gone.binCd,
        busStopCd: gone.stops[0]!.busStopCd,
        reason,
      });
      expectRefusal(goneAnswer, 902, messageFor('error', 902, { run: gone.binName, time: gone.planStart }));

      // one minute before the later run's departure it is still bookable; at the departure it is not
      const departs = japanInstant(today, minutesOf(later.planStart));
      s.clock.set(new Date(departs.getTime() - 60_000));
      expectOk(await book(second, reason));
      s.clock.set(departs);
      expectRefusal(
        await book(third, reason),
        902,
        messageFor('error', 902, { run: later.binName, time: later.planStart }),
      );
      const runs = expectOk(
        await (
          await staffClient(s)
        ).post<BookableRuns>('Admin/GetBookableRunsFor', { learnerId: third, date: today, upDown: 2 }),
      );
      expect(runs.runs.find((r) => r.binCd === later.binCd)?.departed).toBe(true);
      // yesterday stays closed
      const yesterday = await (
        await staffClient(s)
      ).post('Admin/SaveReservationFor', {
        ...ride,
        date: addDays(today, -1),
        learnerId: third,
        reason,
        idempotencyKey: newIdempotencyKey(),
      });
      expect(yesterday.body.error?.code).toBe(322);
    } finally {
      s.clock.set(start);
    }
  });

  it('a same-day booking keeps one ride per lesson: the learner booked on that period is refused (320)', async () => {
    const s = server();
    const today = japanDateKey(s.clock.now());
    const admin = await staffClient(s);
    const learnerId = await s.recNoOf(DEMO.load(77).seitoNo);
    const down = expectOk(
      await admin.post<BookableRuns>('Admin/GetBookableRunsFor', { learnerId, date: today, upDown: 2 }),
    );
    const open = down.runs.filter(
      (r) => !r.departed && r.freeSeats > 3 && r.isNetReservation && r.stops.length,
    );
    const samePeriod = open.find((r) => open.some((o) => o !== r && o.periodName === r.periodName));
    if (!samePeriod) throw new Error('the demo has no two runs of one period today');
    const other = open.find((o) => o !== samePeriod && o.periodName === samePeriod.periodName)!;
    const bookOn = (run: BookableRun) =>
      admin.post('Admin/SaveReservationFor', {
        learnerId,
        idempotencyKey: newIdempotencyKey(),
        date: today,
        upDown: 2,
        binCd: run.binCd,
        busStopCd: run.stops[0]!.busStopCd,
        reason: '当日の依頼',
      });
    expectOk(await bookOn(samePeriod));
    expect((await bookOn(other)).body.error?.code).toBe(320);
  });

  it('finds the main learner by 山田, やまだ, ヤマダ, the student number and the phone with or without hyphens', async () => {
    const s = server();
    const admin = await staffClient(s);
    const queries = [
      '山田',
      '山田 太郎',
      '山田　太郎',
      'やまだ',
      'ヤマダ',
      'ﾔﾏﾀﾞ ﾀﾛｳ',
      '12345',
      '1234567',
      '090-0000-1234',
      '09000001234',
      '０９０－００００－１２３４',
      '0000-1234',
    ];
    for (const query of queries) {
      const found = expectOk(await admin.post<SearchLearnersResponse>('Admin/SearchLearners', { query }));
      expect(
        found.learners.map((l) => l.seitoNo),
        query,
      ).toContain(DEMO.main.seitoNo);
      const main = found.learners.find((l) => l.seitoNo === DEMO.main.seitoNo)!;
      expect(main).toMatchObject({ name: '山田 太郎', mobileNumber: '090-0000-1234', withdrawn: false });
    }
    // a phone number of another learner does not find the main one
    const other = expectOk(
      await admin.post<SearchLearnersResponse>('Admin/SearchLearners', { query: '080-0000-4321' }),
    );
    expect(other.learners.map((l) => l.seitoNo)).toEqual([DEMO.second.seitoNo]);
    const none = expectOk(
      await admin.post<SearchLearnersResponse>('Admin/SearchLearners', { query: '山田花子' }),
    );
    expect(none.learners).toEqual([]);
  });

  it("the learner's page shows sign-up, consent, withdrawal, the coming lessons and recent mails", async () => {
    const s = server();
    const admin = await staffClient(s);
    const today = japanDateKey(s.clock.now());
    const learnerId = await s.recNoOf(DEMO.load(76).seitoNo);
    const consent = new Date('2026-04-01T01:00:00Z');
    await s.db.update(learners).set({ privacyConsentAt: consent }).where(eq(learners.id, learnerId));
    await s.db
      .insert(lessons)
      .values([
        { learnerId, date: addDays(today, 1), jgn: 2, kind: '技能' },
        { learnerId, date: addDays(today, 20), jgn: 3, kind: '学科' },
        { learnerId, date: addDays(today, -1), jgn: 3, kind: '学科' },
      ])
      .onConflictDoNothing();
    expectOk(await admin.post('Admin/MailSignInLink', { learnerId, site: '1' }));
    const detail = expectOk(await admin.post<LearnerDetail>('Admin/GetLearner', { learnerId }));
    expect(detail.account).toEqual({
      signedUp: true,
      privacyConsentAt: consent.toISOString(),
      withdrawnAt: null,
    });
    expect(detail.lessons).toEqual([
      expect.objectContaining({ date: addDays(today, 1), jgn: 2, kind: '技能' }),
    ]);
    expect(detail.mails[0]).toMatchObject({ kind: 'sign-in-link', status: 'pending' });
    expect(detail.mails[0]!.subject).toContain('ログイン画面');

    const notSignedUp = await s.recNoOf('2345678');
    const pending = expectOk(await admin.post<LearnerDetail>('Admin/GetLearner', { learnerId: notSignedUp }));
    expect(pending.account.signedUp).toBe(false);
  });

  it("a password reset by an admin ends the learner's sessions at once, and the new password signs in", async () => {
    const s = server();
    const learner = DEMO.load(75);
    const learnerId = await s.recNoOf(learner.seitoNo);
    const phone = await signedInClient(s, learner.seitoNo, learner.password);
    const today = japanDateKey(s.clock.now());
    expect(
      (await phone.post('Reservation/GetReservationList', { date: addDays(today, 1) })).body.status,
    ).toBe(true);
    const admin = await staffClient(s);
    const reset = expectOk(await admin.post<TemporaryPassword>('Admin/ResetLearnerPassword', { learnerId }));
    // the demo's sites take 4–8 letters and digits: the temporary password fits them all
    expect(reset.temporaryPassword).toMatch(/^[a-z2-9]{8}$/);
    expect((await phone.post('Reservation/GetReservationList', { date: addDays(today, 1) })).status).toBe(
      401,
    );
    expect(await s.db.select().from(sessions).where(eq(sessions.learnerId, learnerId))).toEqual([]);
    const old = await freshClient(s);
    expect((await old.login(learner.seitoNo, learner.password)).body.status).toBe(false);
    const fresh = await freshClient(s);
    expect((await fresh.login(learner.seitoNo, reset.temporaryPassword)).body.status).toBe(true);

    const entry = await lastAudit(s, 'learner.password-reset');
    expect(entry).toMatchObject({ learnerId, targetId: String(learnerId) });
    expect(JSON.stringify(entry)).not.toContain(reset.temporaryPassword);
    const [notice] = await s.db
      .select()
      .from(outboxMails)
      .where(and(eq(outboxMails.learnerId, learnerId), eq(outboxMails.kind, 'password-changed')));
    expect(notice?.body).not.toContain(reset.temporaryPassword);

    const dispatcher = await staffClient(s, await addStaff(s, 'dispatcher'));
    expect((await dispatcher.post('Admin/ResetLearnerPassword', { learnerId })).status).toBe(403);
    // a learner who has not signed up has no password to reset (905)
    expectRefusal(
      await admin.post('Admin/ResetLearnerPassword', { learnerId: await s.recNoOf('2345678') }),
      905,
      messages.error[905],
    );
  });

  it("mails the school's login page (never a sign-in token) to the learner, and refuses one without an address (903)", async () => {
    const s = server();
    const learnerId = await s.recNoOf(DEMO.load(74).seitoNo);
    const dispatcher = await staffClient(s, await addStaff(s, 'dispatcher'));
    const sent = expectOk(
      await dispatcher.post<{ mailAddress: string }>('Admin/MailSignInLink', { learnerId, site: '1' }),
    );
    expect(sent.mailAddress).toBe(`load${DEMO.load(74).seitoNo}@example.jp`);
    const [mail] = await s.db
      .select()
      .from(outboxMails)
      .where(and(eq(outboxMails.learnerId, learnerId), eq(outboxMails.kind, 'sign-in-link')));
    expect(mail).toMatchObject({ toAddress: sent.mailAddress, status: 'pending' });
    expect(mail!.body).toContain(`${s.basePath}sp/login?serviceCode=demo&site=1`);
    expect(mail!.body).not.toMatch(/token|recNo|spmng/);
    expect(await lastAudit(s, 'learner.mail-sign-in-link')).toMatchObject({
      learnerId,
      after: { site: '1', mailId: mail!.id },
    });

    expect(
      (await dispatcher.post('Admin/MailSignInLink', { learnerId, site: 'nope' })).body.error?.code,
    ).toBe(105);
    await s.db.update(learners).set({ mailAddress: '' }).where(eq(learners.id, learnerId));
    expectRefusal(
      await dispatcher.post('Admin/MailSignInLink', { learnerId, site: '1' }),
      903,
      messages.error[903],
    );
    await s.db.update(learners).set({ withdrawnAt: s.clock.now() }).where(eq(learners.id, learnerId));
    expectRefusal(
      await dispatcher.post('Admin/MailSignInLink', { learnerId, site: '1' }),
      904,
      messages.error[904],
    );
  });
});
