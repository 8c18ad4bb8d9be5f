import type { FastifyInstance } from 'fastify';
import { datesBetween } from '@shared/rules/japan-time';
import { api } from '@shared/api';
import { bookableDays } from '@server/domain/booking/rules/bookable-days';
import { bookingContext } from '@server/domain/booking/booking-context';
import { getTravelPlan } from '@server/domain/booking/get-travel-time';
import { listClassPeriods, listLessons } from '@server/domain/booking/timetable';
import { learnerAction } from '@server/routes/action';
import { presentLesson, presentReservationDays, presentTimetable, presentTravelPlan } from './presenters';

/** What a learner may book and when their lessons are (SPEC.md §7): the days, the grid, the periods. */
export function timetableRoutes(app: FastifyInstance) {
  learnerAction(app, api.reservation.getReservationDays, async ({ learner }) => {
    const ctx = bookingContext(learner, learner.settings);
    return presentReservationDays(bookableDays(app.now(), ctx.calendar));
  });

  learnerAction(app, api.reservation.getTravelTime, async ({ body, learner }) => {
    const ctx = bookingContext(learner, learner.settings);
    const days = await getTravelPlan(
      app.db,
      ctx,
      { dates: datesBetween(body.fromDate, body.toDate), upDown: body.upDown, busStopCd: body.busStopCd },
      app.now(),
    );
    return presentTravelPlan(days, ctx.options.reservationView);
  });

  learnerAction(app, api.reservation.getKyosyuTimeTable, async ({ learner }) => {
    const ctx = bookingContext(learner, learner.settings);
    return presentTimetable(ctx.timetableUnit, await listClassPeriods(app.db, ctx.schoolId));
  });

  learnerAction(app, api.reservation.getKyosyuReservation, async ({ body, learner }) =>
    (await listLessons(app.db, learner.learnerId, body.fromDate, body.toDate)).map(presentLesson),
  );
}
