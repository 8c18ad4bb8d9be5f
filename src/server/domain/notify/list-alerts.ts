import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { ALERT_KINDS, type AlertStatus } from '@shared/constants';
import { addDays, japanDateKey, japanInstant } from '@shared/rules/japan-time';
import { trimText } from '@shared/rules/text';
import {
  ALERT_PAGE_SIZE,
  type AlertDayCount,
  type ListRideAlertsRequest,
  type RideAlertPage,
} from '@shared/schemas/admin-alerts';
import type { Db } from '@server/db/client';
import {
  busRuns,
  jobs,
  learners,
  outboxMails,
  pushSubscriptions,
  reservations,
  rideAlerts,
  schools,
  stops,
} from '@server/db/schema';
import { mailDeliveryJob, mailEffectiveStatus } from '@server/domain/mail/staff-mails';

/**
 * Where an alert stands for staff (constants: "a mail alert follows its outbox mail"): a mail
 * alert's state is its outbox mail's as the mail list shows it; a push alert's, or a mail alert
 * whose mail is gone, is its own. Needs the outbox mail and its delivery job left-joined.
 */
const alertStatus = sql<AlertStatus>`case
  when ${rideAlerts.channel} = 'mail' and ${outboxMails.id} is not null then ${mailEffectiveStatus}
  else ${rideAlerts.status} end`;

/** The alerts of a school written on one Japan day. */
const dayScope = (schoolId: number, date: string): SQL[] => [
  eq(rideAlerts.schoolId, schoolId),
  gte(rideAlerts.createdAt, japanInstant(date)),
  lt(rideAlerts.createdAt, japanInstant(addDays(date, 1))),
];

async function daySummary(db: Db, where: SQL[]): Promise<AlertDayCount[]> {
  const rows = await db
    .select({ kind: rideAlerts.kind, status: alertStatus, n: sql<number>`count(*)::int` })
    .from(rideAlerts)
    .leftJoin(outboxMails, eq(outboxMails.id, rideAlerts.mailId))
    .leftJoin(jobs, mailDeliveryJob)
    .where(and(...where))
    .groupBy(rideAlerts.kind, alertStatus);
  return ALERT_KINDS.map((kind) => {
    const of = (...states: AlertStatus[]) =>
      rows.filter((r) => r.kind === kind && states.includes(r.status)).reduce((sum, r) => sum + r.n, 0);
    return { kind, sent: of('sent'), failed: of('failed'), waiting: of('pending', 'sending') };
  });
}

/**
 * The console's alerts log (通知履歴, issue 28 §4): one Japan day's alerts (today when no date is
 * given), newest first, 50 a page by id cursor, under the filters; with the day's counts by kind
 * and state whatever the filters, and how many learners have push turned on now.
 */
export async function listRideAlerts(
  db: Db,
  schoolId: number,
  filter: Omit<ListRideAlertsRequest, 'serviceCode'>,
  now: Date,
): Promise<RideAlertPage> {
  const date = filter.date ?? japanDateKey(now);
  const where = dayScope(schoolId, date);
  const conditions: (SQL | undefined)[] = [...where];
  if (filter.kind) conditions.push(eq(rideAlerts.kind, filter.kind));
  if (filter.status) conditions.push(sql`${alertStatus} = ${filter.status}`);
  const seitoNo = trimText(filter.seitoNo ?? '');
  if (seitoNo !== '') conditions.push(eq(learners.seitoNo, seitoNo));
  if (filter.beforeId) conditions.push(lt(rideAlerts.id, filter.beforeId));
  const [school] = await db
    .select({ step: schools.alertDelayStepMinutes })
    .from(schools)
    .where(eq(schools.id, schoolId));
  const rows = await db
    .select({
      id: rideAlerts.id,
      createdAt: rideAlerts.createdAt,
      sentAt: rideAlerts.sentAt,
      kind: rideAlerts.kind,
      step: rideAlerts.step,
      channel: rideAlerts.channel,
      status: alertStatus,
      attempts: rideAlerts.attempts,
      delivered: rideAlerts.delivered,
      lastError: rideAlerts.lastError,
      title: rideAlerts.title,
      body: rideAlerts.body,
      learnerId: learners.id,
      seitoNo: learners.seitoNo,
      learnerName: learners.name,
      rideDate: reservations.date,
      binName: busRuns.binName,
      upDown: reservations.upDown,
      stopName: stops.displayName,
      mailId: outboxMails.id,
      mailEffective: mailEffectiveStatus,
      mailAttempts: outboxMails.attempts,
      mailError: outboxMails.lastError,
      mailSentAt: outboxMails.sentAt,
    })
    .from(rideAlerts)
    .innerJoin(learners, eq(learners.id, rideAlerts.learnerId))
    .innerJoin(reservations, eq(reservations.id, rideAlerts.reservationId))
    .innerJoin(busRuns, eq(busRuns.id, reservations.runId))
    .innerJoin(stops, eq(stops.id, reservations.stopId))
    .leftJoin(outboxMails, eq(outboxMails.id, rideAlerts.mailId))
    .leftJoin(jobs, mailDeliveryJob)
    .where(and(...conditions))
    .orderBy(desc(rideAlerts.id))
    .limit(ALERT_PAGE_SIZE + 1);
  const [push] = await db
    .select({ n: sql<number>`count(distinct ${pushSubscriptions.learnerId})::int` })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.schoolId, schoolId));
  const page = rows.slice(0, ALERT_PAGE_SIZE);
  return {
    date,
    alerts: page.map((r) => ({
      id: r.id,
      createdAt: r.createdAt.toISOString(),
      sentAt: r.sentAt?.toISOString() ?? null,
      kind: r.kind,
      // the step as the school's step stands now: the log reads "N分" as the alert meant it unless M changed since
      delayMinutes: r.kind === 'delay' ? r.step * (school?.step ?? 0) : null,
      channel: r.channel,
      status: r.status,
      attempts: r.attempts,
      delivered: r.delivered,
      lastError: r.lastError,
      title: r.title,
      body: r.body,
      learner: { learnerId: r.learnerId, seitoNo: r.seitoNo, name: r.learnerName },
      ride: { date: r.rideDate, binName: r.binName, upDown: r.upDown, stopName: r.stopName },
      mail:
        r.mailId !== null && r.mailEffective !== null && r.mailAttempts !== null
          ? {
              mailId: r.mailId,
              status: r.mailEffective,
              attempts: r.mailAttempts,
              lastError: r.mailError,
              sentAt: r.mailSentAt?.toISOString() ?? null,
            }
          : null,
    })),
    nextBeforeId: rows.length > ALERT_PAGE_SIZE ? page.at(-1)!.id : null,
    summary: await daySummary(db, where),
    pushLearners: push?.n ?? 0,
  };
}
