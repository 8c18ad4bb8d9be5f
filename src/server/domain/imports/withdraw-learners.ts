import { and, asc, eq, gte, inArray, isNull } from 'drizzle-orm';
import { t } from '@shared/i18n/imports';
import { minutesToTime } from '@shared/rules/display-time';
import { japanDateKey, japanInstant } from '@shared/rules/japan-time';
import { chunked } from '@server/db/chunked';
import { busRuns, learners, reservations, sessions } from '@server/db/schema';
import { recordAudit } from '@server/domain/audit/record-audit';
import { bookingContext } from '@server/domain/booking/booking-context';
import { cancelReservations } from '@server/domain/booking/cancel-reservations';
import type { BookedRide } from '@server/domain/booking/list-reservations';
import { BusinessError } from '@server/domain/business-error';
import { enqueueMails, type NewMail } from '@server/domain/mail/outbox';
import { schoolSignature } from '@server/domain/mail/signature';
import { rideLineOf, withdrawnRidesCancelledMail } from '@server/domain/mail/templates';
import { mailDateText } from '@server/domain/plan/fix-plan';
import { loadSchoolSettings } from '@server/domain/school/school-settings';
import { firstSiteOf } from '@server/domain/school/site-option';
import { t as tMail } from '@shared/i18n/mail';
import type { ApplyContext } from './import-kind';

/** Outbox kind of the mail naming the rides cancelled when a learner was marked 退所. */
export const WITHDRAWN_RIDES_CANCELLED_MAIL = 'withdrawn-rides-cancelled';

function lineOf(ride: BookedRide) {
  const time = ride.stopMinutes === null ? tMail('ride.timeLater') : minutesToTime(ride.stopMinutes);
  return {
    dateText: mailDateText(ride.date),
    ride: rideLineOf({
      upDown: ride.upDown,
      time,
      place: ride.busStopKName || ride.busStopDisplayName || ride.busStopName,
      bus: ride.binName,
    }),
  };
}

/**
 * What 退所 does to learners the file marks so now, in the import's transaction (issue 24): their
 * sessions end at once, and their rides not yet departed are cancelled as staff cancel for a
 * learner (seats back to the run, each cancel audited with the import as its reason), with one
 * mail per learner naming them. Rides already past stay as they were. Sign-in and sign-up refuse
 * them from the commit on (955).
 */
export async function endWithdrawnLearners(
  context: ApplyContext,
  learnerIds: readonly number[],
): Promise<void> {
  const { tx, schoolId, actor, now } = context;
  if (learnerIds.length === 0) return;
  for (const part of chunked(learnerIds)) await tx.delete(sessions).where(inArray(sessions.learnerId, part));
  const booked: { id: number; learnerId: number }[] = [];
  for (const part of chunked(learnerIds)) {
    const rows = await tx
      .select({
        id: reservations.id,
        learnerId: reservations.learnerId,
        date: reservations.date,
        departsMinutes: busRuns.planStartMinutes,
      })
      .from(reservations)
      .innerJoin(busRuns, eq(busRuns.id, reservations.runId))
      .where(
        and(
          eq(reservations.schoolId, schoolId),
          inArray(reservations.learnerId, part),
          isNull(reservations.cancelledAt),
          gte(reservations.date, japanDateKey(now)),
        ),
      )
      .orderBy(asc(reservations.learnerId), asc(reservations.id));
    // the same line staff cancels draw: a ride whose run has departed is past
    booked.push(...rows.filter((r) => now < japanInstant(r.date, r.departsMinutes)));
  }
  if (booked.length === 0) return;
  const settings = await loadSchoolSettings(
    tx,
    { schoolId, site: (await firstSiteOf(tx, schoolId)).site },
    now,
  );
  if (!settings) throw BusinessError.of('error', 105);
  const school = await schoolSignature(tx, schoolId);
  const mails: NewMail[] = [];
  for (const learnerId of [...new Set(booked.map((b) => b.learnerId))]) {
    const ids = booked.filter((b) => b.learnerId === learnerId).map((b) => b.id);
    const cancelled = await cancelReservations(
      tx,
      bookingContext({ schoolId, learnerId }, settings),
      ids,
      now,
      {
        passCutoff: true,
      },
    );
    for (const ride of cancelled)
      await recordAudit(
        tx,
        actor,
        {
          action: 'reservation.cancel',
          targetType: 'reservation',
          targetId: ride.yoyakuId,
          learnerId,
          reason: t('withdrawnReason'),
          before: {
            date: ride.date,
            upDown: ride.upDown,
            binCd: ride.binCd,
            busStopCd: ride.busStopCd,
            cancelled: false,
          },
          after: { cancelled: true },
        },
        now,
      );
    const [learner] = await tx
      .select({ furigana: learners.furigana, mailAddress: learners.mailAddress })
      .from(learners)
      .where(eq(learners.id, learnerId));
    if (learner?.mailAddress && cancelled.length > 0)
      mails.push({
        schoolId,
        learnerId,
        kind: WITHDRAWN_RIDES_CANCELLED_MAIL,
        to: learner.mailAddress,
        ...withdrawnRidesCancelledMail({
          school,
          greetingName: learner.furigana,
          rides: cancelled.map(lineOf),
        }),
      });
  }
  await enqueueMails(tx, now, mails);
}
