import { adminApi } from '@shared/api/admin';
import { useQuery } from '@tanstack/react-query';
import type {
  AddExtraRunRequest,
  MoveRidersRequest,
  SetRunCapacityRequest,
} from '@shared/schemas/admin-runs';
import { call } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';

export function useRunChangeOptions(runId: number) {
  return useQuery({
    queryKey: queryKeys.admin.runChangeOptions(runId),
    queryFn: () => call(adminApi.getRunChangeOptions, { runId }),
  });
}

export const cancelRun = (runId: number) => call(adminApi.cancelRun, { runId });

export const setRunCapacity = (body: SetRunCapacityRequest) => call(adminApi.setRunCapacity, body);

export const addExtraRun = (body: AddExtraRunRequest) => call(adminApi.addExtraRun, body);

export const moveRiders = (body: MoveRidersRequest) => call(adminApi.moveRiders, body);
