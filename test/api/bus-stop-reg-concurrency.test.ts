import { expect, it } from 'vitest';
import { messages } from '@shared/i18n/messages';
import { describeEachDatabase } from './databases';
import { DEMO, signedInClient, useTestServer } from './harness';
import { aPoint, ownRows, pointCall, registerOk } from './bus-stop-reg-fixtures';

/** Learners 1000030–1000037, each with one point of two in the workplace category (02, limit 2). */
const LEARNERS = Array.from({ length: 8 }, (_, i) => DEMO.load(30 + i));

describeEachDatabase("BusStopReg/BusStopRegister: a category's limit holds under concurrency", (kind) => {
  const server = useTestServer(kind);

  it('two registrations at once at limit − 1, from two sessions of each of eight learners, leave exactly the limit', async () => {
    const s = server();
    const sessions = await Promise.all(
      LEARNERS.map(async (l) => {
        const tab1 = await signedInClient(s, l.seitoNo, l.password);
        const tab2 = await signedInClient(s, l.seitoNo, l.password);
        await registerOk(tab1, '02');
        return { learnerId: await s.recNoOf(l.seitoNo), tabs: [tab1, tab2] };
      }),
    );
    const answers = await Promise.all(
      sessions.flatMap(({ tabs }) =>
        tabs.map((tab, i) =>
          pointCall(tab, 'BusStopRegister', {
            busStopCategory: '02',
            busStop: aPoint({ busStopKName: `タブ${i + 1}` }),
          }),
        ),
      ),
    );
    for (const answer of answers) expect(answer.status, answer.text).toBe(200);
    for (const [n, { learnerId }] of sessions.entries()) {
      const pair = answers.slice(2 * n, 2 * n + 2);
      expect(pair.filter((a) => a.body.status)).toHaveLength(1);
      const refused = pair.find((a) => !a.body.status)!;
      expect(refused.body.error).toMatchObject({ code: 330, message: messages.error[330] });
      expect(await ownRows(s, learnerId)).toHaveLength(2);
    }
  });

  it('a burst of six registrations of one point (a form submitted over and over) creates it once and answers it six times', async () => {
    const s = server();
    const learner = DEMO.load(40);
    const c = await signedInClient(s, learner.seitoNo, learner.password);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        pointCall<{ busStopCd: string }>(c, 'BusStopRegister', { busStopCategory: '02', busStop: aPoint() }),
      ),
    );
    for (const answer of answers) expect(answer.body.status, answer.text).toBe(true);
    const rows = await ownRows(s, await s.recNoOf(learner.seitoNo));
    expect(rows).toHaveLength(1);
    expect(new Set(answers.map((a) => a.body.data?.busStopCd))).toEqual(new Set([rows[0]!.busStopCd]));
  });

  it('a double submission at a limit of 1 is no false 330; the same point after 10 minutes is a new one', async () => {
    const s = server();
    const learner = DEMO.load(41);
    const c = await signedInClient(s, learner.seitoNo, learner.password);
    const twice = await Promise.all(
      [1, 2].map(() =>
        pointCall<{ busStopCd: string }>(c, 'BusStopRegister', { busStopCategory: '01', busStop: aPoint() }),
      ),
    );
    for (const answer of twice) expect(answer.body.status, answer.text).toBe(true);
    expect(twice[0]!.body.data).toEqual(twice[1]!.body.data);
    expect(await ownRows(s, await s.recNoOf(learner.seitoNo))).toHaveLength(1);

    // an address written differently is another point: the limit of 1 refuses it
    const other = await pointCall(c, 'BusStopRegister', {
      busStopCategory: '01',
      busStop: aPoint({ ad1: '埼玉県上尾市柏座2-3-5' }),
    });
    expect(other.body.error).toMatchObject({ code: 330 });
    s.clock.advance(10 * 60_000 + 1);
    const later = await pointCall(c, 'BusStopRegister', { busStopCategory: '01', busStop: aPoint() });
    expect(later.body.error).toMatchObject({ code: 330 });
  });
});
