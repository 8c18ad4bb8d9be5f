import { and, eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { LOGIN_LIMITS } from '@shared/constants';
import { messageFor, messages } from '@shared/i18n/messages';
import { formatTime } from '@shared/rules/japan-time';
import { loginAttemptsInFlight, loginFailures } from '@server/db/schema';
import { purgeExpiredAuthState } from '@server/domain/auth/purge-expired';
import { describeEachDatabase } from './databases';
import { DEMO, MINUTE, freshClient, useTestServer, type TestServer } from './harness';

/** The lock text of error 102 for a 15-minute lock starting now (same Japan day). */
const lockText = (s: TestServer) =>
  messageFor('error', 102, { until: formatTime(new Date(s.clock.now().getTime() + 15 * MINUTE)) });

/** The account's attempts in flight, ended or not. */
const inFlight = (s: TestServer, account: string) =>
  s.db
    .select()
    .from(loginAttemptsInFlight)
    .where(and(eq(loginAttemptsInFlight.schoolId, s.schoolId), eq(loginAttemptsInFlight.account, account)));

describeEachDatabase(
  'Auth/Login lockout: per-account lock after 5 consecutive failures (PRODUCT.md §3)',
  (kind) => {
    const server = useTestServer(kind);

    it('the 5th consecutive wrong password answers 102 with the lock text, and the right one is refused while locked', async () => {
      const s = server();
      const learner = DEMO.load(1);
      for (let i = 1; i <= 4; i++) {
        const answer = await (await freshClient(s)).login(learner.seitoNo, '9999');
        expect(answer.body.error?.code, `failure ${i}`).toBe(101);
      }
      const expectedText = lockText(s);
      const fifth = await (await freshClient(s)).login(learner.seitoNo, '9999');
      expect(fifth.status).toBe(200);
      expect(fifth.body.status).toBe(false);
      expect(fifth.body.error?.code).toBe(102);
      expect(fifth.body.error?.message).toBe(expectedText);

      const right = await (await freshClient(s)).login(learner.seitoNo, learner.password);
      expect(right.body.status).toBe(false);
      expect(right.body.error?.code).toBe(102);
      expect(right.body.error?.message).toBe(expectedText);
      expect(right.body.data).toBeNull();
    });

    it('once the clock passes the lock the right password signs in', async () => {
      const s = server();
      const learner = DEMO.load(2);
      for (let i = 1; i <= 5; i++) await (await freshClient(s)).login(learner.seitoNo, '9999');
      const locked = await (await freshClient(s)).login(learner.seitoNo, learner.password);
      expect(locked.body.error?.code).toBe(102);

      s.clock.advance(14 * MINUTE);
      const stillLocked = await (await freshClient(s)).login(learner.seitoNo, learner.password);
      expect(stillLocked.body.error?.code).toBe(102);

      s.clock.advance(2 * MINUTE);
      const c = await freshClient(s);
      const answer = await c.login(learner.seitoNo, learner.password);
      expect(answer.body.status).toBe(true);
      expect(answer.body.data?.user.seitoNo).toBe(learner.seitoNo);
    });

    it('a success in between starts the consecutive count again', async () => {
      const s = server();
      const learner = DEMO.load(3);
      for (let i = 1; i <= 4; i++) await (await freshClient(s)).login(learner.seitoNo, '9999');
      expect((await (await freshClient(s)).login(learner.seitoNo, learner.password)).body.status).toBe(true);
      for (let i = 1; i <= 4; i++) {
        const answer = await (await freshClient(s)).login(learner.seitoNo, '9999');
        expect(answer.body.error?.code, `failure ${i} after the success`).toBe(101);
      }
      expect((await (await freshClient(s)).login(learner.seitoNo, learner.password)).body.status).toBe(true);
    });

    it('the lock of one account leaves other accounts alone', async () => {
      const s = server();
      const locked = DEMO.load(4);
      for (let i = 1; i <= 5; i++) await (await freshClient(s)).login(locked.seitoNo, '9999');
      const other = DEMO.load(5);
      expect((await (await freshClient(s)).login(other.seitoNo, other.password)).body.status).toBe(true);
    });

    it('an unknown student number locks the same way, so the lock does not reveal which numbers exist', async () => {
      const s = server();
      const answers = [];
      for (let i = 1; i <= 5; i++) answers.push(await (await freshClient(s)).login('8888888', '9999'));
      expect(answers.slice(0, 4).map((a) => a.body.error?.code)).toEqual([101, 101, 101, 101]);
      expect(answers[4]?.body.error?.code).toBe(102);
      expect(answers[4]?.body.error?.message).toBe(lockText(s));
    });

    it('a locked account never gets the wrong-password text, so a lock cannot be probed by guessing', async () => {
      const s = server();
      const learner = DEMO.load(6);
      for (let i = 1; i <= 5; i++) await (await freshClient(s)).login(learner.seitoNo, '9999');
      const again = await (await freshClient(s)).login(learner.seitoNo, '1111');
      expect(again.body.error?.code).toBe(102);
      expect(again.body.error?.message).not.toBe(messages.error[101]);
    });

    it('guesses sent all at once are limited like guesses sent one by one', async () => {
      const s = server();
      const learner = DEMO.load(7);
      const clients = await Promise.all(Array.from({ length: 30 }, () => freshClient(s)));
      const answers = await Promise.all(clients.map((c, i) => c.login(learner.seitoNo, String(1000 + i))));
      expect(answers.every((a) => a.body.status === false)).toBe(true);
      const [row] = await s.db
        .select()
        .from(loginFailures)
        .where(and(eq(loginFailures.schoolId, s.schoolId), eq(loginFailures.seitoNo, learner.seitoNo)));
      expect(row?.dayCount).toBeLessThanOrEqual(LOGIN_LIMITS.consecutiveFailuresBeforeLock);
      const right = await (await freshClient(s)).login(learner.seitoNo, learner.password);
      expect(right.body.error?.code).toBe(102);
    });

    it('guesses sent all at once get exactly the five password checks that one by one would (issue 21)', async () => {
      const s = server();
      const learner = DEMO.load(8);
      const clients = await Promise.all(Array.from({ length: 20 }, () => freshClient(s)));
      const answers = await Promise.all(clients.map((c, i) => c.login(learner.seitoNo, String(2000 + i))));
      const codes = answers.map((a) => a.body.error?.code);
      expect(codes.filter((code) => code === 101)).toHaveLength(
        LOGIN_LIMITS.consecutiveFailuresBeforeLock - 1,
      );
      expect(codes.filter((code) => code === 102)).toHaveLength(
        20 - LOGIN_LIMITS.consecutiveFailuresBeforeLock + 1,
      );
      const [row] = await s.db
        .select()
        .from(loginFailures)
        .where(and(eq(loginFailures.schoolId, s.schoolId), eq(loginFailures.seitoNo, learner.seitoNo)));
      expect(row?.dayCount).toBe(LOGIN_LIMITS.consecutiveFailuresBeforeLock);
      expect(await inFlight(s, learner.seitoNo)).toEqual([]);
    });

    it("a learner's own right sign-ins sent at once all go through: 8 at once, 15 times (issue 21)", async () => {
      const s = server();
      const learner = DEMO.load(9);
      for (let round = 0; round < 15; round++) {
        const clients = await Promise.all(Array.from({ length: 8 }, () => freshClient(s)));
        const answers = await Promise.all(clients.map((c) => c.login(learner.seitoNo, learner.password)));
        expect(
          answers.map((a) => a.body.error?.code ?? 'signed in'),
          `round ${round + 1}`,
        ).toEqual(Array(8).fill('signed in'));
      }
      const rows = await s.db
        .select()
        .from(loginFailures)
        .where(and(eq(loginFailures.schoolId, s.schoolId), eq(loginFailures.seitoNo, learner.seitoNo)));
      expect(rows).toEqual([]);
      expect(await inFlight(s, learner.seitoNo)).toEqual([]);
    });

    it('an attempt left in flight by a process that ended stops counting after a minute by the database clock, whatever the app clock says (issue 21)', async () => {
      const s = server();
      const learner = DEMO.load(10);
      // five attempts a killed process began and never ended, a minute ago and just now
      const started = (secondsAgo: number) => sql`now() - make_interval(secs => ${secondsAgo})`;
      await s.db.insert(loginAttemptsInFlight).values(
        [61, 61, 61, 61, 0].map((secondsAgo) => ({
          schoolId: s.schoolId,
          account: learner.seitoNo,
          startedAt: started(secondsAgo),
        })),
      );
      // one still counts, which a first attempt may join
      expect((await (await freshClient(s)).login(learner.seitoNo, learner.password)).body.status).toBe(true);
      // the app clock moved far ahead changes nothing: the database's clock decides
      s.clock.advance(10 * MINUTE);
      expect((await (await freshClient(s)).login(learner.seitoNo, learner.password)).body.status).toBe(true);
      expect(await inFlight(s, learner.seitoNo)).toHaveLength(5);
      await purgeExpiredAuthState(s.db, new Date(Date.now() + 25 * 3_600_000));
      expect(await inFlight(s, learner.seitoNo)).toEqual([]);
    });
  },
);
