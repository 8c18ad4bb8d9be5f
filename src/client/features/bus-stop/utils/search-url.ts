import { paths, type Area } from '@client/config/paths';
import type { BusStopSearch } from '../api/get-bus-stop-list';

const POINT_LIST: Record<Area, string> = { sp: paths.sp.point, pc: paths.pc.rsvpoint };

/**
 * The point list of one search, as an address: `/sp/point?target=area&areaCd=…` (SPEC.md §2
 * SpRsvPoint target) or the same query on `/pc/rsvpoint`, so a reload keeps the search.
 */
export function pointListHref(area: Area, search: BusStopSearch): string {
  const { by, ...key } = search;
  return `${POINT_LIST[area]}?${new URLSearchParams({ target: by, ...key }).toString()}`;
}

/** The search a point-list address names, or null when it names none. */
export function searchFromParams(params: URLSearchParams): BusStopSearch | null {
  const value = (name: string) => params.get(name) ?? '';
  switch (params.get('target')) {
    case 'area':
      return value('areaCd') ? { by: 'area', areaCd: value('areaCd') } : null;
    case 'course':
      return value('homenCd') ? { by: 'course', homenCd: value('homenCd') } : null;
    case 'category':
      return value('busStopCategoryCd')
        ? { by: 'category', busStopCategoryCd: value('busStopCategoryCd') }
        : null;
    case 'address':
      return value('busStopAddress') ? { by: 'address', busStopAddress: value('busStopAddress') } : null;
    default:
      return null;
  }
}
