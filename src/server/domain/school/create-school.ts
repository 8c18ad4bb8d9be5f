import { eq } from 'drizzle-orm';
import { SCHOOL_LIMITS } from '@shared/schemas/admin-school';
import { siteOptionSchema } from '@shared/schemas/provider';
import { STAFF_LOGIN_ID_PATTERN } from '@shared/rules/staff-accounts';
import type { Db } from '@server/db/client';
import { areas, schools, siteOptions } from '@server/db/schema';

/** A serviceCode travels in URLs (`?serviceCode=`) and is typed by operators: short ASCII. */
export const SERVICE_CODE_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;

/** Student numbers have this many digits unless the operator says otherwise (PRODUCT.md §6). */
export const DEFAULT_STUDENT_NUMBER_DIGITS = 7;

/** The area learners' own points wait in until staff approve them (one per school, PRODUCT.md §4). */
export const NEW_SCHOOL_APPROVAL_AREA_CD = '99';

/**
 * Where a new school's map is centred until its staff set the real location (Tokyo Station):
 * schools.latitude/longitude may not be null, and no place is a better guess.
 */
export const PLACEHOLDER_LOCATION = { latitude: 35.681236, longitude: 139.767125 };

export interface NewSchool {
  serviceCode: string;
  name: string;
  admin: { loginId: string; password: string };
  studentNumberDigits?: number;
}

/**
 * Site `1`'s options: learners sign in with student number and password; every menu and search
 * is on, the booking extras (children, child seats, bicycles) are off until a school has the
 * capacity for them; times shown at the learner's own stop, as the demo (PRODUCT.md §4).
 */
function firstSiteOptions(digits: number) {
  return siteOptionSchema.omit({ site: true, school: true, mapTiles: true }).parse({
    account: {
      accountType: 1,
      seitoNo: { minLength: digits, maxLength: digits },
      password: { minLength: 4, maxLength: 8 },
      passwordRequired: true,
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
      isCategoryBusStopSerachEnabled: true,
      isAreaBusStopSerachEnabled: true,
      isAddressBusStopSerachEnabled: true,
      isCourseBusStopSerachEnabled: true,
      isPassengerOptionEnabled: false,
      isChildSheetOptionEnabled: false,
      isJitensyaOptionEnabled: false,
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
    busStopRegistredInfo: { selectAreaMastRegisterBusStop: NEW_SCHOOL_APPROVAL_AREA_CD, binCdType: 1 },
  });
}

/**
 * The operator's input as `createSchool` takes it, checked before anything is asked or opened
 * (the CLI runs it before the password prompt); an Error with a sentence for the operator.
 */
export function checkNewSchool(input: Omit<NewSchool, 'admin'> & { adminLoginId: string }): void {
  const digits = input.studentNumberDigits ?? DEFAULT_STUDENT_NUMBER_DIGITS;
  const name = input.name.trim();
  if (!SERVICE_CODE_PATTERN.test(input.serviceCode))
    throw new Error('The serviceCode must be 1–32 letters, digits, "_" or "-".');
  if (name.length === 0 || name.length > 100) throw new Error('The school name must have 1–100 characters.');
  // the range 学校の設定 allows (797), so a school made here can save its settings unchanged
  const { minDigits, maxDigits } = SCHOOL_LIMITS;
  if (!Number.isInteger(digits) || digits < minDigits || digits > maxDigits)
    throw new Error(`Student numbers must have ${minDigits}–${maxDigits} digits (--digits).`);
  if (!STAFF_LOGIN_ID_PATTERN.test(input.adminLoginId))
    throw new Error('The login id must be 1–64 letters, digits, ".", "_" or "-".');
}

/**
 * Lays out a new school's rows in the caller's transaction: the schools row with the column
 * defaults (cut-off 16:00 the business day before, plan release 18:00, horizon 30 days, Sundays
 * and national holidays closed), site `1` with a password and the approval area. Nothing is
 * bookable until staff add periods, courses and runs. A serviceCode taken meanwhile by another
 * process is refused by the unique key with a sentence for the operator.
 */
export async function insertSchool(tx: Db, input: Omit<NewSchool, 'admin'>): Promise<number> {
  const digits = input.studentNumberDigits ?? DEFAULT_STUDENT_NUMBER_DIGITS;
  const [school] = await tx
    .insert(schools)
    .values({ serviceCode: input.serviceCode, name: input.name.trim(), ...PLACEHOLDER_LOCATION })
    .onConflictDoNothing()
    .returning({ id: schools.id });
  if (!school) throw new Error(serviceCodeTaken(input.serviceCode));
  await tx.insert(siteOptions).values({ schoolId: school.id, site: '1', options: firstSiteOptions(digits) });
  await tx.insert(areas).values({
    schoolId: school.id,
    areaCd: NEW_SCHOOL_APPROVAL_AREA_CD,
    name: '承認待ち',
    isNetRelease: false,
  });
  return school.id;
}

/** Refuses a serviceCode another school has before anything is asked of the operator. */
export async function assertServiceCodeFree(db: Db, serviceCode: string): Promise<void> {
  const [existing] = await db
    .select({ id: schools.id })
    .from(schools)
    .where(eq(schools.serviceCode, serviceCode));
  if (existing) throw new Error(serviceCodeTaken(serviceCode));
}

function serviceCodeTaken(serviceCode: string): string {
  return `A school with serviceCode "${serviceCode}" already exists; nothing was created.`;
}

/** Every school of the deployment for `npm run school -- list`, in creation order. */
export async function listSchools(db: Db) {
  return db
    .select({
      serviceCode: schools.serviceCode,
      name: schools.name,
      served: schools.served,
      createdAt: schools.createdAt,
    })
    .from(schools)
    .orderBy(schools.id);
}
