import { eq } from 'drizzle-orm';
import { afterEach, expect, it } from 'vitest';
import { messages } from '@shared/i18n/messages';
import type { AuditPage } from '@shared/schemas/admin-audit';
import type { MailPage } from '@shared/schemas/admin-mails';
import { jobs, learners, outboxMails } from '@server/db/schema';
import { enqueueMails } from '@server/domain/mail/outbox';
import { createMailTransport, type MailTransport } from '@server/domain/mail/transport';
import { createJobRunner } from '@server/queue';
import { deliverMailJob } from '@server/jobs/deliver-mail';
import { describeEachDatabase } from './databases';
import { DEMO, useTestServer, type TestServer } from './harness';
import { addStaff, otherSchoolAdmin, staffClient } from './admin-fixtures';
import { expectOk, expectRefusal } from './reservation-fixtures';
import { freePort, startSmtpListener, type SmtpListener } from './smtp-listener';
import { recordingLogger } from './worker-fixtures';

describeEachDatabase('Staff console: the mail outbox (issue 11 §1)', (kind) => {
  const server = useTestServer(kind);
  let transports: MailTransport[] = [];
  let listener: SmtpListener | undefined;
  afterEach(async () => {
    for (const t of transports) t.close();
    transports = [];
    await listener?.close();
    listener = undefined;
  });

  /** Writes a mail to the demo learner 1234567, as a change would. */
  async function mailToMain(s: TestServer, subject: string): Promise<number> {
    const [learner] = await s.db.select().from(learners).where(eq(learners.seitoNo, DEMO.main.seitoNo));
    const [id] = await s.db.transaction((tx) =>
      enqueueMails(tx, s.clock.now(), [
        {
          schoolId: s.schoolId,
          learnerId: learner!.id,
          kind: 'test',
          to: learner!.mailAddress,
          subject,
          body: '本文',
        },
      ]),
    );
    return id!;
  }

  /** Runs the delivery job until it has no attempts left, against an address nothing listens on. */
  async function failForGood(s: TestServer, smtpUrl: string) {
    const transport = createMailTransport(smtpUrl, false);
    transports.push(transport);
    const worker = createJobRunner({
      db: s.db,
      definitions: [deliverMailJob(transport)],
      log: recordingLogger(),
      now: () => s.clock.now(),
    });
    for (let i = 0; i < 100; i++) {
      const ran = await worker.runOnce();
      const due = await s.db
        .select({ runAt: jobs.runAt, status: jobs.status })
        .from(jobs)
        .where(eq(jobs.kind, 'deliver-mail'));
      const next = due.filter((j) => j.status === 'pending').map((j) => j.runAt.getTime());
      if (ran === 0 && next.length === 0) return worker;
      if (next.length > 0) s.clock.set(new Date(Math.max(s.clock.now().getTime(), Math.min(...next))));
    }
    throw new Error('the mail did not fail for good');
  }

  it('lists the school’s mails newest first with their state; a failed one is counted, shown with its error, and an admin sends it again once the server is back — audited', async () => {
    const s = server();
    // the demo's own ride-time mails are not this test's
    await s.db.delete(jobs).where(eq(jobs.kind, 'deliver-mail'));
    await s.db.delete(outboxMails);
    let admin = await staffClient(s);
    const first = await mailToMain(s, '一通目');
    const second = await mailToMain(s, '二通目');
    const page = expectOk(await admin.post<MailPage>('Admin/ListMails', {}));
    expect(page.mails.slice(0, 2).map((m) => [m.id, m.subject, m.status])).toEqual([
      [second, '二通目', 'pending'],
      [first, '一通目', 'pending'],
    ]);
    expect(page.mails[0]!.learner).toMatchObject({ seitoNo: DEMO.main.seitoNo });
    expect(page.failedCount).toBe(0);

    const port = await freePort();
    const worker = await failForGood(s, `smtp://127.0.0.1:${port}`);
    // hours went by: the console session timed out meanwhile
    admin = await staffClient(s);
    const failed = expectOk(await admin.post<MailPage>('Admin/ListMails', { status: 'failed' }));
    expect(failed.mails.map((m) => m.id).sort()).toEqual([first, second].sort());
    expect(failed.failedCount).toBe(2);
    expect(failed.mails[0]!.lastError).toMatch(/ECONNREFUSED/);
    expect(expectOk(await admin.post<MailPage>('Admin/ListMails', { status: 'sent' })).mails).toEqual([]);

    listener = await startSmtpListener(port);
    expectOk(await admin.post('Admin/RetryMail', { mailId: first }));
    expect(await worker.runOnce()).toBe(1);
    expect(listener.mails.map((m) => m.subject)).toEqual(['一通目']);
    const after = expectOk(await admin.post<MailPage>('Admin/ListMails', {}));
    expect(after.mails.find((m) => m.id === first)).toMatchObject({ status: 'sent' });
    expect(after.failedCount).toBe(1);

    // a mail that has not failed is never sent again by a click
    expectRefusal(await admin.post('Admin/RetryMail', { mailId: first }), 750, messages.error[750]);
    expect(await worker.runOnce()).toBe(0);
    expect(listener.mails).toHaveLength(1);

    const audit = expectOk(await admin.post<AuditPage>('Admin/ListAudit', { seitoNo: DEMO.main.seitoNo }));
    expect(audit.entries[0]).toMatchObject({
      action: 'mail.retry',
      targetType: 'mail',
      targetId: String(first),
      before: { status: 'failed', attempts: 12 },
      after: { status: 'pending' },
    });
  });

  it("staff read a mail's text without the token of its link", async () => {
    const s = server();
    const [learner] = await s.db.select().from(learners).where(eq(learners.seitoNo, DEMO.main.seitoNo));
    await s.db.transaction((tx) =>
      enqueueMails(tx, s.clock.now(), [
        {
          schoolId: s.schoolId,
          learnerId: learner!.id,
          kind: 'mail-confirmation',
          to: 'new@example.jp',
          subject: 'メールアドレスの確認',
          body: '次のリンクを開いてください。\nhttp://localhost:3000/bus/ankyo/sp/mail?serviceCode=demo&site=1&token=SECRET_token-123\n以上',
        },
      ]),
    );
    const admin = await staffClient(s);
    const [mail] = expectOk(await admin.post<MailPage>('Admin/ListMails', {})).mails;
    expect(mail!.body).toContain('sp/mail?serviceCode=demo&site=1&token=（非表示）\n以上');
    expect(mail!.body).not.toContain('SECRET');
  });

  it('dispatchers see the mails but may not send one again; another school sees none of them and may not retry them', async () => {
    const s = server();
    const id = await mailToMain(s, '三通目');
    const dispatcher = await staffClient(s, await addStaff(s, 'dispatcher'));
    expect(expectOk(await dispatcher.post<MailPage>('Admin/ListMails', {})).mails.map((m) => m.id)).toContain(
      id,
    );
    expect((await dispatcher.post('Admin/RetryMail', { mailId: id })).status).toBe(403);

    const other = await otherSchoolAdmin(s);
    expect(expectOk(await other.post<MailPage>('Admin/ListMails', {})).mails).toEqual([]);
    expect((await other.post('Admin/RetryMail', { mailId: id })).status).toBe(403);
    expect((await other.post('Admin/RetryMail', { mailId: 999_999 })).status).toBe(403);
  });
});
