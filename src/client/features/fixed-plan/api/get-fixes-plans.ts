import { notificationApi } from '@shared/api/notification';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';

export const fixedPlansQuery = queryOptions({
  queryKey: queryKeys.fixedPlans,
  queryFn: () => call(notificationApi.getFixesPlans, {}),
});

/** The learner's 送迎予定確定 notices from today on. */
export function useFixedPlans() {
  return useQuery(fixedPlansQuery);
}
