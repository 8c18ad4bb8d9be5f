import { expect, it } from 'vitest';
import { messages } from '@shared/i18n/messages';
import type { LoginResponse } from '@shared/schemas/auth';
import { usedPowChallenges } from '@server/db/schema';
import { POW_CHALLENGE } from '@server/domain/auth/proof-of-work';
import { purgeExpiredAuthState } from '@server/domain/auth/purge-expired';
import { describeEachDatabase } from './databases';
import { DEMO, MINUTE, freshClient, useTestServer, type TestClient } from './harness';
import { challengeOf, solve } from './proof-of-work';

const loginWith = (c: TestClient, seitoNo: string, password: string, altcha?: string) =>
  c.post<LoginResponse>('Auth/Login', {
    serviceCode: DEMO.serviceCode,
    site: '1',
    seitoNo,
    password,
    altcha,
  });

/** Refused without a solution, the challenge solved: the payload of one fresh challenge. */
async function solvedChallenge(c: TestClient): Promise<string> {
  return solve(challengeOf(await loginWith(c, DEMO.main.seitoNo, DEMO.main.password)));
}

/**
 * PRODUCT.md §3 revised: an address over its failure limit (100 in 10 minutes) is not locked out;
 * each sign-in from it must carry a solved, single-use proof-of-work challenge (ALTCHA). A client
 * sending no solution, or a wrong, expired or replayed one, still gets 103.
 */
describeEachDatabase('Auth/Login from a throttled address: proof of work (PRODUCT.md §3)', (kind) => {
  const server = useTestServer(kind);
  let c: TestClient;

  it('after 100 failures (one number locked among them) a sign-in without a solution is 103 with a challenge', async () => {
    const s = server();
    c = await freshClient(s);
    const codes: (string | number | undefined)[] = [];
    for (let i = 0; i < 5; i++)
      codes.push((await loginWith(c, DEMO.load(3).seitoNo, '9999')).body.error?.code);
    expect(codes).toEqual([101, 101, 101, 101, 102]);
    for (let i = 5; i < 100; i++) {
      const answer = await loginWith(c, String(2_000_000 + Math.floor(i / 4)), '9999');
      expect(answer.body.error?.code).toBe(101);
    }

    const refused = await loginWith(c, DEMO.main.seitoNo, DEMO.main.password);
    expect(refused.status).toBe(200);
    expect(refused.body.status).toBe(false);
    expect(refused.body.data).toBeNull();
    expect(refused.body.error?.message).toBe(messages.error[103]);
    const challenge = challengeOf(refused);
    expect(challenge.parameters.algorithm).toBe(POW_CHALLENGE.algorithm);
    expect(challenge.parameters.cost).toBe(POW_CHALLENGE.cost);
  });

  it('the right password with a solved challenge signs in; the same solution again is refused (103)', async () => {
    const s = server();
    const altcha = await solvedChallenge(c);
    const signedIn = await loginWith(c, DEMO.main.seitoNo, DEMO.main.password, altcha);
    expect(signedIn.body.error).toBeNull();
    expect(signedIn.body.data?.user.seitoNo).toBe(DEMO.main.seitoNo);

    const replay = await loginWith(await freshClient(s), DEMO.second.seitoNo, DEMO.second.password, altcha);
    expect(replay.body.status).toBe(false);
    expect(challengeOf(replay)).toBeDefined();
  });

  it('one solution sent twice at once signs in once', async () => {
    const s = server();
    const altcha = await solvedChallenge(c);
    const answers = await Promise.all(
      [DEMO.main, DEMO.second].map(async (who) =>
        loginWith(await freshClient(s), who.seitoNo, who.password, altcha),
      ),
    );
    expect(answers.map((a) => a.body.status).sort()).toEqual([false, true]);
    expect(answers.map((a) => a.body.error?.code ?? null).sort()).toEqual([103, null]);
  });

  it('a solved challenge still goes through the password check and the per-number lock', async () => {
    const wrong = await loginWith(c, DEMO.second.seitoNo, '9999', await solvedChallenge(c));
    expect(wrong.body.error?.code).toBe(101);
    const solution = await solvedChallenge(c);
    const locked = await loginWith(c, DEMO.load(3).seitoNo, DEMO.load(3).password, solution);
    expect(locked.body.error?.code).toBe(102);
    // the solution sent for the locked number is used up like any other (issue 21)
    const again = await loginWith(c, DEMO.main.seitoNo, DEMO.main.password, solution);
    expect(again.body.error?.code).toBe(103);
  });

  it('a wrong solution or a tampered challenge is refused (103)', async () => {
    const challenge = challengeOf(await loginWith(c, DEMO.main.seitoNo, DEMO.main.password));
    const payload = (body: object) => Buffer.from(JSON.stringify(body)).toString('base64');
    const bogus = [
      payload({ challenge, solution: { counter: 1, derivedKey: 'ab'.repeat(32) } }),
      payload({
        challenge: {
          ...challenge,
          parameters: { ...challenge.parameters, data: { expires: 9_999_999_999 } },
        },
        solution: { counter: 1, derivedKey: 'ab'.repeat(32) },
      }),
      'not base64 at all',
      payload({ hello: 'world' }),
    ];
    for (const altcha of bogus) {
      const answer = await loginWith(c, DEMO.main.seitoNo, DEMO.main.password, altcha);
      expect(answer.body.error?.code, altcha.slice(0, 20)).toBe(103);
    }
  });

  it('a solution past its 5 minutes is refused (103), and the hourly purge drops used challenges once expired', async () => {
    const s = server();
    const altcha = await solvedChallenge(c);
    s.clock.advance(POW_CHALLENGE.ttlMinutes * MINUTE + 1000);
    const late = await loginWith(c, DEMO.main.seitoNo, DEMO.main.password, altcha);
    expect(late.body.error?.code).toBe(103);

    expect((await s.db.select().from(usedPowChallenges)).length).toBeGreaterThan(0);
    await purgeExpiredAuthState(s.db, s.clock.now());
    expect(await s.db.select().from(usedPowChallenges)).toEqual([]);

    const fresh = await solvedChallenge(c);
    expect((await loginWith(c, DEMO.main.seitoNo, DEMO.main.password, fresh)).body.status).toBe(true);
    expect(await s.db.select().from(usedPowChallenges)).toHaveLength(1);
  });
});
