import { expect, it } from 'vitest';
import type { Reservation } from '@shared/schemas/reservation';
import { describeEachDatabase } from './databases';
import { DEMO, signedInClient, useTestServer, type TestClient } from './harness';
import { bookableDates, countersMatchRows, expectOk, runOf } from './reservation-fixtures';

/** Up runs of the 東部方面 course (03) for periods 1 and 2, both serving stop 0027. */
const upRun = (date: string, jgn: number) => ({
  date,
  binCd: `U03${String(jgn).padStart(2, '0')}`,
  upDown: 1,
  busStopCd: '0027',
});

const PAIRS = 200;

describeEachDatabase('Cancels of two learners on the same two runs in opposite orders', (kind) => {
  const server = useTestServer(kind);

  const book = async (c: TestClient, body: object) =>
    expectOk(await c.post<{ yoyakuId: number }>('Reservation/SaveReservation', body)).yoyakuId;
  const cancel = (c: TestClient, ids: number[]) =>
    c.post<{ cancelled: Reservation[] }>('Reservation/CancelReservation', { yoyakuIdList: ids });

  it(`never deadlock into an error: ${PAIRS} pairs at once, every cancel succeeds`, async () => {
    const s = server();
    const a = await signedInClient(s, DEMO.load(61).seitoNo, DEMO.load(61).password);
    const b = await signedInClient(s, DEMO.load(62).seitoNo, DEMO.load(62).password);
    const [date] = (await bookableDates(a)).map((d) => d.date);
    const first = upRun(date!, 1);
    const second = upRun(date!, 2);

    const failures: string[] = [];
    for (let pair = 0; pair < PAIRS && failures.length === 0; pair++) {
      // A's rows lie run 1 → run 2 in id order, B's run 2 → run 1: the cancels touch the runs in opposite orders
      const a1 = await book(a, first);
      const b2 = await book(b, second);
      const a2 = await book(a, second);
      const b1 = await book(b, first);
      const answers = await Promise.all([cancel(a, [a1, a2]), cancel(b, [b2, b1])]);
      for (const answer of answers) {
        if (answer.status !== 200 || !answer.body.status) failures.push(`${answer.status} ${answer.text}`);
      }
    }
    expect(failures).toEqual([]);
    for (const body of [first, second]) {
      expect(await countersMatchRows(s, (await runOf(s, body.date, body.binCd)).id)).toBe(true);
    }
  });
});
