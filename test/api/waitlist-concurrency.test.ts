import { expect, it } from 'vitest';
import type { Envelope } from '@shared/schemas/envelope';
import { describeEachDatabase } from './databases';
import { useTestServer, type Answer, type TestClient } from './harness';
import { bookableDates, expectOk } from './reservation-fixtures';
import {
  entriesOf,
  expectQueueInvariants,
  fillRun,
  join,
  loadLearnerIds,
  loadLearners,
  upRide,
  waitlistOf,
} from './waitlist-fixtures';

/** A business answer (success or refusal) is fine under contention; anything else is a failure. */
const unexpected = (answer: Answer<Envelope<unknown>>, allowed: readonly number[]) =>
  answer.status !== 200 || (!answer.body.status && !allowed.includes(Number(answer.body.error?.code)))
    ? [`${answer.status} ${answer.text}`]
    : [];

describeEachDatabase('キャンセル待ち under contention (issue 29 acceptance)', (kind) => {
  const server = useTestServer(kind);

  it('6 learners queued on a full run, 2 seats freed at once: exactly the first two ride, in order', async () => {
    const s = server();
    const [a, b, ...waiters] = await loadLearners(s, 1, 8);
    const [, , ...waiterIds] = await loadLearnerIds(s, 1, 8);
    const [date] = (await bookableDates(a!)).map((d) => d.date);
    const body = upRide(date!, 1);
    const { run, yoyakuIds } = await fillRun(s, body, [a!, b!]);
    for (const w of waiters) expectOk(await join(w, body));
    const answers = await Promise.all([
      a!.post('Reservation/CancelReservation', { yoyakuIdList: [yoyakuIds[0]] }),
      b!.post('Reservation/CancelReservation', { yoyakuIdList: [yoyakuIds[1]] }),
    ]);
    for (const answer of answers) expectOk(answer);
    const { rows, entries } = await expectQueueInvariants(s, run.id);
    expect(rows.map((r) => r.learnerId).sort()).toEqual(waiterIds.slice(0, 2).sort());
    expect(entries.map((e) => e.status)).toEqual([
      'promoted',
      'promoted',
      'waiting',
      'waiting',
      'waiting',
      'waiting',
    ]);
    // in order: the first in line was booked first
    expect(entries[0]!.reservationId!).toBeLessThan(entries[1]!.reservationId!);
    const places = await Promise.all(waiters.slice(2).map(async (w) => (await waitlistOf(w))[0]!.place));
    expect(places).toEqual([1, 2, 3, 4]);
  });

  it('80 cancels, leaves and joins at once on a small run: seats never exceeded, nobody promoted twice, no seat free while someone fits', async () => {
    const s = server();
    const clients = await loadLearners(s, 11, 40);
    const [date] = (await bookableDates(clients[0]!)).map((d) => d.date);
    const body = upRide(date!, 2);
    const riders = clients.slice(0, 5);
    const waiters = clients.slice(5);
    const { run, yoyakuIds } = await fillRun(s, body, riders);
    const entryIds = new Map<TestClient, number>();
    for (const w of waiters) entryIds.set(w, expectOk(await join(w, body)).waitlistId);

    // each learner two steps in a row, all learners at once: a rider cancels and queues again, a
    // waiter leaves and queues again (at the back) — 80 requests racing the promotions
    const failures: string[] = [];
    await Promise.all([
      ...riders.map(async (c, i) => {
        failures.push(
          ...unexpected(await c.post('Reservation/CancelReservation', { yoyakuIdList: [yoyakuIds[i]] }), []),
        );
        // 976: a seat was free at that moment (nobody fitting left in line)
        failures.push(...unexpected(await join(c, body), [976]));
      }),
      ...waiters.map(async (c) => {
        // 978: promoted before it could leave; then 320 on queueing again (it holds the ride)
        failures.push(
          ...unexpected(await c.post('Reservation/CancelWaitlist', { waitlistId: entryIds.get(c) }), [978]),
        );
        failures.push(...unexpected(await join(c, body), [320, 976]));
      }),
    ]);
    expect(failures).toEqual([]);
    const { run: after, entries } = await expectQueueInvariants(s, run.id);
    expect(after.bookedSeats).toBe(after.seats);
    const promoted = entries.filter((e) => e.status === 'promoted');
    expect(promoted.length).toBeGreaterThanOrEqual(5);
    expect(new Set(promoted.map((e) => e.reservationId)).size).toBe(promoted.length);
    const waitingLearners = entries.filter((e) => e.status === 'waiting').map((e) => e.learnerId);
    expect(new Set(waitingLearners).size).toBe(waitingLearners.length);
    // the queue still works: a seat freed now goes to the head
    const [head] = await entriesOf(s, run.id).then((all) => all.filter((e) => e.status === 'waiting'));
    if (head) {
      const holder = (await loadLearnerIds(s, 11, 40)).indexOf(promoted[0]!.learnerId);
      expectOk(
        await clients[holder]!.post('Reservation/CancelReservation', {
          yoyakuIdList: [promoted[0]!.reservationId],
        }),
      );
      const [again] = (await entriesOf(s, run.id)).filter((e) => e.id === head.id);
      expect(again!.status).toBe('promoted');
    }
    await expectQueueInvariants(s, run.id);
  });

  it('a direct booking racing a promotion never takes the promoted seat twice', async () => {
    const s = server();
    const [rider, waiter, booker] = await loadLearners(s, 61, 3);
    const [date] = (await bookableDates(rider!)).map((d) => d.date);
    const body = upRide(date!, 3);
    const { run, yoyakuIds } = await fillRun(s, body, [rider!]);
    expectOk(await join(waiter!, body));
    const [cancel, direct] = await Promise.all([
      rider!.post('Reservation/CancelReservation', { yoyakuIdList: yoyakuIds }),
      booker!.post('Reservation/SaveReservation', body),
    ]);
    expectOk(cancel);
    // the cancel's own transaction gave the seat to the queue: the direct booking finds it full
    expect(direct.body.error?.code).toBe(323);
    await expectQueueInvariants(s, run.id);
    // the waiter rides: booking the same lesson again is 320
    expect((await waiter!.post('Reservation/SaveReservation', body)).body.error?.code).toBe(320);
  });
});
