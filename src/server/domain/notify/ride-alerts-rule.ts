import type { AlertChannel, AlertKind } from '@shared/constants';
import { japanInstant } from '@shared/rules/japan-time';
import type { LearnerAlertSwitches } from './alert-settings';

/**
 * A run_progress row older than this is not alerted from: the watch-runs job rewrites every row
 * each cycle, so an old one means the watching stopped (or this process reads a row another left).
 */
export const PROGRESS_FRESH_SECONDS = 90;

/** The school's switches (schools.alerts_enabled, alert_delay_step_minutes, alert_mail_fallback). */
export interface SchoolAlertSwitches {
  enabled: boolean;
  /** M: a delay alert at every M minutes behind plan */
  delayStepMinutes: number;
  /** learners without a subscription who asked for mail get their alerts by mail */
  mailFallback: boolean;
}

/** Where a learner can be reached: push subscriptions they hold, the address they registered. */
export interface LearnerReach {
  pushSubscriptions: number;
  mailAddress: string;
}

/** A run's progress as the watch-runs job last wrote it (run_progress). */
export interface ProgressView {
  computedAt: Date;
  stale: boolean;
  delayMinutes: number;
  /** the run's stops in course order */
  etas: readonly { stopId: number; etaMinutes: number; passed: boolean }[];
}

/** The run being watched. */
export interface RunView {
  /** its Japan date, 'YYYY-MM-DD' */
  date: string;
  /** 1 to school (pick-ups), 2 from school */
  upDown: number;
  /** planned departure, minutes after the date's midnight */
  planStartMinutes: number;
  /** the driver tapped 出発 (bus_runs.actual_start_minutes set) */
  departed: boolean;
}

/** One active (not cancelled) booking of the run, with what was already raised for it. */
export interface RideView extends LearnerReach {
  reservationId: number;
  learnerId: number;
  /** where the learner boards (up) or gets off (down) */
  stopId: number;
  /** 「今日は乗りません」 (reservations.not_riding_at set) */
  notRiding: boolean;
  /** learner_alert_settings, or DEFAULT_ALERT_SWITCHES without a row */
  /** the switches ride alerts read (the reminder's is not theirs) */
  switches: Omit<LearnerAlertSwitches, 'bookingReminder'>;
  /** ride_alerts already written for this booking */
  raised: readonly { kind: AlertKind; step: number }[];
}

/** An alert to write: unique per (reservation, kind, step). */
export interface AlertDecision {
  reservationId: number;
  learnerId: number;
  kind: AlertKind;
  step: number;
  channel: AlertChannel;
  /**
   * approach and delay: when the bus is expected where the learner boards — their stop (up), the
   * school's departure (down) — minutes after the run date's midnight
   */
  etaMinutes: number | null;
  /** the learner's stop the ETA is at; null for the school */
  etaStopId: number | null;
}

/**
 * How an alert reaches the learner: push when they hold a subscription; else mail when the school
 * allows the fallback, the learner asked for it and has an address (and the kind may go by mail);
 * else not at all — then no alert is written.
 */
export function alertChannel(
  reach: LearnerReach,
  learnerMail: boolean,
  school: SchoolAlertSwitches,
  mailAllowed = true,
): AlertChannel | null {
  if (reach.pushSubscriptions > 0) return 'push';
  if (mailAllowed && school.mailFallback && learnerMail && reach.mailAddress !== '') return 'mail';
  return null;
}

/**
 * Whether a progress row may raise alerts: not stale (its fix is old) and rewritten lately
 * ({@link PROGRESS_FRESH_SECONDS}).
 */
export function progressUsable(progress: Pick<ProgressView, 'computedAt' | 'stale'>, now: Date): boolean {
  return !progress.stale && now.getTime() - progress.computedAt.getTime() <= PROGRESS_FRESH_SECONDS * 1000;
}

/**
 * The new approach and delay alerts of one run on the road (issue 28 §3), from its progress — never
 * from a single point the bus may skip: a stop counts as passed once the bus is projected beyond it.
 *
 * - 「まもなく到着」 (approach, step = the learner's minutes): school-bound runs only (upDown 1; on a
 *   run from school the learner boards at school), when the ETA at the learner's stop is at most their
 *   minutes away and the stop is not passed. At most one per ride, whatever minutes they chose later.
 * - 「遅れ」 (delay, step k): when the bus runs k × M minutes behind plan (k ≥ 1) and k is above every
 *   step already raised for the ride — once, and again only if the delay grows by another step —
 *   while the learner is not yet on the bus (up: the bus has not passed their stop; down: it has not
 *   left school — the driver did not tap 出発 and no stop is passed).
 *
 * Nothing from a stale or old row, for a ride marked 今日は乗りません, or where the school turned
 * alerts off; nothing for a learner who can be reached by neither push nor mail.
 */
export function decideRunAlerts(input: {
  now: Date;
  run: RunView;
  progress: ProgressView;
  school: SchoolAlertSwitches;
  rides: readonly RideView[];
}): AlertDecision[] {
  const { now, run, progress, school } = input;
  if (!school.enabled || !progressUsable(progress, now)) return [];
  const nowMinutes = (now.getTime() - japanInstant(run.date).getTime()) / 60_000;
  const delayStep =
    progress.delayMinutes >= school.delayStepMinutes
      ? Math.floor(progress.delayMinutes / school.delayStepMinutes)
      : 0;
  // coming from school everyone boards there: on the bus once it left (tapped, or past a stop)
  const leftSchool = run.departed || progress.etas.some((e) => e.passed);
  const decisions: AlertDecision[] = [];
  for (const ride of input.rides) {
    if (ride.notRiding) continue;
    const channel = alertChannel(ride, ride.switches.mailFallback, school);
    if (!channel) continue;
    const stop = progress.etas.find((e) => e.stopId === ride.stopId);
    const base = { reservationId: ride.reservationId, learnerId: ride.learnerId, channel };
    const minutes = ride.switches.approachMinutes;
    if (
      run.upDown === 1 &&
      minutes !== null &&
      stop &&
      !stop.passed &&
      stop.etaMinutes - nowMinutes <= minutes &&
      !ride.raised.some((r) => r.kind === 'approach')
    )
      decisions.push({
        ...base,
        kind: 'approach',
        step: minutes,
        etaMinutes: stop.etaMinutes,
        etaStopId: stop.stopId,
      });
    const highest = Math.max(0, ...ride.raised.filter((r) => r.kind === 'delay').map((r) => r.step));
    if (!ride.switches.delayAlerts || delayStep <= highest) continue;
    if (run.upDown === 1 && stop && !stop.passed)
      decisions.push({
        ...base,
        kind: 'delay',
        step: delayStep,
        etaMinutes: stop.etaMinutes,
        etaStopId: stop.stopId,
      });
    else if (run.upDown !== 1 && !leftSchool)
      decisions.push({
        ...base,
        kind: 'delay',
        step: delayStep,
        etaMinutes: run.planStartMinutes + progress.delayMinutes,
        etaStopId: null,
      });
  }
  return decisions;
}

/**
 * The 「運休」 alerts of a run staff cancelled (issue 28 §3): one per cancelled booking whose learner
 * holds a push subscription, where the school has alerts on. By push only — the run-cancelled mail
 * already went to every learner with an address.
 */
export function decideCancelAlerts(input: {
  school: SchoolAlertSwitches;
  rides: readonly (LearnerReach & { reservationId: number; learnerId: number; notRiding: boolean })[];
  /** cancel (運休, the default) or waitlist (a promotion booked the ride): the same reach rule */
  kind?: 'cancel' | 'waitlist';
}): AlertDecision[] {
  if (!input.school.enabled) return [];
  return input.rides.flatMap((ride) =>
    !ride.notRiding && alertChannel(ride, false, input.school, false) === 'push'
      ? [
          {
            reservationId: ride.reservationId,
            learnerId: ride.learnerId,
            kind: input.kind ?? ('cancel' as const),
            step: 0,
            channel: 'push' as const,
            etaMinutes: null,
            etaStopId: null,
          },
        ]
      : [],
  );
}
