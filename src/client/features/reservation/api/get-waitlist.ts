import { reservationApi } from '@shared/api/reservation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';

/** The learner's キャンセル待ち from today on, with their places (issue 29 §1). */
export const waitlistQuery = queryOptions({
  queryKey: queryKeys.waitlist,
  queryFn: () => call(reservationApi.getWaitlist, {}),
});

export function useWaitlist() {
  return useQuery(waitlistQuery);
}
