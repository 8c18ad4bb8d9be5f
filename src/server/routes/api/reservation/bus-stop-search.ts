import type { FastifyInstance } from 'fastify';
import { api } from '@shared/api';
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

/** Point search of the booking flow (SPEC.md §7, §2 SpRsvPoint / PcRsvPoint): learner-only. */
export function busStopSearchRoutes(app: FastifyInstance) {
  learnerAction(app, api.reservation.getNetUseBusStop, async ({ learner }) =>
    (await listUsedStops(app.db, bookingContext(learner, learner.settings))).map(presentBusStop),
  );

  learnerAction(app, api.reservation.getNetReleaseArea, async ({ learner }) =>
    (await listReleasedAreas(app.db, bookingContext(learner, learner.settings))).map(presentArea),
  );

  learnerAction(app, api.reservation.getNetReleaseCourse, async ({ learner }) =>
    (await listReleasedCourses(app.db, bookingContext(learner, learner.settings))).map(presentCourse),
  );

  learnerAction(
    app,
    api.reservation.getAreaBusStopList,
    publicStops(app, (b) => ({ by: 'area', areaCd: b.areaCd })),
  );

  learnerAction(
    app,
    api.reservation.getAreaBusStopListAll,
    publicAndOwnStops(app, (b) => ({ by: 'area', areaCd: b.areaCd })),
  );

  learnerAction(
    app,
    api.reservation.getCourseBusStopList,
    publicStops(app, (b) => ({ by: 'course', homenCd: b.homenCd })),
  );

  learnerAction(
    app,
    api.reservation.getCourseBusStopListAll,
    publicAndOwnStops(app, (b) => ({ by: 'course', homenCd: b.homenCd })),
  );

  learnerAction(
    app,
    api.reservation.getCategoryBusStopList,
    publicStops(app, (b) => ({ by: 'category', categoryCd: b.busStopCategoryCd })),
  );

  learnerAction(
    app,
    api.reservation.getCategoryBusStopListAll,
    publicAndOwnStops(app, (b) => ({ by: 'category', categoryCd: b.busStopCategoryCd })),
  );

  learnerAction(
    app,
    api.reservation.getAddressBusStopList,
    publicStops(app, (b) => ({ by: 'address', address: b.busStopAddress })),
  );

  learnerAction(app, api.reservation.getBusStopAddressSearch, async ({ body, learner }) => {
    const ctx = bookingContext(learner, learner.settings);
    const entries = await searchStopAddresses(
      app.db,
      ctx,
      body.busStopAddressSerachLevel,
      body.busStopAddress,
    );
    return entries.map(presentAddressEntry);
  });

  learnerAction(app, api.reservation.getBusStopCategorySearch, async ({ learner }) =>
    (await listSearchableCategories(app.db, bookingContext(learner, learner.settings))).map(presentCategory),
  );
}
