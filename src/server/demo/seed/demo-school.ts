import { and, eq, inArray, sql } from 'drizzle-orm';
import { siteOptionSchema } from '@shared/schemas/provider';
import { addDays, japanDateKey, japanInstant, japanParts } from '@shared/rules/japan-time';
import type { Db } from '@server/db/client';
import { classPeriods, notices, schoolClosures, schools, siteOptions } from '@server/db/schema';
import { isNationalHoliday, weekdayOf } from '@server/domain/school/calendar';
import { APPROVAL_AREA_CD } from './demo-network';

/** serviceCode of the embedded demo school (PRODUCT.md §6). */
export const DEMO_SERVICE_CODE = 'demo';

const DEMO_SCHOOL = {
  serviceCode: DEMO_SERVICE_CODE,
  name: 'みどり自動車学校',
  zipCode: '362-0000',
  address1: '埼玉県上尾市緑丘3-5-1',
  address2: '',
  phoneNumber: '048-000-0000',
  mailAddress: 'info@midori-ds.example.jp',
  latitude: 35.9862,
  longitude: 139.5884,
  location: '35.9862,139.5884',
  bookingCutoffMinutes: 16 * 60,
  bookingHorizonDays: 30,
  timetableUnit: '時限',
};

const storedSiteOptionSchema = siteOptionSchema.omit({ site: true, school: true, mapTiles: true });

/**
 * Sites 1 and 2 enable everything, so the demo shows every screen, and differ only in the
 * password; site 3 turns every booking extra and point search off (the plainest school).
 */
function demoSiteOptions(passwordRequired: boolean, bookingOptions = true) {
  return storedSiteOptionSchema.parse({
    account: {
      accountType: 1,
      seitoNo: { minLength: 7, maxLength: 7 },
      password: { minLength: 4, maxLength: 8 },
      passwordRequired,
    },
    menu: {
      useNotification: true,
      useFixedPlanNotice: true,
      useBusStopReg: true,
      useReservation: true,
      useBusOperationStatus: true,
      useChangeRegistered: true,
    },
    reservation: {
      isCategoryBusStopSerachEnabled: bookingOptions,
      isAreaBusStopSerachEnabled: bookingOptions,
      isAddressBusStopSerachEnabled: bookingOptions,
      isCourseBusStopSerachEnabled: bookingOptions,
      isPassengerOptionEnabled: bookingOptions,
      isChildSheetOptionEnabled: bookingOptions,
      isJitensyaOptionEnabled: bookingOptions,
    },
    // PRODUCT.md §4: the time at the learner's stop, told from the plan release on, as the
    // ride-time mail tells it; before booking the bus offers that time as planned (issue 25)
    reservationView: {
      upDepartureTime: 4,
      upArrivalTime: 1,
      downDepartureTime: 1,
      downArrivalTime: 1,
      upLineDepartureTime: 3,
      upDtoDDepartureTime: 3,
      isJgnVisible: true,
      isBusVisible: true,
    },
    registredInfo: { isPasswordEnabled: true, isMobilePhoneEnabled: true, isMailAddressEnabled: true },
    busStopRegistredInfo: { selectAreaMastRegisterBusStop: APPROVAL_AREA_CD, binCdType: 1 },
  });
}

const PERIOD_START_HOURS = [9, 10, 11, 13, 14, 15, 16, 17, 18];
const PERIOD_MINUTES = 50;

const DAY_MS = 86_400_000;

/** A weekday, not a holiday, two weeks or more ahead: the closed day the demo calendar shows. */
function inspectionDay(today: string): string {
  let day = addDays(today, 14);
  while (weekdayOf(day) !== 3 || isNationalHoliday(day)) day = addDays(day, 1);
  return day;
}

const monthDay = (dateKey: string) => {
  const [, m, d] = dateKey.split('-').map(Number);
  return `${m}月${d}日`;
};

/**
 * Site 2 asks no password; a real school lists its lobby's networks for such a site (PRODUCT.md
 * §3), the demo lets every address in so that anyone can try it (README says so).
 */
export const DEMO_KIOSK_NETWORKS = ['0.0.0.0/0', '::/0'] as const;

/**
 * Gives the password-less site 2 of a demo school created before sites had networks (whose list
 * is still empty, so nobody could sign in through it) the demo's "any address"; a list that is
 * not empty is left as it is.
 */
export async function ensureDemoKioskNetworks(db: Db): Promise<void> {
  const demo = db.select({ id: schools.id }).from(schools).where(eq(schools.serviceCode, DEMO_SERVICE_CODE));
  await db
    .update(siteOptions)
    .set({ allowedNetworks: [...DEMO_KIOSK_NETWORKS] })
    .where(
      and(
        inArray(siteOptions.schoolId, demo),
        eq(siteOptions.site, '2'),
        sql`cardinality(${siteOptions.allowedNetworks}) = 0`,
      ),
    );
}

/**
 * Creates the demo school row; answers its id, or undefined when another process created it
 * first (the unique serviceCode decides).
 */
export async function insertDemoSchool(db: Db): Promise<number | undefined> {
  const [row] = await db
    .insert(schools)
    .values(DEMO_SCHOOL)
    .onConflictDoNothing()
    .returning({ id: schools.id });
  return row?.id;
}

/**
 * Site options 1 (with password) and 2 (student number only), the 9-period timetable, the
 * closures (the next year-end and one inspection day inside the booking horizon) and the
 * notices: three already shown, one scheduled for next week.
 */
export async function insertDemoSchoolSettings(db: Db, schoolId: number, now: Date): Promise<void> {
  await db.insert(siteOptions).values([
    { schoolId, site: '1', options: demoSiteOptions(true) },
    { schoolId, site: '2', options: demoSiteOptions(false), allowedNetworks: [...DEMO_KIOSK_NETWORKS] },
    { schoolId, site: '3', options: demoSiteOptions(true, false) },
  ]);
  await db.insert(classPeriods).values(
    PERIOD_START_HOURS.map((hour, i) => ({
      schoolId,
      jgn: i + 1,
      timeName: `${i + 1}時限`,
      startMinutes: hour * 60,
      endMinutes: hour * 60 + PERIOD_MINUTES,
    })),
  );

  const year = japanParts(now).year;
  const inspection = inspectionDay(japanDateKey(now));
  await db.insert(schoolClosures).values([
    { schoolId, startDate: `${year}-12-29`, endDate: `${year + 1}-01-03`, reason: '年末年始休校' },
    { schoolId, startDate: inspection, endDate: inspection, reason: '教習車両・設備点検' },
  ]);

  const daysFromNow = (days: number) => new Date(now.getTime() + days * DAY_MS);
  await db.insert(notices).values([
    {
      schoolId,
      subject: '送迎バスご利用のお願い',
      body: [
        '送迎バスは予約制です。',
        'ご乗車の前日16:00までにアプリからご予約ください。',
        '乗車地点には発車予定時刻の5分前までにお越しください。',
        'キャンセルも前日16:00までにお願いいたします。',
      ].join('\n'),
      startAt: daysFromNow(-14),
    },
    {
      schoolId,
      subject: '年末年始の休校について',
      body: `${year}年12月29日から${year + 1}年1月3日まで休校いたします。期間中は送迎バスも運休します。`,
      startAt: daysFromNow(-5),
    },
    {
      schoolId,
      subject: '設備点検による休校のお知らせ',
      body: `${monthDay(inspection)}は教習車両と設備の点検のため休校いたします。送迎バスも運休します。`,
      startAt: daysFromNow(-1 / 24),
      endAt: japanInstant(addDays(inspection, 1)),
    },
    {
      schoolId,
      subject: '北部方面の乗車地点変更について',
      body: '来月から北部方面の一部の乗車地点が変わります。詳しくは受付でお尋ねください。',
      startAt: daysFromNow(7),
    },
  ]);
}
