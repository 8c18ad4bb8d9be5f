import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { inReadingOrder } from '@server/db/reading-order';
import { areas, stops } from '@server/db/schema';
import type { BookingContext } from '@server/domain/booking/booking-context';
import { isPublicStop } from '@server/domain/booking/stop-access';

export interface MapPlaceArea {
  areaCd: string;
  name: string;
  stops: { busStopCd: string; name: string; lat: number; lng: number }[];
}

/**
 * The places a learner can centre the registration map on (getMapPlaces, issue 25 §5): the
 * school's released areas with their public stops, both in reading order. Only what the booking
 * lists already show any learner of the school; areas without such a stop are left out.
 */
export async function listMapPlaces(db: Db, ctx: BookingContext): Promise<MapPlaceArea[]> {
  const rows = await db
    .select({
      areaCd: areas.areaCd,
      areaName: areas.name,
      busStopCd: stops.busStopCd,
      name: stops.displayName,
      lat: stops.latitude,
      lng: stops.longitude,
    })
    .from(areas)
    .innerJoin(stops, and(eq(stops.schoolId, areas.schoolId), eq(stops.areaCd, areas.areaCd)))
    .where(
      and(
        eq(areas.schoolId, ctx.schoolId),
        eq(areas.isNetRelease, true),
        ne(areas.areaCd, ctx.approvalAreaCd),
        isPublicStop(ctx),
      ),
    )
    .orderBy(...inReadingOrder(areas.yomi, areas.areaCd), ...inReadingOrder(stops.yomi, stops.busStopCd));
  const byArea = new Map<string, MapPlaceArea>();
  for (const row of rows) {
    let area = byArea.get(row.areaCd);
    if (!area) {
      area = { areaCd: row.areaCd, name: row.areaName, stops: [] };
      byArea.set(row.areaCd, area);
    }
    area.stops.push({ busStopCd: row.busStopCd, name: row.name, lat: row.lat, lng: row.lng });
  }
  return [...byArea.values()];
}
