import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { LOGIN_LIMITS } from '@shared/constants';
import { messages } from '@shared/i18n/messages';
import type { StaffUser } from '@shared/schemas/admin';
import type { IssuedPassword, StaffAccount } from '@shared/schemas/admin-staff';
import type { SiteOption } from '@shared/schemas/provider';
import type { ReservationDay } from '@shared/schemas/reservation';
import { auditLog, learners, sessions, staff } from '@server/db/schema';
import { createSchool } from '@server/domain/auth/staff/found-school';
import { staffClient } from './admin-fixtures';
import { describeEachDatabase } from './databases';
import { freshClient, type TestClient, type TestServer, useTestServer } from './harness';
import { expectOk, expectRefusal } from './reservation-fixtures';

const refusal = (code: keyof typeof messages.error) => messages.error[code];

/** A school of the test's own, made by the operator's command, with its first admin signed in. */
async function newSchool(s: TestServer) {
  const serviceCode = `t${randomBytes(4).toString('hex')}`;
  const boss = { loginId: 'boss', password: 'first-admin-password', serviceCode };
  const schoolId = await createSchool(s.db, s.app.hasher, {
    serviceCode,
    name: 'テスト自動車学校',
    admin: { loginId: boss.loginId, password: boss.password },
    studentNumberDigits: 6,
  });
  return { serviceCode, schoolId, boss, admin: await staffClient(s, boss) };
}

const accountsOf = async (client: TestClient) =>
  expectOk(await client.post<StaffAccount[]>('Admin/ListStaffAccounts', {}));

async function add(client: TestClient, loginId: string, role: 'admin' | 'dispatcher') {
  return expectOk(
    await client.post<IssuedPassword>('Admin/AddStaff', { loginId, name: `${loginId}さん`, role }),
  );
}

const auditOf = async (s: TestServer, schoolId: number) =>
  s.db.select().from(auditLog).where(eq(auditLog.schoolId, schoolId)).orderBy(desc(auditLog.id));

describeEachDatabase('Staff accounts in the console (issue 23 §2)', (kind) => {
  const server = useTestServer(kind);

  it('a new school from the operator command shows its login page and answers GetReservationDays (nothing bookable yet)', async () => {
    const s = server();
    const { serviceCode, schoolId } = await newSchool(s);
    const visitor = await freshClient(s);
    const site = expectOk(
      await visitor.post<SiteOption>('Provider/GetSiteOption', { serviceCode, site: '1' }),
    );
    expect(site.account).toMatchObject({ passwordRequired: true, seitoNo: { minLength: 6, maxLength: 6 } });
    await s.db.insert(learners).values({
      schoolId,
      seitoNo: '123456',
      name: '新 太郎',
      furigana: 'しん たろう',
      passwordHash: await s.app.hasher.hash('0401'),
    });
    const login = await visitor.post('Auth/Login', {
      serviceCode,
      site: '1',
      seitoNo: '123456',
      password: '0401',
    });
    expectOk(login);
    const days = expectOk(await visitor.post<ReservationDay[]>('Reservation/GetReservationDays', {}));
    expect(Array.isArray(days)).toBe(true);
  });

  it('an admin adds an account whose password is shown once and works; a taken or malformed login id is refused', async () => {
    const s = server();
    const { admin, serviceCode, schoolId } = await newSchool(s);
    const issued = await add(admin, 'desk01', 'dispatcher');
    expect(issued.account).toMatchObject({ loginId: 'desk01', role: 'dispatcher', disabledAt: null });
    expect(issued.password).toMatch(/^[A-Za-z0-9]{16}$/);
    const desk = await staffClient(s, { loginId: 'desk01', password: issued.password, serviceCode });
    expect(expectOk(await desk.post<StaffUser>('Admin/GetStaffUser', {})).role).toBe('dispatcher');
    // never again: neither the list nor the audit carries it
    expect(JSON.stringify(await accountsOf(admin))).not.toContain(issued.password);
    const [entry] = await auditOf(s, schoolId);
    expect(entry).toMatchObject({ action: 'staff.add', staffLoginId: 'boss', before: null });
    expect(entry!.after).toEqual({
      loginId: 'desk01',
      name: 'desk01さん',
      role: 'dispatcher',
      disabledAt: null,
    });
    expect(JSON.stringify(entry)).not.toContain(issued.password);

    expectRefusal(
      await admin.post('Admin/AddStaff', { loginId: 'desk01', name: 'x', role: 'admin' }),
      800,
      refusal(800),
    );
    expectRefusal(
      await admin.post('Admin/AddStaff', { loginId: '受付', name: 'x', role: 'admin' }),
      801,
      refusal(801),
    );
    expectRefusal(
      await admin.post('Admin/AddStaff', { loginId: 'ok', name: ' ', role: 'admin' }),
      802,
      refusal(802),
    );
    expectRefusal(
      await admin.post('Admin/AddStaff', { loginId: 'ok', name: 'あ'.repeat(51), role: 'admin' }),
      802,
      refusal(802),
    );
    // the vehicle names' rule: no direction override, zero-width or control character disguises a name
    for (const name of ['山田\u202e郎太', '\u200b\u200b', 'a\u2066b\u2069', '佐藤\u200d花子', '田中\t一郎'])
      expectRefusal(
        await admin.post('Admin/AddStaff', { loginId: 'ok', name, role: 'admin' }),
        802,
        refusal(802),
      );
    expect((await accountsOf(admin)).map((a) => a.loginId)).not.toContain('ok');
  });

  it('a login id is one account whatever its case: added once, signed in with any case, unique in the database', async () => {
    const s = server();
    const { admin, serviceCode, schoolId } = await newSchool(s);
    const issued = await add(admin, 'Office01', 'dispatcher');
    expectRefusal(
      await admin.post('Admin/AddStaff', { loginId: 'office01', name: 'x', role: 'admin' }),
      800,
      refusal(800),
    );
    for (const loginId of ['Office01', 'office01', 'OFFICE01']) {
      const desk = await staffClient(s, { loginId, password: issued.password, serviceCode });
      expect(expectOk(await desk.post<StaffUser>('Admin/GetStaffUser', {})).loginId).toBe('Office01');
    }
    await expect(
      s.db
        .insert(staff)
        .values({ schoolId, loginId: 'OFFICE01', name: 'x', role: 'admin', passwordHash: 'x' }),
    ).rejects.toThrow();
    expect((await accountsOf(admin)).filter((a) => a.loginId.toLowerCase() === 'office01')).toHaveLength(1);
  });

  it('dispatchers may not manage accounts (403) but change their own password', async () => {
    const s = server();
    const { admin, serviceCode } = await newSchool(s);
    const issued = await add(admin, 'desk02', 'dispatcher');
    const desk = await staffClient(s, { loginId: 'desk02', password: issued.password, serviceCode });
    for (const [path, body] of [
      ['Admin/ListStaffAccounts', {}],
      ['Admin/AddStaff', { loginId: 'x1', name: 'x', role: 'admin' }],
      ['Admin/SetStaffRole', { staffId: issued.account.id, role: 'admin' }],
      ['Admin/ResetStaffPassword', { staffId: issued.account.id }],
    ] as const)
      expect((await desk.post(path, body)).status).toBe(403);
    expectOk(
      await desk.post('Admin/ChangeOwnPassword', {
        currentPassword: issued.password,
        newPassword: 'my-own-desk-password',
      }),
    );
    await staffClient(s, { loginId: 'desk02', password: 'my-own-desk-password', serviceCode });
  });

  it('own password: the current one is required (805), the new one follows the rule (702), other sessions end; audited', async () => {
    const s = server();
    const { admin, boss, schoolId } = await newSchool(s);
    const elsewhere = await staffClient(s, boss);
    expectRefusal(
      await admin.post('Admin/ChangeOwnPassword', {
        currentPassword: 'wrong-password-1',
        newPassword: 'new-boss-password',
      }),
      805,
      refusal(805),
    );
    expectRefusal(
      await admin.post('Admin/ChangeOwnPassword', { currentPassword: boss.password, newPassword: 'short' }),
      702,
      refusal(702),
    );
    for (const newPassword of [' '.repeat(12), '\u3000'.repeat(12)])
      expectRefusal(
        await admin.post('Admin/ChangeOwnPassword', { currentPassword: boss.password, newPassword }),
        702,
        refusal(702),
      );
    expectOk(
      await admin.post('Admin/ChangeOwnPassword', {
        currentPassword: boss.password,
        newPassword: 'new-boss-password',
      }),
    );
    expectOk(await admin.post('Admin/GetStaffUser', {}));
    expect((await elsewhere.post('Admin/GetStaffUser', {})).status).toBe(401);
    const [entry] = await auditOf(s, schoolId);
    expect(entry).toMatchObject({ action: 'staff.password-change', after: { loginId: 'boss' } });
    await staffClient(s, { ...boss, password: 'new-boss-password' });
  });

  it('own password: wrong current passwords count as failed sign-ins, so a left-open session cannot guess on (102 once the account is held)', async () => {
    const s = server();
    const { admin, boss, schoolId } = await newSchool(s);
    for (let i = 0; i < LOGIN_LIMITS.consecutiveFailuresBeforeLock; i++)
      expectRefusal(
        await admin.post('Admin/ChangeOwnPassword', {
          currentPassword: `wrong-password-${i}`,
          newPassword: 'new-boss-password',
        }),
        805,
        refusal(805),
      );
    const held = await admin.post('Admin/ChangeOwnPassword', {
      currentPassword: boss.password,
      newPassword: 'new-boss-password',
    });
    expect(held.body).toMatchObject({ status: false, error: { code: 102 } });
    // the password is unchanged and the session that guessed is still a session
    expectOk(await admin.post('Admin/GetStaffUser', {}));
    const [row] = await s.db
      .select()
      .from(staff)
      .where(and(eq(staff.schoolId, schoolId), eq(staff.loginId, boss.loginId)));
    expect(await s.app.hasher.verify(boss.password, row!.passwordHash)).toBe(true);
  });

  it('disabling ends the sessions and refuses sign-in (806 with the right password, 701 with a wrong one); enabling restores it', async () => {
    const s = server();
    const { admin, serviceCode, schoolId } = await newSchool(s);
    const issued = await add(admin, 'desk03', 'dispatcher');
    const desk = await staffClient(s, { loginId: 'desk03', password: issued.password, serviceCode });
    const disabled = expectOk(
      await admin.post<StaffAccount>('Admin/SetStaffDisabled', {
        staffId: issued.account.id,
        disabled: true,
      }),
    );
    expect(disabled.disabledAt).not.toBeNull();
    expect((await desk.post('Admin/GetStaffUser', {})).status).toBe(401);
    expect(await s.db.select().from(sessions).where(eq(sessions.staffId, issued.account.id))).toEqual([]);
    const again = await freshClient(s);
    expectRefusal(
      await again.post('Admin/StaffLogin', { serviceCode, loginId: 'desk03', password: issued.password }),
      806,
      refusal(806),
    );
    expectRefusal(
      await again.post('Admin/StaffLogin', { serviceCode, loginId: 'desk03', password: 'not-the-password' }),
      701,
      refusal(701),
    );
    const [entry] = await auditOf(s, schoolId);
    expect(entry).toMatchObject({
      action: 'staff.disable',
      before: { loginId: 'desk03', disabledAt: null },
      after: { loginId: 'desk03', disabledAt: disabled.disabledAt },
    });
    expectOk(await admin.post('Admin/SetStaffDisabled', { staffId: issued.account.id, disabled: false }));
    expect((await auditOf(s, schoolId))[0]!.action).toBe('staff.enable');
    await staffClient(s, { loginId: 'desk03', password: issued.password, serviceCode });
  });

  it('a session begun while its account is disabled stands for nobody', async () => {
    const s = server();
    const { admin, serviceCode } = await newSchool(s);
    const issued = await add(admin, 'desk04', 'dispatcher');
    const desk = await staffClient(s, { loginId: 'desk04', password: issued.password, serviceCode });
    // as if the sign-in had read the row just before the disable committed
    await s.db.update(staff).set({ disabledAt: s.clock.now() }).where(eq(staff.id, issued.account.id));
    expect((await desk.post('Admin/GetStaffUser', {})).status).toBe(401);
  });

  it('the last active admin cannot be demoted or disabled (803), nor oneself disabled (804); a second admin makes it possible', async () => {
    const s = server();
    const { admin, schoolId } = await newSchool(s);
    const [me] = await accountsOf(admin);
    expectRefusal(
      await admin.post('Admin/SetStaffRole', { staffId: me!.id, role: 'dispatcher' }),
      803,
      refusal(803),
    );
    expectRefusal(
      await admin.post('Admin/SetStaffDisabled', { staffId: me!.id, disabled: true }),
      804,
      refusal(804),
    );
    const other = await add(admin, 'second', 'admin');
    // a disabled admin is no second admin
    expectOk(await admin.post('Admin/SetStaffDisabled', { staffId: other.account.id, disabled: true }));
    expectRefusal(
      await admin.post('Admin/SetStaffRole', { staffId: me!.id, role: 'dispatcher' }),
      803,
      refusal(803),
    );
    expectOk(await admin.post('Admin/SetStaffDisabled', { staffId: other.account.id, disabled: false }));
    const demoted = expectOk(
      await admin.post<StaffAccount>('Admin/SetStaffRole', { staffId: me!.id, role: 'dispatcher' }),
    );
    expect(demoted.role).toBe('dispatcher');
    const [entry] = await auditOf(s, schoolId);
    expect(entry).toMatchObject({
      action: 'staff.role',
      before: { loginId: 'boss', role: 'admin' },
      after: { loginId: 'boss', role: 'dispatcher' },
    });
    // the role is read per request: the demoted session is a dispatcher's at once
    expect((await admin.post('Admin/ListStaffAccounts', {})).status).toBe(403);
  });

  it('two admins demoting each other at once leave exactly one admin', async () => {
    const s = server();
    for (let round = 0; round < 5; round += 1) {
      const { admin, serviceCode, schoolId, boss } = await newSchool(s);
      const second = await add(admin, 'second', 'admin');
      const secondClient = await staffClient(s, {
        loginId: 'second',
        password: second.password,
        serviceCode,
      });
      const [bossRow] = await s.db
        .select({ id: staff.id })
        .from(staff)
        .where(and(eq(staff.schoolId, schoolId), eq(staff.loginId, boss.loginId)));
      const answers = await Promise.all([
        admin.post('Admin/SetStaffRole', { staffId: second.account.id, role: 'dispatcher' }),
        secondClient.post('Admin/SetStaffRole', { staffId: bossRow!.id, role: 'dispatcher' }),
      ]);
      const outcomes = answers.map((a) => (a.body.status ? 'ok' : (a.body.error?.code ?? a.status)));
      // the loser is refused by the rule (803), or, when the winner committed before its request
      // was even read, by the guard: it is no admin any more (403)
      expect(outcomes.filter((o) => o === 'ok')).toHaveLength(1);
      expect(outcomes.filter((o) => o === 803 || o === 403)).toHaveLength(1);
      const admins = await s.db
        .select()
        .from(staff)
        .where(and(eq(staff.schoolId, schoolId), eq(staff.role, 'admin')));
      expect(admins).toHaveLength(1);
    }
  });

  it('two admins disabling each other at once leave exactly one active admin', async () => {
    const s = server();
    const { admin, serviceCode, schoolId } = await newSchool(s);
    const second = await add(admin, 'second', 'admin');
    const third = await add(admin, 'third', 'admin');
    const secondClient = await staffClient(s, { loginId: 'second', password: second.password, serviceCode });
    const thirdClient = await staffClient(s, { loginId: 'third', password: third.password, serviceCode });
    const [bossRow] = await s.db
      .select({ id: staff.id })
      .from(staff)
      .where(and(eq(staff.schoolId, schoolId), eq(staff.loginId, 'boss')));
    // boss disables second, second disables third, third disables boss: at most two may succeed
    const answers = await Promise.all([
      admin.post('Admin/SetStaffDisabled', { staffId: second.account.id, disabled: true }),
      secondClient.post('Admin/SetStaffDisabled', { staffId: third.account.id, disabled: true }),
      thirdClient.post('Admin/SetStaffDisabled', { staffId: bossRow!.id, disabled: true }),
    ]);
    // whichever runs first, the next one's actor is still active, and the last would leave none
    expect(answers.filter((a) => a.body.status)).toHaveLength(2);
    const active = await s.db
      .select()
      .from(staff)
      .where(and(eq(staff.schoolId, schoolId), eq(staff.role, 'admin'), isNull(staff.disabledAt)));
    expect(active).toHaveLength(1);
  });

  it('reset: a new password answered once, the old one and its sessions end; unlock clears the proof of work; audited', async () => {
    const s = server();
    const { admin, serviceCode, schoolId } = await newSchool(s);
    const issued = await add(admin, 'desk05', 'dispatcher');
    const desk = await staffClient(s, { loginId: 'desk05', password: issued.password, serviceCode });
    const reset = expectOk(
      await admin.post<IssuedPassword>('Admin/ResetStaffPassword', { staffId: issued.account.id }),
    );
    expect(reset.password).not.toBe(issued.password);
    expect((await desk.post('Admin/GetStaffUser', {})).status).toBe(401);
    const stranger = await freshClient(s);
    for (let i = 0; i < 5; i += 1)
      expectRefusal(
        await stranger.post('Admin/StaffLogin', {
          serviceCode,
          loginId: 'desk05',
          password: issued.password,
        }),
        701,
        refusal(701),
      );
    const [listed] = (await accountsOf(admin)).filter((a) => a.loginId === 'desk05');
    expect(listed!.lockedUntil).not.toBeNull();
    expect(
      (await stranger.post('Admin/StaffLogin', { serviceCode, loginId: 'desk05', password: reset.password }))
        .body.error?.code,
    ).toBe(103);
    const unlocked = expectOk(
      await admin.post<StaffAccount>('Admin/UnlockStaff', { staffId: issued.account.id }),
    );
    expect(unlocked.lockedUntil).toBeNull();
    await staffClient(s, { loginId: 'desk05', password: reset.password, serviceCode });
    const entries = await auditOf(s, schoolId);
    expect(entries.slice(0, 2).map((e) => e.action)).toEqual(['staff.unlock', 'staff.password-reset']);
    expect(entries[0]!.before).toMatchObject({ loginId: 'desk05', lockedUntil: listed!.lockedUntil });
    expect(JSON.stringify(entries)).not.toContain(reset.password);
  });

  it("another school's account is a 403 like a missing one", async () => {
    const s = server();
    const first = await newSchool(s);
    const second = await newSchool(s);
    const [theirs] = await accountsOf(second.admin);
    for (const path of ['Admin/UnlockStaff', 'Admin/ResetStaffPassword'])
      expect((await first.admin.post(path, { staffId: theirs!.id })).status).toBe(403);
    expect(
      (await first.admin.post('Admin/SetStaffRole', { staffId: 2_000_000_000, role: 'admin' })).status,
    ).toBe(403);
  });
});
