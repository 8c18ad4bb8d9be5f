import { paths } from '@client/config/paths';
import type { BusStopSearch } from '@client/features/bus-stop/api/get-bus-stop-list';

/** The point list of one search, as an address: /sp/point?target=area&areaCd=… (SPEC.md §2 SpRsvPoint target). */
export function pointHref(search: BusStopSearch): string {
  const { by, ...key } = search;
  return `${paths.sp.point}?${new URLSearchParams({ target: by, ...key }).toString()}`;
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
