import { expect, it } from 'vitest';
import { messages } from '@shared/messages';
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

  it('a burst of six registrations (a form submitted over and over) creates no more points than the limit', async () => {
    const s = server();
    const learner = DEMO.load(40);
    const c = await signedInClient(s, learner.seitoNo, learner.password);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        pointCall(c, 'BusStopRegister', { busStopCategory: '02', busStop: aPoint() }),
      ),
    );
    expect(answers.filter((a) => a.body.status)).toHaveLength(2);
    expect(answers.filter((a) => a.body.error?.code === 330)).toHaveLength(4);
    const rows = await ownRows(s, await s.recNoOf(learner.seitoNo));
    expect(rows).toHaveLength(2);
    expect(new Set(rows.map((r) => r.busStopCd)).size).toBe(2);
  });
});
