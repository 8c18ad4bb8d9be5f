import { and, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { AlertSettings } from '@shared/schemas/learner-alerts';
import {
  bookingReminders,
  jobs,
  learnerAlertSettings,
  learners,
  lessons,
  outboxMails,
  reservations,
  schools,
} from '@server/db/schema';
import { bookingDeadline } from '@server/domain/booking/rules/bookable-days';
import { BOOKING_REMINDER_MAIL, DELIVER_REMINDER_PUSH_JOB } from '@server/domain/booking/booking-reminders';
import { loadSchoolCalendar } from '@server/domain/school/school-settings';
import { productJobs } from '@server/jobs';
import type { JobDefinition } from '@server/queue';
import { describeEachDatabase } from './databases';
import { DEMO, MINUTE, signedInClient, useTestServer } from './harness';
import {
  createBrowserKeys,
  decryptPush,
  startPushService,
  subscriptionFor,
  type TestPushService,
} from './push-service';
import { bookableDates, expectOk } from './reservation-fixtures';
import { recordingLogger } from './worker-fixtures';

const PAGES_URL = 'https://bus.example.jp/bus/ankyo/';

let pushService: TestPushService;
beforeAll(async () => {
  pushService = await startPushService();
});
afterAll(async () => {
  await pushService.stop();
});
beforeEach(() => pushService.clear());

describeEachDatabase('The reminder before the cut-off: once per learner and day (issue 29 §3)', (kind) => {
  const server = useTestServer(kind, { env: { PUSH_SERVICE_HOSTS: '127.0.0.1' } });
  /** the deployment's own jobs, as the runner would run them */
  let jobsOf: (kind: string) => JobDefinition;
  /** the next bookable day and its cut-off */
  let day: string;
  let deadline: Date;
  let lead: number;

  /** Runs one job once, with the server's clock, as the runner would. */
  const runJob = async (kindOf: string, payload: unknown = {}) => {
    const s = server();
    await jobsOf(kindOf).handler({
      db: s.db,
      now: () => s.clock.now(),
      payload,
      attempt: 1,
      maxAttempts: 1,
      log: recordingLogger(),
    });
  };
  const remind = () => runJob('booking-reminders');

  const remindersOf = (learnerIds: number[]) =>
    server()
      .db.select()
      .from(bookingReminders)
      .where(and(eq(bookingReminders.date, day), inArray(bookingReminders.learnerId, learnerIds)));
  const mailsTo = (learnerId: number) =>
    server()
      .db.select()
      .from(outboxMails)
      .where(and(eq(outboxMails.kind, BOOKING_REMINDER_MAIL), eq(outboxMails.learnerId, learnerId)));

  /** A demo learner with no ride on `day`, given a lesson that day (or not) and an address (or not). */
  const learner = async (n: number, options: { lesson?: boolean; mail?: boolean } = {}) => {
    const s = server();
    const { seitoNo, password } = DEMO.load(n);
    const id = await s.recNoOf(seitoNo);
    await s.db
      .update(reservations)
      .set({ cancelledAt: s.clock.now() })
      .where(
        and(eq(reservations.learnerId, id), eq(reservations.date, day), isNull(reservations.cancelledAt)),
      );
    await s.db
      .update(learners)
      .set({ mailAddress: options.mail === false ? '' : `reminder-${n}@example.jp` })
      .where(eq(learners.id, id));
    await s.db.delete(lessons).where(and(eq(lessons.learnerId, id), eq(lessons.date, day)));
    if (options.lesson !== false)
      await s.db.insert(lessons).values({ learnerId: id, date: day, jgn: 3, kind: '技能' });
    return { id, seitoNo, password };
  };

  beforeAll(async () => {
    const s = server();
    const deployment = productJobs({
      mail: { send: () => Promise.reject(new Error('no mail is sent here')) } as never,
      push: s.app.push,
      hasher: s.app.hasher,
      pagesUrl: PAGES_URL,
    });
    jobsOf = (k) => deployment.find((j) => j.kind === k)!;
    const anyone = await signedInClient(s, DEMO.second.seitoNo, DEMO.second.password);
    day = (await bookableDates(anyone))[0]!.date;
    const calendar = (await loadSchoolCalendar(s.db, s.schoolId, s.clock.now()))!;
    deadline = bookingDeadline(day, calendar);
    const [school] = await s.db
      .select({ lead: schools.bookingReminderLeadMinutes })
      .from(schools)
      .where(eq(schools.id, s.schoolId));
    lead = school!.lead;
  });

  it('is a periodic job of every deployment, every 5 minutes', () => {
    expect(jobsOf('booking-reminders').schedule).toEqual({ everySeconds: 300, maxAttempts: 1 });
    expect(jobsOf(DELIVER_REMINDER_PUSH_JOB)).toBeDefined();
  });

  it('one mail per learner and day however often the job runs, two at once too; none to the opted-out, the booked, one without a lesson, before the window or after the cut-off', async () => {
    const s = server();
    const start = s.clock.now();
    const reminded = await learner(41);
    const optedOut = await learner(42);
    const booked = await learner(43);
    const noLesson = await learner(44, { lesson: false });
    const withdrawn = await learner(45);
    const all = [reminded, optedOut, booked, noLesson, withdrawn].map((l) => l.id);
    await s.db
      .insert(learnerAlertSettings)
      .values({ learnerId: optedOut.id, schoolId: s.schoolId, bookingReminder: false, updatedAt: start })
      .onConflictDoUpdate({ target: learnerAlertSettings.learnerId, set: { bookingReminder: false } });
    const c = await signedInClient(s, booked.seitoNo, booked.password);
    expectOk(
      await c.post('Reservation/SaveReservation', {
        date: day,
        binCd: 'U0101',
        upDown: 1,
        busStopCd: '0009',
      }),
    );
    await s.db.update(learners).set({ withdrawnAt: start }).where(eq(learners.id, withdrawn.id));

    try {
      // a minute before the window opens: nothing
      s.clock.set(new Date(deadline.getTime() - (lead + 1) * MINUTE));
      await remind();
      expect(await remindersOf(all)).toEqual([]);

      s.clock.set(new Date(deadline.getTime() - 60 * MINUTE));
      await remind();
      await remind();
      await Promise.all([remind(), remind()]);
      const rows = await remindersOf(all);
      expect(rows.map((r) => r.learnerId)).toEqual([reminded.id]);
      const mails = await mailsTo(reminded.id);
      expect(mails).toHaveLength(1);
      expect(rows[0]!.mailId).toBe(mails[0]!.id);
      expect(mails[0]).toMatchObject({ toAddress: 'reminder-41@example.jp' });
      expect(mails[0]!.subject).toContain('送迎バスのご予約はお済みですか');
      expect(mails[0]!.body).toContain(`${PAGES_URL}sp/planner`);
      expect(mails[0]!.body).toContain('16:00');
      for (const other of [optedOut, booked, noLesson, withdrawn])
        expect(await mailsTo(other.id)).toEqual([]);

      // after the cut-off the next day's window has not opened: nobody else for this day
      const late = await learner(46);
      s.clock.set(deadline);
      await remind();
      expect(await remindersOf([late.id])).toEqual([]);
    } finally {
      s.clock.set(start);
      await s.db.update(learners).set({ withdrawnAt: null }).where(eq(learners.id, withdrawn.id));
    }
  });

  it('none while the school’s switch is off', async () => {
    const s = server();
    const start = s.clock.now();
    const l = await learner(47);
    await s.db.update(schools).set({ bookingReminder: false }).where(eq(schools.id, s.schoolId));
    try {
      s.clock.set(new Date(deadline.getTime() - 30 * MINUTE));
      await remind();
      expect(await remindersOf([l.id])).toEqual([]);
      expect(await mailsTo(l.id)).toEqual([]);
    } finally {
      await s.db.update(schools).set({ bookingReminder: true }).where(eq(schools.id, s.schoolId));
      s.clock.set(start);
    }
  });

  it('the push reaches the learner’s browser once, tagged per learner and day, with the planner to open', async () => {
    const s = server();
    const start = s.clock.now();
    const l = await learner(48, { mail: false });
    const keys = createBrowserKeys();
    const endpoint = pushService.endpoint(`${kind}-reminder`);
    const c = await signedInClient(s, l.seitoNo, l.password);
    expectOk(
      await c.post<AlertSettings>('Notification/SavePushSubscription', {
        subscription: subscriptionFor(endpoint, keys),
        approachMinutes: 5,
      }),
    );
    try {
      s.clock.set(new Date(deadline.getTime() - 45 * MINUTE));
      await remind();
      await remind();
      expect((await remindersOf([l.id])).map((r) => [r.learnerId, r.mailId])).toEqual([[l.id, null]]);
      const pushJobs = await s.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.kind, DELIVER_REMINDER_PUSH_JOB), eq(jobs.dedupeKey, `reminder-${l.id}-${day}`)));
      expect(pushJobs).toHaveLength(1);
      await runJob(DELIVER_REMINDER_PUSH_JOB, pushJobs[0]!.payload);
      const [request, ...more] = pushService.receivedAt(endpoint);
      expect(more).toEqual([]);
      expect(Number(request!.headers.ttl)).toBeLessThanOrEqual(45 * 60);
      expect(JSON.parse(decryptPush(request!, keys))).toMatchObject({
        title: '送迎バスのご予約はお済みですか',
        url: 'sp/planner',
        tag: `reminder-${l.id}-${day}`,
      });
      // booked meanwhile (signed in anew: the clock moved past the session): a late retry of the push sends nothing
      const later = await signedInClient(s, l.seitoNo, l.password);
      expectOk(
        await later.post('Reservation/SaveReservation', {
          date: day,
          binCd: 'U0101',
          upDown: 1,
          busStopCd: '0009',
        }),
      );
      await runJob(DELIVER_REMINDER_PUSH_JOB, pushJobs[0]!.payload);
      expect(pushService.receivedAt(endpoint)).toHaveLength(1);
    } finally {
      s.clock.set(start);
    }
  });
});
