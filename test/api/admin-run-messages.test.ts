import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { messages } from '@shared/i18n/messages';
import { addDays, japanInstant } from '@shared/rules/japan-time';
import type { DayBoard } from '@shared/schemas/admin-board';
import type { LearnerRunMessage, RunMessage } from '@shared/schemas/run-messages';
import { auditLog, learners, outboxMails, runMessageRecipients, runMessages } from '@server/db/schema';
import { RUN_MESSAGE_MAIL } from '@server/domain/dispatch/run-messages';
import { addStaff, otherSchoolAdmin, staffClient } from './admin-fixtures';
import { describeEachDatabase } from './databases';
import { DEMO, signedInClient, useTestServer, type TestClient, type TestServer } from './harness';
import { activeBookings, expectOk, expectRefusal } from './reservation-fixtures';

const refusal = (code: keyof typeof messages.error) => messages.error[code];

/** The demo learners whose passwords the brief publishes (PRODUCT.md §6). */
function passwordOf(seitoNo: string): string | null {
  if (seitoNo === DEMO.main.seitoNo) return DEMO.main.password;
  if (seitoNo === DEMO.second.seitoNo) return DEMO.second.password;
  const n = Number(seitoNo) - 1_000_000;
  return n >= 1 && n <= 80 ? '0101' : null;
}

/**
 * The busiest run of the board's day with a rider who can sign in; every rider but the first
 * given a mail address, so one recipient goes unmailed.
 */
async function bookedRun(s: TestServer, staff: TestClient) {
  const board = expectOk(await staff.post<DayBoard>('Admin/GetDayBoard', {}));
  const runs = [...board.runs].sort((a, b) => b.riders - a.riders);
  for (const run of runs) {
    const rows = await activeBookings(s, run.runId);
    if (rows.length < 2) continue;
    const riders = await s.db
      .select()
      .from(learners)
      .where(
        inArray(
          learners.id,
          rows.map((r) => r.learnerId),
        ),
      )
      .orderBy(asc(learners.id));
    const rider = riders.find((l) => passwordOf(l.seitoNo));
    if (!rider) continue;
    const unmailed = riders.find((l) => l.id !== rider.id)!;
    for (const l of riders)
      await s.db
        .update(learners)
        .set({ mailAddress: l.id === unmailed.id ? '' : `rider${l.id}@example.jp` })
        .where(eq(learners.id, l.id));
    return { date: board.date, run, riders, rider, unmailed, emptyRun: runs.find((r) => r.riders === 0) };
  }
  throw new Error('no booked run with a demo rider on the board');
}

const send = (staff: TestClient, body: Record<string, unknown>) =>
  staff.post<RunMessage>('Admin/SendRunMessage', body);

const mailsOf = (s: TestServer) =>
  s.db.select().from(outboxMails).where(eq(outboxMails.kind, RUN_MESSAGE_MAIL)).orderBy(asc(outboxMails.id));

describeEachDatabase("Staff console: a message to a run's riders (issue 26 §3)", (kind) => {
  const server = useTestServer(kind);

  it('two concurrent sends with one request key send once: one recipient row and one mail per learner with an address; a retry sends nothing new', async () => {
    const s = server();
    const first = await staffClient(s, await addStaff(s, 'dispatcher'));
    const second = await staffClient(s);
    const { run, riders, unmailed } = await bookedRun(s, first);
    const request = {
      runId: run.runId,
      kind: 'delay',
      body: `  ${run.binName}は約10分遅れて運行しています。 `,
      requestKey: randomUUID(),
    };
    const answers = await Promise.all([send(first, request), send(second, request)]);
    const [a, b] = answers.map((answer) => expectOk(answer));
    expect(a!.messageId).toBe(b!.messageId);
    expect(a).toMatchObject({
      runId: run.runId,
      kind: 'delay',
      body: `${run.binName}は約10分遅れて運行しています。`,
      recipients: riders.length,
      mailed: riders.length - 1,
    });
    const recipients = await s.db
      .select()
      .from(runMessageRecipients)
      .where(eq(runMessageRecipients.messageId, a!.messageId));
    expect(recipients.map((r) => r.learnerId).sort()).toEqual(riders.map((l) => l.id).sort());
    expect(recipients.find((r) => r.learnerId === unmailed.id)?.mailId).toBeNull();
    const mails = await mailsOf(s);
    expect(mails).toHaveLength(riders.length - 1);
    expect(new Set(mails.map((m) => m.learnerId)).size).toBe(mails.length);
    expect(mails.map((m) => m.id).sort()).toEqual(
      recipients
        .map((r) => r.mailId)
        .filter((id) => id !== null)
        .sort(),
    );
    expect(mails[0]!.subject).toMatch(
      new RegExp(`^【${DEMO.schoolName}】送迎バス遅延のお知らせ（\\d{4}年\\d{2}月\\d{2}日\\(.\\)）$`),
    );
    expect(mails[0]!.body).toContain(`${run.binName}は約10分遅れて運行しています。`);
    expect(mails[0]!.body).toContain(run.binName);

    const retry = expectOk(await send(second, request));
    expect(retry).toEqual(a);
    expect(await mailsOf(s)).toHaveLength(riders.length - 1);
    expect(await s.db.select().from(runMessages).where(eq(runMessages.runId, run.runId))).toHaveLength(1);
    const audit = await s.db.select().from(auditLog).where(eq(auditLog.action, 'run.send-message'));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      targetType: 'run',
      targetId: String(run.runId),
      runId: run.runId,
      after: { kind: 'delay', recipients: riders.length, mailed: riders.length - 1 },
    });

    expectRefusal(await send(first, { ...request, body: '別の内容です。' }), 965, refusal(965));
    const list = expectOk(await first.post<RunMessage[]>('Admin/ListRunMessages', { runId: run.runId }));
    expect(list).toEqual([a]);
  });

  it('refusals: the text (962), another school (403), a run without riders (963), a past day (964) — nothing recorded or mailed', async () => {
    const s = server();
    const admin = await staffClient(s);
    const { run, emptyRun, date } = await bookedRun(s, admin);
    const before = (await mailsOf(s)).length;
    const messageCount = (await s.db.select().from(runMessages)).length;
    const base = { runId: run.runId, kind: 'other', requestKey: randomUUID() };
    for (const body of [
      '',
      ' \u3000 ',
      'あ'.repeat(201),
      '遅れます\nすみません',
      'ベル\u0007',
      '\u202e逆向き',
    ])
      expectRefusal(await send(admin, { ...base, body }), 962, refusal(962));
    expectOk(await send(admin, { ...base, requestKey: randomUUID(), body: 'あ'.repeat(200) }));
    const other = await otherSchoolAdmin(s);
    expect((await send(other, { ...base, requestKey: randomUUID(), body: 'よそ' })).status).toBe(403);
    expect((await other.post('Admin/ListRunMessages', { runId: run.runId })).status).toBe(403);
    expect((await send(admin, { ...base, kind: 'party', body: 'x' })).status).toBe(400);
    expect(emptyRun).toBeDefined();
    expectRefusal(
      await send(admin, { ...base, runId: emptyRun!.runId, requestKey: randomUUID(), body: '空の便' }),
      963,
      refusal(963),
    );
    const now = s.clock.now();
    s.clock.set(japanInstant(addDays(date, 1), 8 * 60));
    try {
      const nextDay = await staffClient(s);
      expectRefusal(
        await send(nextDay, { ...base, requestKey: randomUUID(), body: '昨日の便' }),
        964,
        refusal(964),
      );
    } finally {
      s.clock.set(now);
    }
    expect(await mailsOf(s)).toHaveLength(before + run.riders - 1);
    expect(await s.db.select().from(runMessages)).toHaveLength(messageCount + 1);
  });

  it("a learner sees the messages of their own rides only, today's and later, sent in the last three days", async () => {
    const s = server();
    const admin = await staffClient(s);
    const { run, rider, riders } = await bookedRun(s, admin);
    const sent = expectOk(
      await send(admin, {
        runId: run.runId,
        kind: 'stopChange',
        body: '<b>工事のため</b>乗車地点を変更します。',
        requestKey: randomUUID(),
      }),
    );
    const riderClient = await signedInClient(s, rider.seitoNo, passwordOf(rider.seitoNo)!);
    const mine = expectOk(await riderClient.post<LearnerRunMessage[]>('Reservation/GetRunMessages', {}));
    expect(mine).toContainEqual(
      expect.objectContaining({
        messageId: sent.messageId,
        kind: 'stopChange',
        body: '<b>工事のため</b>乗車地点を変更します。',
        binName: run.binName,
        upDown: run.upDown,
      }),
    );
    const outsider = [DEMO.main, DEMO.second, DEMO.load(80), DEMO.load(79)].find(
      (l) => !riders.some((r) => r.seitoNo === l.seitoNo),
    )!;
    const otherClient = await signedInClient(s, outsider.seitoNo, outsider.password);
    const theirs = expectOk(await otherClient.post<LearnerRunMessage[]>('Reservation/GetRunMessages', {}));
    expect(theirs.map((m) => m.messageId)).not.toContain(sent.messageId);
    // a console session is no learner's
    expect((await admin.post('Reservation/GetRunMessages', {})).status).toBe(401);
    const now = s.clock.now();
    s.clock.advance(4 * 24 * 60 * 60 * 1000);
    try {
      const again = await signedInClient(s, rider.seitoNo, passwordOf(rider.seitoNo)!);
      const later = expectOk(await again.post<LearnerRunMessage[]>('Reservation/GetRunMessages', {}));
      expect(later.map((m) => m.messageId)).not.toContain(sent.messageId);
    } finally {
      s.clock.set(now);
    }
    const rows = await s.db
      .select()
      .from(runMessageRecipients)
      .where(
        and(eq(runMessageRecipients.messageId, sent.messageId), eq(runMessageRecipients.learnerId, rider.id)),
      );
    expect(rows).toHaveLength(1);
  });
});
