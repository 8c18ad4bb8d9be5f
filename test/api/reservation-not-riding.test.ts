import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { japanInstant } from '@shared/rules/japan-time';
import type { Reservation } from '@shared/schemas/reservation';
import { busRunStops, busRuns, reservations, rideBoardings, stops } from '@server/db/schema';
import { describeEachDatabase } from './databases';
import { DEMO, MINUTE, signedInClient, useTestServer, type TestClient, type TestServer } from './harness';
import { bookableDates, countersMatchRows, expectOk, expectRefusal, runOf } from './reservation-fixtures';

const GONE = 'この予約は見つかりません。取り消し済みの可能性があります。画面を更新してご確認ください。';
const CANCEL_INSTEAD = 'この予約はまだ取り消しができます。乗らない場合は、予約の取消をしてください。';
const LEFT = 'バスがすでに出発したため、「今日は乗りません」の連絡・取り消しはできません。';
const TAPPED = '運転手がすでに乗車の確認をしたため、「今日は乗りません」の連絡・取り消しはできません。';

const STOP_CD = '0027';
/** A ride of the 東部方面 course (03) from stop 0027, a period the demo's own bookings leave alone. */
const eastBooking = (date: string, jgn: number, upDown: 1 | 2 = 1) => ({
  date,
  binCd: `${upDown === 1 ? 'U' : 'D'}03${String(jgn).padStart(2, '0')}`,
  upDown,
  busStopCd: STOP_CD,
});

describeEachDatabase(
  'Reservation/SetNotRiding: 「今日は乗りません」 from the cut-off until the bus leaves',
  (kind) => {
    const server = useTestServer(kind);

    it('refuses before the cut-off (cancel instead), then marks between the cut-off and the stop time, keeping the seat', async () => {
      const s = server();
      const { id, body, deadline } = await bookFirstDay(s, 60, 1);
      const before = await signIn(s, 60);
      expectRefusal(await setNotRiding(before, id, true), 967, CANCEL_INSTEAD);
      expect(await ride(before, id)).toMatchObject({ notRiding: false, canSetNotRiding: false });

      const run = await runOf(s, body.date, body.binCd);
      await at(s, deadline, async () => {
        const c = await signIn(s, 60);
        expect(await ride(c, id)).toMatchObject({
          notRiding: false,
          canSetNotRiding: true,
          isNetCancel: false,
        });
        const answer = expectOk(await setNotRiding(c, id, true));
        expect(answer).toMatchObject({
          yoyakuId: id,
          date: body.date,
          notRiding: true,
          canSetNotRiding: true,
        });
        expect(await ride(c, id)).toMatchObject({ notRiding: true, canSetNotRiding: true });
        expect((await rowOf(s, id)).notRidingAt).toEqual(deadline);
        // not a cancel: the booking is active and the run's counters have not moved
        expect((await rowOf(s, id)).cancelledAt).toBeNull();
        expect((await runOf(s, body.date, body.binCd)).bookedSeats).toBe(run.bookedSeats);
        expect(await countersMatchRows(s, run.id)).toBe(true);
      });
    });

    it('is idempotent (twice: one not_riding_at, unchanged) and undone inside the window', async () => {
      const s = server();
      const { id, deadline } = await bookFirstDay(s, 61, 2);
      await at(s, new Date(deadline.getTime() + 5 * MINUTE), async () => {
        const c = await signIn(s, 61);
        const first = expectOk(await setNotRiding(c, id, true));
        const markedAt = (await rowOf(s, id)).notRidingAt;
        s.clock.advance(3 * MINUTE);
        expect(expectOk(await setNotRiding(c, id, true))).toEqual(first);
        expect((await rowOf(s, id)).notRidingAt).toEqual(markedAt);

        const undone = expectOk(await setNotRiding(c, id, false));
        expect(undone).toMatchObject({ notRiding: false, canSetNotRiding: true });
        expect((await rowOf(s, id)).notRidingAt).toBeNull();
        expectOk(await setNotRiding(c, id, false));
        expect((await rowOf(s, id)).notRidingAt).toBeNull();
        // marked again after an undo: a new mark, with its own time
        expectOk(await setNotRiding(c, id, true));
        expect((await rowOf(s, id)).notRidingAt).toEqual(s.clock.now());
      });
    });

    it('closes at the time at the learner’s stop of an up run: marking and undoing refused, holding what is held answered', async () => {
      const s = server();
      const { id, body } = await bookFirstDay(s, 62, 3);
      const run = await runOf(s, body.date, body.binCd);
      const stopMinutes = await stopMinutesOf(s, run.id, STOP_CD);
      const stopTime = japanInstant(body.date, stopMinutes);
      await at(s, new Date(stopTime.getTime() - MINUTE), async () => {
        const c = await signIn(s, 62);
        expectOk(await setNotRiding(c, id, true));
      });
      await at(s, stopTime, async () => {
        const c = await signIn(s, 62);
        expect(await ride(c, id)).toMatchObject({ notRiding: true, canSetNotRiding: false });
        expectRefusal(await setNotRiding(c, id, false), 968, LEFT);
        // a retry of the mark whose answer was lost as the bus left is not a failure
        expect(expectOk(await setNotRiding(c, id, true))).toMatchObject({ notRiding: true });
        expect((await rowOf(s, id)).notRidingAt).toEqual(new Date(stopTime.getTime() - MINUTE));
      });
    });

    it('a down run closes at its planned start, and earlier once its 出発 is recorded', async () => {
      const s = server();
      const { id, body, deadline } = await bookFirstDay(s, 63, 2, 2);
      const run = await runOf(s, body.date, body.binCd);
      await at(s, japanInstant(body.date, run.planStartMinutes), async () => {
        expectRefusal(await setNotRiding(await signIn(s, 63), id, true), 968, LEFT);
      });
      await at(s, deadline, async () => {
        const c = await signIn(s, 63);
        await s.db
          .update(busRuns)
          .set({ actualStartMinutes: run.planStartMinutes - 5 })
          .where(eq(busRuns.id, run.id));
        try {
          expectRefusal(await setNotRiding(c, id, true), 968, LEFT);
        } finally {
          await s.db.update(busRuns).set({ actualStartMinutes: null }).where(eq(busRuns.id, run.id));
        }
        expectOk(await setNotRiding(c, id, true));
      });
    });

    it('an up run’s recorded 出発 leaves it open, its 運行終了 closes it', async () => {
      const s = server();
      const { id, body, deadline } = await bookFirstDay(s, 64, 4);
      const run = await runOf(s, body.date, body.binCd);
      await at(s, deadline, async () => {
        const c = await signIn(s, 64);
        await s.db.update(busRuns).set({ actualStartMinutes: 1 }).where(eq(busRuns.id, run.id));
        expectOk(await setNotRiding(c, id, true));
        await s.db.update(busRuns).set({ actualEndMinutes: 2 }).where(eq(busRuns.id, run.id));
        try {
          expectRefusal(await setNotRiding(c, id, false), 968, LEFT);
          expect(await ride(c, id)).toMatchObject({ notRiding: true, canSetNotRiding: false });
        } finally {
          await s.db
            .update(busRuns)
            .set({ actualStartMinutes: null, actualEndMinutes: null })
            .where(eq(busRuns.id, run.id));
        }
      });
    });

    it('closes once the driver recorded the rider 乗車 or 不在; an undo back to 未確認 opens it again', async () => {
      const s = server();
      const { id, body, deadline } = await bookFirstDay(s, 65, 1, 2);
      const run = await runOf(s, body.date, body.binCd);
      await at(s, deadline, async () => {
        const c = await signIn(s, 65);
        const tap = (state: 'boarded' | 'absent' | 'unconfirmed') =>
          s.db
            .insert(rideBoardings)
            .values({
              reservationId: id,
              schoolId: s.schoolId,
              runId: run.id,
              state,
              tappedAt: deadline,
              recordedAt: deadline,
            })
            .onConflictDoUpdate({ target: rideBoardings.reservationId, set: { state } });
        await tap('boarded');
        expectRefusal(await setNotRiding(c, id, true), 969, TAPPED);
        expect(await ride(c, id)).toMatchObject({ notRiding: false, canSetNotRiding: false });
        await tap('absent');
        expectRefusal(await setNotRiding(c, id, true), 969, TAPPED);
        await tap('unconfirmed');
        expectOk(await setNotRiding(c, id, true));
        expect((await rowOf(s, id)).notRidingAt).not.toBeNull();
      });
    });

    it("refuses another learner's booking as an unknown one (966), with their recNo 403, and leaves it untouched", async () => {
      const s = server();
      const { id, deadline } = await bookFirstDay(s, 66, 1);
      await at(s, deadline, async () => {
        const other = await signIn(s, 67);
        expectRefusal(await setNotRiding(other, id, true), 966, GONE);
        expectRefusal(await setNotRiding(other, 987654321, true), 966, GONE);
        const withVictimsRecNo = await other.post('Reservation/SetNotRiding', {
          yoyakuId: id,
          notRiding: true,
          recNo: await s.recNoOf(DEMO.load(66).seitoNo),
        });
        expect(withVictimsRecNo.status).toBe(403);
        expect((await rowOf(s, id)).notRidingAt).toBeNull();
      });
    });

    it('refuses a cancelled booking as an unknown one', async () => {
      const s = server();
      const { id, deadline } = await bookFirstDay(s, 68, 1);
      const c = await signIn(s, 68);
      expectOk(await c.post('Reservation/CancelReservation', { yoyakuIdList: [id] }));
      await at(s, deadline, async () => {
        expectRefusal(await setNotRiding(await signIn(s, 68), id, true), 966, GONE);
        expect((await rowOf(s, id)).notRidingAt).toBeNull();
      });
    });

    it('two marks at once both succeed with one not_riding_at; the seat count stays', async () => {
      const s = server();
      const { id, body, deadline } = await bookFirstDay(s, 69, 3, 2);
      const run = await runOf(s, body.date, body.binCd);
      await at(s, deadline, async () => {
        const c = await signIn(s, 69);
        const answers = await Promise.all([setNotRiding(c, id, true), setNotRiding(c, id, true)]);
        for (const answer of answers) expect(expectOk(answer)).toMatchObject({ notRiding: true });
        expect((await rowOf(s, id)).notRidingAt).toEqual(deadline);
        expect((await runOf(s, body.date, body.binCd)).bookedSeats).toBe(run.bookedSeats);
      });
    });

    it.each([
      ['no yoyakuId', { notRiding: true }],
      ['no notRiding', { yoyakuId: 1 }],
      ['a text notRiding', { yoyakuId: 1, notRiding: 'yes' }],
      ['a negative id', { yoyakuId: -1, notRiding: true }],
    ])('answers %s with a 400 envelope', async (_name, body) => {
      const c = await signIn(server(), 70);
      const answer = await c.post('Reservation/SetNotRiding', body);
      expect(answer.status).toBe(400);
      expect(answer.body.status).toBe(false);
    });
  },
);

const signIn = (s: TestServer, n: number) => signedInClient(s, DEMO.load(n).seitoNo, DEMO.load(n).password);

const setNotRiding = (c: TestClient, yoyakuId: number, notRiding: boolean) =>
  c.post<Reservation>('Reservation/SetNotRiding', { yoyakuId, notRiding });

async function ride(c: TestClient, yoyakuId: number): Promise<Reservation | undefined> {
  const list = expectOk(await c.post<Reservation[]>('Reservation/GetReservationList', {}));
  return list.find((r) => r.yoyakuId === yoyakuId);
}

async function rowOf(s: TestServer, id: number) {
  const [row] = await s.db.select().from(reservations).where(eq(reservations.id, id));
  if (!row) throw new Error(`no reservation ${id}`);
  return row;
}

async function stopMinutesOf(s: TestServer, runId: number, busStopCd: string): Promise<number> {
  const [row] = await s.db
    .select({ minutes: busRunStops.planMinutes })
    .from(busRunStops)
    .innerJoin(stops, eq(stops.id, busRunStops.stopId))
    .where(and(eq(busRunStops.runId, runId), eq(stops.busStopCd, busStopCd)));
  if (!row) throw new Error(`run ${runId} does not serve ${busStopCd}`);
  return row.minutes;
}

/** Load learner `n` books the first bookable day's east run of period `jgn`; answers it with that day's cut-off. */
async function bookFirstDay(s: TestServer, n: number, jgn: number, upDown: 1 | 2 = 1) {
  const c = await signIn(s, n);
  const [first] = await bookableDates(c);
  const body = eastBooking(first!.date, jgn, upDown);
  const { yoyakuId } = expectOk(await c.post<{ yoyakuId: number }>('Reservation/SaveReservation', body));
  return { id: yoyakuId, body, deadline: new Date(first!.deadline) };
}

/** Runs `work` with the server's clock at `instant` (sessions signed in inside it), then puts the clock back. */
async function at(s: TestServer, instant: Date, work: () => Promise<void>) {
  const start = s.clock.now();
  s.clock.set(instant);
  try {
    await work();
  } finally {
    s.clock.set(start);
  }
}
