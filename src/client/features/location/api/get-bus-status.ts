import { useQuery } from '@tanstack/react-query';
import type { BusOperationStatus } from '@shared/schemas/location';
import { callData } from '@client/lib/api-client';

/** A missed poll is said on the screen itself (StaleDataNote), not by the global alert. */
const quiet = { quietWhenUnanswered: true } as const;

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
    queryKey: ['bus-status', 'reserved'],
    queryFn: () => callData<BusOperationStatus[]>('Location/GetReservedBusOperationStatus', {}, quiet),
    ...polling,
  });
}

/** GetBusOperationStatusAll: every school-bound run today. */
export function useAllBuses() {
  return useQuery({
    queryKey: ['bus-status', 'all'],
    queryFn: () => callData<BusOperationStatus[]>('Location/GetBusOperationStatusAll', {}, quiet),
    ...polling,
  });
}

/** GetBusOperationStatus: one run of today (the map page). */
export function useBus(binCd: string) {
  return useQuery({
    queryKey: ['bus-status', 'one', binCd],
    queryFn: () => callData<BusOperationStatus>('Location/GetBusOperationStatus', { binCd }, quiet),
    enabled: binCd !== '',
    ...polling,
  });
}
