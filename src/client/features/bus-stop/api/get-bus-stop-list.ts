import { queryOptions, useQuery } from '@tanstack/react-query';
import { reservationApi } from '@shared/api/reservation';
import { call } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';

/** How the learner narrowed the points down (SPEC.md §2 SpRsvPoint target), and the key it chose. */
export type BusStopSearch =
  | { by: 'area'; areaCd: string }
  | { by: 'course'; homenCd: string }
  | { by: 'category'; busStopCategoryCd: string }
  | { by: 'address'; busStopAddress: string };

/** The stops of one search, from the endpoint of its kind. */
function searchStops(search: BusStopSearch) {
  switch (search.by) {
    case 'area':
      return call(reservationApi.getAreaBusStopList, { areaCd: search.areaCd });
    case 'course':
      return call(reservationApi.getCourseBusStopList, { homenCd: search.homenCd });
    case 'category':
      return call(reservationApi.getCategoryBusStopList, { busStopCategoryCd: search.busStopCategoryCd });
    case 'address':
      return call(reservationApi.getAddressBusStopList, { busStopAddress: search.busStopAddress });
  }
}

export const busStopListQuery = (search: BusStopSearch) =>
  queryOptions({ queryKey: queryKeys.busStopList.of(search), queryFn: () => searchStops(search) });

export function useBusStopList(search: BusStopSearch | null) {
  return useQuery({
    ...busStopListQuery(search ?? { by: 'area', areaCd: '' }),
    enabled: search !== null,
  });
}
