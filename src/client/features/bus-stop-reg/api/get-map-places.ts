import { busStopRegApi } from '@shared/api/bus-stop-reg';
import { useQuery } from '@tanstack/react-query';
import { call } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';

/**
 * getMapPlaces: the school's areas and stops the registration map can be centred on. Without them
 * the map still works (taps, current location), so a failure is not announced by the global alert.
 */
export function useMapPlaces() {
  return useQuery({
    queryKey: queryKeys.mapPlaces,
    queryFn: () => call(busStopRegApi.getMapPlaces, {}, { quietWhenUnanswered: true }),
    staleTime: 10 * 60_000,
  });
}
