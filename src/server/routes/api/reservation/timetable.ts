import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  kyosyuReservationRequestSchema,
  lessonSchema,
  reservationDaySchema,
  reservationDaysRequestSchema,
  timetableSchema,
  travelPlanSchema,
  travelTimeRequestSchema,
} from '@shared/schemas/reservation';
import { baseBundleSchema } from '@shared/schemas/envelope';
import { datesBetween } from '@shared/rules/japan-time';
import { bookableDays } from '@server/domain/booking/rules/bookable-days';
import { bookingContext } from '@server/domain/booking/booking-context';
import { getTravelPlan } from '@server/domain/booking/get-travel-time';
import { listClassPeriods, listLessons } from '@server/domain/booking/timetable';
import { learnerAction } from '@server/routes/action';
import { presentLesson, presentReservationDays, presentTimetable, presentTravelPlan } from './presenters';

/** What a learner may book and when their lessons are (SPEC.md §7): the days, the grid, the periods. */
export function timetableRoutes(app: FastifyInstance) {
  learnerAction(
    app,
    {
      name: 'GetReservationDays',
      body: reservationDaysRequestSchema,
      response: z.array(reservationDaySchema),
      summary: 'Bookable dates with their deadlines (PRODUCT.md §4); empty → the screens show 309',
    },
    async ({ learner }) => {
      const ctx = bookingContext(learner, learner.settings);
      return presentReservationDays(bookableDays(app.now(), ctx.calendar));
    },
  );

  learnerAction(
    app,
    {
      name: 'GetTravelTime',
      body: travelTimeRequestSchema,
      response: travelPlanSchema,
      summary:
        'Per date (at most 31) and class period: the runs serving the stop in the direction, and the cell status 1–7',
    },
    async ({ body, learner }) => {
      const ctx = bookingContext(learner, learner.settings);
      const days = await getTravelPlan(
        app.db,
        ctx,
        { dates: datesBetween(body.fromDate, body.toDate), upDown: body.upDown, busStopCd: body.busStopCd },
        app.now(),
      );
      return presentTravelPlan(days, ctx.options.reservationView);
    },
  );

  learnerAction(
    app,
    {
      name: 'GetKyosyuTimeTable',
      body: baseBundleSchema,
      response: timetableSchema,
      summary: 'Class periods of the school and the unit label (時限/部)',
    },
    async ({ learner }) => {
      const ctx = bookingContext(learner, learner.settings);
      return presentTimetable(ctx.timetableUnit, await listClassPeriods(app.db, ctx.schoolId));
    },
  );

  learnerAction(
    app,
    {
      name: 'GetKyosyuReservation',
      body: kyosyuReservationRequestSchema,
      response: z.array(lessonSchema),
      summary: "The learner's lessons per date and period (at most 31 days)",
    },
    async ({ body, learner }) =>
      (await listLessons(app.db, learner.learnerId, body.fromDate, body.toDate)).map(presentLesson),
  );
}
