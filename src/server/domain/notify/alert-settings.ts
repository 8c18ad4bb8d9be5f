import { count, eq } from 'drizzle-orm';
import type { ApproachMinutes } from '@shared/constants';
import type { Db } from '@server/db/client';
import { learnerAlertSettings, learners, pushSubscriptions, schools } from '@server/db/schema';
import { BusinessError } from '@server/domain/business-error';

/** The learner's switches (issue 28 §3). */
export interface LearnerAlertSwitches {
  /** 3, 5 or 10 minutes before the bus reaches their stop; null: no approach alert */
  approachMinutes: ApproachMinutes | null;
  delayAlerts: boolean;
  /** alerts by mail while the learner has no push subscription */
  mailFallback: boolean;
  /** the reminder before the cut-off of a day with a lesson and no ride (issue 29 §3) */
  bookingReminder: boolean;
}

/**
 * A learner without a row of learner_alert_settings: approach alerts 5 minutes ahead, delay
 * alerts, no mail, reminders.
 */
export const DEFAULT_ALERT_SWITCHES: LearnerAlertSwitches = {
  approachMinutes: 5,
  delayAlerts: true,
  mailFallback: false,
  bookingReminder: true,
};

/** The learner's switches with what limits them: the school's switches and the learner's address. */
export interface LearnerAlertSettings extends LearnerAlertSwitches {
  schoolAlertsEnabled: boolean;
  schoolAllowsMail: boolean;
  hasMailAddress: boolean;
  schoolSendsReminders: boolean;
  subscriptions: number;
}

export interface AlertSettingsOwner {
  schoolId: number;
  learnerId: number;
}

function switchesOf(row: typeof learnerAlertSettings.$inferSelect | undefined): LearnerAlertSwitches {
  if (!row) return DEFAULT_ALERT_SWITCHES;
  return {
    approachMinutes: row.approachMinutes as ApproachMinutes | null,
    delayAlerts: row.delayAlerts,
    mailFallback: row.mailFallback,
    bookingReminder: row.bookingReminder,
  };
}

/** The learner's switches, the defaults without a row (the alerts read them per ride). */
export async function loadLearnerSwitches(db: Db, learnerId: number): Promise<LearnerAlertSwitches> {
  const [row] = await db
    .select()
    .from(learnerAlertSettings)
    .where(eq(learnerAlertSettings.learnerId, learnerId));
  return switchesOf(row);
}

/** What the learner's alert screen shows. */
export async function loadAlertSettings(db: Db, owner: AlertSettingsOwner): Promise<LearnerAlertSettings> {
  const [[school], [learner], [subs], switches] = await Promise.all([
    db
      .select({
        alertsEnabled: schools.alertsEnabled,
        mail: schools.alertMailFallback,
        reminders: schools.bookingReminder,
      })
      .from(schools)
      .where(eq(schools.id, owner.schoolId)),
    db.select({ mailAddress: learners.mailAddress }).from(learners).where(eq(learners.id, owner.learnerId)),
    db.select({ n: count() }).from(pushSubscriptions).where(eq(pushSubscriptions.learnerId, owner.learnerId)),
    loadLearnerSwitches(db, owner.learnerId),
  ]);
  return {
    ...switches,
    schoolAlertsEnabled: school?.alertsEnabled ?? false,
    schoolAllowsMail: school?.mail ?? false,
    hasMailAddress: (learner?.mailAddress ?? '') !== '',
    schoolSendsReminders: school?.reminders ?? false,
    subscriptions: subs?.n ?? 0,
  };
}

/** Refuses a change of alerts at a school that has them off (973). */
export function assertAlertsEnabled(settings: Pick<LearnerAlertSettings, 'schoolAlertsEnabled'>): void {
  if (!settings.schoolAlertsEnabled) throw BusinessError.of('error', 973);
}

async function upsertSwitches(
  db: Db,
  owner: AlertSettingsOwner,
  set: Partial<LearnerAlertSwitches>,
  now: Date,
): Promise<void> {
  // a switch left out (undefined) keeps its value: never written as null, nor over a stored one
  const given = Object.fromEntries(
    Object.entries(set).filter(([, value]) => value !== undefined),
  ) as Partial<LearnerAlertSwitches>;
  await db
    .insert(learnerAlertSettings)
    .values({
      ...DEFAULT_ALERT_SWITCHES,
      ...given,
      learnerId: owner.learnerId,
      schoolId: owner.schoolId,
      updatedAt: now,
    })
    .onConflictDoUpdate({ target: learnerAlertSettings.learnerId, set: { ...given, updatedAt: now } });
}

/** Stores the approach minutes chosen when subscribing, the other switches kept. */
export async function saveApproachMinutes(
  db: Db,
  owner: AlertSettingsOwner,
  approachMinutes: ApproachMinutes | null,
  now: Date,
): Promise<void> {
  await upsertSwitches(db, owner, { approachMinutes }, now);
}

/**
 * Saves the learner's switches. Mail instead of push is refused rather than silently dropped when
 * the school does not allow it (974) or the learner has no address (975): the screen offers it only
 * when both hold, so a refusal means the screen was stale and the learner should know. Turning it
 * off is always allowed. While the school has alerts off (973) only the reminder switch may change,
 * which belongs to the reminders (issue 29 §3): the alert switches must come as they are; a
 * request without the reminder switch (clients before issue 29) leaves it unchanged.
 */
export async function saveAlertSwitches(
  db: Db,
  owner: AlertSettingsOwner,
  switches: Omit<LearnerAlertSwitches, 'bookingReminder'> & { bookingReminder?: boolean },
  now: Date,
): Promise<LearnerAlertSettings> {
  const current = await loadAlertSettings(db, owner);
  const { bookingReminder, ...alerts } = switches;
  const alertsChanged =
    alerts.approachMinutes !== current.approachMinutes ||
    alerts.delayAlerts !== current.delayAlerts ||
    alerts.mailFallback !== current.mailFallback;
  if (!alertsChanged && bookingReminder !== undefined) {
    await upsertSwitches(db, owner, { bookingReminder }, now);
    return { ...current, bookingReminder };
  }
  assertAlertsEnabled(current);
  if (alerts.mailFallback && !current.schoolAllowsMail) throw BusinessError.of('error', 974);
  if (alerts.mailFallback && !current.hasMailAddress) throw BusinessError.of('error', 975);
  await upsertSwitches(db, owner, switches, now);
  return { ...current, ...alerts, bookingReminder: bookingReminder ?? current.bookingReminder };
}
