import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import type { Db } from '@server/db/client';
import { jobs, outboxMails, schools } from '@server/db/schema';
import {
  DELIVER_MAIL_JOB,
  deliverOutboxMail,
  enqueueMails,
  MAIL_MAX_ATTEMPTS,
  type NewMail,
} from '@server/domain/mail/outbox';
import { rideTimesMail } from '@server/domain/mail/templates';
import { createMailTransport, type MailTransport } from '@server/domain/mail/transport';
import { createJobRunner } from '@server/queue';
import { deliverMailJob } from '@server/jobs/deliver-mail';
import { describeEachDatabase } from './databases';
import { createTestClock, MINUTE } from './harness';
import { freePort, startSmtpListener, type SmtpListener } from './smtp-listener';
import { eventuallyWithin, openTwoHandles, recordingLogger } from './worker-fixtures';

const LEASE_MS = 30_000;
const SCHOOL = { name: 'みどり自動車学校', mailAddress: 'info@midori-ds.example.jp', phone: '048-000-0000' };

/** A ride-time mail as the fix-plan command writes it: Japanese subject, body and sender. */
function rideMail(schoolId: number, n: number): NewMail {
  const content = rideTimesMail({
    school: { schoolName: SCHOOL.name, phoneNumber: SCHOOL.phone },
    greetingName: `がくせい ${n}ごう`,
    dateText: '2026年11月25日(水)',
    rides: [{ direction: '往路（学校行き）', time: '08:12', place: '上尾駅東口', bus: '上尾1便' }],
  });
  return { schoolId, learnerId: null, kind: 'ride-times', to: `learner${n}@example.jp`, ...content };
}

describeEachDatabase('Mail outbox delivered through SMTP', (kind) => {
  let handles: Awaited<ReturnType<typeof openTwoHandles>>;
  let schoolId: number;
  let listener: SmtpListener | undefined;
  let transports: MailTransport[] = [];
  const clock = createTestClock();
  const log = recordingLogger();

  beforeAll(async () => {
    handles = await openTwoHandles(kind);
    const [school] = await handles.a
      .insert(schools)
      .values({
        serviceCode: 'mailtest',
        name: SCHOOL.name,
        mailAddress: SCHOOL.mailAddress,
        latitude: 36,
        longitude: 139.5,
      })
      .returning({ id: schools.id });
    schoolId = school!.id;
  });
  afterAll(async () => {
    await handles?.close();
  });
  beforeEach(async () => {
    await handles.a.delete(jobs);
    await handles.a.delete(outboxMails);
    log.entries.length = 0;
  });
  afterEach(async () => {
    for (const t of transports) t.close();
    transports = [];
    await listener?.close();
    listener = undefined;
  });

  const worker = (db: Db, smtpUrl: string, workerId?: string) => {
    const transport = createMailTransport(smtpUrl, false);
    transports.push(transport);
    return createJobRunner({
      db,
      definitions: [deliverMailJob(transport)],
      log,
      now: () => clock.now(),
      leaseMs: LEASE_MS,
      concurrency: 4,
      workerId,
    });
  };

  /** Enqueues in a transaction of its own, as a change would. */
  const enqueue = (db: Db, mails: NewMail[]) => db.transaction((tx) => enqueueMails(tx, clock.now(), mails));

  const outboxRow = async (id: number) => {
    const [row] = await handles.a.select().from(outboxMails).where(eq(outboxMails.id, id));
    if (!row) throw new Error(`outbox mail ${id} is gone`);
    return row;
  };

  it('a mail arrives once with its Japanese subject, body, sender and recipient decoded, and the Message-ID of its row', async () => {
    listener = await startSmtpListener();
    const mail = rideMail(schoolId, 1);
    const [id] = await enqueue(handles.a, [mail]);
    expect(await worker(handles.a, listener.url).runOnce()).toBe(1);

    expect(listener.mails).toHaveLength(1);
    const got = listener.mails[0]!;
    const row = await outboxRow(id!);
    expect(got.subject).toBe('【みどり自動車学校】送迎予定のお知らせ（2026年11月25日(水)）');
    expect(got.text?.trimEnd()).toBe(mail.body.trimEnd());
    expect(got.text).toContain('・往路（学校行き）\u300008:12\u3000上尾駅東口（上尾1便）');
    expect(got.to && !Array.isArray(got.to) ? got.to.value[0]?.address : null).toBe('learner1@example.jp');
    expect(got.from?.value[0]).toMatchObject({
      name: 'みどり自動車学校',
      address: 'info@midori-ds.example.jp',
    });
    expect(got.messageId).toBe(row.messageId);
    expect(row.messageId).toMatch(/^<[0-9a-f-]{36}@midori-ds\.example\.jp>$/);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null, sentAt: clock.now() });
  });

  it('with the SMTP server down the change still commits; the mail waits with its error and goes out once the server is back', async () => {
    const port = await freePort();
    const [id] = await enqueue(handles.a, [rideMail(schoolId, 2)]);
    const down = worker(handles.a, `smtp://127.0.0.1:${port}`);
    expect(await down.runOnce()).toBe(1);
    expect(await outboxRow(id!)).toMatchObject({ status: 'pending', attempts: 1, sentAt: null });
    expect((await outboxRow(id!)).lastError).toMatch(/ECONNREFUSED/);
    const [job] = await handles.a.select().from(jobs).where(eq(jobs.kind, DELIVER_MAIL_JOB));
    expect(job).toMatchObject({ status: 'pending', attempts: 1, maxAttempts: MAIL_MAX_ATTEMPTS });
    expect(job!.runAt.getTime()).toBeGreaterThan(clock.now().getTime());

    // an hour later the server is back on the same address
    listener = await startSmtpListener(port);
    clock.advance(60 * MINUTE);
    expect(await down.runOnce()).toBe(1);
    expect(listener.mails).toHaveLength(1);
    expect(await outboxRow(id!)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(await down.runOnce()).toBe(0);
    expect(listener.mails).toHaveLength(1);
  });

  it(`the mail survives an hour-long outage: after ${MAIL_MAX_ATTEMPTS} refused attempts it ends failed, kept with its error`, async () => {
    const port = await freePort();
    const [id] = await enqueue(handles.a, [rideMail(schoolId, 3)]);
    const down = worker(handles.a, `smtp://127.0.0.1:${port}`);
    const start = clock.now().getTime();
    let lastAttemptAt = start;
    for (let attempt = 1; attempt <= MAIL_MAX_ATTEMPTS; attempt++) {
      lastAttemptAt = clock.now().getTime();
      expect(await down.runOnce()).toBe(1);
      // straight to the end of the back-off the runner chose
      const [job] = await handles.a.select().from(jobs).where(eq(jobs.kind, DELIVER_MAIL_JOB));
      clock.set(job!.runAt);
    }
    expect(lastAttemptAt - start).toBeGreaterThanOrEqual(60 * MINUTE);
    expect(await outboxRow(id!)).toMatchObject({
      status: 'failed',
      attempts: MAIL_MAX_ATTEMPTS,
      sentAt: null,
    });
    const [job] = await handles.a.select().from(jobs).where(eq(jobs.kind, DELIVER_MAIL_JOB));
    expect(job).toMatchObject({ status: 'failed', attempts: MAIL_MAX_ATTEMPTS });
    expect(await down.runOnce()).toBe(0);
  });

  it('a job run again for a mail already sent sends nothing', async () => {
    listener = await startSmtpListener();
    const [id] = await enqueue(handles.a, [rideMail(schoolId, 4)]);
    const w = worker(handles.a, listener.url);
    await w.runOnce();
    // the job's row as if its worker had died after the `sent` mark but before finishing the job
    await handles.a
      .update(jobs)
      .set({ status: 'pending', runAt: clock.now(), finishedAt: null })
      .where(eq(jobs.dedupeKey, `mail:${id}`));
    expect(await w.runOnce()).toBe(1);
    expect(listener.mails).toHaveLength(1);
    expect(await outboxRow(id!)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('a worker that died after the server accepted a mail but before marking it sent: the retry carries the same Message-ID, which receivers use to drop the copy', async () => {
    listener = await startSmtpListener();
    const [id] = await enqueue(handles.a, [rideMail(schoolId, 5)]);
    const w = worker(handles.a, listener.url);
    await w.runOnce();
    // undo the `sent` mark and the job's end, as a kill in that instant leaves them
    await handles.a
      .update(outboxMails)
      .set({ status: 'sending', sentAt: null })
      .where(eq(outboxMails.id, id!));
    await handles.a
      .update(jobs)
      .set({ status: 'pending', runAt: clock.now(), finishedAt: null })
      .where(eq(jobs.dedupeKey, `mail:${id}`));
    await w.runOnce();
    expect(listener.mails).toHaveLength(2);
    expect(new Set(listener.mails.map((m) => m.messageId)).size).toBe(1);
    expect(listener.mails[1]!.messageId).toBe((await outboxRow(id!)).messageId);
  });

  it('a worker that stalled past its lease, whose mail another worker took over, cannot overwrite that attempt when its own fails late', async () => {
    const [id] = await enqueue(handles.a, [rideMail(schoolId, 7)]);
    /** a transport whose one send ends when the test says */
    const held = () => {
      const hand: { end: ((error?: Error) => void) | null } = { end: null };
      const transport: MailTransport = {
        kind: 'smtp',
        send: () =>
          new Promise<void>((resolve, reject) => {
            hand.end = (error) => (error ? reject(error) : resolve());
          }),
        close: () => undefined,
      };
      return { hand, transport };
    };
    const stalled = held();
    const takeover = held();
    const first = deliverOutboxMail(handles.a, () => clock.now(), stalled.transport, id!, false);
    await eventuallyWithin(5_000, () => stalled.hand.end !== null, 'the first attempt is with the server');
    const second = deliverOutboxMail(handles.b, () => clock.now(), takeover.transport, id!, false);
    await eventuallyWithin(5_000, () => takeover.hand.end !== null, 'the second attempt is with the server');
    stalled.hand.end!(new Error('Timeout'));
    await expect(first).rejects.toThrow('Timeout');
    takeover.hand.end!();
    expect(await second).toBe('sent');
    expect(await outboxRow(id!)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });

  it('two workers (two processes on PostgreSQL) deliver each of 30 mails exactly once', async () => {
    listener = await startSmtpListener();
    const ids = await enqueue(
      handles.a,
      Array.from({ length: 30 }, (_, n) => rideMail(schoolId, 100 + n)),
    );
    const first = worker(handles.a, listener.url, 'worker-a');
    const second = worker(handles.b, listener.url, 'worker-b');
    let ran = 0;
    for (let round = 0; round < 20 && ran < ids.length; round++) {
      const [a, b] = await Promise.all([first.runOnce(), second.runOnce()]);
      ran += a + b;
    }
    expect(ran).toBe(30);
    expect(listener.mails).toHaveLength(30);
    expect(new Set(listener.mails.map((m) => m.messageId)).size).toBe(30);
    const rows = await handles.a.select().from(outboxMails).orderBy(asc(outboxMails.id));
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
    const lockedBy = await handles.a
      .select({ worker: jobs.lockedBy, n: sql<number>`count(*)::int` })
      .from(jobs)
      .groupBy(jobs.lockedBy);
    expect(lockedBy).toEqual([{ worker: null, n: 30 }]);
  });

  it.runIf(kind === 'postgres')(
    'PostgreSQL only (real OS process): a worker killed with SIGKILL mid-delivery, before the server answered, leaves the mail to the next worker, which sends it once',
    async () => {
      listener = await startSmtpListener();
      listener.hold();
      const [id] = await enqueue(handles.a, [rideMail(schoolId, 6)]);
      const child = spawn(
        process.execPath,
        [
          '--import',
          'tsx',
          'test/api/mail-worker-child.ts',
          handles.url!,
          clock.now().toISOString(),
          listener.url,
          String(LEASE_MS),
        ],
        { stdio: ['ignore', 'ignore', 'inherit'] },
      );
      try {
        await eventuallyWithin(
          20_000,
          () => listener!.held() === 1,
          'the child handed the mail to the server',
        );
        expect(await outboxRow(id!)).toMatchObject({ status: 'sending', attempts: 1 });
      } finally {
        child.kill('SIGKILL');
      }
      if (child.exitCode === null && child.signalCode === null) await once(child, 'exit');
      await eventuallyWithin(5_000, () => listener!.held() === 0, 'the server saw the connection go');
      listener.release();
      expect(listener.mails).toHaveLength(0);

      const survivor = worker(handles.a, listener.url);
      expect(await survivor.runOnce()).toBe(0);
      clock.advance(LEASE_MS + 1);
      expect(await survivor.runOnce()).toBe(1);
      expect(listener.mails).toHaveLength(1);
      const row = await outboxRow(id!);
      expect(listener.mails[0]!.messageId).toBe(row.messageId);
      expect(row).toMatchObject({ status: 'sent', attempts: 2 });
      expect(await survivor.runOnce()).toBe(0);
      expect(listener.mails).toHaveLength(1);
    },
  );
});
