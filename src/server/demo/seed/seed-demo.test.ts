import holidayJp from '@holiday-jp/holiday_jp';
import { and, asc, count, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { siteOptionSchema } from '@shared/schemas/provider';
import { addDays } from '@shared/rules/japan-time';
import { openDatabase, type Database, type Db } from '@server/db/client';
import { runMigrations } from '@server/db/migrate';
import {
  areas,
  busRunStops,
  busRuns,
  classPeriods,
  courseStops,
  courses,
  learners,
  lessons,
  loginFailures,
  notices,
  planFixes,
  pointCategories,
  reservations,
  schoolClosures,
  schools,
  sessions,
  siteOptions,
  staff,
  auditLog,
  jobs,
  mailConfirmations,
  outboxMails,
  stops,
} from '@server/db/schema';
import { DELIVER_MAIL_JOB, enqueueMails } from '@server/domain/mail/outbox';
import { createPasswordHasher } from '@server/domain/auth/password-hash';
import { seedDemo, type SeedDemoResult } from './index';

/** Monday 2026-04-20 10:00 in Tokyo: Golden Week's holidays fall inside the 30-day horizon. */
const NOW = new Date('2026-04-20T01:00:00Z');
const TODAY = '2026-04-20';
const hasher = createPasswordHasher(Buffer.from('seed-test-pepper'), 10);

let database: Database;
let db: Db;

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
  await runMigrations(database);
  db = database.db;
});

afterAll(async () => {
  await database.close();
});

async function demoSchoolId(): Promise<number> {
  const [school] = await db.select({ id: schools.id }).from(schools).where(eq(schools.serviceCode, 'demo'));
  if (!school) throw new Error('no demo school');
  return school.id;
}

/** Rows of a table; the test database holds the demo school only. */
const countRows = async (table: PgTable) => (await db.select({ n: count() }).from(table))[0]!.n;

async function runsPerDate(): Promise<Map<string, number>> {
  const rows = await db
    .select({ date: busRuns.date, n: count() })
    .from(busRuns)
    .groupBy(busRuns.date)
    .orderBy(asc(busRuns.date));
  return new Map(rows.map((r) => [r.date, r.n]));
}

function datesFrom(first: string, last: string): string[] {
  const dates: string[] = [];
  for (let d = first; d <= last; d = addDays(d, 1)) dates.push(d);
  return dates;
}

describe('seedDemo on an empty database', () => {
  let result: SeedDemoResult;
  beforeAll(async () => {
    result = await seedDemo(db, hasher, NOW);
  });

  it('creates the counts PRODUCT.md §6 demands', async () => {
    expect(result.created).toBe(true);
    expect(result.runsAdded).toBeGreaterThan(0);
    expect(await countRows(learners)).toBe(84);
    expect(await countRows(stops)).toBeGreaterThanOrEqual(30);
    expect(await countRows(courses)).toBeGreaterThanOrEqual(3);
    const areaRows = await db.select().from(areas);
    expect(areaRows.filter((a) => a.isNetRelease).length).toBeGreaterThanOrEqual(4);
    expect(areaRows.find((a) => a.areaCd === '99')?.isNetRelease).toBe(false);
    expect(await countRows(classPeriods)).toBe(9);
    const [school] = await db.select().from(schools);
    const stopRows = await db.select().from(stops);
    for (const stop of stopRows) {
      const km = Math.hypot(
        (stop.latitude - school!.latitude) * 111,
        (stop.longitude - school!.longitude) * 90,
      );
      expect(km, stop.name).toBeLessThan(10);
    }
    const categories = await db.select().from(pointCategories);
    expect(categories.filter((c) => c.isPersonal && c.limitPerLearner > 0).length).toBeGreaterThanOrEqual(2);
  });

  it('signs in the documented accounts and publishes the three sites', async () => {
    const byNo = async (seitoNo: string) =>
      (await db.select().from(learners).where(eq(learners.seitoNo, seitoNo)))[0]!;
    const yamada = await byNo('1234567');
    expect(yamada.furigana).toBe('やまだ たろう');
    expect(await hasher.verify('0401', yamada.passwordHash)).toBe(true);
    expect(await hasher.verify('1225', (await byNo('7654321')).passwordHash)).toBe(true);
    expect(await hasher.verify('0101', (await byNo('1000080')).passwordHash)).toBe(true);
    const [admin] = await db.select().from(staff).where(eq(staff.loginId, 'admin'));
    expect(await hasher.verify('admin-demo-password', admin!.passwordHash)).toBe(true);
    expect(admin!.role).toBe('admin');

    // birth dates agree with the birthday passwords (the login hint)
    expect([yamada.birthDate, (await byNo('7654321')).birthDate, (await byNo('1000001')).birthDate]).toEqual([
      '2005-04-01',
      '2004-12-25',
      '2006-01-01',
    ]);

    const sites = await db.select().from(siteOptions).orderBy(asc(siteOptions.site));
    const stored = sites.map((s) =>
      siteOptionSchema.omit({ site: true, school: true, mapTiles: true }).parse(s.options),
    );
    expect(sites.map((s) => s.site)).toEqual(['1', '2', '3']);
    expect(stored.map((o) => o.account.passwordRequired)).toEqual([true, false, true]);
    expect(Object.values(stored[2]!.reservation).every((on) => on === false)).toBe(true);
    expect(stored[0]!.busStopRegistredInfo.selectAreaMastRegisterBusStop).toBe('99');
  });

  it('enrols two learners who have not signed up yet: no web access, birth date and furigana on record', async () => {
    const waiting = await db
      .select()
      .from(learners)
      .where(eq(learners.webAccess, false))
      .orderBy(asc(learners.seitoNo));
    expect(waiting.map((l) => [l.seitoNo, l.furigana, l.birthDate, l.privacyConsentAt])).toEqual([
      ['2345678', 'すずき いちろう', '2006-05-12', null],
      ['3456789', 'たかはし みさき', '2007-11-03', null],
    ]);
    // nothing signs them in before sign-up sets the birthday password
    for (const learner of waiting) expect(await hasher.verify('0512', learner.passwordHash)).toBe(false);
    expect(await hasher.verify('1103', waiting[1]!.passwordHash)).toBe(false);
    const others = await db.select({ n: count() }).from(learners).where(eq(learners.webAccess, true));
    expect(others[0]!.n).toBe(82);
  });

  it('runs on every business day of the horizon and none on Sundays, holidays or closed days', async () => {
    const closures = await db.select().from(schoolClosures);
    const closed = (d: string) => closures.some((c) => c.startDate <= d && d <= c.endDate);
    const perDate = await runsPerDate();
    const horizon = datesFrom(TODAY, addDays(TODAY, 31));
    expect(horizon.some((d) => holidayJp.isHoliday(d))).toBe(true);
    expect(horizon.some(closed)).toBe(true);
    for (const date of horizon) {
      const sunday = new Date(`${date}T00:00:00Z`).getUTCDay() === 0;
      const business = !sunday && !holidayJp.isHoliday(date) && !closed(date);
      expect(perDate.has(date), date).toBe(business);
    }
    expect([...perDate.keys()].every((d) => d <= addDays(TODAY, 31))).toBe(true);
  });

  it('makes one run full, some nearly full and one not net-reservable on each day', async () => {
    const runs = await db.select().from(busRuns);
    const dates = new Set(runs.map((r) => r.date));
    for (const date of dates) {
      const dayRuns = runs.filter((r) => r.date === date);
      expect(dayRuns.filter((r) => r.bookedSeats === r.seats).length, date).toBe(1);
      expect(dayRuns.filter((r) => r.bookedSeats === r.seats - 1).length, date).toBeGreaterThanOrEqual(1);
      expect(dayRuns.filter((r) => !r.isNetReservation).length, date).toBe(1);
      expect(new Set(dayRuns.map((r) => r.binCd)).size, date).toBe(dayRuns.length);
    }
    for (const run of runs) {
      expect(run.seats).toBeGreaterThanOrEqual(10);
      expect(run.seats).toBeLessThanOrEqual(25);
    }
  });

  it('keeps every run counter equal to its active reservations', async () => {
    const mismatches = await db
      .select({ id: busRuns.id })
      .from(busRuns)
      .leftJoin(reservations, and(eq(reservations.runId, busRuns.id), isNull(reservations.cancelledAt)))
      .groupBy(busRuns.id)
      .having(
        sql`${busRuns.bookedSeats} <> count(${reservations.id})
          or ${busRuns.bookedChildSeats} <> coalesce(sum(${reservations.childSheet}), 0)
          or ${busRuns.bookedBicycles} <> coalesce(sum(${reservations.jitensya}), 0)`,
      );
    expect(mismatches).toEqual([]);
    expect(await countRows(reservations)).toBeGreaterThan(100);
  });

  it('books only stops on the run course and times up runs to arrive 10 minutes before the period', async () => {
    const offCourse = await db
      .select({ id: reservations.id })
      .from(reservations)
      .innerJoin(busRuns, eq(busRuns.id, reservations.runId))
      .leftJoin(
        courseStops,
        and(eq(courseStops.courseId, busRuns.courseId), eq(courseStops.stopId, reservations.stopId)),
      )
      .where(isNull(courseStops.stopId));
    expect(offCourse).toEqual([]);

    const [up] = await db
      .select()
      .from(busRuns)
      .where(and(eq(busRuns.date, TODAY), eq(busRuns.binCd, 'U0101')));
    expect(up).toMatchObject({ upDown: 1, jgn: 1, planEndMinutes: 8 * 60 + 50, binName: '駅前方面 1便' });
    const stopTimes = await db
      .select({ planMinutes: busRunStops.planMinutes })
      .from(busRunStops)
      .where(eq(busRunStops.runId, up!.id))
      .orderBy(asc(busRunStops.planMinutes));
    expect(stopTimes[0]!.planMinutes).toBe(up!.planStartMinutes);
    expect(stopTimes.at(-1)!.planMinutes).toBeLessThan(up!.planEndMinutes);
  });

  it('gives learner 1234567 bookings, lessons, a fixed next day and a point awaiting approval', async () => {
    const [yamada] = await db.select().from(learners).where(eq(learners.seitoNo, '1234567'));
    const booked = await db.select().from(reservations).where(eq(reservations.learnerId, yamada!.id));
    expect(booked.length).toBeGreaterThanOrEqual(3);
    expect(booked.every((r) => r.date > TODAY)).toBe(true);
    const lessonDates = new Set((await db.select().from(lessons)).map((l) => l.date));
    expect(booked.every((r) => lessonDates.has(r.date))).toBe(true);

    const [fix] = await db.select().from(planFixes);
    expect(fix?.date).toBe('2026-04-21');
    expect(fix?.mailSentAt).not.toBeNull();
    // fixed by the console's command: every ride of the day frozen, one ride-time mail per learner
    const day = await db.select().from(reservations).where(eq(reservations.date, fix!.date));
    expect(day.length).toBeGreaterThan(1);
    expect(day.every((r) => r.fixedMinutes !== null && r.fixedAt !== null)).toBe(true);
    const mails = await db.select().from(outboxMails).where(eq(outboxMails.kind, 'ride-times'));
    expect(mails.map((m) => m.learnerId).sort()).toEqual([...new Set(day.map((r) => r.learnerId))].sort());
    expect(mails.find((m) => m.learnerId === yamada!.id)).toMatchObject({
      toAddress: 'yamada.taro@example.jp',
      subject: expect.stringContaining('送迎予定のお知らせ（2026年04月21日(火)）'),
    });

    const own = await db.select().from(stops).where(eq(stops.ownerLearnerId, yamada!.id));
    // the approved point is net-released (approval releases it, issue 12); the pending one is not
    expect(own.map((s) => [s.areaCd === '99', s.isNetRelease]).sort()).toEqual([
      [false, true],
      [true, false],
    ]);

    const shown = await db.select().from(notices).where(lte(notices.startAt, NOW));
    expect(shown.length).toBe(3);
    expect(shown.some((n) => n.body.includes('\n'))).toBe(true);
    expect(await countRows(notices)).toBe(4);
  });
});

describe('seedDemo on a seeded database', () => {
  // each scenario starts from a freshly rebuilt demo school on the shared database
  beforeEach(async () => {
    await seedDemo(db, hasher, NOW, { reset: true });
  });

  it('creates nothing new and keeps the data when called again', async () => {
    const learnersBefore = await db.select({ id: learners.id }).from(learners).orderBy(asc(learners.id));
    const runsBefore = await runsPerDate();
    const reservationsBefore = await countRows(reservations);
    await db.update(learners).set({ name: '変更済み' }).where(eq(learners.seitoNo, '1234567'));

    expect(await seedDemo(db, hasher, NOW)).toEqual({ created: false, runsAdded: 0 });
    const [yamada] = await db.select().from(learners).where(eq(learners.seitoNo, '1234567'));
    expect(yamada?.name).toBe('変更済み');
    expect(await db.select({ id: learners.id }).from(learners).orderBy(asc(learners.id))).toEqual(
      learnersBefore,
    );
    expect(await runsPerDate()).toEqual(runsBefore);
    expect(await countRows(reservations)).toBe(reservationsBefore);
  });

  it('lets any address use the password-less site 2, and gives an older demo without networks that list', async () => {
    const site2 = and(eq(siteOptions.schoolId, await demoSchoolId()), eq(siteOptions.site, '2'));
    const networksOf = async () =>
      (await db.select({ n: siteOptions.allowedNetworks }).from(siteOptions).where(site2))[0]!.n;
    expect(await networksOf()).toEqual(['0.0.0.0/0', '::/0']);
    const others = await db.select({ n: siteOptions.allowedNetworks }).from(siteOptions);
    expect(others.filter((row) => row.n.length === 0)).toHaveLength(2);

    await db.update(siteOptions).set({ allowedNetworks: [] }).where(site2);
    await seedDemo(db, hasher, NOW);
    expect(await networksOf()).toEqual(['0.0.0.0/0', '::/0']);

    await db
      .update(siteOptions)
      .set({ allowedNetworks: ['192.0.2.0/24'] })
      .where(site2);
    await seedDemo(db, hasher, NOW);
    expect(await networksOf()).toEqual(['192.0.2.0/24']);
    await db
      .update(siteOptions)
      .set({ allowedNetworks: ['0.0.0.0/0', '::/0'] })
      .where(site2);
  });

  it('gives an older demo without the learners waiting to sign up those two, and leaves them alone once there', async () => {
    const waiting = and(eq(learners.webAccess, false), inArray(learners.seitoNo, ['2345678', '3456789']));
    await db.delete(learners).where(waiting);
    expect(await countRows(learners)).toBe(82);

    expect(await seedDemo(db, hasher, NOW)).toEqual({ created: false, runsAdded: 0 });
    const added = await db.select().from(learners).where(waiting).orderBy(asc(learners.seitoNo));
    expect(added.map((l) => [l.seitoNo, l.birthDate, l.schoolId])).toEqual([
      ['2345678', '2006-05-12', await demoSchoolId()],
      ['3456789', '2007-11-03', await demoSchoolId()],
    ]);

    // one signed up since: the next start neither resets nor duplicates them
    await db.update(learners).set({ webAccess: true }).where(eq(learners.seitoNo, '2345678'));
    await seedDemo(db, hasher, NOW);
    expect(await countRows(learners)).toBe(84);
    const [signedUp] = await db.select().from(learners).where(eq(learners.seitoNo, '2345678'));
    expect(signedUp!.webAccess).toBe(true);
    expect(signedUp!.passwordHash).toBe(added[0]!.passwordHash);
  });

  it('adds runs for the new days only when the calendar has moved', async () => {
    const before = await runsPerDate();
    const later = new Date(NOW.getTime() + 7 * 86_400_000);

    const result = await seedDemo(db, hasher, later);
    const after = await runsPerDate();
    expect(result.created).toBe(false);
    const added = [...after].filter(([date]) => !before.has(date));
    expect(added.length).toBeGreaterThan(0);
    expect(added.every(([date]) => date > addDays(TODAY, 31))).toBe(true);
    expect(result.runsAdded).toBe(added.reduce((sum, [, n]) => sum + n, 0));
    for (const [date, n] of before) expect(after.get(date), date).toBe(n);

    const full = await db
      .select({ date: busRuns.date })
      .from(busRuns)
      .where(sql`${busRuns.bookedSeats} = ${busRuns.seats}`);
    for (const [date] of added) expect(full.filter((r) => r.date === date).length, date).toBe(1);
  });

  it('rebuilds the demo school from scratch on reset', async () => {
    const oldSchoolId = await demoSchoolId();
    const [old] = await db
      .update(learners)
      .set({ name: '変更済み' })
      .where(eq(learners.seitoNo, '1234567'))
      .returning();
    await db.insert(sessions).values({
      idHash: 'session-of-the-old-demo',
      schoolId: oldSchoolId,
      learnerId: old!.id,
      site: '1',
      expiresAt: new Date(NOW.getTime() + 3_600_000),
    });
    await db
      .insert(loginFailures)
      .values({ schoolId: oldSchoolId, seitoNo: '1234567', day: TODAY, consecutive: 1 });
    const [admin] = await db.select().from(staff).where(eq(staff.schoolId, oldSchoolId));
    await db.insert(auditLog).values({
      schoolId: oldSchoolId,
      staffId: admin!.id,
      staffLoginId: admin!.loginId,
      at: NOW,
      action: 'learner.unlock',
      targetType: 'learner',
      targetId: String(old!.id),
      learnerId: old!.id,
    });
    // a mail of the old demo, with its delivery job, and a mail confirmation waiting
    await db.transaction((tx) =>
      enqueueMails(tx, NOW, [
        {
          schoolId: oldSchoolId,
          learnerId: old!.id,
          kind: 'test',
          to: 'a@example.jp',
          subject: '件名',
          body: '本文',
        },
      ]),
    );
    await db.insert(mailConfirmations).values({
      tokenHash: 'token-of-the-old-demo',
      schoolId: oldSchoolId,
      learnerId: old!.id,
      mailAddress: 'new@example.jp',
      createdAt: NOW,
      expiresAt: new Date(NOW.getTime() + 3_600_000),
    });

    const again = await seedDemo(db, hasher, NOW, { reset: true });
    expect(again.created).toBe(true);
    expect(await demoSchoolId()).not.toBe(oldSchoolId);
    expect(await countRows(learners)).toBe(84);
    const [yamada] = await db.select().from(learners).where(eq(learners.seitoNo, '1234567'));
    expect(yamada?.name).toBe('山田 太郎');
    expect(await countRows(sessions)).toBe(0);
    expect(await countRows(loginFailures)).toBe(0);
    expect(await countRows(auditLog)).toBe(0);
    // the new demo queues its own ride-time mails; none of the old one's is left, nor a job of one
    expect(await db.select().from(outboxMails).where(eq(outboxMails.schoolId, oldSchoolId))).toEqual([]);
    expect(await countRows(mailConfirmations)).toBe(0);
    const mailJobs = await db.select().from(jobs).where(eq(jobs.kind, DELIVER_MAIL_JOB));
    expect(mailJobs).toHaveLength(await countRows(outboxMails));
    // deleting and seeding a whole school takes seconds on a busy 2-core machine
  }, 60_000);
});
