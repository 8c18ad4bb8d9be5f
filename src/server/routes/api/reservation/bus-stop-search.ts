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
  addressSearchRequestSchema,
  areaAllRequestSchema,
  areaRequestSchema,
  categoryAllRequestSchema,
  categoryRequestSchema,
  courseAllRequestSchema,
  courseRequestSchema,
} from '@shared/schemas/reservation';
import { baseBundleSchema } from '@shared/schemas/envelope';
import type { SessionLearner } from '@server/domain/auth/session-store';
import { bookingContext } from '@server/domain/booking/booking-context';
import {
  listReleasedAreas,
  listReleasedCourses,
  listSearchableCategories,
  listStops,
  listUsedStops,
  searchStopAddresses,
  type StopSearch,
} from '@server/domain/booking/list-bus-stops';
import { learnerAction } from '@server/routes/action';
import {
  presentAddressEntry,
  presentArea,
  presentBusStop,
  presentCategory,
  presentCourse,
} from './presenters';

const busStopListSchema = z.array(busStopSchema);

/** The …All variants narrow to stops a net-reservable run serves, when they name a date and a direction. */
interface ServedFilter {
  date?: string;
  upDown?: 1 | 2;
}

/** Public released stops matching the search (the plain Get…BusStopList endpoints). */
function publicStops<B>(app: FastifyInstance, searchOf: (body: B) => StopSearch) {
  return async ({ body, learner }: { body: B; learner: SessionLearner }) => {
    const ctx = bookingContext(learner, learner.settings);
    return (await listStops(app.db, ctx, searchOf(body), { includeOwn: false })).map(presentBusStop);
  };
}

/** Public stops and the learner's own approved points matching the search (the …All endpoints). */
function publicAndOwnStops<B extends ServedFilter>(app: FastifyInstance, searchOf: (body: B) => StopSearch) {
  return async ({ body, learner }: { body: B; learner: SessionLearner }) => {
    const ctx = bookingContext(learner, learner.settings);
    const { date, upDown } = body;
    const servedOn = date !== undefined && upDown !== undefined ? { date, upDown } : undefined;
    const stops = await listStops(app.db, ctx, searchOf(body), {
      includeOwn: true,
      ...(servedOn ? { servedOn } : {}),
    });
    return stops.map(presentBusStop);
  };
}

const ALL_SUMMARY_TAIL =
  "and the learner's approved points; with date and upDown only those a net-reservable run serves";

/** Point search of the booking flow (SPEC.md §7, §2 SpRsvPoint / PcRsvPoint): learner-only. */
export function busStopSearchRoutes(app: FastifyInstance) {
  learnerAction(
    app,
    {
      name: 'GetNetUseBusStop',
      body: baseBundleSchema,
      response: busStopListSchema,
      summary: "Stops the learner booked before (latest first), then the learner's own points",
    },
    async ({ learner }) =>
      (await listUsedStops(app.db, bookingContext(learner, learner.settings))).map(presentBusStop),
  );

  learnerAction(
    app,
    {
      name: 'GetNetReleaseArea',
      body: baseBundleSchema,
      response: z.array(areaSchema),
      summary: 'Areas released on the net',
    },
    async ({ learner }) =>
      (await listReleasedAreas(app.db, bookingContext(learner, learner.settings))).map(presentArea),
  );

  learnerAction(
    app,
    {
      name: 'GetNetReleaseCourse',
      body: baseBundleSchema,
      response: z.array(courseSchema),
      summary: 'Courses released on the net',
    },
    async ({ learner }) =>
      (await listReleasedCourses(app.db, bookingContext(learner, learner.settings))).map(presentCourse),
  );

  learnerAction(
    app,
    {
      name: 'GetAreaBusStopList',
      body: areaRequestSchema,
      response: busStopListSchema,
      summary: 'Public stops of an area',
    },
    publicStops(app, (b) => ({ by: 'area', areaCd: b.areaCd })),
  );

  learnerAction(
    app,
    {
      name: 'GetAreaBusStopListAll',
      body: areaAllRequestSchema,
      response: busStopListSchema,
      summary: `Public stops of an area ${ALL_SUMMARY_TAIL}`,
    },
    publicAndOwnStops(app, (b) => ({ by: 'area', areaCd: b.areaCd })),
  );

  learnerAction(
    app,
    {
      name: 'GetCourseBusStopList',
      body: courseRequestSchema,
      response: busStopListSchema,
      summary: 'Public stops of a course, in course order',
    },
    publicStops(app, (b) => ({ by: 'course', homenCd: b.homenCd })),
  );

  learnerAction(
    app,
    {
      name: 'GetCourseBusStopListAll',
      body: courseAllRequestSchema,
      response: busStopListSchema,
      summary: `Public stops of a course, in course order, ${ALL_SUMMARY_TAIL}`,
    },
    publicAndOwnStops(app, (b) => ({ by: 'course', homenCd: b.homenCd })),
  );

  learnerAction(
    app,
    {
      name: 'GetCategoryBusStopList',
      body: categoryRequestSchema,
      response: busStopListSchema,
      summary: 'Public stops of a category',
    },
    publicStops(app, (b) => ({ by: 'category', categoryCd: b.busStopCategoryCd })),
  );

  learnerAction(
    app,
    {
      name: 'GetCategoryBusStopListAll',
      body: categoryAllRequestSchema,
      response: busStopListSchema,
      summary: `Public stops of a category ${ALL_SUMMARY_TAIL}`,
    },
    publicAndOwnStops(app, (b) => ({ by: 'category', categoryCd: b.busStopCategoryCd })),
  );

  learnerAction(
    app,
    {
      name: 'getAddressBusStopList',
      body: addressBusStopRequestSchema,
      response: busStopListSchema,
      summary: "Public stops of a town ('pref city town')",
    },
    publicStops(app, (b) => ({ by: 'address', address: b.busStopAddress })),
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
    async ({ body, learner }) => {
      const ctx = bookingContext(learner, learner.settings);
      const entries = await searchStopAddresses(
        app.db,
        ctx,
        body.busStopAddressSerachLevel,
        body.busStopAddress,
      );
      return entries.map(presentAddressEntry);
    },
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
      (await listSearchableCategories(app.db, bookingContext(learner, learner.settings))).map(
        presentCategory,
      ),
  );
}
