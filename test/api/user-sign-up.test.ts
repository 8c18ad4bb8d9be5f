import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { messages } from '@shared/i18n/messages';
import type { LoginResponse } from '@shared/schemas/auth';
import type { LearnerDetail, SearchLearnersResponse } from '@shared/schemas/admin-learners';
import type { SignUpRequest, SignUpResponse } from '@shared/schemas/sign-up';
import { issueSilentToken } from '@server/domain/auth/silent-token';
import { learners, loginFailures } from '@server/db/schema';
import { staffClient } from './admin-fixtures';
import { describeEachDatabase } from './databases';
import { DEMO, MINUTE, freshClient, useTestServer, type TestClient, type TestServer } from './harness';

/** The demo's learners the school enrolled without web access (README's demo table). */
const SUZUKI = {
  seitoNo: '2345678',
  furiganaFamily: 'すずき',
  furiganaGiven: 'いちろう',
  birthDate: '2006-05-12',
  password: '0512',
};
const TAKAHASHI = {
  seitoNo: '3456789',
  furiganaFamily: 'たかはし',
  furiganaGiven: 'みさき',
  birthDate: '2007-11-03',
  password: '1103',
};

type Who = typeof SUZUKI;

const form = (who: Who, changes: Partial<SignUpRequest> = {}): SignUpRequest => ({
  serviceCode: DEMO.serviceCode,
  site: '1',
  seitoNo: who.seitoNo,
  furiganaFamily: who.furiganaFamily,
  furiganaGiven: who.furiganaGiven,
  mobileNumber: '09011112222',
  birthDate: who.birthDate,
  privacyConsent: true,
  ...changes,
});

/** Each scenario may stand for its own learner address (the server trusts X-Forwarded-For here). */
const signUp = (c: TestClient, body: SignUpRequest, ip = '192.0.2.10') =>
  c.post<SignUpResponse>('User/SignUp', body, { headers: { 'x-forwarded-for': ip } });

const login = (c: TestClient, seitoNo: string, password: string, site = '1', ip = '192.0.2.10') =>
  c.post<LoginResponse>(
    'Auth/Login',
    { serviceCode: DEMO.serviceCode, site, seitoNo, password },
    { headers: { 'x-forwarded-for': ip } },
  );

/** The one answer every mismatch gets: nothing tells which field was wrong. */
function expectNeutralRefusal(answer: Awaited<ReturnType<typeof signUp>>, what: string) {
  expect(answer.status, what).toBe(200);
  expect(answer.body.status, what).toBe(false);
  expect(answer.body.data, what).toBeNull();
  expect(answer.body.error, what).toEqual({ code: 111, message: messages.error[111], data: null });
}

async function learnerRow(s: TestServer, seitoNo: string) {
  const [row] = await s.db
    .select()
    .from(learners)
    .where(and(eq(learners.schoolId, s.schoolId), eq(learners.seitoNo, seitoNo)));
  return row!;
}

describeEachDatabase(
  'User/SignUp: an enrolled learner turns on web access (SPEC.md §2 /sp/signup)',
  (kind) => {
    const server = useTestServer(kind, { env: { TRUST_PROXY: 'loopback' } });

    it('a learner enrolled without web access cannot sign in yet: the same 101 as a wrong password, on every site', async () => {
      const s = server();
      const c = await freshClient(s);
      const wrongPassword = await login(c, DEMO.main.seitoNo, '9999');
      expect(wrongPassword.body.error?.code).toBe(101);
      for (const [site, password] of [
        ['1', SUZUKI.password],
        ['2', ''],
      ] as const) {
        const refused = await login(c, SUZUKI.seitoNo, password, site);
        expect(refused.body.status, site).toBe(false);
        expect(refused.body.error, site).toEqual(wrongPassword.body.error);
      }
      const token = issueSilentToken(
        s.secrets.silentAuthKey,
        { serviceCode: DEMO.serviceCode, recNo: await s.recNoOf(SUZUKI.seitoNo) },
        s.clock.now(),
      );
      const silent = await c.post('Auth/SilentAuth', {
        serviceCode: DEMO.serviceCode,
        site: '1',
        recNo: await s.recNoOf(SUZUKI.seitoNo),
        token,
      });
      expect(silent.body.error?.code).toBe(104);
      expect((await c.post('Auth/GetLoginUser', {})).status).toBe(401);
    });

    it('the console still finds and opens a learner who has not signed up', async () => {
      const s = server();
      const admin = await staffClient(s);
      const found = await admin.post<SearchLearnersResponse>('Admin/SearchLearners', { query: 'スズキ' });
      expect(found.body.data?.learners.map((l) => l.seitoNo)).toEqual([SUZUKI.seitoNo]);
      const detail = await admin.post<LearnerDetail>('Admin/GetLearner', {
        learnerId: found.body.data!.learners[0]!.learnerId,
      });
      expect(detail.body.data?.learner).toMatchObject({ seitoNo: SUZUKI.seitoNo, name: '鈴木 一郎' });
    });

    it('an unknown number, a wrong furigana, a wrong birth date and an already signed-up learner all get the same 111', async () => {
      const s = server();
      const c = await freshClient(s);
      const cases: [string, SignUpRequest][] = [
        ['unknown number', form(SUZUKI, { seitoNo: '2999999' })],
        ['wrong family name', form(SUZUKI, { furiganaFamily: 'さとう' })],
        ['wrong given name', form(SUZUKI, { furiganaGiven: 'じろう' })],
        ['names swapped', form(SUZUKI, { furiganaFamily: 'いちろう', furiganaGiven: 'すずき' })],
        ['wrong birth date', form(SUZUKI, { birthDate: '2006-05-13' })],
        [
          'already signed up (the demo main learner, all fields right)',
          form(
            { ...SUZUKI, seitoNo: DEMO.main.seitoNo, furiganaFamily: 'やまだ', furiganaGiven: 'たろう' },
            { birthDate: '2005-04-01' },
          ),
        ],
      ];
      for (const [what, body] of cases) expectNeutralRefusal(await signUp(c, body), what);
      const untouched = await learnerRow(s, SUZUKI.seitoNo);
      expect(untouched).toMatchObject({ webAccess: false, mobileNumber: '', privacyConsentAt: null });
    });

    it('signs up with matching data (katakana and half-width kana welcome), then signs in with the birthday password', async () => {
      const s = server();
      s.clock.advance(16 * MINUTE);
      const c = await freshClient(s);
      // a failed sign-in before signing up must not lock the sign-in that sign-up leads to
      for (let i = 0; i < 3; i++) await login(c, SUZUKI.seitoNo, SUZUKI.password);
      // the numbers as a phone keyboard may type them: cleaned by the server too (issue 25)
      const answer = await signUp(
        c,
        form(SUZUKI, {
          seitoNo: '２３４５６７８',
          furiganaFamily: 'スズキ',
          furiganaGiven: 'ｲﾁﾛｳ ',
          mobileNumber: '０９０－１１１１－２２２２',
        }),
      );
      expect(answer.body).toEqual({ status: true, error: null, data: { seitoNo: SUZUKI.seitoNo } });

      const row = await learnerRow(s, SUZUKI.seitoNo);
      expect(row.webAccess).toBe(true);
      expect(row.mobileNumber).toBe('09011112222');
      expect(row.privacyConsentAt?.toISOString()).toBe(s.clock.now().toISOString());
      expect(row.name).toBe('鈴木 一郎');
      const failures = await s.db
        .select()
        .from(loginFailures)
        .where(and(eq(loginFailures.schoolId, s.schoolId), eq(loginFailures.seitoNo, SUZUKI.seitoNo)));
      expect(failures).toEqual([]);

      const signedIn = await login(await freshClient(s), SUZUKI.seitoNo, SUZUKI.password);
      expect(signedIn.body.error).toBeNull();
      expect(signedIn.body.data?.user).toMatchObject({
        seitoNo: SUZUKI.seitoNo,
        furigana: 'すずき いちろう',
      });
    });

    it('signing up again once signed up is the same 111, and changes nothing', async () => {
      const s = server();
      const before = await learnerRow(s, SUZUKI.seitoNo);
      s.clock.advance(MINUTE);
      const again = await signUp(await freshClient(s), form(SUZUKI, { mobileNumber: '08099998888' }));
      expectNeutralRefusal(again, 'again');
      expect(await learnerRow(s, SUZUKI.seitoNo)).toEqual(before);
    });

    it('two sign-ups of one learner at once: one succeeds, the other gets 111', async () => {
      const s = server();
      const answers = await Promise.all(
        ['09000000001', '09000000002'].map(async (mobileNumber) =>
          signUp(await freshClient(s), form(TAKAHASHI, { mobileNumber }), '192.0.2.20'),
        ),
      );
      expect(answers.map((a) => a.body.error?.code ?? null).sort()).toEqual([111, null]);
      const winner = answers.find((a) => a.body.status)!;
      expect(winner.body.data?.seitoNo).toBe(TAKAHASHI.seitoNo);
      const row = await learnerRow(s, TAKAHASHI.seitoNo);
      expect(row.webAccess).toBe(true);
      expect(['09000000001', '09000000002']).toContain(row.mobileNumber);
      expect((await login(await freshClient(s), TAKAHASHI.seitoNo, TAKAHASHI.password)).body.status).toBe(
        true,
      );
    });

    it('invalid fields get the form warnings in field order, before anything is counted', async () => {
      const s = server();
      const c = await freshClient(s);
      const answer = await signUp(
        c,
        form(SUZUKI, {
          seitoNo: '23456',
          furiganaFamily: '鈴木',
          furiganaGiven: 'あいうえおかきくけこさ',
          mobileNumber: '090-1111-222x',
          birthDate: '2006-02-30',
          privacyConsent: false,
        }),
      );
      expect(answer.body.status).toBe(false);
      expect(answer.body.error?.code).toBe(1);
      expect(answer.body.error?.message.split('\n')).toEqual(
        [1, 31, 32, 4, 33, 34].map((n) => messages.warning[n as 1]),
      );
      const counted = await s.db
        .select()
        .from(loginFailures)
        .where(eq(loginFailures.seitoNo, 'signup:23456'));
      expect(counted).toEqual([]);

      const noConsent = await signUp(c, form(SUZUKI, { privacyConsent: false }));
      expect(noConsent.body.error).toMatchObject({ code: 34, message: messages.warning[34] });
    });

    it('a body of the wrong shape is a 400 envelope, never a 500', async () => {
      const c = await freshClient(server());
      for (const body of [
        { ...form(SUZUKI), privacyConsent: 'yes' },
        { ...form(SUZUKI), birthDate: 20060512 },
        { ...form(SUZUKI), furiganaFamily: 'あ'.repeat(33) },
        (({ privacyConsent: _omitted, ...rest }) => rest)(form(SUZUKI)),
      ]) {
        const answer = await c.post('User/SignUp', body);
        expect(answer.status).toBe(400);
        expect(answer.body.status).toBe(false);
      }
    });

    it("five failed sign-ups in a row lock the number's sign-up (112), not its sign-in; the right data works once the lock ends", async () => {
      const s = server();
      const c = await freshClient(s);
      const ip = '192.0.2.30';
      // load learner 1000006 stands for one more learner the school enrolled without web access
      const load = DEMO.load(6);
      await s.db
        .update(learners)
        .set({ webAccess: false, furigana: 'ふか ろく' })
        .where(and(eq(learners.schoolId, s.schoolId), eq(learners.seitoNo, load.seitoNo)));
      const right = form({
        seitoNo: load.seitoNo,
        furiganaFamily: 'ふか',
        furiganaGiven: 'ろく',
        birthDate: '2006-01-01',
        password: load.password,
      });

      const codes: unknown[] = [];
      for (let i = 0; i < 5; i++) {
        codes.push((await signUp(c, { ...right, birthDate: `2006-01-0${i + 2}` }, ip)).body.error?.code);
      }
      expect(codes).toEqual([111, 111, 111, 111, 112]);
      const locked = await signUp(c, right, ip);
      expect(locked.body.error?.code).toBe(112);
      expect(locked.body.error?.message).toMatch(/^利用登録の失敗が続いたため.*\d{2}:\d{2}以降に/);
      expect((await learnerRow(s, load.seitoNo)).webAccess).toBe(false);

      // the sign-up lock is a key of its own: the demo main learner's sign-up lock leaves their sign-in alone
      const yamada = form(
        { ...SUZUKI, seitoNo: DEMO.main.seitoNo, furiganaFamily: 'やまだ', furiganaGiven: 'たろう' },
        { birthDate: '2005-04-02' },
      );
      for (let i = 0; i < 5; i++) await signUp(c, yamada, ip);
      expect((await signUp(c, yamada, ip)).body.error?.code).toBe(112);
      expect((await login(await freshClient(s), DEMO.main.seitoNo, DEMO.main.password)).body.status).toBe(
        true,
      );
      // and other numbers' sign-ups
      expectNeutralRefusal(await signUp(c, form(SUZUKI, { seitoNo: '2999998' }), ip), 'another number');

      s.clock.advance(16 * MINUTE);
      const done = await signUp(c, right, ip);
      expect(done.body.error).toBeNull();
      expect((await login(await freshClient(s), load.seitoNo, '0101')).body.status).toBe(true);
    });

    it('an address over its failure limit must solve a proof of work to sign up (103 with a challenge), as at sign-in', async () => {
      const s = server();
      s.clock.advance(11 * MINUTE);
      const c = await freshClient(s);
      const ip = '192.0.2.40';
      for (let i = 0; i < 100; i++) {
        const answer = await signUp(c, form(SUZUKI, { seitoNo: String(2_100_000 + Math.floor(i / 4)) }), ip);
        expect(answer.body.error?.code).toBe(111);
      }
      const reset = await s.db
        .update(learners)
        .set({ webAccess: false })
        .where(and(eq(learners.schoolId, s.schoolId), eq(learners.seitoNo, SUZUKI.seitoNo)))
        .returning({ id: learners.id });
      expect(reset).toHaveLength(1);

      const refused = await signUp(c, form(SUZUKI), ip);
      expect(refused.body.error?.code).toBe(103);
      expect(refused.body.error?.message).toBe(messages.error[103]);
      const challenge = (refused.body.error?.data as { challenge: Challenge }).challenge;
      // sign-in from that address is throttled too: the failures of both count on the address
      expect((await login(c, DEMO.main.seitoNo, DEMO.main.password, '1', ip)).body.error?.code).toBe(103);

      const solution = await solveChallenge({ challenge, deriveKey });
      const altcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
      const solved = await signUp(c, form(SUZUKI, { altcha }), ip);
      expect(solved.body.error).toBeNull();
      expect(solved.body.data?.seitoNo).toBe(SUZUKI.seitoNo);
      const replay = await signUp(c, form(TAKAHASHI, { altcha }), ip);
      expect(replay.body.error?.code).toBe(103);
    });
  },
);
