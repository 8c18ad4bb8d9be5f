import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AddressEntry } from '@shared/schemas/bus-stop';
import { callData } from '@client/lib/api-client';
import { sortAddresses } from '../utils/kana-order';

/** Level 2: towns that have points (SPEC.md §7 busStopAddressSerachLevel). */
export const busStopTownsQuery = queryOptions({
  queryKey: ['bus-stop-address-search', 2],
  queryFn: async () =>
    sortAddresses(
      await callData<AddressEntry[]>('Reservation/GetBusStopAddressSearch', {
        busStopAddressSerachLevel: 2,
        busStopAddress: '',
      }),
    ),
  staleTime: 5 * 60_000,
});

export function useBusStopTowns(enabled = true) {
  return useQuery({ ...busStopTownsQuery, enabled });
}
