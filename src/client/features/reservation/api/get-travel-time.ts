import { reservationApi } from '@shared/api/reservation';
import { queryOptions, useQueries } from '@tanstack/react-query';
import type { TravelPlan } from '@shared/schemas/reservation';
import { call } from '@client/lib/api-client';
import { combineRanges, splitDateRange } from '../utils/date-ranges';
import { queryKeys } from '@client/lib/query-keys';

export interface TravelTimeParams {
  fromDate: string;
  toDate: string;
  upDown: 1 | 2;
  busStopCd: string;
}

/** Buses per date × class period for one stop and direction, with each cell's status (SPEC.md §4). */
export const travelTimeQuery = (params: TravelTimeParams) =>
  queryOptions({
    queryKey: queryKeys.travelTime.of(params),
    queryFn: () => call(reservationApi.getTravelTime, params),
  });

const mergePlans = (plans: TravelPlan[]): TravelPlan => ({ days: plans.flatMap((plan) => plan.days) });

/** The plan of any span of dates, asked for in pieces the server accepts (a horizon may exceed a month). */
export function useTravelTime(params: TravelTimeParams | null) {
  const ranges = params ? splitDateRange(params.fromDate, params.toDate) : [];
  return useQueries({
    queries: ranges.map((range) => travelTimeQuery({ ...params!, ...range })),
    combine: (results) => combineRanges(results, mergePlans),
  });
}
