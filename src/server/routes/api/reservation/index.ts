import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  addressEntrySchema,
  areaSchema,
  busStopCategorySchema,
  busStopSchema,
  courseSchema,
} from '@shared/schemas/bus-stop';
import {
  addressBusStopRequestSchema,
  cancelReservationRequestSchema,
  cancelReservationResponseSchema,
  addressSearchRequestSchema,
  areaAllRequestSchema,
  areaRequestSchema,
  categoryAllRequestSchema,
  categoryRequestSchema,
  courseAllRequestSchema,
  courseRequestSchema,
  kyosyuReservationRequestSchema,
  lessonSchema,
  reservationDaySchema,
  reservationDaysRequestSchema,
  reservationListRequestSchema,
  reservationSchema,
  saveReservationRequestSchema,
  saveReservationResponseSchema,
  timetableSchema,
  travelPlanSchema,
  travelTimeRequestSchema,
} from '@shared/schemas/reservation';
import { baseBundleSchema } from '@shared/schemas/envelope';
import { bookableDays } from '@server/domain/booking/bookable-days';
import { getTravelPlan } from '@server/domain/booking/get-travel-time';
import { assertDates, assertExtrasAllowed, rangeDates } from '@server/domain/booking/guards';
import {
  listReleasedAreas,
  listReleasedCourses,
  listSearchableCategories,
  listStops,
  listUsedStops,
  searchStopAddresses,
  type StopSearch,
} from '@server/domain/booking/list-bus-stops';
import { cancelReservations } from '@server/domain/booking/cancel-reservations';
import { listReservations } from '@server/domain/booking/list-reservations';
import { saveReservation } from '@server/domain/booking/save-reservation';
import { bookingContextOf } from '@server/domain/booking/school-calendar';
import { listClassPeriods, listLessons } from '@server/domain/booking/timetable';
import { learnerAction } from '@server/routes/action';
import {
  presentArea,
  presentBusStop,
  presentCategory,
  presentClassPeriod,
  presentCourse,
  presentReservation,
  presentReservationDays,
  presentTravelPlan,
} from './presenters';

const busStopListSchema = z.array(busStopSchema);

/** The booking endpoints of SPEC.md §7 (issue 3): learner-only, pipelines schema → guard → command → presenter. */
export default async function reservationRoutes(app: FastifyInstance) {
  learnerAction(
    app,
    {
      name: 'GetReservationDays',
      body: reservationDaysRequestSchema,
      response: z.array(reservationDaySchema),
      summary: 'Bookable dates with their deadlines (PRODUCT.md §4); empty → the screens show 309',
    },
    async ({ learner }) => {
      const ctx = bookingContextOf(learner);
      return presentReservationDays(bookableDays(app.now(), ctx.calendar));
    },
  );

  learnerAction(
    app,
    {
      name: 'GetNetUseBusStop',
      body: baseBundleSchema,
      response: busStopListSchema,
      summary: "Stops the learner booked before (latest first), then the learner's own points",
    },
    async ({ learner }) => (await listUsedStops(app.db, bookingContextOf(learner))).map(presentBusStop),
  );

  learnerAction(
    app,
    {
      name: 'GetNetReleaseArea',
      body: baseBundleSchema,
      response: z.array(areaSchema),
      summary: 'Areas released on the net',
    },
    async ({ learner }) => (await listReleasedAreas(app.db, bookingContextOf(learner))).map(presentArea),
  );

  learnerAction(
    app,
    {
      name: 'GetNetReleaseCourse',
      body: baseBundleSchema,
      response: z.array(courseSchema),
      summary: 'Courses released on the net',
    },
    async ({ learner }) => (await listReleasedCourses(app.db, bookingContextOf(learner))).map(presentCourse),
  );

  /** One plain list (public released stops) and one …All list (plus own approved points, optionally served that day). */
  function stopListPair<P extends z.ZodType, A extends z.ZodType>(
    name: string,
    what: string,
    plainSchema: P,
    allSchema: A,
    searchOf: (body: z.output<P>) => StopSearch,
  ) {
    learnerAction(
      app,
      { name, body: plainSchema, response: busStopListSchema, summary: `Public stops of ${what}` },
      async ({ body, learner }) => {
        const ctx = bookingContextOf(learner);
        return (await listStops(app.db, ctx, searchOf(body), { includeOwn: false })).map(presentBusStop);
      },
    );
    learnerAction(
      app,
      {
        name: `${name}All`,
        body: allSchema,
        response: busStopListSchema,
        summary: `Public stops and the learner's approved points of ${what}; with date and upDown only those a net-reservable run serves`,
      },
      async ({ body, learner }) => {
        const { date, upDown } = body as { date?: string; upDown?: 1 | 2 };
        assertDates(date);
        const ctx = bookingContextOf(learner);
        const servedOn = date !== undefined && upDown !== undefined ? { date, upDown } : undefined;
        const stops = await listStops(app.db, ctx, searchOf(body as z.output<P>), {
          includeOwn: true,
          ...(servedOn ? { servedOn } : {}),
        });
        return stops.map(presentBusStop);
      },
    );
  }

  stopListPair('GetAreaBusStopList', 'an area', areaRequestSchema, areaAllRequestSchema, (b) => ({
    by: 'area',
    areaCd: b.areaCd,
  }));
  stopListPair(
    'GetCourseBusStopList',
    'a course, in course order',
    courseRequestSchema,
    courseAllRequestSchema,
    (b) => ({
      by: 'course',
      homenCd: b.homenCd,
    }),
  );
  stopListPair(
    'GetCategoryBusStopList',
    'a category',
    categoryRequestSchema,
    categoryAllRequestSchema,
    (b) => ({ by: 'category', categoryCd: b.busStopCategoryCd }),
  );

  learnerAction(
    app,
    {
      name: 'getAddressBusStopList',
      body: addressBusStopRequestSchema,
      response: busStopListSchema,
      summary: "Public stops of a town ('pref city town')",
    },
    async ({ body, learner }) => {
      const ctx = bookingContextOf(learner);
      const stops = await listStops(
        app.db,
        ctx,
        { by: 'address', address: body.busStopAddress },
        { includeOwn: false },
      );
      return stops.map(presentBusStop);
    },
  );

  learnerAction(
    app,
    {
      name: 'GetBusStopAddressSearch',
      body: addressSearchRequestSchema,
      response: z.array(addressEntrySchema),
      summary:
        "Level 2: towns with public stops (under an optional 'pref city'); level 3: detail addresses of a town",
    },
    async ({ body, learner }) =>
      searchStopAddresses(
        app.db,
        bookingContextOf(learner),
        body.busStopAddressSerachLevel,
        body.busStopAddress,
      ),
  );

  learnerAction(
    app,
    {
      name: 'GetBusStopCategorySearch',
      body: baseBundleSchema,
      response: z.array(busStopCategorySchema),
      summary: 'Categories of school stops that can be searched',
    },
    async ({ learner }) =>
      (await listSearchableCategories(app.db, bookingContextOf(learner))).map(presentCategory),
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
      const dates = rangeDates(body.fromDate, body.toDate);
      const ctx = bookingContextOf(learner);
      const days = await getTravelPlan(
        app.db,
        ctx,
        { dates, upDown: body.upDown, busStopCd: body.busStopCd },
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
      const ctx = bookingContextOf(learner);
      const periods = await listClassPeriods(app.db, ctx.schoolId);
      return { unit: ctx.timetableUnit, periods: periods.map(presentClassPeriod) };
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
    async ({ body, learner }) => {
      rangeDates(body.fromDate, body.toDate);
      return listLessons(app.db, learner.learnerId, body.fromDate, body.toDate);
    },
  );

  learnerAction(
    app,
    {
      name: 'SaveReservation',
      body: saveReservationRequestSchema,
      response: saveReservationResponseSchema,
      summary: 'Book one run; refusals 320–324, extras switched off for the site → HTTP 400',
    },
    async ({ body, learner }) => {
      assertDates(body.date);
      const ctx = bookingContextOf(learner);
      assertExtrasAllowed(ctx.options, body);
      const saved = await saveReservation(app.db, ctx, body, app.now());
      app.log.info({ learnerId: learner.learnerId, yoyakuId: saved.yoyakuId }, 'reservation saved');
      return saved;
    },
  );

  learnerAction(
    app,
    {
      name: 'GetReservationList',
      body: reservationListRequestSchema,
      response: z.array(reservationSchema),
      summary: "The learner's active bookings from today on (or the given date, range, direction, stop)",
    },
    async ({ body, learner }) => {
      assertDates(body.date, body.fromDate, body.toDate);
      const ctx = bookingContextOf(learner);
      const rides = await listReservations(app.db, ctx, body, app.now());
      return rides.map((r) => presentReservation(r, ctx.options.reservationView));
    },
  );

  learnerAction(
    app,
    {
      name: 'CancelReservation',
      body: cancelReservationRequestSchema,
      response: cancelReservationResponseSchema,
      summary:
        'Cancel own bookings still before their cut-off, all or none; refusals 325 gone, 326 past cut-off',
    },
    async ({ body, learner }) => {
      const ctx = bookingContextOf(learner);
      const cancelled = await cancelReservations(app.db, ctx, body.yoyakuIdList, app.now());
      app.log.info({ learnerId: learner.learnerId, yoyakuIds: body.yoyakuIdList }, 'reservations cancelled');
      return { cancelled: cancelled.map((r) => presentReservation(r, ctx.options.reservationView)) };
    },
  );
}
