import { desc, eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { messageFor, messages } from '@shared/i18n/messages';
import { addDays, formatTime, japanDateKey } from '@shared/rules/japan-time';
import type {
  CalendarMonth,
  SaveSchoolSettingsRequest,
  SetCalendarDaysResult,
  StaffSchoolSettings,
} from '@shared/schemas/admin-school';
import type { ReservationDay } from '@shared/schemas/reservation';
import { auditLog, learners, schools, siteOptions } from '@server/db/schema';
import { isNationalHoliday } from '@server/domain/school/calendar';
import { staffClient } from './admin-fixtures';
import { describeEachDatabase } from './databases';
import { DEMO, signedInClient, useTestServer, type TestClient, type TestServer } from './harness';
import { bookableDates, expectOk, expectRefusal } from './reservation-fixtures';

const refusal = (code: keyof typeof messages.error) => messages.error[code];

const lastAudit = async (s: TestServer) =>
  (await s.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]!;

const settingsOf = async (admin: TestClient) =>
  expectOk(await admin.post<StaffSchoolSettings>('Admin/GetSchoolSettings', {}));

/** The editable part of the settings, as the screen sends it back. */
function editable(settings: StaffSchoolSettings): SaveSchoolSettingsRequest {
  const { sites: _sites, mapTiles: _tiles, ...fields } = settings;
  return fields;
}

const deadlineTimes = (days: ReservationDay[]) => new Set(days.map((d) => formatTime(new Date(d.deadline))));

describeEachDatabase('Staff console: school settings and calendar (issue 23 §3, §4)', (kind) => {
  const server = useTestServer(kind);

  it("reads the demo's settings: contact, location, 16:00 cut-off, 18:00 release, 30 days, 7 digits", async () => {
    const settings = await settingsOf(await staffClient(server()));
    expect(settings).toMatchObject({
      name: DEMO.schoolName,
      cutoff: '16:00',
      planRelease: '18:00',
      horizonDays: 30,
      seitoNoLength: 7,
      sites: ['1', '2', '3'],
    });
    expect(settings.latitude).toBeCloseTo(35.9862);
  });

  it('a new cut-off and horizon apply to GetReservationDays at once, on every site, audited before → after', async () => {
    const s = server();
    const admin = await staffClient(s);
    const learner = await signedInClient(s, DEMO.load(71).seitoNo, DEMO.load(71).password);
    const original = await settingsOf(admin);
    expect(deadlineTimes(await bookableDates(learner))).toEqual(new Set(['16:00']));

    const saved = expectOk(
      await admin.post<StaffSchoolSettings>('Admin/SaveSchoolSettings', {
        ...editable(original),
        cutoff: '12:30',
        planRelease: '12:30',
        horizonDays: 5,
        reservationView: { ...original.reservationView, upDepartureTime: 1, isBusVisible: false },
      }),
    );
    expect(saved).toMatchObject({ cutoff: '12:30', planRelease: '12:30', horizonDays: 5, seitoNoLength: 7 });

    const days = await bookableDates(learner);
    expect(days.length).toBeGreaterThan(0);
    expect(deadlineTimes(days)).toEqual(new Set(['12:30']));
    const today = japanDateKey(s.clock.now());
    expect(days.every((d) => d.date <= addDays(today, 5))).toBe(true);

    const sites = await s.db.select().from(siteOptions).where(eq(siteOptions.schoolId, s.schoolId));
    for (const site of sites) {
      const options = site.options as {
        account: { seitoNo: unknown; passwordRequired: boolean };
        reservationView: { upDepartureTime: number; isBusVisible: boolean };
        menu: { useChangeRegistered: boolean };
      };
      expect(options.account.seitoNo).toEqual({ minLength: 7, maxLength: 7 });
      expect(options.reservationView).toMatchObject({ upDepartureTime: 1, isBusVisible: false });
      // what the site stores is kept, not what the parse makes of a password-less site
      expect(options.menu.useChangeRegistered).toBe(true);
    }

    expect(await lastAudit(s)).toMatchObject({
      action: 'school.settings',
      targetType: 'school',
      staffLoginId: 'admin',
      before: expect.objectContaining({
        cutoff: '16:00',
        horizonDays: 30,
        // the demo's view: times from the plan release on (issue 25)
        upDepartureTime: 4,
      }),
      after: expect.objectContaining({
        cutoff: '12:30',
        horizonDays: 5,
        upDepartureTime: 1,
      }),
    });

    expectOk(await admin.post('Admin/SaveSchoolSettings', editable(original)));
    expect(deadlineTimes(await bookableDates(learner))).toEqual(new Set(['16:00']));
  });

  it('refuses a new student-number length while learners of another length exist (861); allows it once none are left', async () => {
    const s = server();
    const admin = await staffClient(s);
    const original = editable(await settingsOf(admin));
    const auditBefore = await lastAudit(s);
    const schoolLearners = await s.db
      .select({ seitoNo: learners.seitoNo })
      .from(learners)
      .where(eq(learners.schoolId, s.schoolId));
    expect(schoolLearners.length).toBeGreaterThan(0);
    expect(schoolLearners.every((l) => l.seitoNo.length === 7)).toBe(true);

    expectRefusal(
      await admin.post('Admin/SaveSchoolSettings', { ...original, seitoNoLength: 8 }),
      861,
      messageFor('error', 861, { digits: '8', count: String(schoolLearners.length) }),
    );
    expect(editable(await settingsOf(admin))).toEqual(original);
    expect((await lastAudit(s)).id).toBe(auditBefore.id);
    const learner = DEMO.load(73);
    await signedInClient(s, learner.seitoNo, learner.password);

    // every number made 8 digits long: the change is now safe, and the learner signs in with it
    const lengthen = sql`${learners.seitoNo} || '0'`;
    await s.db.update(learners).set({ seitoNo: lengthen }).where(eq(learners.schoolId, s.schoolId));
    try {
      const saved = expectOk(
        await admin.post<StaffSchoolSettings>('Admin/SaveSchoolSettings', { ...original, seitoNoLength: 8 }),
      );
      expect(saved.seitoNoLength).toBe(8);
      const sites = await s.db.select().from(siteOptions).where(eq(siteOptions.schoolId, s.schoolId));
      for (const site of sites) {
        const options = site.options as { account: { seitoNo: unknown } };
        expect(options.account.seitoNo).toEqual({ minLength: 8, maxLength: 8 });
      }
      expect(await lastAudit(s)).toMatchObject({
        action: 'school.settings',
        before: expect.objectContaining({ seitoNoLength: 7 }),
        after: expect.objectContaining({ seitoNoLength: 8 }),
      });
      await signedInClient(s, `${learner.seitoNo}0`, learner.password);
    } finally {
      await s.db
        .update(learners)
        .set({ seitoNo: sql`left(${learners.seitoNo}, 7)` })
        .where(eq(learners.schoolId, s.schoolId));
      expectOk(await admin.post('Admin/SaveSchoolSettings', original));
    }
  });

  it('refuses each bad field with its code and changes nothing', async () => {
    const s = server();
    const admin = await staffClient(s);
    const original = editable(await settingsOf(admin));
    const auditBefore = await lastAudit(s);
    const cases: [Partial<SaveSchoolSettingsRequest>, keyof typeof messages.error][] = [
      [{ name: '  ' }, 790],
      [{ name: 'あ'.repeat(51) }, 790],
      [{ phoneNumber: '048-000-0000 内線' }, 791],
      [{ mailAddress: 'office.@example.jp' }, 926],
      [{ mailAddress: 'office' }, 926],
      [{ mailAddress: 'office@localhost' }, 926],
      [{ address1: 'x'.repeat(101) }, 792],
      [{ zipCode: '123-45678' }, 792],
      [{ latitude: 139.5, longitude: 35.9 }, 793],
      [{ latitude: Number.NaN }, 793],
      [{ cutoff: '24:00' }, 794],
      [{ cutoff: '9:00' }, 794],
      [{ planRelease: '15:59' }, 795],
      [{ horizonDays: 0 }, 796],
      [{ horizonDays: 121 }, 796],
      [{ horizonDays: 2.5 }, 796],
      [{ seitoNoLength: 3 }, 797],
      [{ seitoNoLength: 11 }, 797],
      [{ reservationView: { ...original.reservationView, upArrivalTime: 9 } }, 798],
      [{ alertDelayStepMinutes: 2 }, 985],
      [{ alertDelayStepMinutes: 61 }, 985],
      [{ alertDelayStepMinutes: 2.5 }, 985],
    ];
    for (const [change, code] of cases) {
      const answer = await admin.post('Admin/SaveSchoolSettings', { ...original, ...change });
      if (Number.isNaN(change.latitude)) {
        // JSON has no NaN: it arrives as null, which the schema refuses
        expect(answer.status).toBe(400);
        continue;
      }
      expectRefusal(answer, code, refusal(code));
    }
    expect(editable(await settingsOf(admin))).toEqual(original);
    expect((await lastAudit(s)).id).toBe(auditBefore.id);
  });

  it('the mail sender address is saved trimmed and audited on the school row the outbox signs mails with', async () => {
    const s = server();
    const admin = await staffClient(s);
    const original = editable(await settingsOf(admin));
    const saved = expectOk(
      await admin.post<StaffSchoolSettings>('Admin/SaveSchoolSettings', {
        ...original,
        mailAddress: ' office@midori.example.jp ',
      }),
    );
    expect(saved.mailAddress).toBe('office@midori.example.jp');
    const audit = await lastAudit(s);
    expect(audit.action).toBe('school.settings');
    expect((audit.after as { mailAddress: string }).mailAddress).toBe('office@midori.example.jp');
    const [school] = await s.db.select().from(schools).where(eq(schools.id, s.schoolId));
    expect(school!.mailAddress).toBe('office@midori.example.jp');
  });

  it('the alert switches (issue 28): read with their defaults, saved and audited before → after, unchanged when omitted', async () => {
    const s = server();
    const admin = await staffClient(s);
    const original = editable(await settingsOf(admin));
    expect(original).toMatchObject({
      alertsEnabled: true,
      alertDelayStepMinutes: 10,
      alertMailFallback: true,
    });
    const saved = expectOk(
      await admin.post<StaffSchoolSettings>('Admin/SaveSchoolSettings', {
        ...original,
        alertsEnabled: false,
        alertDelayStepMinutes: 15,
        alertMailFallback: false,
      }),
    );
    expect(saved).toMatchObject({
      alertsEnabled: false,
      alertDelayStepMinutes: 15,
      alertMailFallback: false,
    });
    const [school] = await s.db.select().from(schools).where(eq(schools.id, s.schoolId));
    expect(school).toMatchObject({
      alertsEnabled: false,
      alertDelayStepMinutes: 15,
      alertMailFallback: false,
    });
    expect(await lastAudit(s)).toMatchObject({
      action: 'school.settings',
      before: expect.objectContaining({
        alertsEnabled: true,
        alertDelayStepMinutes: 10,
        alertMailFallback: true,
      }),
      after: expect.objectContaining({
        alertsEnabled: false,
        alertDelayStepMinutes: 15,
        alertMailFallback: false,
      }),
    });

    // an older client sends none of them: they stay as they are
    const { alertsEnabled: _e, alertDelayStepMinutes: _m, alertMailFallback: _f, ...older } = original;
    expect(
      expectOk(
        await admin.post<StaffSchoolSettings>('Admin/SaveSchoolSettings', { ...older, horizonDays: 31 }),
      ),
    ).toMatchObject({ horizonDays: 31, alertsEnabled: false, alertDelayStepMinutes: 15 });
    for (const bad of [{ alertsEnabled: 'yes' }, { alertMailFallback: 1 }, { alertDelayStepMinutes: '10' }]) {
      expect((await admin.post('Admin/SaveSchoolSettings', { ...original, ...bad })).status).toBe(400);
    }
    expectOk(await admin.post('Admin/SaveSchoolSettings', original));
    expect(editable(await settingsOf(admin))).toEqual(original);
  });

  it('the waitlist and reminder switches (issue 29): read with their defaults, saved and audited, the lead refused out of 30–720 (982)', async () => {
    const s = server();
    const admin = await staffClient(s);
    const original = editable(await settingsOf(admin));
    expect(original).toMatchObject({
      waitlistEnabled: true,
      bookingReminder: true,
      bookingReminderLeadMinutes: 180,
    });
    const auditBefore = await lastAudit(s);
    for (const lead of [29, 721, 90.5, 0])
      expectRefusal(
        await admin.post('Admin/SaveSchoolSettings', { ...original, bookingReminderLeadMinutes: lead }),
        982,
        refusal(982),
      );
    expect((await lastAudit(s))?.id).toBe(auditBefore?.id);
    const saved = expectOk(
      await admin.post<StaffSchoolSettings>('Admin/SaveSchoolSettings', {
        ...original,
        waitlistEnabled: false,
        bookingReminder: false,
        bookingReminderLeadMinutes: 30,
      }),
    );
    expect(saved).toMatchObject({
      waitlistEnabled: false,
      bookingReminder: false,
      bookingReminderLeadMinutes: 30,
    });
    const [school] = await s.db.select().from(schools).where(eq(schools.id, s.schoolId));
    expect(school).toMatchObject({
      waitlistEnabled: false,
      bookingReminder: false,
      bookingReminderLeadMinutes: 30,
    });
    expect(await lastAudit(s)).toMatchObject({
      action: 'school.settings',
      before: expect.objectContaining({
        waitlistEnabled: true,
        bookingReminder: true,
        bookingReminderLeadMinutes: 180,
      }),
      after: expect.objectContaining({
        waitlistEnabled: false,
        bookingReminder: false,
        bookingReminderLeadMinutes: 30,
      }),
    });
    expect(
      expectOk(
        await admin.post<StaffSchoolSettings>('Admin/SaveSchoolSettings', {
          ...original,
          bookingReminderLeadMinutes: 720,
        }),
      ).bookingReminderLeadMinutes,
    ).toBe(720);
    expect(editable(await settingsOf(admin))).toEqual({ ...original, bookingReminderLeadMinutes: 720 });
  });

  it('a dispatcher may not read or change the settings or the calendar', async () => {
    const s = server();
    const { addStaff } = await import('./admin-fixtures');
    const dispatcher = await staffClient(s, await addStaff(s, 'dispatcher'));
    for (const action of ['Admin/GetSchoolSettings', 'Admin/SetCalendarDays', 'Admin/GetCalendarMonth']) {
      expect((await dispatcher.post(action, {})).status).toBe(403);
    }
    // a whole, valid body: refused for the role, not the shape
    const original = editable(await settingsOf(await staffClient(s)));
    expect(
      (await dispatcher.post('Admin/SaveSchoolSettings', { ...original, alertsEnabled: false })).status,
    ).toBe(403);
    expect((await settingsOf(await staffClient(s))).alertsEnabled).toBe(original.alertsEnabled);
  });

  it('closing a bookable day removes it from GetReservationDays at once; opening it brings it back; both audited', async () => {
    const s = server();
    const admin = await staffClient(s);
    const learner = await signedInClient(s, DEMO.load(72).seitoNo, DEMO.load(72).password);
    const before = await bookableDates(learner);
    const day = before[1]!.date;

    const closed = expectOk(
      await admin.post<SetCalendarDaysResult>('Admin/SetCalendarDays', {
        startDate: day,
        endDate: day,
        open: false,
        reason: '臨時休校',
      }),
    );
    expect(closed.changedDays).toBe(1);
    expect((await bookableDates(learner)).map((d) => d.date)).not.toContain(day);
    expect(await lastAudit(s)).toMatchObject({
      action: 'calendar.close',
      targetType: 'calendar',
      targetId: day,
      reason: '臨時休校',
      before: { closedDays: 0 },
      after: { closedDays: 1, closures: `${day}（臨時休校）` },
    });
    const month = expectOk(
      await admin.post<CalendarMonth>('Admin/GetCalendarMonth', { month: day.slice(0, 7) }),
    );
    expect(month.days.find((d) => d.date === day)).toMatchObject({
      business: false,
      closure: { startDate: day, endDate: day, reason: '臨時休校' },
    });

    expectOk(await admin.post('Admin/SetCalendarDays', { startDate: day, endDate: day, open: true }));
    expect(await bookableDates(learner)).toEqual(before);
    expect((await lastAudit(s)).action).toBe('calendar.open');
  });

  it('opening one day of a closed period keeps the rest closed; a national holiday opens and closes', async () => {
    const s = server();
    const admin = await staffClient(s);
    const today = japanDateKey(s.clock.now());
    const start = addDays(today, 40);
    expectOk(
      await admin.post('Admin/SetCalendarDays', {
        startDate: start,
        endDate: addDays(start, 2),
        open: false,
      }),
    );
    expectOk(
      await admin.post('Admin/SetCalendarDays', {
        startDate: addDays(start, 1),
        endDate: addDays(start, 1),
        open: true,
      }),
    );
    const monthOf = async (date: string) =>
      expectOk(await admin.post<CalendarMonth>('Admin/GetCalendarMonth', { month: date.slice(0, 7) })).days;
    const dayOf = async (date: string) => (await monthOf(date)).find((d) => d.date === date)!;
    expect((await dayOf(start)).closure).toMatchObject({ startDate: start, endDate: start });
    expect((await dayOf(addDays(start, 1))).closure).toBeNull();
    expect((await dayOf(addDays(start, 2))).closure).toMatchObject({ startDate: addDays(start, 2) });

    let holiday = addDays(today, 1);
    while (!isNationalHoliday(holiday)) holiday = addDays(holiday, 1);
    expect(await dayOf(holiday)).toMatchObject({ business: false, opened: false });
    expect((await dayOf(holiday)).holiday).toBeTruthy();
    expectOk(await admin.post('Admin/SetCalendarDays', { startDate: holiday, endDate: holiday, open: true }));
    expect(await dayOf(holiday)).toMatchObject({ business: true, opened: true });
    expectOk(
      await admin.post('Admin/SetCalendarDays', { startDate: holiday, endDate: holiday, open: false }),
    );
    expect(await dayOf(holiday)).toMatchObject({ business: false, opened: false });
  });

  it('opening a closed span lifts the closure only: its closed weekdays and holidays stay closed', async () => {
    const s = server();
    const admin = await staffClient(s);
    const today = japanDateKey(s.clock.now());
    // three weeks around a national holiday, past the demo's year-end closure
    let holiday = addDays(today, 60);
    while (!isNationalHoliday(holiday)) holiday = addDays(holiday, 1);
    const [startDate, endDate] = [addDays(holiday, -10), addDays(holiday, 10)];
    const span = async () => {
      const months = [...new Set([startDate.slice(0, 7), endDate.slice(0, 7)])];
      const days = (
        await Promise.all(
          months.map(
            async (month) =>
              expectOk(await admin.post<CalendarMonth>('Admin/GetCalendarMonth', { month })).days,
          ),
        )
      ).flat();
      return days.filter((d) => d.date >= startDate && d.date <= endDate);
    };
    const before = await span();
    const ruleClosed = before.filter((d) => d.holiday !== null || d.closedWeekday).map((d) => d.date);
    expect(ruleClosed).toContain(holiday);
    expect(before.filter((d) => d.business === (d.holiday !== null || d.closedWeekday))).toEqual([]);

    expectOk(await admin.post('Admin/SetCalendarDays', { startDate, endDate, open: false, reason: '改装' }));
    expect((await span()).every((d) => !d.business)).toBe(true);
    const reopened = expectOk(
      await admin.post<SetCalendarDaysResult>('Admin/SetCalendarDays', { startDate, endDate, open: true }),
    );
    const after = await span();
    expect(after.map((d) => [d.date, d.business, d.opened, d.closure])).toEqual(
      before.map((d) => [d.date, d.business, false, null]),
    );
    expect(reopened.changedDays).toBe(before.filter((d) => d.business).length);
    expect((await lastAudit(s)).after).toMatchObject({ openings: '', closures: '' });
  });

  it('a month answers each of its days, in a leap year and at the end of year 9999 too', async () => {
    const admin = await staffClient(server());
    const daysOf = async (month: string) =>
      expectOk(await admin.post<CalendarMonth>('Admin/GetCalendarMonth', { month })).days.map((d) => d.date);
    expect(await daysOf('2028-02')).toHaveLength(29);
    const last = await daysOf('9999-12');
    expect([last[0], last.at(-1), last.length]).toEqual(['9999-12-01', '9999-12-31', 31]);
    expect((await admin.post('Admin/GetCalendarMonth', { month: '2028-13' })).status).toBe(400);
  });

  it('refuses dates out of order, in the past or beyond a year with 799, changing nothing', async () => {
    const s = server();
    const admin = await staffClient(s);
    const today = japanDateKey(s.clock.now());
    const auditBefore = await lastAudit(s);
    for (const [startDate, endDate] of [
      [addDays(today, -1), today],
      [addDays(today, 5), addDays(today, 4)],
      [today, addDays(today, 367)],
    ]) {
      expectRefusal(
        await admin.post('Admin/SetCalendarDays', { startDate, endDate, open: false }),
        799,
        refusal(799),
      );
    }
    expectRefusal(
      await admin.post('Admin/PreviewBookableDays', { date: addDays(today, 400), time: '10:00' }),
      799,
      refusal(799),
    );
    expect((await lastAudit(s)).id).toBe(auditBefore.id);
  });

  it("previews what GetReservationDays answers a learner, for now and for another day's evening", async () => {
    const s = server();
    const admin = await staffClient(s);
    const learner = await signedInClient(s, DEMO.load(73).seitoNo, DEMO.load(73).password);
    const now = s.clock.now();
    const preview = expectOk(
      await admin.post<ReservationDay[]>('Admin/PreviewBookableDays', {
        date: japanDateKey(now),
        time: formatTime(now),
      }),
    );
    expect(preview).toEqual(await bookableDates(learner));
    const evening = expectOk(
      await admin.post<ReservationDay[]>('Admin/PreviewBookableDays', {
        date: japanDateKey(now),
        time: '23:00',
      }),
    );
    expect(evening.every((d) => new Date(d.deadline) > new Date(`${japanDateKey(now)}T14:00:00Z`))).toBe(
      true,
    );
  });
});
