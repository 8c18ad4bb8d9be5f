import { useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ApprovePointRequest,
  ApprovePointResult,
  PendingPoints,
  RejectPointResult,
} from '@shared/schemas/admin-points';
import { callData } from '@client/lib/api-client';
import { isRefusal } from '@client/lib/refusal-text';

export const pendingPointsKey = ['admin', 'pending-points'];

/** How often an open console asks again, so the menu's count follows learners' new points. */
const PENDING_REFRESH_MS = 60_000;

/** The review queue with the areas, courses and stops to approve onto (also the console menu's count). */
export function usePendingPoints() {
  return useQuery({
    queryKey: pendingPointsKey,
    queryFn: () => callData<PendingPoints>('Admin/GetPendingPoints'),
    refetchInterval: PENDING_REFRESH_MS,
  });
}

export const approvePoint = (body: ApprovePointRequest) =>
  callData<ApprovePointResult>('Admin/ApprovePoint', body);

export const rejectPoint = (busStopCd: string, submittedAt: string | null, reason: string) =>
  callData<RejectPointResult>('Admin/RejectPoint', { busStopCd, submittedAt, reason });

/**
 * After a review refused with 774 (the learner changed the point since the list was read) the
 * queue is read again, so the open review shows the new place and a second press reviews it.
 */
export function useRefreshAfterChange(): (error: unknown) => void {
  const queryClient = useQueryClient();
  return (error) => {
    if (isRefusal(error, 774)) void queryClient.invalidateQueries({ queryKey: pendingPointsKey });
  };
}
