import { reservationApi } from '@shared/api/reservation';
import { useQuery } from '@tanstack/react-query';
import { call } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';

/** The week planner's proposal, from the usual stop (null) or the one the learner chose. */
export function useWeekPlanQuery(busStopCd: string | null) {
  return useQuery({
    queryKey: queryKeys.weekPlan.of(busStopCd),
    queryFn: () => call(reservationApi.getWeekPlan, busStopCd === null ? {} : { busStopCd }),
    // what is full or booked changes under the learner: always the server's answer of now on arrival
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
