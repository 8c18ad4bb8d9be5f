import { locationApi } from '@shared/api/location';
import { useQuery, type QueryFunctionContext } from '@tanstack/react-query';
import { call } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';

/**
 * A missed poll is said on the screen itself (StaleDataNote), not by the global alert; a refresh
 * of positions already shown is no wait for the progress bar.
 */
const quiet = (context: QueryFunctionContext) => ({
  quietWhenUnanswered: true,
  background: context.client.getQueryData(context.queryKey) !== undefined,
});

/** SPEC.md §2: bus positions refresh every 20 s, and only while the page is visible. */
export const BUS_REFRESH_MS = 20_000;

const polling = {
  refetchInterval: BUS_REFRESH_MS,
  // TanStack Query skips the timer's fetch while document.visibilityState is 'hidden'
  refetchIntervalInBackground: false,
  refetchOnWindowFocus: true,
} as const;

/** GetReservedBusOperationStatus: the learner's rides today. */
export function useReservedBuses() {
  return useQuery({
    queryKey: queryKeys.busStatus.reserved,
    queryFn: (context) => call(locationApi.getReservedBusOperationStatus, {}, quiet(context)),
    ...polling,
  });
}

/** GetBusOperationStatusAll: every school-bound run today. */
export function useAllBuses() {
  return useQuery({
    queryKey: queryKeys.busStatus.all,
    queryFn: (context) => call(locationApi.getBusOperationStatusAll, {}, quiet(context)),
    ...polling,
  });
}

/** GetBusOperationStatus: one run of today (the map page). */
export function useBus(binCd: string) {
  return useQuery({
    queryKey: queryKeys.busStatus.one(binCd),
    queryFn: (context) => call(locationApi.getBusOperationStatus, { binCd }, quiet(context)),
    enabled: binCd !== '',
    ...polling,
  });
}

/** GetBusCourse: the course one run drives, for its map; a run's stops do not change while it is watched. */
export function useBusCourse(binCd: string) {
  return useQuery({
    queryKey: queryKeys.busCourse(binCd),
    queryFn: (context) => call(locationApi.getBusCourse, { binCd }, quiet(context)),
    enabled: binCd !== '',
    staleTime: Infinity,
  });
}
