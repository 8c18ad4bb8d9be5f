import { and, eq, gte, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { AlertKind, ApproachMinutes } from '@shared/constants';
import { t as tMail } from '@shared/i18n/mail';
import { t } from '@shared/i18n/ride-alerts';
import { minutesToTime } from '@shared/rules/display-time';
import { formatShortDate, japanDateKey, japanInstant } from '@shared/rules/japan-time';
import type { Db } from '@server/db/client';
import {
  busRuns,
  learnerAlertSettings,
  learners,
  pushSubscriptions,
  reservations,
  rideAlerts,
  runProgress,
  schools,
  stops,
} from '@server/db/schema';
import { enqueueMails, MAIL_MAX_ATTEMPTS, type NewMail } from '@server/domain/mail/outbox';
import { approachAlertMail, delayAlertMail, type SchoolSignature } from '@server/domain/mail/templates';
import { enqueueJobs } from '@server/queue/queue';
import {
  PROGRESS_FRESH_SECONDS,
  decideCancelAlerts,
  decideRunAlerts,
  type AlertDecision,
  type RideView,
  type SchoolAlertSwitches,
} from './ride-alerts-rule';
import { DEFAULT_ALERT_SWITCHES } from './alert-settings';

/** The job kind that delivers one ride alert (payload `{ alertId }`). */
export const DELIVER_ALERT_JOB = 'deliver-alert';

/** The dedupe key of an alert's one delivery job. */
export const alertJobKey = (alertId: number) => `alert:${alertId}`;

/**
 * Attempts of an alert's delivery job. A push alert is worth little late (an approach alert after
 * the bus came is noise), so it retries briefly; a mail alert's job only follows its outbox mail
 * and outlives the mail's own 12 attempts (at least 1.7 h, at most about 4.4 h) even at the
 * shortest jittered back-off.
 */
export const ALERT_MAX_ATTEMPTS: Record<AlertKind | 'mail', number> = {
  approach: 3,
  delay: 5,
  cancel: 8,
  waitlist: 8,
  mail: MAIL_MAX_ATTEMPTS + 8,
};

/** Outbox kinds of the alerts by mail. */
export const ALERT_MAIL_KINDS = { approach: 'alert-approach', delay: 'alert-delay' } as const;

/**
 * The page a tap on an alert opens (client paths registry: paths.sp.busdisp, paths.sp.check),
 * relative to BASE_PATH: the service worker resolves it against its scope, which is the base path.
 */
const busPage = (binCd: string) => `sp/busdisp?binCd=${encodeURIComponent(binCd)}`;
const BOOKINGS_PAGE = 'sp/check';

/** The stop as the learner knows it: their own name for a registered point, else its display name. */
const placeName = (stop: { kanaName: string; displayName: string; name: string }) =>
  stop.kanaName || stop.displayName || stop.name;

const mailDate = (date: string) =>
  tMail('dateWithYear', { year: date.slice(0, 4), date: formatShortDate(japanInstant(date)) });

interface RunContext {
  runId: number;
  schoolId: number;
  date: string;
  upDown: 1 | 2;
  binCd: string;
  bus: string;
  delayMinutes: number;
  signature: SchoolSignature;
}

interface RideContext {
  greetingName: string;
  mailAddress: string;
  place: string;
}

/** A ride_alerts row to insert, with the mail it goes as (mail channel only). */
interface PreparedAlert {
  decision: AlertDecision;
  schoolId: number;
  title: string;
  body: string;
  url: string;
  mail: NewMail | null;
}

/** Title, body and mail of one decided alert, worded for the learner's ride. */
function prepare(decision: AlertDecision, run: RunContext, ride: RideContext, now: Date): PreparedAlert {
  const nowMinutes = (now.getTime() - japanInstant(run.date).getTime()) / 60_000;
  const time = decision.etaMinutes === null ? '' : minutesToTime(Math.round(decision.etaMinutes));
  const common = { bus: run.bus, place: ride.place, time };
  const mailCommon = {
    school: run.signature,
    greetingName: ride.greetingName,
    dateText: mailDate(run.date),
    ...common,
  };
  const base = { decision, schoolId: run.schoolId, url: busPage(run.binCd) };
  if (decision.kind === 'approach') {
    const minutes = Math.max(1, Math.round((decision.etaMinutes ?? nowMinutes) - nowMinutes));
    return {
      ...base,
      title: t('approach.title'),
      body: t('approach.body', { ...common, minutes }),
      mail:
        decision.channel === 'mail'
          ? {
              schoolId: run.schoolId,
              learnerId: decision.learnerId,
              kind: ALERT_MAIL_KINDS.approach,
              to: ride.mailAddress,
              ...approachAlertMail(mailCommon),
            }
          : null,
    };
  }
  if (decision.kind === 'delay') {
    const minutes = run.delayMinutes;
    return {
      ...base,
      title: t('delay.title', { minutes }),
      body: t(run.upDown === 1 ? 'delay.up' : 'delay.down', common),
      mail:
        decision.channel === 'mail'
          ? {
              schoolId: run.schoolId,
              learnerId: decision.learnerId,
              kind: ALERT_MAIL_KINDS.delay,
              to: ride.mailAddress,
              ...delayAlertMail({ ...mailCommon, upDown: run.upDown, minutes }),
            }
          : null,
    };
  }
  // cancel or waitlist: both about the booking itself, so the tap opens the learner's bookings
  const kind = decision.kind === 'waitlist' ? 'waitlist' : 'cancel';
  return {
    ...base,
    url: BOOKINGS_PAGE,
    title: t(`${kind}.title`),
    body: t(`${kind}.body`, { date: formatShortDate(japanInstant(run.date)), bus: run.bus }),
    mail: null,
  };
}

/**
 * Writes the prepared alerts, on `tx`: each row `ON CONFLICT (reservation, kind, step) DO NOTHING`,
 * and for each row this call inserted its mail (mail channel) and its one `deliver-alert` job — so an
 * alert, its mail and its delivery exist together or not at all, and a second process deciding the
 * same alert at the same time writes nothing. Returns the ids inserted.
 */
async function writeAlerts(tx: Db, now: Date, prepared: readonly PreparedAlert[]): Promise<number[]> {
  if (prepared.length === 0) return [];
  const inserted = await tx
    .insert(rideAlerts)
    .values(
      prepared.map((p) => ({
        schoolId: p.schoolId,
        reservationId: p.decision.reservationId,
        learnerId: p.decision.learnerId,
        kind: p.decision.kind,
        step: p.decision.step,
        channel: p.decision.channel,
        title: p.title,
        body: p.body,
        url: p.url,
        createdAt: now,
      })),
    )
    .onConflictDoNothing({ target: [rideAlerts.reservationId, rideAlerts.kind, rideAlerts.step] })
    .returning({
      id: rideAlerts.id,
      reservationId: rideAlerts.reservationId,
      kind: rideAlerts.kind,
      step: rideAlerts.step,
    });
  const byKey = new Map(
    prepared.map((p) => [`${p.decision.reservationId}:${p.decision.kind}:${p.decision.step}`, p]),
  );
  const rows = inserted.map((row) => ({
    ...row,
    prepared: byKey.get(`${row.reservationId}:${row.kind}:${row.step}`)!,
  }));
  const byMail = rows.filter((r) => r.prepared.mail !== null);
  const mailIds = await enqueueMails(
    tx,
    now,
    byMail.map((r) => r.prepared.mail!),
  );
  for (const [i, row] of byMail.entries())
    await tx.update(rideAlerts).set({ mailId: mailIds[i] }).where(eq(rideAlerts.id, row.id));
  await enqueueJobs(
    tx,
    now,
    rows.map((row) => ({
      kind: DELIVER_ALERT_JOB,
      payload: { alertId: row.id },
      // a mail alert's job follows its mail: give the outbox a moment first
      runAt: row.prepared.mail ? new Date(now.getTime() + 15_000) : now,
      maxAttempts: ALERT_MAX_ATTEMPTS[row.prepared.mail ? 'mail' : row.kind],
      dedupeKey: alertJobKey(row.id),
    })),
  );
  return rows.map((r) => r.id);
}

function groupBy<T>(items: readonly T[], key: (item: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

/** What one watch cycle raised. */
export interface RaiseResult {
  /** runs with a fresh, usable progress row of today */
  runs: number;
  /** alerts decided this cycle (some may have been written by another process meanwhile) */
  decided: number;
  /** alerts this call wrote */
  raised: number;
}

/**
 * The approach and delay alerts of every run on the road (issue 28 §3), one cycle of the watch:
 * today's run_progress rows that are fresh and not stale, in schools with alerts on, their active
 * bookings with the learners' switches and subscriptions, and the alerts already raised — three
 * queries whatever the number of runs — decided by {@link decideRunAlerts} and written in one
 * transaction with their mails and delivery jobs. Safe to run in any number of processes at once:
 * the unique (ride, kind, step) lets one of them write each alert.
 */
export async function raiseRunAlerts(db: Db, now: Date): Promise<RaiseResult> {
  const freshSince = new Date(now.getTime() - PROGRESS_FRESH_SECONDS * 1000);
  const runs = await db
    .select({
      runId: runProgress.runId,
      computedAt: runProgress.computedAt,
      stale: runProgress.stale,
      delayMinutes: runProgress.delayMinutes,
      etas: runProgress.etas,
      schoolId: busRuns.schoolId,
      date: busRuns.date,
      upDown: busRuns.upDown,
      binCd: busRuns.binCd,
      binName: busRuns.binName,
      planStartMinutes: busRuns.planStartMinutes,
      departed: sql<boolean>`${busRuns.actualStartMinutes} is not null`,
      alertsEnabled: schools.alertsEnabled,
      delayStepMinutes: schools.alertDelayStepMinutes,
      mailFallback: schools.alertMailFallback,
      schoolName: schools.name,
      phoneNumber: schools.phoneNumber,
    })
    .from(runProgress)
    .innerJoin(busRuns, eq(busRuns.id, runProgress.runId))
    .innerJoin(schools, eq(schools.id, busRuns.schoolId))
    .where(
      and(
        eq(busRuns.date, japanDateKey(now)),
        eq(runProgress.stale, false),
        gte(runProgress.computedAt, freshSince),
        eq(schools.alertsEnabled, true),
      ),
    );
  if (runs.length === 0) return { runs: 0, decided: 0, raised: 0 };
  const runIds = runs.map((r) => r.runId);
  const bookings = await db
    .select({
      reservationId: reservations.id,
      runId: reservations.runId,
      learnerId: reservations.learnerId,
      stopId: reservations.stopId,
      notRiding: sql<boolean>`${reservations.notRidingAt} is not null`,
      furigana: learners.furigana,
      mailAddress: learners.mailAddress,
      approachMinutes: learnerAlertSettings.approachMinutes,
      delayAlerts: learnerAlertSettings.delayAlerts,
      learnerMail: learnerAlertSettings.mailFallback,
      hasSettings: sql<boolean>`${learnerAlertSettings.learnerId} is not null`,
      pushSubscriptions: sql<number>`(select count(*) from ${pushSubscriptions} where ${pushSubscriptions.learnerId} = ${reservations.learnerId})::int`,
      stopName: stops.name,
      stopDisplayName: stops.displayName,
      stopKanaName: stops.kanaName,
    })
    .from(reservations)
    .innerJoin(learners, eq(learners.id, reservations.learnerId))
    .innerJoin(stops, eq(stops.id, reservations.stopId))
    .leftJoin(learnerAlertSettings, eq(learnerAlertSettings.learnerId, reservations.learnerId))
    .where(
      and(
        inArray(reservations.runId, runIds),
        isNull(reservations.cancelledAt),
        // only learners push or mail can reach (alertChannel): the others would get no alert, and
        // on a busy day they are most of the bookings, read every 15 s
        or(
          sql`exists (select 1 from ${pushSubscriptions} where ${pushSubscriptions.learnerId} = ${reservations.learnerId})`,
          and(eq(learnerAlertSettings.mailFallback, true), ne(learners.mailAddress, '')),
        ),
      ),
    );
  const raised = bookings.length
    ? await db
        .select({ reservationId: rideAlerts.reservationId, kind: rideAlerts.kind, step: rideAlerts.step })
        .from(rideAlerts)
        .where(
          and(
            inArray(
              rideAlerts.reservationId,
              bookings.map((b) => b.reservationId),
            ),
            inArray(rideAlerts.kind, ['approach', 'delay']),
          ),
        )
    : [];
  const raisedByRide = groupBy(raised, (r) => r.reservationId);
  const bookingsByRun = groupBy(bookings, (b) => b.runId);
  const rideOf = new Map(bookings.map((b) => [b.reservationId, b]));
  const prepared: PreparedAlert[] = [];
  for (const run of runs) {
    const rides: RideView[] = (bookingsByRun.get(run.runId) ?? []).map((b) => ({
      reservationId: b.reservationId,
      learnerId: b.learnerId,
      stopId: b.stopId,
      notRiding: b.notRiding,
      switches: b.hasSettings
        ? {
            // 3, 5, 10 or null under the table's CHECK
            approachMinutes: b.approachMinutes as ApproachMinutes | null,
            delayAlerts: b.delayAlerts ?? true,
            mailFallback: b.learnerMail ?? false,
          }
        : DEFAULT_ALERT_SWITCHES,
      raised: raisedByRide.get(b.reservationId) ?? [],
      pushSubscriptions: b.pushSubscriptions,
      mailAddress: b.mailAddress,
    }));
    const school: SchoolAlertSwitches = {
      enabled: run.alertsEnabled,
      delayStepMinutes: run.delayStepMinutes,
      mailFallback: run.mailFallback,
    };
    const decisions = decideRunAlerts({ now, run, progress: run, school, rides });
    const context: RunContext = {
      runId: run.runId,
      schoolId: run.schoolId,
      date: run.date,
      upDown: run.upDown === 2 ? 2 : 1,
      binCd: run.binCd,
      bus: run.binName,
      delayMinutes: run.delayMinutes,
      signature: { schoolName: run.schoolName, phoneNumber: run.phoneNumber },
    };
    for (const decision of decisions) {
      const b = rideOf.get(decision.reservationId)!;
      prepared.push(
        prepare(
          decision,
          context,
          {
            greetingName: b.furigana,
            mailAddress: b.mailAddress,
            place: placeName({ kanaName: b.stopKanaName, displayName: b.stopDisplayName, name: b.stopName }),
          },
          now,
        ),
      );
    }
  }
  if (prepared.length === 0) return { runs: runs.length, decided: 0, raised: 0 };
  const ids = await db.transaction((tx) => writeAlerts(tx, now, prepared));
  return { runs: runs.length, decided: prepared.length, raised: ids.length };
}

/** A booking staff just cancelled with its run (or a promotion just made), as {@link raiseCancelAlerts} needs it. */
export interface CancelledBooking {
  id: number;
  learnerId: number;
}

type AlertRun = {
  id: number;
  schoolId: number;
  date: string;
  upDown: number;
  binCd: string;
  binName: string;
};

/**
 * The 「運休」 alerts of a run staff cancel (issue 28 §3), on the cancelling transaction `tx`: one
 * push alert per cancelled booking whose learner holds a subscription (and has not said
 * 今日は乗りません), with its delivery job. No mail: the run-cancelled mail goes to everyone with an
 * address already. Returns how many were raised.
 */
export async function raiseCancelAlerts(
  tx: Db,
  now: Date,
  run: AlertRun,
  bookings: readonly CancelledBooking[],
): Promise<number> {
  return raiseBookingAlerts(tx, now, 'cancel', run, bookings);
}

/**
 * The 「キャンセル待ちから予約」 alerts (issue 29 §1), on the promoting transaction `tx`: one push
 * alert per booking a promotion made whose learner holds a subscription, as {@link raiseCancelAlerts}
 * does; the promotion's own mail goes to everyone with an address.
 */
export async function raiseWaitlistAlerts(
  tx: Db,
  now: Date,
  run: AlertRun,
  bookings: readonly CancelledBooking[],
): Promise<number> {
  return raiseBookingAlerts(tx, now, 'waitlist', run, bookings);
}

async function raiseBookingAlerts(
  tx: Db,
  now: Date,
  kind: 'cancel' | 'waitlist',
  run: AlertRun,
  bookings: readonly CancelledBooking[],
): Promise<number> {
  if (bookings.length === 0) return 0;
  const [school] = await tx
    .select({
      enabled: schools.alertsEnabled,
      delayStepMinutes: schools.alertDelayStepMinutes,
      mailFallback: schools.alertMailFallback,
      schoolName: schools.name,
      phoneNumber: schools.phoneNumber,
    })
    .from(schools)
    .where(eq(schools.id, run.schoolId));
  if (!school?.enabled) return 0;
  const ids = bookings.map((b) => b.id);
  const reach = await tx
    .select({
      reservationId: reservations.id,
      learnerId: reservations.learnerId,
      notRiding: sql<boolean>`${reservations.notRidingAt} is not null`,
      mailAddress: learners.mailAddress,
      pushSubscriptions: sql<number>`(select count(*) from ${pushSubscriptions} where ${pushSubscriptions.learnerId} = ${reservations.learnerId})::int`,
    })
    .from(reservations)
    .innerJoin(learners, eq(learners.id, reservations.learnerId))
    .where(inArray(reservations.id, ids));
  const decisions = decideCancelAlerts({ school, rides: reach, kind });
  const context: RunContext = {
    runId: run.id,
    schoolId: run.schoolId,
    date: run.date,
    upDown: run.upDown === 2 ? 2 : 1,
    binCd: run.binCd,
    bus: run.binName,
    delayMinutes: 0,
    signature: { schoolName: school.schoolName, phoneNumber: school.phoneNumber },
  };
  const written = await writeAlerts(
    tx,
    now,
    decisions.map((d) => prepare(d, context, { greetingName: '', mailAddress: '', place: '' }, now)),
  );
  return written.length;
}
