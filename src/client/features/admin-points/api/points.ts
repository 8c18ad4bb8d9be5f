import { adminApi } from '@shared/api/admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApprovePointRequest } from '@shared/schemas/admin-points';
import { call } from '@client/lib/api-client';
import { isRefusal } from '@client/lib/refusal-text';
import { queryKeys } from '@client/lib/query-keys';

/** How often an open console asks again, so the menu's count follows learners' new points. */
const PENDING_REFRESH_MS = 60_000;

/** The review queue with the areas, courses and stops to approve onto (also the console menu's count). */
export function usePendingPoints() {
  return useQuery({
    queryKey: queryKeys.admin.pendingPoints,
    queryFn: () => call(adminApi.getPendingPoints, {}),
    refetchInterval: PENDING_REFRESH_MS,
  });
}

export const approvePoint = (body: ApprovePointRequest) => call(adminApi.approvePoint, body);

export const rejectPoint = (busStopCd: string, submittedAt: string | null, reason: string) =>
  call(adminApi.rejectPoint, { busStopCd, submittedAt, reason });

/**
 * After a review refused with 774 (the learner changed the point since the list was read) the
 * queue is read again, so the open review shows the new place and a second press reviews it.
 */
export function useRefreshAfterChange(): (error: unknown) => void {
  const queryClient = useQueryClient();
  return (error) => {
    if (isRefusal(error, 774))
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.pendingPoints });
  };
}
