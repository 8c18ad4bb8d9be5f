import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { busRunStops, busRuns } from '@server/db/schema';
import { describeEachDatabase } from './databases';
import { DEMO, signedInClient, useTestServer, type TestClient, type TestServer } from './harness';
import { bookableDates, countersMatchRows, expectOk, expectRefusal, runOf } from './reservation-fixtures';

const ALREADY = '既に予約済みです。';

/** A second up run of the 東部方面 course for period 1 on `date`, serving the same stops (an extra bus). */
async function addSecondRun(s: TestServer, date: string): Promise<string> {
  const first = await runOf(s, date, 'U0301');
  const { id: _id, ...copy } = first;
  const [second] = await s.db
    .insert(busRuns)
    .values({
      ...copy,
      binCd: 'U0301B',
      binName: `${first.binName} 増便`,
      bookedSeats: 0,
      bookedChildSeats: 0,
      bookedBicycles: 0,
    })
    .returning({ id: busRuns.id });
  const stops = await s.db.select().from(busRunStops).where(eq(busRunStops.runId, first.id));
  await s.db.insert(busRunStops).values(stops.map((st) => ({ ...st, runId: second!.id })));
  return 'U0301B';
}

describeEachDatabase('One ride per lesson and direction (PRODUCT.md §4)', (kind) => {
  const server = useTestServer(kind);
  const booking = (date: string, binCd: string) => ({ date, binCd, upDown: 1, busStopCd: '0027' });
  const save = (c: TestClient, body: object) =>
    c.post<{ yoyakuId: number }>('Reservation/SaveReservation', body);

  it('a second run serving the same period and direction is refused with 320, also when sent at once', async () => {
    const s = server();
    const a = await signedInClient(s, DEMO.load(64).seitoNo, DEMO.load(64).password);
    const [date] = (await bookableDates(a)).map((d) => d.date);
    const second = await addSecondRun(s, date!);

    const id = expectOk(await save(a, booking(date!, 'U0301'))).yoyakuId;
    expectRefusal(await save(a, booking(date!, second)), 320, ALREADY);
    // the other direction of the same period is still a ride of its own
    expectOk(await save(a, { ...booking(date!, 'D0301'), upDown: 2 }));
    expectOk(await a.post('Reservation/CancelReservation', { yoyakuIdList: [id] }));

    const b = await signedInClient(s, DEMO.load(65).seitoNo, DEMO.load(65).password);
    for (let round = 0; round < 10; round++) {
      const answers = await Promise.all([save(b, booking(date!, 'U0301')), save(b, booking(date!, second))]);
      const booked = answers.filter((x) => x.body.status);
      expect(booked).toHaveLength(1);
      for (const refused of answers.filter((x) => !x.body.status)) expectRefusal(refused, 320, ALREADY);
      const yoyakuId = (booked[0]!.body.data as { yoyakuId: number }).yoyakuId;
      expectOk(await b.post('Reservation/CancelReservation', { yoyakuIdList: [yoyakuId] }));
    }
    for (const binCd of ['U0301', second]) {
      expect(await countersMatchRows(s, (await runOf(s, date!, binCd)).id)).toBe(true);
    }
  });
});
