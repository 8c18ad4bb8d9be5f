import { adminApi } from '@shared/api/admin';
import { useQuery } from '@tanstack/react-query';
import type { SaveAreaRequest, SaveClassPeriodsRequest } from '@shared/schemas/admin-network';
import { call } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';

export function useNetwork() {
  return useQuery({
    queryKey: queryKeys.admin.network,
    queryFn: () => call(adminApi.getNetwork, {}),
  });
}

export const saveClassPeriods = (body: SaveClassPeriodsRequest) => call(adminApi.saveClassPeriods, body);

export const saveArea = (body: SaveAreaRequest) => call(adminApi.saveArea, body);

export const deleteArea = (areaCd: string) => call(adminApi.deleteArea, { areaCd });
