import { reservationApi } from '@shared/api/reservation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@client/lib/api-client';
import { sortAddresses } from '../utils/kana-order';
import { queryKeys } from '@client/lib/query-keys';

/** Level 2: towns that have points (SPEC.md §7 busStopAddressSerachLevel). */
export const busStopTownsQuery = queryOptions({
  queryKey: queryKeys.busStopTowns,
  queryFn: async () =>
    sortAddresses(
      await call(reservationApi.getBusStopAddressSearch, {
        busStopAddressSerachLevel: 2,
        busStopAddress: '',
      }),
    ),
  staleTime: 5 * 60_000,
});

export function useBusStopTowns(enabled = true) {
  return useQuery({ ...busStopTownsQuery, enabled });
}
