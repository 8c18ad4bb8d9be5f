import { and, eq, isNull, sql } from 'drizzle-orm';
import { t as tMail } from '@shared/i18n/mail';
import { t } from '@shared/i18n/ride-alerts';
import { formatShortDate, formatTime, japanInstant } from '@shared/rules/japan-time';
import type { Db } from '@server/db/client';
import {
  bookingReminders,
  learnerAlertSettings,
  learners,
  lessons,
  pushSubscriptions,
  reservations,
  schools,
  waitlistEntries,
} from '@server/db/schema';
import { enqueueMails, type NewMail } from '@server/domain/mail/outbox';
import { bookingReminderMail } from '@server/domain/mail/templates';
import type { PushService } from '@server/domain/notify/push';
import { sendToLearner } from '@server/domain/notify/subscriptions';
import { loadSchoolCalendar } from '@server/domain/school/school-settings';
import { enqueueJobs } from '@server/queue/queue';
import { decideReminders, reminderDay, type ReminderDecision } from './rules/booking-reminder';

/** Outbox kind of the reminder mail. */
export const BOOKING_REMINDER_MAIL = 'booking-reminder';

/** The job kind that pushes one reminder (payload {@link ReminderPush}). */
export const DELIVER_REMINDER_PUSH_JOB = 'deliver-reminder-push';

/** Attempts of a reminder's push: worth little once the cut-off has passed, so a few, briefly. */
export const REMINDER_PUSH_MAX_ATTEMPTS = 4;

/** The week planner's page (issue 29 §2, /sp/planner), relative to BASE_PATH. */
export const PLANNER_PAGE = 'sp/planner';

/** One learner's reminder of one day, and the name of its notification. */
const reminderKey = (learnerId: number, date: string) => `reminder-${learnerId}-${date}`;

const mailDate = (date: string) =>
  tMail('dateWithYear', { year: date.slice(0, 4), date: formatShortDate(japanInstant(date)) });
const deadlineText = (deadline: Date) => `${formatShortDate(deadline)} ${formatTime(deadline)}`;

/** What the push job of one reminder carries. */
export interface ReminderPush {
  learnerId: number;
  date: string;
  /** the cut-off, ISO: the push is kept for an offline browser until then */
  deadline: string;
}

/** What one run of the reminder job did. */
export interface ReminderRunResult {
  /** schools inside a reminder window now */
  schools: number;
  /** reminders this run wrote */
  reminded: number;
}

/**
 * The reminders before the cut-off (issue 29 §3), one run of the periodic job: for each school with
 * reminders on whose next bookable day's window is open ({@link reminderDay}), the learners with a
 * lesson that day as {@link decideReminders} sees them, and for each one decided a booking_reminders
 * row written `ON CONFLICT DO NOTHING` — with, only for the rows this run inserted and in the same
 * transaction, the mail and the push job. However many runs, at once or one after another, a
 * learner is reminded of a day once. `pagesUrl` is where the learner pages are (ends with '/').
 */
export async function sendBookingReminders(db: Db, now: Date, pagesUrl: string): Promise<ReminderRunResult> {
  const open = await db
    .select({
      id: schools.id,
      alertsEnabled: schools.alertsEnabled,
      leadMinutes: schools.bookingReminderLeadMinutes,
      schoolName: schools.name,
      phoneNumber: schools.phoneNumber,
    })
    .from(schools)
    .where(eq(schools.bookingReminder, true));
  const result: ReminderRunResult = { schools: 0, reminded: 0 };
  for (const school of open) {
    const calendar = await loadSchoolCalendar(db, school.id, now);
    const day = calendar && reminderDay(now, calendar, school.leadMinutes);
    if (!day) continue;
    result.schools += 1;
    const candidates = await db
      .select({
        learnerId: learners.id,
        furigana: learners.furigana,
        mailAddress: learners.mailAddress,
        webAccess: learners.webAccess,
        withdrawn: sql<boolean>`${learners.withdrawnAt} is not null`,
        wantsReminder: sql<boolean>`coalesce(${learnerAlertSettings.bookingReminder}, true)`,
        bookedOrWaiting: sql<boolean>`(exists (select 1 from ${reservations} where ${reservations.learnerId} = ${learners.id} and ${reservations.date} = ${day.date} and ${reservations.cancelledAt} is null) or exists (select 1 from ${waitlistEntries} where ${waitlistEntries.learnerId} = ${learners.id} and ${waitlistEntries.date} = ${day.date} and ${waitlistEntries.status} = 'waiting'))`,
        reminded: sql<boolean>`exists (select 1 from ${bookingReminders} where ${bookingReminders.learnerId} = ${learners.id} and ${bookingReminders.date} = ${day.date})`,
        pushSubscriptions: sql<number>`(select count(*) from ${pushSubscriptions} where ${pushSubscriptions.learnerId} = ${learners.id})::int`,
      })
      .from(learners)
      .leftJoin(learnerAlertSettings, eq(learnerAlertSettings.learnerId, learners.id))
      .where(
        and(
          eq(learners.schoolId, school.id),
          sql`exists (select 1 from ${lessons} where ${lessons.learnerId} = ${learners.id} and ${lessons.date} = ${day.date})`,
        ),
      );
    const decisions = decideReminders({ remindersOn: true, alertsEnabled: school.alertsEnabled }, candidates);
    if (decisions.length === 0) continue;
    const byLearner = new Map(candidates.map((c) => [c.learnerId, c]));
    const written = await db.transaction((tx) =>
      writeReminders(tx, now, { ...school, ...day, pagesUrl }, decisions, (id) => byLearner.get(id)!),
    );
    result.reminded += written;
  }
  return result;
}

async function writeReminders(
  tx: Db,
  now: Date,
  context: {
    id: number;
    schoolName: string;
    phoneNumber: string;
    date: string;
    deadline: Date;
    pagesUrl: string;
  },
  decisions: readonly ReminderDecision[],
  learnerOf: (learnerId: number) => { furigana: string; mailAddress: string },
): Promise<number> {
  const inserted = await tx
    .insert(bookingReminders)
    .values(
      decisions.map((d) => ({
        learnerId: d.learnerId,
        date: context.date,
        schoolId: context.id,
        sentAt: now,
      })),
    )
    .onConflictDoNothing({ target: [bookingReminders.learnerId, bookingReminders.date] })
    .returning({ learnerId: bookingReminders.learnerId });
  const mine = new Set(inserted.map((r) => r.learnerId));
  const ours = decisions.filter((d) => mine.has(d.learnerId));
  const byMail = ours.filter((d) => d.mail);
  const school = { schoolName: context.schoolName, phoneNumber: context.phoneNumber };
  const mails: NewMail[] = byMail.map((d) => {
    const learner = learnerOf(d.learnerId);
    return {
      schoolId: context.id,
      learnerId: d.learnerId,
      kind: BOOKING_REMINDER_MAIL,
      to: learner.mailAddress,
      ...bookingReminderMail({
        school,
        greetingName: learner.furigana,
        dateText: mailDate(context.date),
        deadlineText: deadlineText(context.deadline),
        link: `${context.pagesUrl}${PLANNER_PAGE}`,
      }),
    };
  });
  const mailIds = await enqueueMails(tx, now, mails);
  for (const [i, d] of byMail.entries())
    await tx
      .update(bookingReminders)
      .set({ mailId: mailIds[i] })
      .where(and(eq(bookingReminders.learnerId, d.learnerId), eq(bookingReminders.date, context.date)));
  await enqueueJobs(
    tx,
    now,
    ours
      .filter((d) => d.push)
      .map((d) => ({
        kind: DELIVER_REMINDER_PUSH_JOB,
        payload: {
          learnerId: d.learnerId,
          date: context.date,
          deadline: context.deadline.toISOString(),
        } satisfies ReminderPush,
        maxAttempts: REMINDER_PUSH_MAX_ATTEMPTS,
        dedupeKey: reminderKey(d.learnerId, context.date),
      })),
  );
  return ours.length;
}

/** What one push attempt of a reminder came to. */
export type ReminderPushOutcome = 'sent' | 'too-late' | 'booked' | 'no-subscription' | 'retry' | 'failed';

/**
 * One attempt at pushing a learner's reminder of a day, the body of its job: nothing once the
 * cut-off has passed or the learner has booked that day meanwhile; otherwise the message goes to
 * each of their subscriptions ({@link sendToLearner}), tagged per learner and day so a retry after
 * a lost acknowledgement replaces the notification instead of showing a second one. 'retry' when
 * every subscription failed and not all for good.
 */
export async function pushReminder(
  db: Db,
  push: Pick<PushService, 'send'>,
  reminder: ReminderPush,
  now: Date,
): Promise<ReminderPushOutcome> {
  const deadline = new Date(reminder.deadline);
  if (now >= deadline) return 'too-late';
  const [booked] = await db
    .select({ id: reservations.id })
    .from(reservations)
    .where(
      and(
        eq(reservations.learnerId, reminder.learnerId),
        eq(reservations.date, reminder.date),
        isNull(reservations.cancelledAt),
      ),
    )
    .limit(1);
  if (booked) return 'booked';
  const key = reminderKey(reminder.learnerId, reminder.date);
  const result = await sendToLearner(
    db,
    push,
    reminder.learnerId,
    {
      title: t('bookingReminder.title'),
      body: t('bookingReminder.body', {
        date: formatShortDate(japanInstant(reminder.date)),
        deadline: deadlineText(deadline),
      }),
      url: PLANNER_PAGE,
      tag: key,
    },
    {
      ttlSeconds: Math.max(60, Math.floor((deadline.getTime() - now.getTime()) / 1000)),
      topic: `r${reminder.learnerId}-${reminder.date.replaceAll('-', '')}`,
      urgency: 'normal',
    },
    now,
  );
  if (result.targets === 0) return 'no-subscription';
  if (result.sent > 0) return 'sent';
  return result.failed > result.gone ? 'retry' : 'failed';
}
