import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import { ALERT_DELAY_STEP_RANGE, BOOKING_REMINDER_LEAD_MINUTES } from '@shared/constants';
import { clockMinutes } from '@shared/rules/clock-time';
import { isValidMailAddress } from '@shared/rules/registration-change';
import { minutesToTime } from '@shared/rules/display-time';
import { isInJapan } from '@shared/rules/geo';
import { hasControlCharacters, trimText } from '@shared/rules/text';
import {
  RESERVATION_VIEW_CHOICES,
  SCHOOL_LIMITS,
  type ReservationViewChoice,
  type ReservationViewSettings,
  type SaveSchoolSettingsRequest,
  type StaffSchoolSettings,
} from '@shared/schemas/admin-school';
import type { Db } from '@server/db/client';
import { learners, schools, siteOptions } from '@server/db/schema';
import { recordAudit, type AuditActor } from '@server/domain/audit/record-audit';
import { BusinessError } from '@server/domain/business-error';
import { enqueueJob } from '@server/queue/queue';
import { KEEP_PATTERN_RUNS_JOB } from './horizon-job';
import { storedOptionsSchema } from './site-option';

/** The settings without the deployment's map tiles, which the route adds. */
export type SchoolSettingsView = Omit<StaffSchoolSettings, 'mapTiles'>;

/** What a school without any site yet shows (the defaults of a new school, issue 23 §1). */
const DEFAULT_VIEW: ReservationViewSettings = {
  upDepartureTime: 4,
  upArrivalTime: 1,
  downDepartureTime: 1,
  downArrivalTime: 1,
  upLineDepartureTime: 3,
  upDtoDDepartureTime: 3,
  isJgnVisible: true,
  isBusVisible: true,
};
const DEFAULT_DIGITS = 7;

type SchoolRow = typeof schools.$inferSelect;
type SiteRow = { site: string; options: unknown };

/**
 * The settings as staff edit them. The student-number length and the display options are stored
 * per site (SPEC.md §3 site options); this screen sets them for every site at once and shows the
 * first site's.
 */
function viewOf(school: SchoolRow, sites: SiteRow[]): SchoolSettingsView {
  const first = sites[0] ? storedOptionsSchema.parse(sites[0].options) : null;
  return {
    name: school.name,
    zipCode: school.zipCode,
    phoneNumber: school.phoneNumber,
    mailAddress: school.mailAddress,
    address1: school.address1,
    address2: school.address2,
    latitude: school.latitude,
    longitude: school.longitude,
    cutoff: minutesToTime(school.bookingCutoffMinutes),
    planRelease: minutesToTime(school.planReleaseMinutes),
    horizonDays: school.bookingHorizonDays,
    boardTomorrowFrom: minutesToTime(school.boardTomorrowFromMinutes),
    seitoNoLength: first?.account.seitoNo.maxLength ?? DEFAULT_DIGITS,
    reservationView: first ? { ...first.reservationView } : DEFAULT_VIEW,
    alertsEnabled: school.alertsEnabled,
    alertDelayStepMinutes: school.alertDelayStepMinutes,
    alertMailFallback: school.alertMailFallback,
    waitlistEnabled: school.waitlistEnabled,
    bookingReminder: school.bookingReminder,
    bookingReminderLeadMinutes: school.bookingReminderLeadMinutes,
    sites: sites.map((s) => s.site),
  };
}

const sitesOf = (db: Db, schoolId: number) =>
  db
    .select({ site: siteOptions.site, options: siteOptions.options })
    .from(siteOptions)
    .where(eq(siteOptions.schoolId, schoolId))
    .orderBy(asc(siteOptions.site));

/** The school's settings for the console (issue 23 §3); the session's school always exists. */
export async function getSchoolSettings(db: Db, schoolId: number): Promise<SchoolSettingsView> {
  const [school] = await db.select().from(schools).where(eq(schools.id, schoolId));
  if (!school) throw BusinessError.of('error', 403);
  return viewOf(school, await sitesOf(db, schoolId));
}

const length = (text: string) => [...text].length;
const plainText = (text: string, max: number) => length(text) <= max && !hasControlCharacters(text);

const isWhole = (n: number, min: number, max: number) => Number.isInteger(n) && n >= min && n <= max;

/** The settings checked field by field, each refusal with its catalogue code (790–798, 730, 985, 982). */
function checked(input: SaveSchoolSettingsRequest) {
  const name = trimText(input.name);
  if (name === '' || !plainText(name, SCHOOL_LIMITS.name)) throw BusinessError.of('error', 790);
  const phoneNumber = trimText(input.phoneNumber);
  if (!/^[0-9][0-9-]*$/.test(phoneNumber) || phoneNumber.length > SCHOOL_LIMITS.phone)
    throw BusinessError.of('error', 791);
  const mailAddress = trimText(input.mailAddress);
  // a sender other servers accept: its domain has a dot (not `localhost`, not a bare host name)
  if (mailAddress !== '' && !(isValidMailAddress(mailAddress) && /@[^@.]+(\.[^@.]+)+$/.test(mailAddress)))
    throw BusinessError.of('error', 926);
  const zipCode = trimText(input.zipCode);
  const address1 = trimText(input.address1);
  const address2 = trimText(input.address2);
  if (
    !plainText(zipCode, SCHOOL_LIMITS.zipCode) ||
    !plainText(address1, SCHOOL_LIMITS.address) ||
    !plainText(address2, SCHOOL_LIMITS.address)
  )
    throw BusinessError.of('error', 792);
  if (!isInJapan(input.latitude, input.longitude)) throw BusinessError.of('error', 793);
  const cutoffMinutes = clockMinutes(input.cutoff);
  if (cutoffMinutes === null) throw BusinessError.of('error', 794);
  const planReleaseMinutes = clockMinutes(input.planRelease);
  // learners see the plan once it is fixed, which happens after booking has closed (PRODUCT.md §4)
  if (planReleaseMinutes === null || planReleaseMinutes < cutoffMinutes) throw BusinessError.of('error', 795);
  if (!isWhole(input.horizonDays, SCHOOL_LIMITS.minHorizonDays, SCHOOL_LIMITS.maxHorizonDays))
    throw BusinessError.of('error', 796);
  const boardTomorrowFromMinutes =
    input.boardTomorrowFrom === undefined ? undefined : clockMinutes(input.boardTomorrowFrom);
  if (boardTomorrowFromMinutes === null) throw BusinessError.of('error', 730);
  if (!isWhole(input.seitoNoLength, SCHOOL_LIMITS.minDigits, SCHOOL_LIMITS.maxDigits))
    throw BusinessError.of('error', 797);
  const step = input.alertDelayStepMinutes;
  if (step !== undefined && !isWhole(step, ALERT_DELAY_STEP_RANGE.min, ALERT_DELAY_STEP_RANGE.max))
    throw BusinessError.of('error', 985);
  const lead = input.bookingReminderLeadMinutes;
  if (
    lead !== undefined &&
    !isWhole(lead, BOOKING_REMINDER_LEAD_MINUTES.min, BOOKING_REMINDER_LEAD_MINUTES.max)
  )
    throw BusinessError.of('error', 982);
  const view = input.reservationView;
  for (const [key, allowed] of Object.entries(RESERVATION_VIEW_CHOICES)) {
    if (!(allowed as readonly number[]).includes(view[key as ReservationViewChoice]))
      throw BusinessError.of('error', 798);
  }
  // six decimals are about 10 cm: more is noise from a map click
  const round = (n: number) => Math.round(n * 1e6) / 1e6;
  return {
    school: {
      name,
      phoneNumber,
      mailAddress,
      zipCode,
      address1,
      address2,
      latitude: round(input.latitude),
      longitude: round(input.longitude),
      location: `${round(input.latitude)},${round(input.longitude)}`,
      bookingCutoffMinutes: cutoffMinutes,
      planReleaseMinutes,
      bookingHorizonDays: input.horizonDays,
      ...(boardTomorrowFromMinutes === undefined ? {} : { boardTomorrowFromMinutes }),
      ...(input.alertsEnabled === undefined ? {} : { alertsEnabled: input.alertsEnabled }),
      ...(step === undefined ? {} : { alertDelayStepMinutes: step }),
      ...(input.alertMailFallback === undefined ? {} : { alertMailFallback: input.alertMailFallback }),
      ...(input.waitlistEnabled === undefined ? {} : { waitlistEnabled: input.waitlistEnabled }),
      ...(input.bookingReminder === undefined ? {} : { bookingReminder: input.bookingReminder }),
      ...(lead === undefined ? {} : { bookingReminderLeadMinutes: lead }),
    },
    seitoNoLength: input.seitoNoLength,
    reservationView: { ...view },
  };
}

/**
 * 861 while the school has learners whose student number has another length: sign-in and
 * sign-up accept only numbers of exactly the site's length, so a new length would lock them all
 * out. Every learner counts, signed up or not — there is no end of enrolment in the data.
 */
async function refuseLockOut(db: Db, schoolId: number, digits: number) {
  const [row] = await db
    .select({ n: count() })
    .from(learners)
    .where(and(eq(learners.schoolId, schoolId), ne(sql`char_length(${learners.seitoNo})`, digits)));
  const others = row?.n ?? 0;
  if (others > 0) throw BusinessError.of('error', 861, { digits: String(digits), count: String(others) });
}

/** One level of fields for the audit log, so each display option shows as a changed line of its own. */
const auditSnapshot = (view: SchoolSettingsView) => {
  const { sites: _sites, reservationView, name, ...fields } = view;
  // schoolName: 'name' is a vehicle's name in other entries of the log
  return { schoolName: name, ...fields, ...reservationView };
};

/**
 * Saves the school settings (issue 23 §3): the school row, and on every site the student-number
 * length (min = max, SPEC.md §5 reads it as exact) and the display options. Refusals 790–798, 730, 985, 982 and 861
 * change nothing. Learner requests read the settings with their session in each request (no
 * cache: see school-settings.ts), so GetReservationDays answers the new cut-off and horizon at
 * once; a longer horizon enqueues the pattern top-up in the same transaction, so its days get
 * their runs within the runner's next poll. Audited before → after.
 */
export async function saveSchoolSettings(
  db: Db,
  actor: AuditActor,
  input: SaveSchoolSettingsRequest,
  now: Date,
): Promise<SchoolSettingsView> {
  const next = checked(input);
  return db.transaction(async (tx) => {
    const [school] = await tx.select().from(schools).where(eq(schools.id, actor.schoolId)).for('update');
    if (!school) throw BusinessError.of('error', 403);
    const sites = await sitesOf(tx, actor.schoolId).for('update');
    const before = viewOf(school, sites);
    if (next.seitoNoLength !== before.seitoNoLength)
      await refuseLockOut(tx, actor.schoolId, next.seitoNoLength);
    const [saved] = await tx
      .update(schools)
      .set(next.school)
      .where(eq(schools.id, actor.schoolId))
      .returning();
    const savedSites: SiteRow[] = [];
    for (const row of sites) {
      // the stored JSON as it is, not as parsed: the parse turns some options off for password-less sites
      const stored = row.options as { account: object };
      const options = {
        ...stored,
        account: {
          ...stored.account,
          seitoNo: { minLength: next.seitoNoLength, maxLength: next.seitoNoLength },
        },
        reservationView: next.reservationView,
      };
      await tx
        .update(siteOptions)
        .set({ options })
        .where(and(eq(siteOptions.schoolId, actor.schoolId), eq(siteOptions.site, row.site)));
      savedSites.push({ site: row.site, options });
    }
    const after = viewOf(saved!, savedSites);
    // the new days get their runs from the weekly patterns now, not at the next daily top-up
    if (after.horizonDays > before.horizonDays) await enqueueJob(tx, now, { kind: KEEP_PATTERN_RUNS_JOB });
    await recordAudit(
      tx,
      actor,
      {
        action: 'school.settings',
        targetType: 'school',
        targetId: actor.schoolId,
        before: auditSnapshot(before),
        after: auditSnapshot(after),
      },
      now,
    );
    return after;
  });
}
