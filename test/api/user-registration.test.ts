import { and, desc, eq, isNull } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { messages } from '@shared/i18n/messages';
import type { SiteOption } from '@shared/schemas/provider';
import type { RegisteredInfo } from '@shared/schemas/user';
import { learners, mailConfirmations, outboxMails, siteOptions } from '@server/db/schema';
import { purgeOldMailConfirmations } from '@server/domain/account/mail-confirmation';
import { describeEachDatabase } from './databases';
import { DEMO, MINUTE, freshClient, signedInClient, useTestServer, type TestServer } from './harness';

const HOUR = 60 * MINUTE;

/** A copy of site 1 with some options changed, as a school would set it. */
async function siteLike(
  s: TestServer,
  site: string,
  change: (options: Record<string, Record<string, unknown>>) => void,
) {
  const [one] = await s.db
    .select()
    .from(siteOptions)
    .where(and(eq(siteOptions.schoolId, s.schoolId), eq(siteOptions.site, '1')));
  const options = structuredClone(one!.options) as Record<string, Record<string, unknown>>;
  change(options);
  await s.db.insert(siteOptions).values({ schoolId: s.schoolId, site, options });
}

async function learnerRow(s: TestServer, seitoNo: string) {
  const [row] = await s.db
    .select()
    .from(learners)
    .where(and(eq(learners.schoolId, s.schoolId), eq(learners.seitoNo, seitoNo)));
  return row!;
}

/** The newest confirmation mail to an address, and the token of its link. */
async function confirmationMailTo(s: TestServer, address: string) {
  const [mail] = await s.db
    .select()
    .from(outboxMails)
    .where(eq(outboxMails.toAddress, address))
    .orderBy(desc(outboxMails.id))
    .limit(1);
  if (!mail) throw new Error(`no mail to ${address}`);
  const link = /https?:\/\/\S+/.exec(mail.body)?.[0];
  if (!link) throw new Error('no link in the mail');
  const url = new URL(link);
  return { mail, url, token: url.searchParams.get('token')! };
}

const login = (seitoNo: string, password: string) => ({
  serviceCode: DEMO.serviceCode,
  site: '1',
  seitoNo,
  password,
});

describeEachDatabase('User/Save: change of registration (SPEC.md §4, §5)', (kind) => {
  const server = useTestServer(kind);

  it('refuses each invalid item with its warning code: 5 mail, 2 password, 4 mobile, 3 re-entry', async () => {
    const s = server();
    const learner = DEMO.load(1);
    const c = await signedInClient(s, learner.seitoNo, learner.password);
    const cases: [Record<string, string>, number][] = [
      [{ mailAddress: 'taro.@docomo.ne.jp' }, 5],
      [{ mailAddress: 'ta..ro@docomo.ne.jp' }, 5],
      [{ mailAddress: 'no-at-sign' }, 5],
      [{ mailAddress: `${'a'.repeat(250)}@b.jp` }, 5],
      [{ password: 'abc' }, 2],
      [{ password: 'abcd12345' }, 2],
      [{ password: 'ab-12' }, 2],
      [{ mobileNumber: '090-1234-567a' }, 4],
      [{ mobileNumber: '0901234567' }, 4],
      [{ password: 'abcd', passwordConfirm: 'abce' }, 3],
    ];
    for (const [body, code] of cases) {
      const answer = await c.post('User/Save', body);
      expect(answer.status, JSON.stringify(body)).toBe(200);
      expect(answer.body.status).toBe(false);
      expect(answer.body.error?.code, JSON.stringify(body)).toBe(code);
      expect(answer.body.error?.message).toBe(messages.warning[code as 2 | 3 | 4 | 5]);
    }
    const all = await c.post('User/Save', {
      mailAddress: 'x.@y.jp',
      password: '1',
      passwordConfirm: '2',
      mobileNumber: '1',
    });
    expect(all.body.error?.code).toBe(5);
    expect(all.body.error?.message.split('\n')).toEqual([
      messages.warning[5],
      messages.warning[2],
      messages.warning[3],
      messages.warning[4],
    ]);
    const row = await learnerRow(s, learner.seitoNo);
    expect(row.mobileNumber).toBe('070-0000-0001');
    expect(
      await s.db.select().from(mailConfirmations).where(eq(mailConfirmations.learnerId, row.id)),
    ).toEqual([]);
  });

  it('takes a mobile number typed with full-width digits, dashes or spaces and stores its digits (issue 25)', async () => {
    const s = server();
    const learner = DEMO.load(19);
    const c = await signedInClient(s, learner.seitoNo, learner.password);
    const answer = await c.post<number>('User/Save', { mobileNumber: '０８０－３７３７ー３７３７' });
    expect(answer.body.error).toBeNull();
    expect(answer.body.data).toBe(2);
    expect((await learnerRow(s, learner.seitoNo)).mobileNumber).toBe('08037373737');
    // the same digits written otherwise are the same number: no change
    const again = await c.post<number>('User/Save', { mobileNumber: '080 3737 3737' });
    expect(again.body.data).toBe(0);
    const info = await c.post<RegisteredInfo>('User/GetRegisteredInfo', {});
    expect(info.body.data?.mobileNumber).toBe('08037373737');
  });

  it('answers the bit mask of the changed items for every combination; an item equal to the stored value has no bit', async () => {
    const s = server();
    const combinations = [0, 1, 2, 3, 4, 5, 6, 7];
    for (const [i, mask] of combinations.entries()) {
      const learner = DEMO.load(10 + i);
      const before = await learnerRow(s, learner.seitoNo);
      const c = await signedInClient(s, learner.seitoNo, learner.password);
      const newMail = `changed${i}@example.com`;
      const newMobile = `0801111000${i}`;
      const newPassword = `pw${i}x`;
      const answer = await c.post<number>('User/Save', {
        // every item is sent; an unchanged one carries the stored value (the mobile with its hyphens)
        mailAddress: mask & 1 ? newMail : before.mailAddress,
        mobileNumber: mask & 2 ? newMobile : before.mobileNumber,
        password: mask & 4 ? newPassword : learner.password,
      });
      expect(answer.body.error, `mask ${mask}`).toBeNull();
      expect(answer.body.data, `mask ${mask}`).toBe(mask);

      const after = await learnerRow(s, learner.seitoNo);
      expect(after.mailAddress, 'the address changes only at confirmation').toBe(before.mailAddress);
      expect(after.mobileNumber).toBe(mask & 2 ? newMobile : before.mobileNumber);
      expect(after.passwordHash === before.passwordHash).toBe(!(mask & 4));
      const mails = await s.db.select().from(outboxMails).where(eq(outboxMails.toAddress, newMail));
      expect(mails.length).toBe(mask & 1 ? 1 : 0);
      const signIn = await s.client().login(learner.seitoNo, mask & 4 ? newPassword : learner.password);
      expect(signIn.body.status, `sign-in after mask ${mask}`).toBe(true);
    }
  });

  it('a blank password and a mobile number equal to the stored digits change nothing: mask 0', async () => {
    const s = server();
    const learner = DEMO.load(20);
    const c = await signedInClient(s, learner.seitoNo, learner.password);
    const info = await c.post<RegisteredInfo>('User/GetRegisteredInfo', {});
    expect(info.body.data).toEqual({
      mailAddress: `load${learner.seitoNo}@example.jp`,
      mobileNumber: '07000000020',
      pendingMailAddress: null,
    });
    const answer = await c.post<number>('User/Save', {
      mailAddress: info.body.data!.mailAddress,
      mobileNumber: info.body.data!.mobileNumber,
      password: '',
      passwordConfirm: '',
    });
    expect(answer.body.data).toBe(0);
  });

  it('warning 10 where the site lets nothing be changed', async () => {
    const s = server();
    await siteLike(s, '6', (o) => {
      o.registredInfo = {
        isPasswordEnabled: false,
        isMobilePhoneEnabled: false,
        isMailAddressEnabled: false,
      };
    });
    const c = await signedInClient(s, DEMO.load(21).seitoNo, DEMO.load(21).password, '6');
    for (const body of [{}, { mobileNumber: '08011112222' }]) {
      const answer = await c.post('User/Save', body);
      expect(answer.body.error?.code).toBe(10);
      expect(answer.body.error?.message).toBe(messages.warning[10]);
    }
  });

  it('the server refuses an item the session’s site turns off (403) and still takes the others', async () => {
    const s = server();
    await siteLike(s, '5', (o) => {
      o.registredInfo = { isPasswordEnabled: false, isMobilePhoneEnabled: true, isMailAddressEnabled: false };
    });
    const learner = DEMO.load(22);
    const before = await learnerRow(s, learner.seitoNo);
    const c = await signedInClient(s, learner.seitoNo, learner.password, '5');
    for (const body of [
      { mailAddress: 'new22@example.com' },
      { password: 'abcd' },
      { passwordConfirm: 'abcd' },
      { mobileNumber: '08022223333', mailAddress: before.mailAddress },
    ]) {
      const answer = await c.post('User/Save', body);
      expect(answer.status, JSON.stringify(body)).toBe(403);
    }
    const after = await learnerRow(s, learner.seitoNo);
    expect(after.passwordHash).toBe(before.passwordHash);
    expect(after.mobileNumber).toBe(before.mobileNumber);
    expect(
      await s.db.select().from(outboxMails).where(eq(outboxMails.toAddress, 'new22@example.com')),
    ).toEqual([]);
    const mobile = await c.post<number>('User/Save', { mobileNumber: '08022223333' });
    expect(mobile.body.data).toBe(2);
  });

  it('useChangeRegistered off: the change endpoints answer 403 whatever the items', async () => {
    const s = server();
    await siteLike(s, '4', (o) => {
      o.menu!.useChangeRegistered = false;
    });
    const c = await signedInClient(s, DEMO.load(23).seitoNo, DEMO.load(23).password, '4');
    expect((await c.post('User/Save', { mobileNumber: '08033334444' })).status).toBe(403);
    expect((await c.post('User/GetRegisteredInfo', {})).status).toBe(403);
    expect((await learnerRow(s, DEMO.load(23).seitoNo)).mobileNumber).toBe('070-0000-0023');
  });

  it('a site that asks no password (the lobby kiosk) offers no change of registration: its options say so and the server refuses (403)', async () => {
    const s = server();
    const kiosk = await freshClient(s);
    const options = await kiosk.post<SiteOption>('Provider/GetSiteOption', {
      serviceCode: 'demo',
      site: '2',
    });
    expect(options.body.data?.account.passwordRequired).toBe(false);
    expect(options.body.data?.menu.useChangeRegistered).toBe(false);
    expect(options.body.data?.registredInfo).toEqual({
      isPasswordEnabled: false,
      isMobilePhoneEnabled: false,
      isMailAddressEnabled: false,
    });
    const c = await signedInClient(s, DEMO.load(26).seitoNo, '', '2');
    for (const item of [
      { password: 'abcd' },
      { mailAddress: 'taken@example.jp' },
      { mobileNumber: '08055556666' },
    ]) {
      expect((await c.post('User/Save', item)).status).toBe(403);
    }
    const row = await learnerRow(s, DEMO.load(26).seitoNo);
    expect(row.mobileNumber).toBe('070-0000-0026');
    expect((await signedInClient(s, DEMO.load(26).seitoNo, DEMO.load(26).password)).jar.size).toBeGreaterThan(
      0,
    );
    const waiting = await s.db
      .select()
      .from(mailConfirmations)
      .where(eq(mailConfirmations.learnerId, row.id));
    expect(waiting).toEqual([]);
  });

  it('without a session: 401; naming another learner: 403', async () => {
    const s = server();
    const anonymous = await freshClient(s);
    expect((await anonymous.post('User/Save', { mobileNumber: '08011112222' })).status).toBe(401);
    const c = await signedInClient(s, DEMO.load(24).seitoNo, DEMO.load(24).password);
    const other = await s.recNoOf(DEMO.load(25).seitoNo);
    expect((await c.post('User/Save', { recNo: other, mobileNumber: '08011112222' })).status).toBe(403);
  });

  it('a password change ends the learner’s other sessions and keeps the one it came from', async () => {
    const s = server();
    const learner = DEMO.load(26);
    const phone = await signedInClient(s, learner.seitoNo, learner.password);
    const desktop = await signedInClient(s, learner.seitoNo, learner.password);
    const someoneElse = await signedInClient(s, DEMO.load(27).seitoNo, DEMO.load(27).password);
    const answer = await phone.post<number>('User/Save', { password: 'new26pw' });
    expect(answer.body.data).toBe(4);
    expect((await phone.post('User/GetRegisteredInfo', {})).status).toBe(200);
    expect((await desktop.post('User/GetRegisteredInfo', {})).status).toBe(401);
    expect((await someoneElse.post('User/GetRegisteredInfo', {})).status).toBe(200);
    expect((await s.client().login(learner.seitoNo, learner.password)).body.error?.code).toBe(101);
    expect((await s.client().login(learner.seitoNo, 'new26pw')).body.status).toBe(true);
  });

  it('a password change is mailed to the registered address, once; the same password again mails nothing (issue 21)', async () => {
    const s = server();
    const learner = DEMO.load(28);
    const row = await learnerRow(s, learner.seitoNo);
    const c = await signedInClient(s, learner.seitoNo, learner.password);
    expect((await c.post<number>('User/Save', { password: 'new28pw' })).body.data).toBe(4);
    expect((await c.post<number>('User/Save', { password: 'new28pw' })).body.data).toBe(0);
    const mails = await s.db
      .select()
      .from(outboxMails)
      .where(and(eq(outboxMails.toAddress, row.mailAddress), eq(outboxMails.kind, 'password-changed')));
    expect(mails.map((m) => [m.kind, m.learnerId, m.subject])).toEqual([
      ['password-changed', row.id, `【${DEMO.schoolName}】パスワードが変更されました`],
    ]);
    expect(mails[0]!.body).toContain(`${row.furigana} 様`);
    expect(mails[0]!.body).toContain('お心当たりのない場合は、お手数ですが学校までご連絡ください。');
    expect(mails[0]!.body).not.toContain('new28pw');
  });
});

describeEachDatabase(
  'Mail registration: a new address takes effect at its confirmation link (PRODUCT.md §4)',
  (kind) => {
    const server = useTestServer(kind);

    it('is not applied before the link is opened, and is applied once the learner proves who they are', async () => {
      const s = server();
      const learner = DEMO.load(30);
      const before = await learnerRow(s, learner.seitoNo);
      const c = await signedInClient(s, learner.seitoNo, learner.password);
      expect((await c.post<number>('User/Save', { mailAddress: 'new30@example.com' })).body.data).toBe(1);
      expect((await learnerRow(s, learner.seitoNo)).mailAddress).toBe(before.mailAddress);
      const info = await c.post<RegisteredInfo>('User/GetRegisteredInfo', {});
      expect(info.body.data?.mailAddress).toBe(before.mailAddress);
      expect(info.body.data?.pendingMailAddress).toBe('new30@example.com');

      const { mail, url, token } = await confirmationMailTo(s, 'new30@example.com');
      expect(mail.kind).toBe('mail-confirmation');
      expect(mail.learnerId).toBe(before.id);
      expect(mail.subject).toBe(`【${DEMO.schoolName}】メールアドレスの確認`);
      expect(`${url.origin}${url.pathname}`).toBe(`${s.baseUrl}sp/mail`);
      expect(url.searchParams.get('serviceCode')).toBe(DEMO.serviceCode);
      expect(url.searchParams.get('site')).toBe('1');
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const stored = await s.db
        .select()
        .from(mailConfirmations)
        .where(eq(mailConfirmations.learnerId, before.id));
      expect(stored).toHaveLength(1);
      expect(stored[0]!.tokenHash, 'only a digest of the token is stored').not.toContain(token);
      expect(stored[0]!.expiresAt.getTime() - stored[0]!.createdAt.getTime()).toBe(24 * HOUR);

      // the phone that opens the link is not signed in
      const phone = await freshClient(s);
      const peek = await phone.post('User/GetMailConfirmation', { serviceCode: DEMO.serviceCode, token });
      expect(peek.body.data).toEqual({
        mailAddress: 'new30@example.com',
        expiresAt: stored[0]!.expiresAt.toISOString(),
      });
      const done = await phone.post('User/ConfirmMailAddress', {
        ...login(learner.seitoNo, learner.password),
        token,
      });
      expect(done.body.error).toBeNull();
      expect(done.body.data).toEqual({ mailAddress: 'new30@example.com' });
      expect((await learnerRow(s, learner.seitoNo)).mailAddress).toBe('new30@example.com');
      expect(
        (await c.post<RegisteredInfo>('User/GetRegisteredInfo', {})).body.data?.pendingMailAddress,
      ).toBeNull();

      // the old address hears of it, with the new one masked (issue 21)
      const told = await s.db
        .select()
        .from(outboxMails)
        .where(
          and(eq(outboxMails.toAddress, before.mailAddress), eq(outboxMails.kind, 'mail-address-changed')),
        );
      expect(told.map((m) => [m.kind, m.learnerId, m.subject])).toEqual([
        ['mail-address-changed', before.id, `【${DEMO.schoolName}】メールアドレスが変更されました`],
      ]);
      expect(told[0]!.body).toContain('変更後のアドレス：n***@example.com');
      expect(told[0]!.body).not.toContain('new30@example.com');
    });

    it('a used link is refused with 252, also for its own learner', async () => {
      const s = server();
      const learner = DEMO.load(31);
      const c = await signedInClient(s, learner.seitoNo, learner.password);
      await c.post('User/Save', { mailAddress: 'new31@example.com' });
      const { token } = await confirmationMailTo(s, 'new31@example.com');
      const phone = await freshClient(s);
      const body = { ...login(learner.seitoNo, learner.password), token };
      expect((await phone.post('User/ConfirmMailAddress', body)).body.status).toBe(true);
      const again = await phone.post('User/ConfirmMailAddress', body);
      expect(again.body.error?.code).toBe(252);
      expect(again.body.error?.message).toBe(messages.error[252]);
      expect((await phone.post('User/GetMailConfirmation', { token })).body.error?.code).toBe(252);
    });

    it('a link expires 24 hours after the change (251) and the address stays as it was', async () => {
      const s = server();
      const start = s.clock.now();
      const learner = DEMO.load(32);
      const before = await learnerRow(s, learner.seitoNo);
      const c = await signedInClient(s, learner.seitoNo, learner.password);
      await c.post('User/Save', { mailAddress: 'new32@example.com' });
      const { token } = await confirmationMailTo(s, 'new32@example.com');
      const phone = await freshClient(s);
      try {
        s.clock.advance(24 * HOUR - 1);
        expect((await phone.post('User/GetMailConfirmation', { token })).body.status).toBe(true);
        s.clock.advance(1);
        const late = await phone.post('User/ConfirmMailAddress', {
          ...login(learner.seitoNo, learner.password),
          token,
        });
        expect(late.body.error?.code).toBe(251);
        expect(late.body.error?.message).toBe(messages.error[251]);
        expect((await phone.post('User/GetMailConfirmation', { token })).body.error?.code).toBe(251);
      } finally {
        s.clock.set(start);
      }
      expect((await learnerRow(s, learner.seitoNo)).mailAddress).toBe(before.mailAddress);
    });

    it('two submissions of one link at once bind it once: the other hears 252', async () => {
      const s = server();
      const learner = DEMO.load(38);
      const c = await signedInClient(s, learner.seitoNo, learner.password);
      await c.post('User/Save', { mailAddress: 'new38@example.com' });
      const { token } = await confirmationMailTo(s, 'new38@example.com');
      const body = { ...login(learner.seitoNo, learner.password), token };
      const [a, b] = await Promise.all([
        (await freshClient(s)).post('User/ConfirmMailAddress', body),
        (await freshClient(s)).post('User/ConfirmMailAddress', body),
      ]);
      expect([a.body.status, b.body.status].sort()).toEqual([false, true]);
      expect([a.body.error?.code, b.body.error?.code]).toContain(252);
    });

    it('the hourly purge keeps a link a week past its expiry (251), then drops it (250)', async () => {
      const s = server();
      const start = s.clock.now();
      const learner = DEMO.load(39);
      const c = await signedInClient(s, learner.seitoNo, learner.password);
      await c.post('User/Save', { mailAddress: 'new39@example.com' });
      const { token } = await confirmationMailTo(s, 'new39@example.com');
      const phone = await freshClient(s);
      try {
        s.clock.advance(24 * HOUR + 7 * 24 * HOUR - MINUTE);
        await purgeOldMailConfirmations(s.db, s.clock.now());
        expect((await phone.post('User/GetMailConfirmation', { token })).body.error?.code).toBe(251);
        s.clock.advance(2 * MINUTE);
        await purgeOldMailConfirmations(s.db, s.clock.now());
        expect((await phone.post('User/GetMailConfirmation', { token })).body.error?.code).toBe(250);
      } finally {
        s.clock.set(start);
      }
    });

    it('a newer change replaces the older link (250); an unknown token is 250 too', async () => {
      const s = server();
      const learner = DEMO.load(33);
      const c = await signedInClient(s, learner.seitoNo, learner.password);
      await c.post('User/Save', { mailAddress: 'first33@example.com' });
      const first = await confirmationMailTo(s, 'first33@example.com');
      await c.post('User/Save', { mailAddress: 'second33@example.com' });
      const second = await confirmationMailTo(s, 'second33@example.com');
      const phone = await freshClient(s);
      const credentials = login(learner.seitoNo, learner.password);
      const old = await phone.post('User/ConfirmMailAddress', { ...credentials, token: first.token });
      expect(old.body.error?.code).toBe(250);
      expect((await phone.post('User/GetMailConfirmation', { token: 'x'.repeat(43) })).body.error?.code).toBe(
        250,
      );
      expect(
        (await phone.post('User/ConfirmMailAddress', { ...credentials, token: second.token })).body.status,
      ).toBe(true);
      expect((await learnerRow(s, learner.seitoNo)).mailAddress).toBe('second33@example.com');
    });

    it('a wrong password, an unknown number and another learner’s credentials get the one sign-in answer 101', async () => {
      const s = server();
      const learner = DEMO.load(34);
      const c = await signedInClient(s, learner.seitoNo, learner.password);
      await c.post('User/Save', { mailAddress: 'new34@example.com' });
      const { token } = await confirmationMailTo(s, 'new34@example.com');
      const phone = await freshClient(s);
      const other = DEMO.load(35);
      for (const credentials of [
        login(learner.seitoNo, '9999'),
        login('1999999', '0101'),
        login(other.seitoNo, other.password),
      ]) {
        const answer = await phone.post('User/ConfirmMailAddress', { ...credentials, token });
        expect(answer.body.error?.code, credentials.seitoNo).toBe(101);
        expect(answer.body.error?.message).toBe(messages.error[101]);
      }
      expect((await learnerRow(s, learner.seitoNo)).mailAddress).toBe(`load${learner.seitoNo}@example.jp`);
      expect((await learnerRow(s, other.seitoNo)).mailAddress).toBe(`load${other.seitoNo}@example.jp`);
      const bad = await phone.post('User/ConfirmMailAddress', { ...login('12', ''), token });
      expect(bad.body.error?.code).toBe(1);
    });

    it('failures are throttled like sign-in: the fifth locks the number for mail registration and sign-in alike', async () => {
      const s = server();
      const learner = DEMO.load(36);
      const c = await signedInClient(s, learner.seitoNo, learner.password);
      await c.post('User/Save', { mailAddress: 'new36@example.com' });
      const { token } = await confirmationMailTo(s, 'new36@example.com');
      const phone = await freshClient(s);
      const codes: unknown[] = [];
      for (let i = 0; i < 5; i++) {
        codes.push(
          (await phone.post('User/ConfirmMailAddress', { ...login(learner.seitoNo, '9999'), token })).body
            .error?.code,
        );
      }
      expect(codes).toEqual([101, 101, 101, 101, 102]);
      const right = await phone.post('User/ConfirmMailAddress', {
        ...login(learner.seitoNo, learner.password),
        token,
      });
      expect(right.body.error?.code).toBe(102);
      expect((await s.client().login(learner.seitoNo, learner.password)).body.error?.code).toBe(102);
      expect((await learnerRow(s, learner.seitoNo)).mailAddress).toBe(`load${learner.seitoNo}@example.jp`);
    });

    it('at most five confirmation mails per learner in 24 hours (253)', async () => {
      const s = server();
      const learner = DEMO.load(37);
      const c = await signedInClient(s, learner.seitoNo, learner.password);
      for (let i = 1; i <= 5; i++) {
        expect((await c.post<number>('User/Save', { mailAddress: `try${i}@example.com` })).body.data).toBe(1);
      }
      const sixth = await c.post('User/Save', {
        mailAddress: 'try6@example.com',
        mobileNumber: '08037373737',
      });
      expect(sixth.body.error?.code).toBe(253);
      expect(
        (await learnerRow(s, learner.seitoNo)).mobileNumber,
        'nothing of a refused change is stored',
      ).toBe('070-0000-0037');
    });

    it('twelve changes at once still send at most five mails and leave one live link', async () => {
      const s = server();
      const learner = DEMO.load(41);
      const c = await signedInClient(s, learner.seitoNo, learner.password);
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          c.post<number>('User/Save', { mailAddress: `burst${i}@example.com` }),
        ),
      );
      expect(answers.filter((a) => a.body.data === 1)).toHaveLength(5);
      expect(answers.filter((a) => a.body.error?.code === 253)).toHaveLength(7);
      const id = await s.recNoOf(learner.seitoNo);
      const live = await s.db
        .select()
        .from(mailConfirmations)
        .where(and(eq(mailConfirmations.learnerId, id), isNull(mailConfirmations.usedAt)));
      expect(live).toHaveLength(1);
    });
  },
);

describeEachDatabase('The confirmation link points at PUBLIC_URL when it is set', (kind) => {
  const server = useTestServer(kind, { env: { PUBLIC_URL: 'https://bus.example.jp' } });

  it('links to https://bus.example.jp{BASE_PATH}sp/mail whatever address the change came to', async () => {
    const s = server();
    const learner = DEMO.load(40);
    const c = await signedInClient(s, learner.seitoNo, learner.password);
    expect((await c.post<number>('User/Save', { mailAddress: 'new40@example.com' })).body.data).toBe(1);
    const { url } = await confirmationMailTo(s, 'new40@example.com');
    expect(`${url.origin}${url.pathname}`).toBe(`https://bus.example.jp${s.basePath}sp/mail`);
  });
});
