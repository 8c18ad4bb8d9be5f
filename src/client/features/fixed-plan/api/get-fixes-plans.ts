import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FixedPlanNotice } from '@shared/schemas/notification';
import { callData } from '@client/lib/api-client';

export const fixedPlansQuery = queryOptions({
  queryKey: ['fixed-plans'],
  queryFn: () => callData<FixedPlanNotice[]>('Notification/getFixesPlans'),
});

/** The learner's 送迎予定確定 notices from today on. */
export function useFixedPlans() {
  return useQuery(fixedPlansQuery);
}
