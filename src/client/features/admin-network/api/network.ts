import { adminApi } from '@shared/api/admin';
import { useQuery } from '@tanstack/react-query';
import type {
  SaveAreaRequest,
  SaveCategoryRequest,
  SaveClassPeriodsRequest,
  SaveCourseRequest,
  SaveStopRequest,
} from '@shared/schemas/admin-network';
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

export const saveStop = (body: SaveStopRequest) => call(adminApi.saveStop, body);

export const deleteStop = (busStopCd: string) => call(adminApi.deleteStop, { busStopCd });

export const saveCourse = (body: SaveCourseRequest) => call(adminApi.saveCourse, body);

export const deleteCourse = (homenCd: string) => call(adminApi.deleteCourse, { homenCd });

export const saveCategory = (body: SaveCategoryRequest) => call(adminApi.saveCategory, body);

export const deleteCategory = (categoryCd: string) => call(adminApi.deleteCategory, { categoryCd });
