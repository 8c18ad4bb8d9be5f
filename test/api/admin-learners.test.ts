import { and, desc, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { messages } from '@shared/i18n/messages';
import { addDays, japanDateKey, japanInstant } from '@shared/rules/japan-time';
import type {
  BookableRuns,
  LearnerDetail,
  SearchLearnersResponse,
  SilentLink,
} from '@shared/schemas/admin-learners';
import type { Reservation } from '@shared/schemas/reservation';
import { auditLog, learners, schools } from '@server/db/schema';
import { describeEachDatabase } from './databases';
import {
  DEMO,
  freshClient,
  newIdempotencyKey,
  signedInClient,
  useTestServer,
  type TestClient,
  type TestServer,
} from './harness';
import { addStaff, otherSchoolAdmin, staffClient } from './admin-fixtures';
import {
  bookableDates,
  countersMatchRows,
  expectOk,
  expectRefusal,
  runOf,
  setRunCapacity,
} from './reservation-fixtures';

/** The first run of a date and direction with room for one, and a stop it serves. */
async function freeRun(admin: TestClient, learnerId: number, date: string, upDown: 1 | 2) {
  const runs = expectOk(
    await admin.post<BookableRuns>('Admin/GetBookableRunsFor', { learnerId, date, upDown }),
  );
  const run = runs.runs.find((r) => r.freeSeats > 2 && r.isNetReservation && r.stops.length > 0);
  if (!run) throw new Error(`no free run on ${date}`);
  return { runs, run, busStopCd: run.stops[0]!.busStopCd };
}

const lastAudit = (s: TestServer) => s.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);

describeEachDatabase('Staff console: helping a learner (issue 10 §3)', (kind) => {
  const server = useTestServer(kind);

  it('finds a learner by part of the student number or furigana, whatever the width or kana', async () => {
    const s = server();
    const admin = await staffClient(s);
    for (const query of ['2345', 'やまだ', 'ヤマダ', 'ﾔﾏﾀﾞ', 'やまだたろう', 'やま だ', '１２３４５６７']) {
      const found = expectOk(await admin.post<SearchLearnersResponse>('Admin/SearchLearners', { query }));
      expect(
        found.learners.map((l) => l.seitoNo),
        query,
      ).toContain(DEMO.main.seitoNo);
    }
    const wildcard = expectOk(
      await admin.post<SearchLearnersResponse>('Admin/SearchLearners', { query: '%' }),
    );
    expect(wildcard.learners).toEqual([]);
  });

  it("never finds another school's learners, and another school's staff get 403 for the demo's", async () => {
    const s = server();
    const other = await otherSchoolAdmin(s);
    const [otherSchool] = await s.db.select().from(schools).where(eq(schools.serviceCode, 'other-console'));
    await s.db.insert(learners).values({
      schoolId: otherSchool!.id,
      seitoNo: '1234567',
      name: '別校 太郎',
      furigana: 'やまだ じろう',
      passwordHash: 'x',
    });
    const admin = await staffClient(s);
    const found = expectOk(
      await admin.post<SearchLearnersResponse>('Admin/SearchLearners', { query: 'やまだ' }),
    );
    expect(found.learners.map((l) => l.name)).not.toContain('別校 太郎');
    const demoId = await s.recNoOf(DEMO.main.seitoNo);
    for (const action of ['Admin/GetLearner', 'Admin/UnlockLearner']) {
      expect((await other.post(action, { learnerId: demoId })).status, action).toBe(403);
    }
    const theirs = expectOk(
      await other.post<SearchLearnersResponse>('Admin/SearchLearners', { query: 'やまだ' }),
    );
    expect(theirs.learners.map((l) => l.name)).toEqual(['別校 太郎']);
  });

  it("a booking staff make appears in the learner's own list and in the audit log", async () => {
    const s = server();
    const learner = await signedInClient(s, DEMO.main.seitoNo, DEMO.main.password);
    const learnerId = await s.recNoOf(DEMO.main.seitoNo);
    const days = await bookableDates(learner);
    const date = days[days.length - 1]!.date;
    const admin = await staffClient(s);
    const { run, busStopCd } = await freeRun(admin, learnerId, date, 2);
    const saved = expectOk(
      await admin.post<{ yoyakuId: number }>('Admin/SaveReservationFor', {
        learnerId,
        idempotencyKey: newIdempotencyKey(),
        date,
        binCd: run.binCd,
        upDown: 2,
        busStopCd,
      }),
    );
    const mine = expectOk(await learner.post<Reservation[]>('Reservation/GetReservationList', { date }));
    expect(mine.map((r) => r.yoyakuId)).toContain(saved.yoyakuId);
    const [entry] = await lastAudit(s);
    expect(entry).toMatchObject({
      action: 'reservation.create',
      staffLoginId: 'admin',
      learnerId,
      targetId: String(saved.yoyakuId),
      reason: null,
      before: null,
    });
    expect(entry!.after).toMatchObject({ date, binCd: run.binCd, busStopCd, pastCutoff: false });
    const detail = expectOk(await admin.post<LearnerDetail>('Admin/GetLearner', { learnerId }));
    expect(detail.bookings.find((b) => b.reservationId === saved.yoyakuId)).toMatchObject({
      cancelled: false,
    });
  });

  it("a learner's page lists the school's sites, so the sign-in link names one that exists", async () => {
    const s = server();
    const admin = await staffClient(s);
    const learnerId = await s.recNoOf(DEMO.main.seitoNo);
    const detail = expectOk(await admin.post<LearnerDetail>('Admin/GetLearner', { learnerId }));
    expect(detail.sites).toContain('1');
    for (const site of detail.sites) {
      expectOk(await admin.post<SilentLink>('Admin/IssueSilentLink', { learnerId, area: 'sp', site }));
    }
  });

  it('a reason sent with a booking before the cut-off is not recorded: nobody was asked for one', async () => {
    const s = server();
    const learner = await signedInClient(s, DEMO.main.seitoNo, DEMO.main.password);
    const learnerId = await s.recNoOf(DEMO.main.seitoNo);
    const days = await bookableDates(learner);
    const date = days[days.length - 1]!.date;
    const admin = await staffClient(s);
    const { runs, run, busStopCd } = await freeRun(admin, learnerId, date, 1);
    expect(runs.day).toBe('open');
    const saved = expectOk(
      await admin.post<{ yoyakuId: number }>('Admin/SaveReservationFor', {
        learnerId,
        idempotencyKey: newIdempotencyKey(),
        date,
        binCd: run.binCd,
        upDown: 1,
        busStopCd,
        reason: '前の日付で入力した理由',
      }),
    );
    expect((await lastAudit(s))[0]).toMatchObject({
      action: 'reservation.create',
      targetId: String(saved.yoyakuId),
      reason: null,
    });
  });

  it('past the cut-off staff book and cancel only with a reason (720), which the audit log keeps', async () => {
    const s = server();
    const start = s.clock.now();
    const learnerId = await s.recNoOf(DEMO.second.seitoNo);
    const date = (await bookableDates(await signedInClient(s, DEMO.second.seitoNo, DEMO.second.password)))[0]!
      .date;
    // the first bookable day closes at 16:00 today (the test clock starts at 10:00 on a weekday)
    s.clock.set(new Date(start.getTime() + 6.5 * 3_600_000));
    try {
      const admin = await staffClient(s);
      const learner = await signedInClient(s, DEMO.second.seitoNo, DEMO.second.password);
      const { runs, run, busStopCd } = await freeRun(admin, learnerId, date, 1);
      expect(runs.day).toBe('pastCutoff');
      const body = { learnerId, date, binCd: run.binCd, upDown: 1, busStopCd };
      expectRefusal(
        await admin.post('Admin/SaveReservationFor', { ...body, idempotencyKey: newIdempotencyKey() }),
        720,
        messages.error[720],
      );
      // a reason of zero-width characters only shows nothing: not a reason
      expectRefusal(
        await admin.post('Admin/SaveReservationFor', {
          ...body,
          idempotencyKey: newIdempotencyKey(),
          reason: '\u200b\u2060 \ufeff',
        }),
        720,
        messages.error[720],
      );
      const reason = '電話で依頼あり（締切後）';
      const saved = expectOk(
        await admin.post<{ yoyakuId: number }>('Admin/SaveReservationFor', {
          ...body,
          idempotencyKey: newIdempotencyKey(),
          reason,
        }),
      );
      expect((await lastAudit(s))[0]).toMatchObject({ action: 'reservation.create', reason });
      const learnerCancel = await learner.post('Reservation/CancelReservation', {
        yoyakuIdList: [saved.yoyakuId],
        idempotencyKey: newIdempotencyKey(),
      });
      expect(learnerCancel.body.error?.code).toBe(326);
      expectRefusal(
        await admin.post('Admin/CancelReservationsFor', {
          learnerId,
          reservationIds: [saved.yoyakuId],
          idempotencyKey: newIdempotencyKey(),
        }),
        720,
        messages.error[720],
      );
      expectOk(
        await admin.post('Admin/CancelReservationsFor', {
          learnerId,
          reservationIds: [saved.yoyakuId],
          idempotencyKey: newIdempotencyKey(),
          reason: '本人から欠席の連絡',
        }),
      );
      expect((await lastAudit(s))[0]).toMatchObject({
        action: 'reservation.cancel',
        reason: '本人から欠席の連絡',
        targetId: String(saved.yoyakuId),
      });
    } finally {
      s.clock.set(start);
    }
  });

  it('capacity holds when staff and learners book the same nearly full run at once', async () => {
    const s = server();
    const admin = await staffClient(s);
    const probe = await signedInClient(s, DEMO.load(40).seitoNo, DEMO.load(40).password);
    const days = await bookableDates(probe);
    const date = days[Math.min(3, days.length - 1)]!.date;
    const firstId = await s.recNoOf(DEMO.load(40).seitoNo);
    const { run, busStopCd } = await freeRun(admin, firstId, date, 1);
    const row = await runOf(s, date, run.binCd);
    await setRunCapacity(s, row.id, { seats: row.bookedSeats + 3 });
    const numbers = [41, 42, 43, 44, 45, 46, 47, 48];
    const learnersBooking = await Promise.all(
      numbers.slice(0, 4).map((n) => signedInClient(s, DEMO.load(n).seitoNo, DEMO.load(n).password)),
    );
    const staffIds = await Promise.all(numbers.slice(4).map((n) => s.recNoOf(DEMO.load(n).seitoNo)));
    const ride = { date, binCd: run.binCd, upDown: 1, busStopCd };
    const answers = await Promise.all([
      ...learnersBooking.map((c) =>
        c.post('Reservation/SaveReservation', { ...ride, idempotencyKey: newIdempotencyKey() }),
      ),
      ...staffIds.map((learnerId) =>
        admin.post('Admin/SaveReservationFor', { ...ride, learnerId, idempotencyKey: newIdempotencyKey() }),
      ),
    ]);
    expect(answers.filter((a) => a.body.status).length).toBe(3);
    expect(answers.filter((a) => !a.body.status).every((a) => a.body.error?.code === 323)).toBe(true);
    const after = await runOf(s, date, run.binCd);
    expect(after.bookedSeats).toBe(after.seats);
    expect(await countersMatchRows(s, after.id)).toBe(true);
  });

  it('unlocks a learner locked by five wrong passwords, who can then sign in', async () => {
    const s = server();
    const c = await freshClient(s);
    for (let i = 0; i < 5; i++) await c.login(DEMO.second.seitoNo, '0000');
    expect((await c.login(DEMO.second.seitoNo, DEMO.second.password)).body.error?.code).toBe(102);
    const admin = await staffClient(s);
    const learnerId = await s.recNoOf(DEMO.second.seitoNo);
    const detail = expectOk(await admin.post<LearnerDetail>('Admin/GetLearner', { learnerId }));
    expect(detail.lockedUntil).not.toBeNull();
    expect(expectOk(await admin.post('Admin/UnlockLearner', { learnerId }))).toEqual({ wasLocked: true });
    expect((await c.login(DEMO.second.seitoNo, DEMO.second.password)).body.status).toBe(true);
    const [entry] = await lastAudit(s);
    expect(entry).toMatchObject({
      action: 'learner.unlock',
      learnerId,
      after: { lockedUntil: null, failures: 0 },
    });
    expect((entry!.before as { lockedUntil: string | null }).lockedUntil).not.toBeNull();
  });

  it('issues a silent sign-in link that works once; dispatchers may not issue one', async () => {
    const s = server();
    const admin = await staffClient(s);
    const learnerId = await s.recNoOf(DEMO.main.seitoNo);
    const link = expectOk(
      await admin.post<SilentLink>('Admin/IssueSilentLink', { learnerId, area: 'sp', site: '1' }),
    );
    expect(new Date(link.expiresAt).getTime() - s.clock.now().getTime()).toBe(5 * 60_000);
    const params = new URL(link.url).searchParams;
    expect(new URL(link.url).pathname).toBe(`${s.basePath}sp/spmng/`);
    const body = {
      serviceCode: 'demo',
      site: '1',
      recNo: Number(params.get('recNo')),
      token: params.get('token'),
    };
    const first = await (await freshClient(s)).post('Auth/SilentAuth', body);
    expect(first.body.status).toBe(true);
    const second = await (await freshClient(s)).post('Auth/SilentAuth', body);
    expect(second.body.error?.code).toBe(104);
    const [entry] = await s.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'learner.silentLink'), eq(auditLog.learnerId, learnerId)));
    expect(JSON.stringify(entry)).not.toContain(params.get('token')!);
    const dispatcher = await staffClient(s, await addStaff(s, 'dispatcher'));
    expect(
      (await dispatcher.post('Admin/IssueSilentLink', { learnerId, area: 'sp', site: '1' })).status,
    ).toBe(403);
    expect(
      (await admin.post('Admin/IssueSilentLink', { learnerId, area: 'sp', site: 'nope' })).body.error?.code,
    ).toBe(105);
  });

  it('staff cancel a ride of today until its run departs, not after (326)', async () => {
    const s = server();
    const start = s.clock.now();
    const learnerId = await s.recNoOf(DEMO.main.seitoNo);
    const admin = await staffClient(s);
    const date = (await bookableDates(await signedInClient(s, DEMO.main.seitoNo, DEMO.main.password)))[1]!
      .date;
    const { run, busStopCd } = await freeRun(admin, learnerId, date, 2);
    const saved = expectOk(
      await admin.post<{ yoyakuId: number }>('Admin/SaveReservationFor', {
        learnerId,
        idempotencyKey: newIdempotencyKey(),
        date,
        binCd: run.binCd,
        upDown: 2,
        busStopCd,
      }),
    );
    const [hours, minutes] = run.planStart.split(':').map(Number);
    const departs = japanInstant(date, hours! * 60 + minutes!);
    const cancel = async () => {
      // the session would have timed out over the days the clock skips
      const desk = await staffClient(s);
      return desk.post('Admin/CancelReservationsFor', {
        learnerId,
        reservationIds: [saved.yoyakuId],
        idempotencyKey: newIdempotencyKey(),
        reason: '本人から欠席の連絡',
      });
    };
    try {
      s.clock.set(departs);
      expectRefusal(await cancel(), 326, messages.error[326]);
      s.clock.set(new Date(departs.getTime() - 60_000));
      expectOk(await cancel());
    } finally {
      s.clock.set(start);
    }
  });

  it('refuses a past or far date for staff too (322); today is same-day help (admin-learner-desk)', async () => {
    const s = server();
    const admin = await staffClient(s);
    const learnerId = await s.recNoOf(DEMO.main.seitoNo);
    const today = japanDateKey(s.clock.now());
    const answer = await admin.post('Admin/SaveReservationFor', {
      learnerId,
      idempotencyKey: newIdempotencyKey(),
      date: addDays(today, -1),
      binCd: 'U0101',
      upDown: 1,
      busStopCd: 'x',
      reason: 'test',
    });
    expect(answer.body.error?.code).toBe(322);
    // a date staff can never book is 322 at once, not a request for a reason (720)
    for (const date of [addDays(today, -1), addDays(today, -3), addDays(today, 400)]) {
      const noReason = await admin.post('Admin/SaveReservationFor', {
        learnerId,
        idempotencyKey: newIdempotencyKey(),
        date,
        binCd: 'U0101',
        upDown: 1,
        busStopCd: 'x',
      });
      expect(noReason.body.error?.code, date).toBe(322);
    }
  });
});
