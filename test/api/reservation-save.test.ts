import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { messages } from '@shared/i18n/messages';
import type { Reservation } from '@shared/schemas/reservation';
import { addDays, japanDateKey } from '@shared/rules/japan-time';
import { busRuns, reservations } from '@server/db/schema';
import { describeEachDatabase } from './databases';
import { DEMO, signedInClient, useTestServer, type TestClient } from './harness';
import {
  activeBookings,
  bookableDates,
  countersMatchRows,
  expectOk,
  expectRefusal,
  runOf,
  runsOn,
  setRunCapacity,
  shortDate,
  stopCodesOf,
} from './reservation-fixtures';

const ALREADY = '既に予約済みです。';
const RECEPTION_ENDED = 'この便の予約受付は終了しました。';
const CLOSED = (date: string) => `${shortDate(date)} の予約受付は終了しました。`;
const FULL = (date: string) => `${shortDate(date)} 満席のため予約できませんでした。`;
const NOT_HERE = '選択された乗車地点ではこの便をご利用いただけません。';

/** A booking of the 東部方面 course (03), whose stops 0023…0033 no demo learner books in periods 1–4. */
const eastBooking = (date: string, jgn: number, upDown: 1 | 2 = 1) => ({
  date,
  binCd: `${upDown === 1 ? 'U' : 'D'}03${String(jgn).padStart(2, '0')}`,
  upDown,
  busStopCd: '0027',
});

describeEachDatabase(
  'Reservation/SaveReservation: cut-off, capacity and uniqueness in the database',
  (kind) => {
    const server = useTestServer(kind);
    let days: string[] = [];
    let second: TestClient;

    const save = (c: TestClient, body: object) =>
      c.post<{ yoyakuId: number }>('Reservation/SaveReservation', body);
    const day = (i: number) => {
      const d = days[i];
      if (!d) throw new Error(`fewer than ${i + 1} bookable days`);
      return d;
    };

    it('books a free seat, counts it on the run and lists it (happy path)', async () => {
      const s = server();
      second = await signedInClient(s, DEMO.second.seitoNo, DEMO.second.password);
      days = (await bookableDates(second)).map((d) => d.date);
      expect(days.length).toBeGreaterThanOrEqual(5);

      const body = { ...eastBooking(day(1), 2), desireTimeOpt: 1, desireTime: '08:30' };
      const before = await runOf(s, body.date, body.binCd);
      const { yoyakuId } = expectOk(await save(second, body));
      expect(yoyakuId).toBeGreaterThan(0);

      const after = await runOf(s, body.date, body.binCd);
      expect(after.bookedSeats).toBe(before.bookedSeats + 1);
      const [row] = await s.db.select().from(reservations).where(eq(reservations.id, yoyakuId));
      expect(row).toMatchObject({
        learnerId: await s.recNoOf(DEMO.second.seitoNo),
        runId: before.id,
        date: body.date,
        upDown: 1,
        passenger: 0,
        desireTimeOpt: 1,
        desireTime: '08:30',
        cancelledAt: null,
      });

      const list = expectOk(await second.post<Reservation[]>('Reservation/GetReservationList', {}));
      expect(list.map((r) => r.yoyakuId)).toContain(yoyakuId);
    });

    it('takes seats for the learner and each child, child seats and the bicycle on a site that allows them', async () => {
      const s = server();
      const body = {
        ...eastBooking(day(2), 3, 2),
        busStopCd: '0030',
        passenger: 2,
        childSheet: 1,
        jitensya: 1,
      };
      const before = await runOf(s, body.date, body.binCd);
      expectOk(await save(second, body));
      const after = await runOf(s, body.date, body.binCd);
      expect(after.bookedSeats - before.bookedSeats).toBe(3);
      expect(after.bookedChildSeats - before.bookedChildSeats).toBe(1);
      expect(after.bookedBicycles - before.bookedBicycles).toBe(1);
      expect(await countersMatchRows(s, before.id)).toBe(true);
    });

    it('refuses a second booking of the same date, run and direction with 320 and keeps one row', async () => {
      const s = server();
      const body = eastBooking(day(1), 2);
      const run = await runOf(s, body.date, body.binCd);
      expectRefusal(await save(second, body), 320, ALREADY);
      expect((await runOf(s, body.date, body.binCd)).bookedSeats).toBe(run.bookedSeats);
    });

    it('answers 320, not 323, when the learner repeats a booking on a run that has filled up since', async () => {
      const s = server();
      const body = eastBooking(day(1), 2);
      const run = await runOf(s, body.date, body.binCd);
      await setRunCapacity(s, run.id, { seats: run.bookedSeats });
      try {
        expectRefusal(await save(second, body), 320, ALREADY);
      } finally {
        await setRunCapacity(s, run.id, { seats: run.seats });
      }
    });

    it('refuses a run that is missing, runs the other way or is not net-reservable with 321', async () => {
      const s = server();
      const date = day(1);
      expectRefusal(await save(second, { ...eastBooking(date, 1), binCd: 'X9999' }), 321, RECEPTION_ENDED);
      expectRefusal(await save(second, { ...eastBooking(date, 1), upDown: 2 }), 321, RECEPTION_ENDED);
      const offline = (await runsOn(s, date)).find((r) => !r.isNetReservation);
      expect(offline, 'the demo has one run per day that is not net-reservable').toBeDefined();
      const answer = await save(second, {
        date,
        binCd: offline!.binCd,
        upDown: offline!.upDown,
        busStopCd: '0019',
      });
      expectRefusal(answer, 321, RECEPTION_ENDED);
    });

    it('refuses with 322 and the date text a day that is not bookable: today, a Sunday, beyond the horizon', async () => {
      const s = server();
      const today = japanDateKey(s.clock.now());
      let sunday = addDays(today, 1);
      while (new Date(`${sunday}T00:00:00Z`).getUTCDay() !== 0) sunday = addDays(sunday, 1);
      const beyond = addDays(today, 31);
      for (const date of [today, sunday, beyond]) {
        expectRefusal(await save(second, eastBooking(date, 1)), 322, CLOSED(date));
      }
    });

    it('refuses a day past its cut-off with 322 and the date text, even when the client sends it directly', async () => {
      const s = server();
      const [first] = await bookableDates(second);
      expect(first).toBeDefined();
      const deadline = new Date(first!.deadline);
      const saved = s.clock.now();
      // sessions time out after 30 idle minutes: sign in again at each moved time
      const signIn = () => signedInClient(s, DEMO.load(78).seitoNo, DEMO.load(78).password);
      try {
        s.clock.set(new Date(deadline.getTime() - 1000));
        expect((await bookableDates(await signIn())).map((d) => d.date)).toContain(first!.date);

        s.clock.set(deadline);
        const late = await signIn();
        expect((await bookableDates(late)).map((d) => d.date)).not.toContain(first!.date);
        const run = await runOf(s, first!.date, eastBooking(first!.date, 4).binCd);
        expectRefusal(await save(late, eastBooking(first!.date, 4)), 322, CLOSED(first!.date));
        expect((await runOf(s, first!.date, run.binCd)).bookedSeats).toBe(run.bookedSeats);
      } finally {
        s.clock.set(saved);
      }
    });

    it("refuses another learner's own point, a point awaiting approval and a stop the run does not serve with 324", async () => {
      const s = server();
      const date = day(1);
      // K0001 is the main learner's approved workplace point on the 北部方面 course (02)
      expectRefusal(
        await save(second, { date, binCd: 'U0203', upDown: 1, busStopCd: 'K0001' }),
        324,
        NOT_HERE,
      );
      const main = await signedInClient(s, DEMO.main.seitoNo, DEMO.main.password);
      expectRefusal(await save(main, { date, binCd: 'U0203', upDown: 1, busStopCd: 'K0002' }), 324, NOT_HERE);
      expectRefusal(
        await save(second, { date, binCd: 'U0203', upDown: 1, busStopCd: '0001' }),
        324,
        NOT_HERE,
      );
      expectRefusal(
        await save(second, { date, binCd: 'U0203', upDown: 1, busStopCd: 'NOPE' }),
        324,
        NOT_HERE,
      );
      // the owner may book from it
      expectOk(await save(main, { date: day(3), binCd: 'U0203', upDown: 1, busStopCd: 'K0001' }));
    });

    it('refuses a full run with 323 and the date text, for seats and for child seats alike', async () => {
      const s = server();
      const date = day(2);
      const full = (await runsOn(s, date)).find((r) => r.isNetReservation && r.bookedSeats >= r.seats);
      expect(full, 'the demo has one full run per day').toBeDefined();
      const publicStop = (await stopCodesOf(s, full!.id)).find((cd) => !cd.startsWith('K'));
      const answer = await save(second, {
        date,
        binCd: full!.binCd,
        upDown: full!.upDown,
        busStopCd: publicStop,
      });
      expectRefusal(answer, 323, FULL(date));

      const body = { ...eastBooking(date, 1), childSheet: 3 };
      const run = await runOf(s, date, body.binCd);
      expect(run.childSeats).toBeLessThan(3);
      expectRefusal(await save(second, body), 323, FULL(date));
      expect(await runOf(s, date, body.binCd)).toMatchObject({
        bookedSeats: run.bookedSeats,
        bookedChildSeats: run.bookedChildSeats,
      });
    });

    it('answers HTTP 400 for extras on a site that switches them off (site 3), and books without them', async () => {
      const s = server();
      const plain = await signedInClient(s, DEMO.load(79).seitoNo, DEMO.load(79).password, '3');
      const body = eastBooking(day(3), 2, 2);
      for (const extra of [{ passenger: 1 }, { childSheet: 1 }, { jitensya: 1 }]) {
        const answer = await save(plain, { ...body, ...extra });
        expect(answer.status).toBe(400);
        expect(answer.body.status).toBe(false);
        expect(answer.body.error?.code).toBe(400);
      }
      expectOk(await save(plain, body));
    });

    it('answers HTTP 400 for malformed bookings: an impossible date, extras out of range, a wrong direction', async () => {
      const s = server();
      for (const body of [
        { ...eastBooking(day(1), 1), date: '2030-02-30' },
        { ...eastBooking(day(1), 1), passenger: 4 },
        { ...eastBooking(day(1), 1), jitensya: 2 },
        { ...eastBooking(day(1), 1), upDown: 3 },
        { date: day(1), upDown: 1, busStopCd: '0027' },
      ]) {
        const answer = await save(second, body);
        expect(answer.status, JSON.stringify(body)).toBe(400);
      }
      expect(s.kind).toBeDefined();
    });

    it(`80 learners booking one run with r free seats at once: exactly r succeed, the rest get 323, no 5xx`, async () => {
      const s = server();
      const date = day(4);
      const body = eastBooking(date, 3);
      const run = await runOf(s, date, body.binCd);
      expect(await activeBookings(s, run.id)).toHaveLength(0);
      const r = 13;
      await setRunCapacity(s, run.id, { seats: r, bookedSeats: 0 });

      const clients = await Promise.all(
        Array.from({ length: 80 }, (_, i) =>
          signedInClient(s, DEMO.load(i + 1).seitoNo, DEMO.load(i + 1).password),
        ),
      );
      const answers = await Promise.all(clients.map((c) => save(c, body)));
      for (const a of answers) expect(a.status, a.text).toBe(200);
      const ok = answers.filter((a) => a.body.status);
      const refused = answers.filter((a) => !a.body.status);
      expect(ok).toHaveLength(r);
      expect(refused).toHaveLength(80 - r);
      for (const a of refused) expectRefusal(a, 323, FULL(date));

      const after = await runOf(s, date, body.binCd);
      const rows = await activeBookings(s, run.id);
      expect(after.bookedSeats).toBe(r);
      expect(after.seats).toBe(r);
      expect(rows).toHaveLength(r);
      expect(new Set(rows.map((x) => x.id))).toEqual(new Set(ok.map((a) => a.body.data!.yoyakuId)));
    });

    it('the same learner sending the same booking 10 times at once gets one booking and nine 320 refusals', async () => {
      const s = server();
      const body = eastBooking(day(4), 4, 2);
      const run = await runOf(s, body.date, body.binCd);
      const answers = await Promise.all(Array.from({ length: 10 }, () => save(second, body)));
      for (const a of answers) expect(a.status, a.text).toBe(200);
      expect(answers.filter((a) => a.body.status)).toHaveLength(1);
      const refused = answers.filter((a) => !a.body.status);
      expect(refused).toHaveLength(9);
      for (const a of refused) expectRefusal(a, 320, ALREADY);

      const learnerId = await s.recNoOf(DEMO.second.seitoNo);
      const rows = (await activeBookings(s, run.id)).filter((x) => x.learnerId === learnerId);
      expect(rows).toHaveLength(1);
      const after = await runOf(s, body.date, body.binCd);
      expect(after.bookedSeats).toBe(run.bookedSeats + 1);
      expect(await countersMatchRows(s, run.id)).toBe(true);
    });

    it('keeps every run of the test within its capacity (CHECK constraints hold the counters)', async () => {
      const s = server();
      const all = await s.db.select().from(busRuns).where(eq(busRuns.schoolId, s.schoolId));
      for (const run of all) {
        expect(run.bookedSeats).toBeLessThanOrEqual(run.seats);
        expect(run.bookedChildSeats).toBeLessThanOrEqual(run.childSeats);
        expect(run.bookedBicycles).toBeLessThanOrEqual(run.bicycles);
      }
      expect(messages.error[323]).toBe('満席のため予約できませんでした。');
    });
  },
);
