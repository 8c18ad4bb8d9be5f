import { expect, it } from 'vitest';
import { messages } from '@shared/i18n/messages';
import type { StaffUser } from '@shared/schemas/admin';
import { describeEachDatabase } from './databases';
import { DEMO, freshClient, signedInClient, useTestServer } from './harness';
import { addStaff, otherSchoolAdmin, staffClient } from './admin-fixtures';
import { challengeOf, solve } from './proof-of-work';

describeEachDatabase('Staff console: sign-in and the staffAction guard (issue 10 §1)', (kind) => {
  const server = useTestServer(kind);
  /** every console action but sign-in and sign-out, as the OpenAPI list of actions has them */
  const consoleActions = () =>
    server()
      .app.actions.filter((a) => a.access === 'staff' || a.access === 'admin')
      .map((a) => ({ ...a, name: a.path.split('/api/')[1]! }));

  it('the demo admin signs in and the session knows who they are', async () => {
    const c = await staffClient(server());
    const me = await c.post<StaffUser>('Admin/GetStaffUser', {});
    expect(me.status).toBe(200);
    expect(me.body.data).toEqual({
      loginId: 'admin',
      name: '管理者',
      role: 'admin',
      serviceCode: 'demo',
      schoolName: DEMO.schoolName,
    });
  });

  it('a wrong password and an unknown login id get the same 701 text', async () => {
    const c = await freshClient(server());
    const wrong = await c.post('Admin/StaffLogin', {
      serviceCode: 'demo',
      loginId: 'admin',
      password: 'x'.repeat(12),
    });
    const unknown = await c.post('Admin/StaffLogin', {
      serviceCode: 'demo',
      loginId: 'nobody',
      password: 'x'.repeat(12),
    });
    for (const answer of [wrong, unknown]) {
      expect(answer.status).toBe(200);
      expect(answer.body.error).toMatchObject({ code: 701, message: messages.error[701] });
    }
  });

  it('past five wrong passwords the console account asks each attempt for a solved proof of work, and its owner still signs in (issue 21)', async () => {
    const s = server();
    const account = await addStaff(s, 'dispatcher');
    const attempt = (password: string, altcha?: string) =>
      freshClient(s).then((c) =>
        c.post('Admin/StaffLogin', { serviceCode: 'demo', loginId: account.loginId, password, altcha }),
      );
    // a spray: more wrong passwords than the day allows, none of them refused as locked
    for (let i = 0; i < 5; i += 1) expect((await attempt('wrong-password-1')).body.error?.code).toBe(701);
    const withoutSolution = await attempt(account.password);
    expect(withoutSolution.body.error).toMatchObject({ code: 103, message: messages.error[103] });
    for (let i = 0; i < 6; i += 1) {
      const guess = await attempt('wrong-password-1', await solve(challengeOf(await attempt('x'))));
      expect(guess.body.error?.code).toBe(701);
    }
    // the owner: the page solves the challenge unasked, and the right password signs in
    const solution = await solve(challengeOf(await attempt(account.password)));
    const owner = await attempt(account.password, solution);
    expect(owner.body.status).toBe(true);
    // a success ends the challenge
    expect((await attempt(account.password)).body.status).toBe(true);
  });

  it('a challenged console account asks for a solution again after a replayed one (single use)', async () => {
    const s = server();
    const account = await addStaff(s, 'admin');
    const c = await freshClient(s);
    const attempt = (password: string, altcha?: string) =>
      c.post('Admin/StaffLogin', { serviceCode: 'demo', loginId: account.loginId, password, altcha });
    for (let i = 0; i < 5; i += 1) await attempt('wrong-password-1');
    const solution = await solve(challengeOf(await attempt(account.password)));
    expect((await attempt('wrong-password-2', solution)).body.error?.code).toBe(701);
    expect((await attempt(account.password, solution)).body.error?.code).toBe(103);
  });

  it('a learner signing in with the same number as a staff login id is not touched by the staff lockout', async () => {
    const s = server();
    const c = await freshClient(s);
    const answer = await c.post('Admin/StaffLogin', {
      serviceCode: 'demo',
      loginId: DEMO.main.seitoNo,
      password: 'wrong-password-1',
    });
    expect(answer.body.error?.code).toBe(701);
    await signedInClient(s, DEMO.main.seitoNo, DEMO.main.password);
  });

  it('there are console actions to guard', () => {
    expect(consoleActions().map((a) => a.name)).toContain('Admin/GetStaffUser');
  });

  it('every console action answers 401 without a session', async () => {
    const c = await freshClient(server());
    for (const action of consoleActions()) {
      const answer = await c.post(action.name, {});
      expect(answer.status, action.name).toBe(401);
      expect(answer.body.data, action.name).toBeNull();
    }
  });

  it("every console action answers 403 to a learner's session", async () => {
    const c = await signedInClient(server(), DEMO.main.seitoNo, DEMO.main.password);
    for (const action of consoleActions()) {
      const answer = await c.post(action.name, {});
      expect(answer.status, action.name).toBe(403);
      expect(answer.body.error?.message, action.name).toBe(messages.error[403]);
    }
  });

  it('every admin-only action answers 403 to a dispatcher', async () => {
    const s = server();
    const c = await staffClient(s, await addStaff(s, 'dispatcher'));
    for (const action of consoleActions().filter((a) => a.access === 'admin')) {
      const answer = await c.post(action.name, {});
      expect(answer.status, action.name).toBe(403);
    }
    const me = await c.post<StaffUser>('Admin/GetStaffUser', {});
    expect(me.body.data?.role).toBe('dispatcher');
  });

  it("every console action answers 403 to another school's staff naming the demo school", async () => {
    const c = await otherSchoolAdmin(server());
    for (const action of consoleActions()) {
      const answer = await c.post(action.name, { serviceCode: 'demo' });
      expect(answer.status, action.name).toBe(403);
    }
  });

  it("a staff session is not a learner's: learner actions answer 401 to it", async () => {
    const c = await staffClient(server());
    const answer = await c.post('Auth/GetLoginUser', {});
    expect(answer.status).toBe(401);
  });

  it('sign-out ends the console session', async () => {
    const c = await staffClient(server());
    await c.post('Admin/StaffLogout', {});
    const me = await c.post('Admin/GetStaffUser', {});
    expect(me.status).toBe(401);
  });
});
