import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import type { FixPlanResult } from '@shared/schemas/admin-plan';
import { jobs, outboxMails, planFixes, reservations } from '@server/db/schema';
import { bookingDeadline, planReleaseInstant } from '@server/domain/booking/rules/bookable-days';
import { createMailTransport, type MailTransport } from '@server/domain/mail/transport';
import { loadSchoolCalendar } from '@server/domain/school/school-settings';
import { createJobRunner } from '@server/queue';
import { deliverMailJob } from '@server/jobs/deliver-mail';
import { describeEachDatabase } from './databases';
import { DEMO, useTestServer } from './harness';
import { staffClient } from './admin-fixtures';
import { expectOk } from './reservation-fixtures';
import { freePort, startSmtpListener, type SmtpListener } from './smtp-listener';
import { recordingLogger } from './worker-fixtures';

describeEachDatabase('Fixing the plan while the mail server is down (issue 11 acceptance)', (kind) => {
  const server = useTestServer(kind);
  let transport: MailTransport | undefined;
  let listener: SmtpListener | undefined;
  afterAll(async () => {
    transport?.close();
    await listener?.close();
  });

  it('the fix commits, its mails wait with their error, and once the server is back each arrives once, in Japanese', async () => {
    const s = server();
    const main = await s.recNoOf(DEMO.main.seitoNo);
    const [, date] = (
      await s.db
        .selectDistinct({ date: reservations.date })
        .from(reservations)
        .where(eq(reservations.learnerId, main))
        .orderBy(asc(reservations.date))
    ).map((r) => r.date);
    // staff's time for rides at points the timetable does not list (the fix would refuse them)
    await s.db.execute(sql`update reservations r set time_override_minutes = 600
      where r.date = ${date!} and r.cancelled_at is null
        and not exists (select 1 from bus_run_stops b where b.run_id = r.run_id and b.stop_id = r.stop_id)`);
    const calendar = await loadSchoolCalendar(s.db, s.schoolId, s.clock.now());
    const release = planReleaseInstant(date!, calendar!);
    // past the learners' cut-off, before the release
    s.clock.set(new Date(release.getTime() - 90 * 60_000));
    expect(s.clock.now() >= bookingDeadline(date!, calendar!)).toBe(true);

    const port = await freePort();
    transport = createMailTransport(`smtp://127.0.0.1:${port}`, false);
    const worker = createJobRunner({
      db: s.db,
      definitions: [deliverMailJob(transport)],
      log: recordingLogger(),
      now: () => s.clock.now(),
      concurrency: 4,
    });
    const admin = await staffClient(s);
    const mailsBefore = await s.db.select({ id: outboxMails.id }).from(outboxMails);
    const result = expectOk(await admin.post<FixPlanResult>('Admin/FixPlan', { date }));
    expect(result.mails.rideTimes).toBeGreaterThan(0);
    const [fix] = await s.db
      .select()
      .from(planFixes)
      .where(and(eq(planFixes.schoolId, s.schoolId), eq(planFixes.date, date!)));
    expect(fix?.fixedAt.toISOString()).toBe(s.clock.now().toISOString());
    const ours = (await s.db.select().from(outboxMails)).filter(
      (m) => !mailsBefore.some((b) => b.id === m.id),
    );
    expect(ours).toHaveLength(result.mails.rideTimes);

    // at the release the mail server is still down: every attempt fails and the mails wait
    s.clock.set(release);
    while ((await worker.runOnce()) > 0);
    const waiting = await s.db.select().from(outboxMails);
    for (const mail of waiting.filter((m) => ours.some((o) => o.id === m.id))) {
      expect(mail).toMatchObject({ status: 'pending', attempts: 1, sentAt: null });
      expect(mail.lastError).toMatch(/ECONNREFUSED/);
    }

    // an hour later it is back: each mail arrives once
    listener = await startSmtpListener(port);
    s.clock.set(new Date(release.getTime() + 60 * 60_000));
    while ((await worker.runOnce()) > 0);
    const delivered = listener.mails.filter((m) => ours.some((o) => o.messageId === m.messageId));
    expect(delivered).toHaveLength(ours.length);
    expect(new Set(delivered.map((m) => m.messageId)).size).toBe(ours.length);
    const mine = ours.find((m) => m.learnerId === main)!;
    const got = listener.mails.find((m) => m.messageId === mine.messageId)!;
    expect(got.subject).toBe(mine.subject);
    expect(got.subject).toMatch(/^【みどり自動車学校】送迎予定のお知らせ（/);
    expect(got.text?.trimEnd()).toBe(mine.body.trimEnd());
    expect(got.text).toContain(`${DEMO.main.furigana} 様`);
    const left = await s.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.kind, 'deliver-mail'));
    expect(left.every((j) => j.status === 'done')).toBe(true);
  });
});
