import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BusStop } from '@shared/schemas/bus-stop';
import { callData } from '@client/lib/api-client';

/** How the learner narrowed the points down (SPEC.md §2 SpRsvPoint target), and the key it chose. */
export type BusStopSearch =
  | { by: 'area'; areaCd: string }
  | { by: 'course'; homenCd: string }
  | { by: 'category'; busStopCategoryCd: string }
  | { by: 'address'; busStopAddress: string };

const ENDPOINT: Record<BusStopSearch['by'], string> = {
  area: 'Reservation/GetAreaBusStopList',
  course: 'Reservation/GetCourseBusStopList',
  category: 'Reservation/GetCategoryBusStopList',
  address: 'Reservation/getAddressBusStopList',
};

export const busStopListQuery = (search: BusStopSearch) => {
  const { by, ...body } = search;
  return queryOptions({
    queryKey: ['bus-stop-list', search],
    queryFn: () => callData<BusStop[]>(ENDPOINT[by], body),
  });
};

export function useBusStopList(search: BusStopSearch | null) {
  return useQuery({
    ...busStopListQuery(search ?? { by: 'area', areaCd: '' }),
    enabled: search !== null,
  });
}
