import type { FastifyInstance } from 'fastify';
import { api } from '@shared/api';
import { previewBookableDays } from '@server/domain/booking/preview-bookable-days';
import { cancelRunsOnClosedDays } from '@server/domain/runs/day-of-changes';
import { goLiveChecklist } from '@server/domain/school/go-live-checklist';
import { calendarMonth, setCalendarDays } from '@server/domain/school/manage-calendar';
import { getRunPattern, saveRunPattern } from '@server/domain/runs/manage-pattern';
import { getSchoolSettings, saveSchoolSettings } from '@server/domain/school/manage-settings';
import { staffAction } from '@server/routes/action';
import { presentReservationDays } from '@server/routes/api/reservation/presenters';
import { actorOf } from './actor';

/**
 * The school's settings, calendar and weekly run pattern (issue 23 §3, §4, §7): they decide what every learner may book,
 * so only admins read and change them.
 */
export default async function schoolRoutes(app: FastifyInstance) {
  staffAction(app, api.admin.cancelRunsOnClosedDays, ({ body, staff }) =>
    cancelRunsOnClosedDays(app.db, actorOf(staff), body, app.now()),
  );

  staffAction(app, api.admin.getGoLiveChecklist, ({ staff }) =>
    goLiveChecklist(app.db, staff.schoolId, app.config.mailDelivery, app.now()),
  );

  staffAction(app, api.admin.getSchoolSettings, async ({ staff }) => ({
    ...(await getSchoolSettings(app.db, staff.schoolId)),
    mapTiles: app.config.mapTiles,
  }));

  staffAction(app, api.admin.saveSchoolSettings, async ({ body, staff }) => ({
    ...(await saveSchoolSettings(
      app.db,
      actorOf(staff),
      {
        name: body.name,
        zipCode: body.zipCode,
        phoneNumber: body.phoneNumber,
        mailAddress: body.mailAddress,
        address1: body.address1,
        address2: body.address2,
        latitude: body.latitude,
        longitude: body.longitude,
        cutoff: body.cutoff,
        planRelease: body.planRelease,
        boardTomorrowFrom: body.boardTomorrowFrom,
        horizonDays: body.horizonDays,
        seitoNoLength: body.seitoNoLength,
        reservationView: body.reservationView,
        alertsEnabled: body.alertsEnabled,
        alertDelayStepMinutes: body.alertDelayStepMinutes,
        alertMailFallback: body.alertMailFallback,
        waitlistEnabled: body.waitlistEnabled,
        bookingReminder: body.bookingReminder,
        bookingReminderLeadMinutes: body.bookingReminderLeadMinutes,
      },
      app.now(),
    )),
    mapTiles: app.config.mapTiles,
  }));

  staffAction(app, api.admin.getCalendarMonth, ({ body, staff }) =>
    calendarMonth(app.db, staff.schoolId, body.month, app.now()),
  );

  staffAction(app, api.admin.setCalendarDays, ({ body, staff }) =>
    setCalendarDays(
      app.db,
      actorOf(staff),
      { startDate: body.startDate, endDate: body.endDate, open: body.open, reason: body.reason },
      app.now(),
    ),
  );

  staffAction(app, api.admin.previewBookableDays, async ({ body, staff }) =>
    presentReservationDays(
      await previewBookableDays(app.db, staff.schoolId, { date: body.date, time: body.time }, app.now()),
    ),
  );

  staffAction(app, api.admin.getRunPattern, ({ body, staff }) =>
    getRunPattern(app.db, staff.schoolId, body.homenCd, app.now()),
  );

  staffAction(app, api.admin.saveRunPattern, ({ body, staff }) =>
    saveRunPattern(
      app.db,
      actorOf(staff),
      {
        homenCd: body.homenCd,
        minutesToSchool: body.minutesToSchool,
        marginMinutes: body.marginMinutes,
        slots: body.slots,
        preview: body.preview === true,
      },
      app.now(),
    ),
  );
}
