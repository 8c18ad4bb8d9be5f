import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { learners, schools, staff } from '@server/db/schema';
import type { PasswordHasher } from '@server/domain/auth/password-hash';
import { DEMO_SERVICE_CODE } from './demo-school';

/** The learner a newcomer signs in as (PRODUCT.md §6); the demo's own bookings and points are theirs. */
export const MAIN_LEARNER_SEITO_NO = '1234567';

/** Learners 1000001–1000080 exist for load and concurrency checks; the seed also fills buses with them. */
export const LOAD_LEARNER_COUNT = 80;
export const FIRST_LOAD_SEITO_NO = 1_000_001;

interface LearnerSeed {
  seitoNo: string;
  password: string;
  name: string;
  furigana: string;
  mailAddress: string;
  mobileNumber: string;
  address: string;
  /** the school's record that sign-up matches; the month and day are the learner's password */
  birthDate: string;
  /** false: enrolled by the school, not yet signed up on the web */
  webAccess?: boolean;
}

/**
 * Two learners the school has enrolled who have not signed up yet (web access off), for trying
 * /sp/signup: their password is random until sign-up sets it to the birth month and day.
 */
function signUpLearners(): LearnerSeed[] {
  const unusable = () => randomBytes(24).toString('base64url');
  return [
    {
      seitoNo: '2345678',
      password: unusable(),
      name: '鈴木 一郎',
      furigana: 'すずき いちろう',
      mailAddress: '',
      mobileNumber: '',
      address: '埼玉県上尾市柏座3-4-5',
      birthDate: '2006-05-12',
      webAccess: false,
    },
    {
      seitoNo: '3456789',
      password: unusable(),
      name: '高橋 美咲',
      furigana: 'たかはし みさき',
      mailAddress: '',
      mobileNumber: '',
      address: '埼玉県北本市本町4-5-6',
      birthDate: '2007-11-03',
      webAccess: false,
    },
  ];
}

/** The student numbers of the learners waiting to sign up (README's demo table). */
export const SIGN_UP_SEITO_NOS = signUpLearners().map((l) => l.seitoNo);

const LOAD_TOWNS = ['上尾市宮本町', '上尾市柏座', '桶川市若宮', '北本市本町', '伊奈町内宿台', '蓮田市黒浜'];

function demoLearners(): LearnerSeed[] {
  const named: LearnerSeed[] = [
    {
      seitoNo: MAIN_LEARNER_SEITO_NO,
      password: '0401',
      name: '山田 太郎',
      furigana: 'やまだ たろう',
      mailAddress: 'yamada.taro@example.jp',
      mobileNumber: '090-0000-1234',
      address: '埼玉県上尾市緑丘1-2-3',
      birthDate: '2005-04-01',
    },
    {
      seitoNo: '7654321',
      password: '1225',
      name: '佐藤 花子',
      furigana: 'さとう はなこ',
      mailAddress: 'sato.hanako@example.jp',
      mobileNumber: '080-0000-4321',
      address: '埼玉県桶川市若宮2-3-4',
      birthDate: '2004-12-25',
    },
  ];
  const load = Array.from({ length: LOAD_LEARNER_COUNT }, (_, i): LearnerSeed => {
    const n = String(i + 1).padStart(2, '0');
    const seitoNo = String(FIRST_LOAD_SEITO_NO + i);
    return {
      seitoNo,
      password: '0101',
      name: `負荷 ${n}`,
      furigana: `ふか ${n}`,
      mailAddress: `load${seitoNo}@example.jp`,
      mobileNumber: `070-0000-${String(i + 1).padStart(4, '0')}`,
      address: `埼玉県${LOAD_TOWNS[i % LOAD_TOWNS.length]}${(i % 9) + 1}-${(i % 5) + 1}`,
      birthDate: '2006-01-01',
    };
  });
  return [...named, ...load, ...signUpLearners()];
}

const ADMIN = { loginId: 'admin', name: '管理者', password: 'admin-demo-password' };

/** scrypt runs on libuv's small thread pool; a modest batch keeps it busy without queueing ~80 at once. */
const HASH_BATCH = 8;

async function hashAll(hasher: PasswordHasher, passwords: readonly string[]): Promise<string[]> {
  const hashes: string[] = [];
  for (let i = 0; i < passwords.length; i += HASH_BATCH) {
    hashes.push(...(await Promise.all(passwords.slice(i, i + HASH_BATCH).map((p) => hasher.hash(p)))));
  }
  return hashes;
}

/** The demo's learners and staff with hashed passwords, ready to insert. */
export interface DemoAccounts {
  learners: (Omit<LearnerSeed, 'password'> & { passwordHash: string })[];
  admin: { loginId: string; name: string; passwordHash: string };
}

/**
 * Hashes every demo password. Kept apart from the inserts so the slow KDF runs before the seed's
 * transaction opens.
 */
export async function hashDemoAccounts(hasher: PasswordHasher): Promise<DemoAccounts> {
  const seeds = demoLearners();
  const hashes = await hashAll(hasher, [...seeds.map((s) => s.password), ADMIN.password]);
  return {
    learners: seeds.map(({ password: _password, ...rest }, i) => ({ ...rest, passwordHash: hashes[i]! })),
    admin: { loginId: ADMIN.loginId, name: ADMIN.name, passwordHash: hashes[seeds.length]! },
  };
}

/** Inserts the demo learners and the staff account; answers learner ids by student number. */
export async function insertDemoPeople(
  db: Db,
  schoolId: number,
  accounts: DemoAccounts,
): Promise<Map<string, number>> {
  const rows = await db
    .insert(learners)
    .values(accounts.learners.map((l) => ({ ...l, schoolId })))
    .returning({ id: learners.id, seitoNo: learners.seitoNo });
  await db.insert(staff).values({ ...accounts.admin, schoolId });
  return new Map(rows.map((r) => [r.seitoNo, r.id]));
}

/**
 * A demo database seeded before sign-up existed gets the learners waiting to sign up at its next
 * start; ones already there (signed up or not) are left alone. Hashes only what it inserts.
 */
export async function ensureDemoSignUpLearners(db: Db, hasher: PasswordHasher): Promise<void> {
  const [school] = await db
    .select({ id: schools.id })
    .from(schools)
    .where(eq(schools.serviceCode, DEMO_SERVICE_CODE));
  if (!school) return;
  const present = await db
    .select({ seitoNo: learners.seitoNo })
    .from(learners)
    .where(and(eq(learners.schoolId, school.id), inArray(learners.seitoNo, SIGN_UP_SEITO_NOS)));
  const missing = signUpLearners().filter((l) => !present.some((p) => p.seitoNo === l.seitoNo));
  if (missing.length === 0) return;
  const rows = await Promise.all(
    missing.map(async ({ password, ...rest }) => ({
      ...rest,
      schoolId: school.id,
      passwordHash: await hasher.hash(password),
    })),
  );
  await db.insert(learners).values(rows).onConflictDoNothing();
}
