import { and, eq, isNull, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { Reservation } from '@shared/schemas/reservation';
import { idempotencyKeys, reservations } from '@server/db/schema';
import { WRITES_PER_LEARNER_HOUR } from '@server/domain/booking/idempotent-write';
import { purgeExpiredAuthJob } from '@server/jobs/purge-expired-auth';
import { describeEachDatabase } from './databases';
import {
  DEMO,
  MINUTE,
  newIdempotencyKey,
  signedInClient,
  useTestServer,
  type TestClient,
  type TestServer,
} from './harness';
import {
  bookableDates,
  countersMatchRows,
  expectOk,
  expectRefusal,
  runOf,
  setRunCapacity,
  shortDate,
} from './reservation-fixtures';

const ALREADY = '既に予約済みです。';
const OTHER_BODY =
  'この操作は別の内容で既に受け付けられています。予約確認画面で内容をご確認のうえ、もう一度操作してください。';

/** A booking of the 東部方面 course (03), stop 0027, which the demo's own bookings leave alone in periods 1–4. */
const eastBooking = (date: string, jgn: number, upDown: 1 | 2 = 1) => ({
  date,
  binCd: `${upDown === 1 ? 'U' : 'D'}03${String(jgn).padStart(2, '0')}`,
  upDown,
  busStopCd: '0027',
});

describeEachDatabase(
  'Reservation writes with an idempotency key: a retry answers the first outcome',
  (kind) => {
    const server = useTestServer(kind);

    const save = (c: TestClient, body: object) =>
      c.post<{ yoyakuId: number }>('Reservation/SaveReservation', body);
    const cancel = (c: TestClient, body: object) =>
      c.post<{ cancelled: Reservation[] }>('Reservation/CancelReservation', body);
    const learner = (s: TestServer, n: number) =>
      signedInClient(s, DEMO.load(n).seitoNo, DEMO.load(n).password);
    /** the learner's active bookings on a date, direction and period (at most one, by the invariant) */
    const activeRides = async (s: TestServer, n: number, body: ReturnType<typeof eastBooking>, jgn: number) =>
      s.db
        .select({ id: reservations.id })
        .from(reservations)
        .where(
          and(
            eq(reservations.learnerId, await s.recNoOf(DEMO.load(n).seitoNo)),
            eq(reservations.date, body.date),
            eq(reservations.upDown, body.upDown),
            eq(reservations.jgn, jgn),
            isNull(reservations.cancelledAt),
          ),
        );
    const keysOf = async (s: TestServer, n: number) =>
      s.db
        .select()
        .from(idempotencyKeys)
        .where(eq(idempotencyKeys.learnerId, await s.recNoOf(DEMO.load(n).seitoNo)));
    const secondDay = async (c: TestClient) => {
      const [, day] = (await bookableDates(c)).map((d) => d.date);
      expect(day).toBeDefined();
      return day!;
    };

    it('the same key twice books once and answers the same; another key for the same ride is 320', async () => {
      const s = server();
      const a = await learner(s, 50);
      const body = { ...eastBooking(await secondDay(a), 1), idempotencyKey: newIdempotencyKey() };
      const run = await runOf(s, body.date, body.binCd);

      const first = await save(a, body);
      const { yoyakuId } = expectOk(first);
      const again = await save(a, body);
      expect(again.status).toBe(200);
      expect(again.body).toEqual(first.body);
      expect(await activeRides(s, 50, body, 1)).toEqual([{ id: yoyakuId }]);
      expect((await runOf(s, body.date, body.binCd)).bookedSeats).toBe(run.bookedSeats + 1);

      expectRefusal(await save(a, { ...body, idempotencyKey: newIdempotencyKey() }), 320, ALREADY);
      expect(await countersMatchRows(s, run.id)).toBe(true);
    });

    it('the same key sent five times at once books once, and every answer is the same', async () => {
      const s = server();
      const a = await learner(s, 51);
      const body = { ...eastBooking(await secondDay(a), 2), idempotencyKey: newIdempotencyKey() };
      const run = await runOf(s, body.date, body.binCd);

      const answers = await Promise.all(Array.from({ length: 5 }, () => save(a, body)));
      const { yoyakuId } = expectOk(answers[0]!);
      for (const answer of answers) {
        expect(answer.status).toBe(200);
        expect(answer.body).toEqual(answers[0]!.body);
      }
      expect(await activeRides(s, 51, body, 2)).toEqual([{ id: yoyakuId }]);
      expect((await runOf(s, body.date, body.binCd)).bookedSeats).toBe(run.bookedSeats + 1);
      expect(await countersMatchRows(s, run.id)).toBe(true);
    });

    it("keys belong to one learner: another learner with the same key books their own ride and never sees the first's answer", async () => {
      const s = server();
      const a = await learner(s, 52);
      const b = await learner(s, 53);
      const body = { ...eastBooking(await secondDay(a), 3), idempotencyKey: newIdempotencyKey() };

      const mine = expectOk(await save(a, body));
      const theirs = expectOk(await save(b, body));
      expect(theirs.yoyakuId).not.toBe(mine.yoyakuId);
      expect(await activeRides(s, 53, body, 3)).toEqual([{ id: theirs.yoyakuId }]);
      // and each learner's repeat answers that learner's own first outcome
      expect(expectOk(await save(b, body)).yoyakuId).toBe(theirs.yoyakuId);
      expect(expectOk(await save(a, body)).yoyakuId).toBe(mine.yoyakuId);
      expect(await activeRides(s, 52, body, 3)).toEqual([{ id: mine.yoyakuId }]);
    });

    it('a cancel repeated with its key answers the first success, not 325; a new key is 325', async () => {
      const s = server();
      const a = await learner(s, 54);
      const ride = eastBooking(await secondDay(a), 4);
      const { yoyakuId } = expectOk(await save(a, ride));
      const run = await runOf(s, ride.date, ride.binCd);
      const body = { yoyakuIdList: [yoyakuId], idempotencyKey: newIdempotencyKey() };

      const [first, concurrent] = await Promise.all([cancel(a, body), cancel(a, body)]);
      expect(expectOk(first!).cancelled.map((r) => r.yoyakuId)).toEqual([yoyakuId]);
      expect(concurrent!.body).toEqual(first!.body);
      const later = await cancel(a, body);
      expect(later.body).toEqual(first!.body);
      expect((await runOf(s, ride.date, ride.binCd)).bookedSeats).toBe(run.bookedSeats - 1);
      expect(await countersMatchRows(s, run.id)).toBe(true);

      expectRefusal(
        await cancel(a, { yoyakuIdList: [yoyakuId], idempotencyKey: newIdempotencyKey() }),
        325,
        '既に削除された予約があります。',
      );
    });

    it('a refusal is an outcome too: a full run (323) is answered again for its key after a seat frees up', async () => {
      const s = server();
      const a = await learner(s, 55);
      const body = { ...eastBooking(await secondDay(a), 1, 2), idempotencyKey: newIdempotencyKey() };
      const run = await runOf(s, body.date, body.binCd);
      const full = `${shortDate(body.date)} 満席のため予約できませんでした。`;

      await setRunCapacity(s, run.id, { seats: run.bookedSeats });
      try {
        expectRefusal(await save(a, body), 323, full);
      } finally {
        await setRunCapacity(s, run.id, { seats: run.seats });
      }
      expectRefusal(await save(a, body), 323, full);
      expect(await activeRides(s, 55, body, 1)).toEqual([]);
      expectOk(await save(a, { ...body, idempotencyKey: newIdempotencyKey() }));
    });

    it('a refusal past the cut-off (322) is answered again for its key, even at a time the day is bookable', async () => {
      const s = server();
      const a = await learner(s, 56);
      const [first] = await bookableDates(a);
      const body = { ...eastBooking(first!.date, 2, 2), idempotencyKey: newIdempotencyKey() };
      const closed = `${shortDate(body.date)} の予約受付は終了しました。`;
      const saved = s.clock.now();
      try {
        s.clock.set(new Date(first!.deadline));
        expectRefusal(await save(await learner(s, 56), body), 322, closed);
      } finally {
        s.clock.set(saved);
      }
      const again = await learner(s, 56);
      expectRefusal(await save(again, body), 322, closed);
      expect(await activeRides(s, 56, body, 2)).toEqual([]);
    });

    it('the same key with another body or for the other action is refused with 327 and changes nothing', async () => {
      const s = server();
      const a = await learner(s, 57);
      const day = await secondDay(a);
      const body = { ...eastBooking(day, 3, 2), idempotencyKey: newIdempotencyKey() };
      const { yoyakuId } = expectOk(await save(a, body));

      const other = { ...eastBooking(day, 4, 2), idempotencyKey: body.idempotencyKey };
      expectRefusal(await save(a, other), 327, OTHER_BODY);
      expect(await activeRides(s, 57, other, 4)).toEqual([]);
      expectRefusal(
        await cancel(a, { yoyakuIdList: [yoyakuId], idempotencyKey: body.idempotencyKey }),
        327,
        OTHER_BODY,
      );
      expect(await activeRides(s, 57, body, 3)).toEqual([{ id: yoyakuId }]);
      // the key still answers its first outcome
      expect(expectOk(await save(a, body)).yoyakuId).toBe(yoyakuId);
    });

    it('a null, empty, short, overlong or odd key is a 400 and nothing is written', async () => {
      const s = server();
      const a = await learner(s, 58);
      const ride = eastBooking(await secondDay(a), 1);
      const run = await runOf(s, ride.date, ride.binCd);
      const bad = [null, '', 'short-key', 'x'.repeat(65), 'has space in the key!', 42];
      for (const idempotencyKey of bad) {
        const answer = await save(a, { ...ride, idempotencyKey });
        expect(answer.status, JSON.stringify(idempotencyKey)).toBe(400);
        expect(answer.body.status).toBe(false);
        expect(answer.body.error?.code).toBe(400);
      }
      expect(await activeRides(s, 58, ride, 1)).toEqual([]);
      expect((await runOf(s, ride.date, ride.binCd)).bookedSeats).toBe(run.bookedSeats);

      const { yoyakuId } = expectOk(await save(a, ride));
      for (const idempotencyKey of bad) {
        expect((await cancel(a, { yoyakuIdList: [yoyakuId], idempotencyKey })).status).toBe(400);
      }
      expect(await activeRides(s, 58, ride, 1)).toEqual([{ id: yoyakuId }]);
      expect(await keysOf(s, 58)).toHaveLength(1);
    });

    it('a SPEC-shaped SaveReservation and CancelReservation without a key work; a retry is 320, then 325 (issue 21)', async () => {
      const s = server();
      const a = await learner(s, 61);
      const ride = eastBooking(await secondDay(a), 2);
      const { yoyakuId } = expectOk(await save(a, { ...ride, idempotencyKey: undefined }));
      expectRefusal(await save(a, { ...ride, idempotencyKey: undefined }), 320, ALREADY);
      expect(await activeRides(s, 61, ride, 2)).toEqual([{ id: yoyakuId }]);
      const cancelled = expectOk(await cancel(a, { yoyakuIdList: [yoyakuId], idempotencyKey: undefined }));
      expect(cancelled.cancelled.map((r) => r.yoyakuId)).toEqual([yoyakuId]);
      expect(
        (await cancel(a, { yoyakuIdList: [yoyakuId], idempotencyKey: undefined })).body.error?.code,
      ).toBe(325);
      // each of the four counts against the learner's hourly ceiling, under a key no client can send
      const keys = await keysOf(s, 61);
      expect(keys).toHaveLength(4);
      expect(keys.every((k) => k.key.startsWith('server:'))).toBe(true);
    });

    it('the Idempotency-Key header, quoted or bare, answers a retry with the first outcome like the body field (issue 21)', async () => {
      const s = server();
      const a = await learner(s, 62);
      const day = await secondDay(a);
      const withHeader = (body: object, value: string) =>
        a.post<{ yoyakuId: number }>(
          'Reservation/SaveReservation',
          { ...body, idempotencyKey: undefined },
          { headers: { 'idempotency-key': value } },
        );
      const key = newIdempotencyKey();
      const ride = eastBooking(day, 3);
      const first = expectOk(await withHeader(ride, `"${key}"`));
      expect(expectOk(await withHeader(ride, key)).yoyakuId).toBe(first.yoyakuId);
      // the body field and the header name the same key
      expect(expectOk(await save(a, { ...ride, idempotencyKey: key })).yoyakuId).toBe(first.yoyakuId);
      expect(await activeRides(s, 62, ride, 3)).toEqual([{ id: first.yoyakuId }]);

      const cancelKey = newIdempotencyKey();
      const cancelWithHeader = () =>
        a.post<{ cancelled: Reservation[] }>(
          'Reservation/CancelReservation',
          { yoyakuIdList: [first.yoyakuId], idempotencyKey: undefined },
          { headers: { 'idempotency-key': cancelKey } },
        );
      const cancelled = expectOk(await cancelWithHeader());
      expect(expectOk(await cancelWithHeader())).toEqual(cancelled);
    });

    it('a malformed Idempotency-Key header, or one that differs from the body field, is a 400 and nothing is written (issue 21)', async () => {
      const s = server();
      const a = await learner(s, 63);
      const ride = eastBooking(await secondDay(a), 4);
      const answers = [
        await a.post(
          'Reservation/SaveReservation',
          { ...ride, idempotencyKey: undefined },
          { headers: { 'idempotency-key': 'short' } },
        ),
        await a.post(
          'Reservation/SaveReservation',
          { ...ride, idempotencyKey: undefined },
          { headers: { 'idempotency-key': '""' } },
        ),
        await a.post(
          'Reservation/SaveReservation',
          { ...ride, idempotencyKey: newIdempotencyKey() },
          { headers: { 'idempotency-key': newIdempotencyKey() } },
        ),
      ];
      for (const answer of answers) {
        expect(answer.status).toBe(400);
        expect(answer.body.error?.code).toBe(400);
      }
      expect(await activeRides(s, 63, ride, 4)).toEqual([]);
      expect(await keysOf(s, 63)).toEqual([]);
    });

    it('a learner gets at most WRITES_PER_LEARNER_HOUR new keys an hour (328, nothing written); replays still answer', async () => {
      const s = server();
      const a = await learner(s, 60);
      const learnerId = await s.recNoOf(DEMO.load(60).seitoNo);
      const ride = eastBooking(await secondDay(a), 3);
      const first = { ...ride, idempotencyKey: newIdempotencyKey() };
      const { yoyakuId } = expectOk(await save(a, first));
      // a script's refused writes of the last hour, all but one of the ceiling
      await s.db.insert(idempotencyKeys).values(
        Array.from({ length: WRITES_PER_LEARNER_HOUR - 2 }, (_, i) => ({
          learnerId,
          key: `script-key-${String(i).padStart(6, '0')}`,
          action: 'CancelReservation',
          requestHash: 'x',
          answer: { status: false, error: { code: 325, message: '', data: null }, data: null },
          createdAt: s.clock.now(),
        })),
      );
      const last = { ...eastBooking(ride.date, 4), idempotencyKey: newIdempotencyKey() };
      expectOk(await save(a, last));

      const beyond = { ...eastBooking(ride.date, 1), idempotencyKey: newIdempotencyKey() };
      const refused = await save(a, beyond);
      expectRefusal(
        refused,
        328,
        '短い時間に操作が続いたため、受け付けを一時停止しています。しばらくしてからもう一度お試しください。',
      );
      expect(await activeRides(s, 60, beyond, 1)).toEqual([]);
      // a write without a key is no way round the ceiling (issue 21)
      expect((await save(a, { ...beyond, idempotencyKey: undefined })).body.error?.code).toBe(328);
      expect(await keysOf(s, 60)).toHaveLength(WRITES_PER_LEARNER_HOUR);
      // a retry of a write that did go through still learns its outcome
      expect(expectOk(await save(a, first)).yoyakuId).toBe(yoyakuId);

      // an hour later the learner may write again
      await s.db
        .update(idempotencyKeys)
        .set({ createdAt: sql`${idempotencyKeys.createdAt} - interval '61 minutes'` })
        .where(eq(idempotencyKeys.learnerId, learnerId));
      expectOk(await save(a, beyond));
    });

    it('the hourly purge job deletes keys older than a day and keeps younger ones', async () => {
      const s = server();
      const a = await learner(s, 59);
      const ride = eastBooking(await secondDay(a), 2);
      expectOk(await save(a, ride));
      const [key] = await keysOf(s, 59);
      expect(key?.answer).toMatchObject({ status: true, error: null });

      const run = (at: Date) =>
        purgeExpiredAuthJob.handler({
          db: s.db,
          now: () => at,
          payload: null,
          attempt: 1,
          maxAttempts: 1,
          log: {
            debug: () => undefined,
            info: () => undefined,
            warn: () => undefined,
            error: () => undefined,
          },
        });
      await run(new Date(key!.createdAt.getTime() + 23 * 60 * MINUTE));
      expect(await keysOf(s, 59)).toHaveLength(1);
      await run(new Date(key!.createdAt.getTime() + 24 * 60 * MINUTE + 1));
      expect(await keysOf(s, 59)).toHaveLength(0);
    });
  },
);
