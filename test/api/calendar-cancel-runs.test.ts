import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { messages } from '@shared/i18n/messages';
import type { DayBoard } from '@shared/schemas/admin-board';
import type { CancelRunsOnClosedDaysResult, SetCalendarDaysResult } from '@shared/schemas/admin-school';
import { auditLog, busRuns, learners, outboxMails, reservations } from '@server/db/schema';
import { RUN_CANCELLED_MAIL } from '@server/domain/runs/day-of-changes';
import { addStaff, staffClient } from './admin-fixtures';
import { describeEachDatabase } from './databases';
import { useTestServer, type TestClient, type TestServer } from './harness';
import { expectOk, expectRefusal } from './reservation-fixtures';

/**
 * The board's day (the next business day, with demo bookings; `later`: the one after, which no
 * other test here closes) and its active bookings, riders given addresses.
 */
async function bookedDay(s: TestServer, admin: TestClient, later = false) {
  let board = expectOk(await admin.post<DayBoard>('Admin/GetDayBoard', {}));
  if (later)
    board = expectOk(await admin.post<DayBoard>('Admin/GetDayBoard', { date: board.nextBusinessDay }));
  const rows = await s.db
    .select({ id: reservations.id, learnerId: reservations.learnerId, runId: reservations.runId })
    .from(reservations)
    .where(
      and(
        eq(reservations.schoolId, s.schoolId),
        eq(reservations.date, board.date),
        isNull(reservations.cancelledAt),
      ),
    );
  expect(rows.length).toBeGreaterThan(1);
  for (const learnerId of new Set(rows.map((r) => r.learnerId)))
    await s.db
      .update(learners)
      .set({ mailAddress: `l${learnerId}@example.jp` })
      .where(eq(learners.id, learnerId));
  return { date: board.date, rows, runIds: [...new Set(rows.map((r) => r.runId))] };
}

const cancelledMails = (s: TestServer) =>
  s.db
    .select()
    .from(outboxMails)
    .where(eq(outboxMails.kind, RUN_CANCELLED_MAIL))
    .orderBy(asc(outboxMails.id));

describeEachDatabase(
  'Closing a day with bookings, then cancelling its runs and telling the learners (issue 23 §4)',
  (kind) => {
    const server = useTestServer(kind);

    it('a closed day’s runs with bookings are cancelled in one go: each learner mailed once per run, audited', async () => {
      const s = server();
      const admin = await staffClient(s);
      const day = await bookedDay(s, admin);

      // on a business day nothing is cancelled
      expect(
        expectOk(
          await admin.post<CancelRunsOnClosedDaysResult>('Admin/CancelRunsOnClosedDays', {
            startDate: day.date,
            endDate: day.date,
          }),
        ),
      ).toEqual({ runs: 0, bookings: 0, mailed: 0 });

      const closed = expectOk(
        await admin.post<SetCalendarDaysResult>('Admin/SetCalendarDays', {
          startDate: day.date,
          endDate: day.date,
          open: false,
          reason: '臨時休校',
        }),
      );
      expect(closed.bookingsOnClosedDays).toBe(day.rows.length);

      const result = expectOk(
        await admin.post<CancelRunsOnClosedDaysResult>('Admin/CancelRunsOnClosedDays', {
          startDate: day.date,
          endDate: day.date,
        }),
      );
      expect(result).toEqual({ runs: day.runIds.length, bookings: day.rows.length, mailed: day.rows.length });
      const still = await s.db
        .select()
        .from(reservations)
        .where(
          and(
            inArray(
              reservations.id,
              day.rows.map((r) => r.id),
            ),
            isNull(reservations.cancelledAt),
          ),
        );
      expect(still).toHaveLength(0);
      const bookable = await s.db
        .select()
        .from(busRuns)
        .where(and(inArray(busRuns.id, day.runIds), gt(busRuns.seats, 0)));
      expect(bookable).toHaveLength(0);
      const mails = await cancelledMails(s);
      expect(mails).toHaveLength(day.rows.length);
      const audit = await s.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'run.cancel'), eq(auditLog.targetType, 'run')));
      expect(audit.map((a) => Number(a.targetId)).sort()).toEqual([...day.runIds].sort());

      // asked again, nothing is left to cancel and nobody is mailed twice
      expect(
        expectOk(
          await admin.post<CancelRunsOnClosedDaysResult>('Admin/CancelRunsOnClosedDays', {
            startDate: day.date,
            endDate: day.date,
          }),
        ),
      ).toEqual({ runs: 0, bookings: 0, mailed: 0 });
      expect(await cancelledMails(s)).toHaveLength(day.rows.length);
    });

    it('two admins pressing it at once cancel each booking once and mail each learner once', async () => {
      const s = server();
      const [first, second] = [await staffClient(s), await staffClient(s)];
      const day = await bookedDay(s, first, true);
      const mailsBefore = (await cancelledMails(s)).length;
      expectOk(
        await first.post('Admin/SetCalendarDays', { startDate: day.date, endDate: day.date, open: false }),
      );
      const body = { startDate: day.date, endDate: day.date };
      const answers = await Promise.all([
        first.post<CancelRunsOnClosedDaysResult>('Admin/CancelRunsOnClosedDays', body),
        second.post<CancelRunsOnClosedDaysResult>('Admin/CancelRunsOnClosedDays', body),
      ]);
      const results = answers.map((a) => expectOk(a));
      expect(results.reduce((n, r) => n + r.bookings, 0)).toBe(day.rows.length);
      expect(await cancelledMails(s)).toHaveLength(mailsBefore + day.rows.length);
    });

    it('a range in the past is refused (799); a dispatcher may not', async () => {
      const s = server();
      const admin = await staffClient(s);
      expectRefusal(
        await admin.post('Admin/CancelRunsOnClosedDays', { startDate: '2020-01-01', endDate: '2020-01-02' }),
        799,
        messages.error[799],
      );
      const dispatcher = await staffClient(s, await addStaff(s, 'dispatcher'));
      const refused = await dispatcher.post('Admin/CancelRunsOnClosedDays', {
        startDate: '2099-01-01',
        endDate: '2099-01-01',
      });
      expect(refused.body.status).toBe(false);
    });
  },
);
