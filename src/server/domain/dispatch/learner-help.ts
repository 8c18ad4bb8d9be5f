import { and, asc, desc, eq, gte, isNull, lte, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { addDays, japanDateKey } from '@shared/rules/japan-time';
import { minutesToTime } from '@shared/rules/display-time';
import { kanaKey } from '@shared/rules/kana';
import type {
  BookableRuns,
  LearnerDetail,
  SearchLearnersResponse,
  StaffBooking,
} from '@shared/schemas/admin-learners';
import type { Db } from '@server/db/client';
import { rideRows } from '@server/domain/booking/reservation-rows';
import {
  busRunStops,
  busRuns,
  classPeriods,
  courses,
  learners,
  lessons,
  loginFailures,
  outboxMails,
  siteOptions,
  stops,
} from '@server/db/schema';
import { bookingContext, type BookingContext } from '@server/domain/booking/booking-context';
import { bookingDeadline, hasRunLeft, staffDayState } from '@server/domain/booking/rules/bookable-days';
import { isSelectableStop } from '@server/domain/booking/stop-access';
import { loadSchoolSettings } from '@server/domain/school/school-settings';
import { firstSiteOf } from '@server/domain/school/site-option';
import { BusinessError } from '@server/domain/business-error';

/** At most this many learners answer a search: the desk narrows it rather than scrolls. */
export const SEARCH_LIMIT = 50;

const KATAKANA = Array.from({ length: 0x30f6 - 0x30a1 + 1 }, (_, i) => String.fromCharCode(0x30a1 + i)).join(
  '',
);
const HIRAGANA = Array.from({ length: 0x30f6 - 0x30a1 + 1 }, (_, i) => String.fromCharCode(0x3041 + i)).join(
  '',
);

/** Escapes LIKE's wildcards so a typed % or _ matches itself. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** Fewest digits a query needs to be looked up as a phone number: fewer match half the school. */
export const PHONE_QUERY_MIN_DIGITS = 4;

/**
 * The digits of a query that reads as a phone number — digits with hyphens, dashes or spaces
 * between them (090-1234-5678, ０９０ １２３４) — or null.
 */
export function phoneQueryDigits(query: string): string | null {
  const digits = query.normalize('NFKC').replace(/[-‐‑–—−ー―\s]/g, '');
  return /^[0-9]+$/.test(digits) && digits.length >= PHONE_QUERY_MIN_DIGITS ? digits : null;
}

/** A column as kanaKey would make it: NFKC, no spaces, katakana as hiragana. */
const kanaKeyOf = (column: SQL | AnyColumn) =>
  sql`translate(replace(normalize(${column}, NFKC), ' ', ''), ${KATAKANA}, ${HIRAGANA})`;

/**
 * Learners of a school found by what the caller on the phone says (issue 10 §3, issue 26 §6): part
 * of the name (山田, a katakana name alike in either kana), the furigana (やまだ, ヤマダ, ﾔﾏﾀﾞ),
 * the student number or the mobile number (hyphens ignored on both sides), ordered by furigana.
 * Spaces and width never matter.
 */
export async function searchLearners(
  db: Db,
  schoolId: number,
  query: string,
): Promise<SearchLearnersResponse> {
  const key = kanaKey(query);
  if (key === '') return { learners: [], truncated: false };
  const pattern = `%${likeLiteral(key)}%`;
  const phone = phoneQueryDigits(query);
  const byPhone = phone
    ? sql` or regexp_replace(${learners.mobileNumber}, '[^0-9]', '', 'g') like ${`%${phone}%`}`
    : sql``;
  const rows = await db
    .select({
      learnerId: learners.id,
      seitoNo: learners.seitoNo,
      name: learners.name,
      furigana: learners.furigana,
      mobileNumber: learners.mobileNumber,
      withdrawnAt: learners.withdrawnAt,
    })
    .from(learners)
    .where(
      and(
        eq(learners.schoolId, schoolId),
        sql`(${learners.seitoNo} like ${pattern} or ${kanaKeyOf(learners.furigana)} like ${pattern}
          or ${kanaKeyOf(learners.name)} like ${pattern}${byPhone})`,
      ),
    )
    .orderBy(asc(learners.furigana), asc(learners.seitoNo))
    .limit(SEARCH_LIMIT + 1);
  return {
    learners: rows
      .slice(0, SEARCH_LIMIT)
      .map(({ withdrawnAt, ...row }) => ({ ...row, withdrawn: withdrawnAt !== null })),
    truncated: rows.length > SEARCH_LIMIT,
  };
}

type Learner = typeof learners.$inferSelect;

/**
 * The booking context staff act in for a learner: the school's settings under its first site
 * (sites differ in screens, not in the booking rules staff follow).
 */
export async function staffBookingContext(
  db: Db,
  schoolId: number,
  learnerId: number,
  now: Date,
): Promise<BookingContext> {
  const first = await firstSiteOf(db, schoolId);
  const settings = await loadSchoolSettings(db, { schoolId, site: first.site }, now);
  if (!settings) throw BusinessError.of('error', 105);
  return bookingContext({ schoolId, learnerId }, settings);
}

/** How far back the desk sees a learner's rides. */
export const PAST_BOOKINGS_DAYS = 90;

/** How many days ahead, today included, the desk lists a learner's lessons (issue 26 §6). */
export const LEARNER_LESSON_DAYS = 14;

/** How many of a learner's newest mails the desk lists (issue 26 §6). */
export const LEARNER_RECENT_MAILS = 10;

/**
 * A learner's profile, web account (signed up, privacy consent, withdrawn), lock state, rides
 * (future first, then the last 90 days), lessons of the coming days, newest mails, own points and
 * the school's sites (the sign-in links name one).
 */
export async function loadLearnerDetail(
  db: Db,
  ctx: BookingContext,
  learner: Learner,
  now: Date,
): Promise<LearnerDetail> {
  const [lock] = await db
    .select()
    .from(loginFailures)
    .where(and(eq(loginFailures.schoolId, ctx.schoolId), eq(loginFailures.seitoNo, learner.seitoNo)));
  const today = japanDateKey(now);
  const rides = rideRows(db);
  const rows = await db
    .select({
      reservationId: rides.reservationId,
      date: rides.date,
      upDown: rides.upDown,
      binCd: rides.binCd,
      binName: rides.binName,
      periodName: rides.periodName,
      jgn: rides.jgn,
      planStartMinutes: rides.planStartMinutes,
      stopName: rides.stopDisplayName,
      passenger: rides.passenger,
      childSheet: rides.childSheet,
      jitensya: rides.jitensya,
      cancelledAt: rides.cancelledAt,
    })
    .from(rides)
    .where(and(eq(rides.learnerId, learner.id), gte(rides.date, addDays(today, -PAST_BOOKINGS_DAYS))))
    .orderBy(desc(rides.date), asc(rides.planStartMinutes));
  const bookings: StaffBooking[] = rows.map((r) => ({
    reservationId: r.reservationId,
    date: r.date,
    upDown: r.upDown === 2 ? 2 : 1,
    binCd: r.binCd,
    binName: r.binName,
    periodName: r.periodName ?? String(r.jgn),
    planStart: minutesToTime(r.planStartMinutes),
    stopName: r.stopName,
    passenger: r.passenger,
    childSheet: r.childSheet,
    jitensya: r.jitensya,
    cancelled: r.cancelledAt !== null,
    beforeCutoff: now < bookingDeadline(r.date, ctx.calendar),
  }));
  const upcoming = bookings.filter((b) => b.date >= today).reverse();
  const past = bookings.filter((b) => b.date < today);
  const points = await db
    .select({
      stopId: stops.id,
      busStopCd: stops.busStopCd,
      name: stops.displayName,
      address: stops.address,
      areaCd: stops.areaCd,
      rejectionReason: stops.rejectionReason,
    })
    .from(stops)
    // a point the learner deleted is kept only for the bookings that name it
    .where(
      and(eq(stops.schoolId, ctx.schoolId), eq(stops.ownerLearnerId, learner.id), isNull(stops.deletedAt)),
    )
    .orderBy(asc(stops.busStopCd));
  const sites = await db
    .select({ site: siteOptions.site })
    .from(siteOptions)
    .where(eq(siteOptions.schoolId, ctx.schoolId))
    .orderBy(asc(siteOptions.site));
  const lessonRows = await db
    .select({
      date: lessons.date,
      jgn: lessons.jgn,
      periodName: classPeriods.timeName,
      kind: lessons.kind,
    })
    .from(lessons)
    .leftJoin(classPeriods, and(eq(classPeriods.schoolId, ctx.schoolId), eq(classPeriods.jgn, lessons.jgn)))
    .where(
      and(
        eq(lessons.learnerId, learner.id),
        gte(lessons.date, today),
        lte(lessons.date, addDays(today, LEARNER_LESSON_DAYS - 1)),
      ),
    )
    .orderBy(asc(lessons.date), asc(lessons.jgn));
  const mails = await db
    .select({
      mailId: outboxMails.id,
      kind: outboxMails.kind,
      subject: outboxMails.subject,
      status: outboxMails.status,
      createdAt: outboxMails.createdAt,
    })
    .from(outboxMails)
    .where(and(eq(outboxMails.schoolId, ctx.schoolId), eq(outboxMails.learnerId, learner.id)))
    .orderBy(desc(outboxMails.createdAt), desc(outboxMails.id))
    .limit(LEARNER_RECENT_MAILS);
  const locked = lock?.lockedUntil && lock.lockedUntil > now ? lock.lockedUntil : null;
  return {
    learner: {
      learnerId: learner.id,
      seitoNo: learner.seitoNo,
      name: learner.name,
      furigana: learner.furigana,
      mobileNumber: learner.mobileNumber,
      mailAddress: learner.mailAddress,
    },
    account: {
      signedUp: learner.webAccess,
      privacyConsentAt: learner.privacyConsentAt?.toISOString() ?? null,
      withdrawnAt: learner.withdrawnAt?.toISOString() ?? null,
    },
    lessons: lessonRows.map((l) => ({ ...l, periodName: l.periodName ?? String(l.jgn) })),
    mails: mails.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
    lockedUntil: locked ? locked.toISOString() : null,
    failedSignIns: lock?.consecutive ?? 0,
    bookings: [...upcoming, ...past],
    sites: sites.map((row) => row.site),
    points: points.map(({ areaCd, ...p }) => ({
      ...p,
      pending: areaCd === ctx.approvalAreaCd && p.rejectionReason === null,
    })),
  };
}

/**
 * The runs of a date and direction staff may book the learner on, with free places and the stops
 * the learner may board at on each (the learner's own rule: public stops and their approved points).
 */
export async function bookableRunsFor(
  db: Db,
  ctx: BookingContext,
  input: { date: string; upDown: 1 | 2 },
  now: Date,
): Promise<BookableRuns> {
  const runs = await db
    .select({
      runId: busRuns.id,
      binCd: busRuns.binCd,
      binName: busRuns.binName,
      courseName: courses.name,
      periodName: classPeriods.timeName,
      jgn: busRuns.jgn,
      planStartMinutes: busRuns.planStartMinutes,
      planEndMinutes: busRuns.planEndMinutes,
      freeSeats: sql<number>`${busRuns.seats} - ${busRuns.bookedSeats}`,
      freeChildSeats: sql<number>`${busRuns.childSeats} - ${busRuns.bookedChildSeats}`,
      freeBicycles: sql<number>`${busRuns.bicycles} - ${busRuns.bookedBicycles}`,
      isNetReservation: busRuns.isNetReservation,
    })
    .from(busRuns)
    .innerJoin(courses, eq(courses.id, busRuns.courseId))
    .leftJoin(
      classPeriods,
      and(eq(classPeriods.schoolId, busRuns.schoolId), eq(classPeriods.jgn, busRuns.jgn)),
    )
    .where(
      and(eq(busRuns.schoolId, ctx.schoolId), eq(busRuns.date, input.date), eq(busRuns.upDown, input.upDown)),
    )
    .orderBy(asc(busRuns.planStartMinutes), asc(busRuns.binCd));
  const stopRows = await db
    .select({
      runId: busRunStops.runId,
      busStopCd: stops.busStopCd,
      name: stops.displayName,
      planMinutes: busRunStops.planMinutes,
    })
    .from(busRunStops)
    .innerJoin(busRuns, eq(busRuns.id, busRunStops.runId))
    .innerJoin(stops, eq(stops.id, busRunStops.stopId))
    .where(
      and(
        eq(busRuns.schoolId, ctx.schoolId),
        eq(busRuns.date, input.date),
        eq(busRuns.upDown, input.upDown),
        isSelectableStop(ctx),
      ),
    )
    .orderBy(asc(busRunStops.planMinutes));
  return {
    date: input.date,
    day: staffDayState(input.date, now, ctx.calendar),
    runs: runs.map((run) => ({
      binCd: run.binCd,
      binName: run.binName,
      courseName: run.courseName,
      periodName: run.periodName ?? String(run.jgn),
      planStart: minutesToTime(run.planStartMinutes),
      planEnd: minutesToTime(run.planEndMinutes),
      freeSeats: Number(run.freeSeats),
      freeChildSeats: Number(run.freeChildSeats),
      freeBicycles: Number(run.freeBicycles),
      isNetReservation: run.isNetReservation,
      departed: hasRunLeft({ date: input.date, planStartMinutes: run.planStartMinutes }, now),
      stops: stopRows
        .filter((s) => s.runId === run.runId)
        .map((s) => ({ busStopCd: s.busStopCd, name: s.name, planTime: minutesToTime(s.planMinutes) })),
    })),
  };
}
