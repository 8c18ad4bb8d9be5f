import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FixPlanResult } from '@shared/schemas/admin-plan';
import { minutesToTime } from '@shared/rules/display-time';
import { formatShortDate, formatTime, japanDateKey, japanInstant } from '@shared/rules/japan-time';
import { chunked } from '@server/db/chunked';
import type { Db } from '@server/db/client';
import { retryOnConflict } from '@server/db/retry';
import { planFixes, reservations, schools } from '@server/db/schema';
import { recordAudit, type AuditActor } from '@server/domain/audit/record-audit';
import { bookingDeadline, planReleaseInstant } from '@server/domain/booking/rules/bookable-days';
import { BusinessError } from '@server/domain/business-error';
import { enqueueMails, type NewMail } from '@server/domain/mail/outbox';
import {
  rideLineOf,
  rideTimesChangedMail,
  rideTimesMail,
  type RideLine,
  type SchoolSignature,
} from '@server/domain/mail/templates';
import type { SchoolCalendar } from '@server/domain/school/calendar';
import { loadPlanRows, placeOf, planBookingOf, rideMinutes, type PlanRow } from './plan-bookings';
import { planDay, type LearnerPlan } from './ride-changes';
import { t } from '@shared/i18n/mail';

/** Outbox kinds of the two ride-time mails. */
export const RIDE_TIMES_MAIL = 'ride-times';
export const RIDE_TIMES_CHANGED_MAIL = 'ride-times-changed';

/** 'YYYY年MM月DD日(ddd)' of a ride date, as the mails name it. */
export const mailDateText = (date: string) =>
  t('dateWithYear', { year: date.slice(0, 4), date: formatShortDate(japanInstant(date)) });

/** 'MM月DD日(ddd)' of a ride date, as refusals name it. */
const dateText = (date: string) => formatShortDate(japanInstant(date));

function lineOf(row: PlanRow, minutes: number): RideLine {
  return rideLineOf({
    upDown: row.upDown === 2 ? 2 : 1,
    time: minutesToTime(minutes),
    place: placeOf(row),
    bus: row.binName,
  });
}

/** The mail a learner's plan calls for, or null (nothing due, or no address to send it to). */
function mailFor(
  plan: LearnerPlan,
  rows: ReadonlyMap<number, PlanRow>,
  school: SchoolSignature & { schoolId: number },
  date: string,
): NewMail | null {
  if (plan.mail === 'none') return null;
  // a mail is due only for a learner with rides or changes, so the plan lists at least one
  const learner = rows.get(plan.rides[0]!.booking.reservationId)!;
  if (!learner.mailAddress) return null;
  const common = { school, greetingName: learner.furigana, dateText: mailDateText(date) };
  const content =
    plan.mail === 'rideTimes'
      ? rideTimesMail({
          ...common,
          rides: plan.rides.map((r) =>
            lineOf(rows.get(r.booking.reservationId)!, r.booking.current.minutes!),
          ),
        })
      : rideTimesChangedMail({
          ...common,
          changes: plan.changes.map(({ before, after }) => ({
            before: before && lineOf(rows.get(before.reservationId)!, before.told!.minutes!),
            after: after && lineOf(rows.get(after.reservationId)!, after.current.minutes!),
          })),
        });
  return {
    schoolId: school.schoolId,
    learnerId: plan.learnerId,
    kind: plan.mail === 'rideTimes' ? RIDE_TIMES_MAIL : RIDE_TIMES_CHANGED_MAIL,
    to: learner.mailAddress,
    ...content,
  };
}

/** Writes the frozen times of `freeze` and clears those of `settle`, a few statements for the whole day. */
async function writeFixedTimes(tx: Db, plans: readonly LearnerPlan[], now: Date): Promise<number> {
  const freeze = plans.flatMap((p) => p.freeze);
  const settle = plans.flatMap((p) => p.settle.map((b) => b.reservationId));
  for (const part of chunked(freeze)) {
    const values = sql.join(
      part.map((b) => sql`(${b.reservationId}::integer, ${b.current.minutes}::integer)`),
      sql`, `,
    );
    await tx.execute(sql`update ${reservations}
      set fixed_minutes = frozen.minutes, fixed_at = ${now.toISOString()}::timestamptz
      from (values ${values}) as frozen(id, minutes)
      where ${reservations.id} = frozen.id`);
  }
  for (const part of chunked(settle)) {
    await tx
      .update(reservations)
      .set({ fixedMinutes: null, fixedAt: null })
      .where(inArray(reservations.id, part));
  }
  return freeze.length + settle.length;
}

/** What one fix did. */
export interface FixOutcome {
  /** when the date was fixed before this one, null for its first fix */
  previousFixedAt: Date | null;
  ridesUpdated: number;
  mails: { rideTimes: number; changes: number };
  /** when those mails go out: now, or the date's plan release when that is still to come */
  mailsFrom: Date;
}

/**
 * The fix itself, on a transaction the caller holds (issue 11 §5; the demo seed calls it too):
 * 1. takes the date's plan_fixes row — inserted or updated, so it stays locked until the
 *    transaction ends and a second fix of the same date, by another staff member at the same
 *    moment, waits and then reads what this one wrote (READ COMMITTED: a fresh snapshot per
 *    statement), finds nothing changed and mails nothing;
 * 2. refuses with 761 while an active booking has no time (an own point without staff time):
 *    a ride-time mail must carry a time, and the fix is the school's word to the learner;
 * 3. compares every learner's rides with what they were last told (`ride-changes.ts`), writes
 *    the new fixed times (reservations.fixed_minutes, fixed_at) and settles cancelled ones;
 * 4. queues one mail per learner who needs one and has an address: all their rides of the date
 *    on their first fix, else only what changed (変更あり, old → new).
 * plan_fixes.mail_sent_at is the instant the mails were queued: they commit with the fix, and the
 * outbox delivers them (retried, never lost or doubled), so from then on the school has sent them.
 */
export async function fixPlanIn(
  tx: Db,
  input: { schoolId: number; date: string; now: Date; calendar: SchoolCalendar },
): Promise<FixOutcome> {
  const { schoolId, date, now } = input;
  const [previous] = await tx
    .select({ fixedAt: planFixes.fixedAt })
    .from(planFixes)
    .where(and(eq(planFixes.schoolId, schoolId), eq(planFixes.date, date)))
    .for('update');
  await tx
    .insert(planFixes)
    .values({ schoolId, date, fixedAt: now, mailSentAt: now })
    .onConflictDoUpdate({
      target: [planFixes.schoolId, planFixes.date],
      set: { fixedAt: now, mailSentAt: now },
    });

  const rows = await loadPlanRows(tx, schoolId, date);
  const missing = rows.filter((r) => r.cancelledAt === null && rideMinutes(r) === null).length;
  if (missing > 0) throw BusinessError.of('error', 761, { count: String(missing) });

  const plans = planDay(rows.map(planBookingOf));
  const ridesUpdated = await writeFixedTimes(tx, plans, now);

  const [school] = await tx
    .select({ name: schools.name, phoneNumber: schools.phoneNumber })
    .from(schools)
    .where(eq(schools.id, schoolId));
  const signature = { schoolId, schoolName: school!.name, phoneNumber: school!.phoneNumber };
  const byId = new Map(rows.map((r) => [r.reservationId, r]));
  const mails = plans.flatMap((plan) => mailFor(plan, byId, signature, date) ?? []);
  // learners see the fixed times from the plan release on (PRODUCT.md §4): their mails wait for it too
  const release = planReleaseInstant(date, input.calendar);
  const mailsFrom = release > now ? release : now;
  await enqueueMails(tx, now, mails, { notBefore: mailsFrom });
  return {
    mailsFrom,
    previousFixedAt: previous?.fixedAt ?? null,
    ridesUpdated,
    mails: {
      rideTimes: mails.filter((m) => m.kind === RIDE_TIMES_MAIL).length,
      changes: mails.filter((m) => m.kind === RIDE_TIMES_CHANGED_MAIL).length,
    },
  };
}

/**
 * Whether the plan of `date` may be fixed at `now`: bookings are closed (the learners' cut-off has
 * passed, PRODUCT.md §4) and the date is today or later. Throws the refusal otherwise: 764 for a
 * past date, 760 before the cut-off.
 */
export function assertFixable(date: string, now: Date, calendar: SchoolCalendar): void {
  if (date < japanDateKey(now)) throw BusinessError.of('error', 764);
  const deadline = bookingDeadline(date, calendar);
  if (now < deadline) {
    throw BusinessError.of('error', 760, {
      date: dateText(date),
      deadline: `${formatShortDate(deadline)} ${formatTime(deadline)}`,
    });
  }
}

/**
 * Fixes the plan of `date` for the staff member's school (送迎予定確定, PRODUCT.md §4b): the
 * checks of {@link assertFixable}, then {@link fixPlanIn} and its audit entry in one transaction,
 * run again if PostgreSQL picks it as a deadlock victim (a cancel touching the same bookings).
 * Fixing again sends only what changed since; with nothing changed, nothing.
 */
export async function fixPlan(
  db: Db,
  actor: AuditActor,
  input: { date: string; calendar: SchoolCalendar },
  now: Date,
): Promise<FixPlanResult> {
  assertFixable(input.date, now, input.calendar);
  const outcome = await retryOnConflict(() =>
    db.transaction(async (tx) => {
      const done = await fixPlanIn(tx, {
        schoolId: actor.schoolId,
        date: input.date,
        now,
        calendar: input.calendar,
      });
      await recordAudit(
        tx,
        actor,
        {
          action: 'plan.fix',
          targetType: 'plan',
          targetId: input.date,
          before: { date: input.date, fixedAt: done.previousFixedAt?.toISOString() ?? null },
          after: {
            date: input.date,
            fixedAt: now.toISOString(),
            ridesUpdated: done.ridesUpdated,
            rideTimesMails: done.mails.rideTimes,
            changeMails: done.mails.changes,
          },
        },
        now,
      );
      return done;
    }),
  );
  return {
    date: input.date,
    fixedAt: now.toISOString(),
    ridesUpdated: outcome.ridesUpdated,
    mails: outcome.mails,
    mailsFrom: outcome.mailsFrom.toISOString(),
  };
}
