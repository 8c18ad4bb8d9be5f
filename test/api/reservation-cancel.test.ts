import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { Reservation } from '@shared/schemas/reservation';
import { reservations } from '@server/db/schema';
import { describeEachDatabase } from './databases';
import { DEMO, signedInClient, useTestServer, type TestClient } from './harness';
import {
  activeBookings,
  bookableDates,
  countersMatchRows,
  expectOk,
  expectRefusal,
  runOf,
  setRunCapacity,
} from './reservation-fixtures';

const GONE = '既に削除された予約があります。';
const ENDED = '取消受付が終了した予約があります';

/** A booking of the 東部方面 course (03), stop 0027, which the demo's own bookings leave alone in periods 1–4. */
const eastBooking = (date: string, jgn: number, upDown: 1 | 2 = 1) => ({
  date,
  binCd: `${upDown === 1 ? 'U' : 'D'}03${String(jgn).padStart(2, '0')}`,
  upDown,
  busStopCd: '0027',
});

describeEachDatabase(
  'Reservation/CancelReservation: own bookings only, all or none, before the cut-off',
  (kind) => {
    const server = useTestServer(kind);

    const book = async (c: TestClient, body: object) =>
      expectOk(await c.post<{ yoyakuId: number }>('Reservation/SaveReservation', body)).yoyakuId;
    const cancel = (c: TestClient, yoyakuIdList: unknown) =>
      c.post<{ cancelled: Reservation[] }>('Reservation/CancelReservation', { yoyakuIdList });
    const listIds = async (c: TestClient) =>
      expectOk(await c.post<Reservation[]>('Reservation/GetReservationList', {})).map((r) => r.yoyakuId);

    it('cancels an own booking, answers it, gives the seat back and drops it from the list', async () => {
      const s = server();
      const a = await signedInClient(s, DEMO.load(40).seitoNo, DEMO.load(40).password);
      const [, day] = (await bookableDates(a)).map((d) => d.date);
      const body = eastBooking(day!, 1);
      const id = await book(a, { ...body, passenger: 1 });
      const run = await runOf(s, body.date, body.binCd);

      const answer = expectOk(await cancel(a, [id]));
      expect(answer.cancelled.map((r) => [r.yoyakuId, r.date, r.upDown, r.passenger])).toEqual([
        [id, body.date, 1, 1],
      ]);
      expect(await listIds(a)).not.toContain(id);
      const after = await runOf(s, body.date, body.binCd);
      expect(after.bookedSeats).toBe(run.bookedSeats - 2);
      expect(await countersMatchRows(s, run.id)).toBe(true);
    });

    it('lets another learner book the freed seat of a full run at once', async () => {
      const s = server();
      const a = await signedInClient(s, DEMO.load(41).seitoNo, DEMO.load(41).password);
      const b = await signedInClient(s, DEMO.load(42).seitoNo, DEMO.load(42).password);
      const [, , day] = (await bookableDates(a)).map((d) => d.date);
      const body = eastBooking(day!, 2);
      const id = await book(a, body);
      const run = await runOf(s, body.date, body.binCd);
      await setRunCapacity(s, run.id, { seats: run.bookedSeats });
      expect((await b.post('Reservation/SaveReservation', body)).body.error?.code).toBe(323);

      expectOk(await cancel(a, [id]));
      expect(await book(b, body)).toBeGreaterThan(0);
      expect(await countersMatchRows(s, run.id)).toBe(true);
    });

    it('refuses a mix of cancellable and past-cut-off bookings as a whole, cancelling none', async () => {
      const s = server();
      const a = await signedInClient(s, DEMO.load(43).seitoNo, DEMO.load(43).password);
      const days = await bookableDates(a);
      const early = await book(a, eastBooking(days[0]!.date, 3));
      const late = await book(a, eastBooking(days[4]!.date, 3));
      const start = s.clock.now();
      s.clock.set(new Date(days[0]!.deadline));
      try {
        const later = await signedInClient(s, DEMO.load(43).seitoNo, DEMO.load(43).password);
        expectRefusal(await cancel(later, [early, late]), 326, ENDED);
        const learnerId = await s.recNoOf(DEMO.load(43).seitoNo);
        const rows = await s.db.select().from(reservations).where(eq(reservations.learnerId, learnerId));
        expect(rows.every((r) => r.cancelledAt === null)).toBe(true);
        expectOk(await cancel(later, [late]));
      } finally {
        s.clock.set(start);
      }
    });

    it("refuses learner A's booking to learner B, with B's recNo and with A's, and leaves it untouched", async () => {
      const s = server();
      const a = await signedInClient(s, DEMO.load(44).seitoNo, DEMO.load(44).password);
      const b = await signedInClient(s, DEMO.load(45).seitoNo, DEMO.load(45).password);
      const [, day] = (await bookableDates(a)).map((d) => d.date);
      const id = await book(a, eastBooking(day!, 4));

      const withOwnRecNo = await b.post('Reservation/CancelReservation', {
        yoyakuIdList: [id],
        recNo: await s.recNoOf(DEMO.load(45).seitoNo),
      });
      expectRefusal(withOwnRecNo, 325, GONE);
      const withVictimsRecNo = await b.post('Reservation/CancelReservation', {
        yoyakuIdList: [id],
        recNo: await s.recNoOf(DEMO.load(44).seitoNo),
      });
      expect(withVictimsRecNo.status).toBe(403);
      expect(await listIds(a)).toContain(id);
    });

    it.each([
      ['an empty list', []],
      ['text ids', ['abc']],
      ['negative ids', [-1]],
      ['a non-list', 'all'],
      ['too many ids', Array.from({ length: 51 }, (_, i) => i + 1)],
    ])('answers %s with a 400 envelope, never a 5xx', async (_name, list) => {
      const a = await signedInClient(server(), DEMO.load(46).seitoNo, DEMO.load(46).password);
      const answer = await cancel(a, list);
      expect(answer.status).toBe(400);
      expect(answer.body.status).toBe(false);
    });

    it('refuses unknown ids with 325 and no change', async () => {
      const a = await signedInClient(server(), DEMO.load(46).seitoNo, DEMO.load(46).password);
      expectRefusal(await cancel(a, [987654321]), 325, GONE);
    });

    it('cancels a booking sent twice at once only once: one cancellation, one refusal', async () => {
      const s = server();
      const a = await signedInClient(s, DEMO.load(47).seitoNo, DEMO.load(47).password);
      const [, day] = (await bookableDates(a)).map((d) => d.date);
      const body = eastBooking(day!, 1, 2);
      const id = await book(a, body);
      const run = await runOf(s, body.date, body.binCd);

      const answers = await Promise.all([cancel(a, [id]), cancel(a, [id])]);
      expect(answers.map((r) => r.body.status).sort()).toEqual([false, true]);
      expectRefusal(
        answers.find((r) => !r.body.status)!,
        325,
        GONE,
      );
      expect(await activeBookings(s, run.id)).not.toContainEqual(expect.objectContaining({ id }));
      expect(await countersMatchRows(s, run.id)).toBe(true);
    });
  },
);
