import { adminApi } from '@shared/api/admin';
import { useQuery } from '@tanstack/react-query';
import type { SaveRunPatternRequest } from '@shared/schemas/admin-pattern';
import { call } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';

/** A course's pattern; '' asks for the school's first course. */
export function useRunPattern(homenCd: string) {
  return useQuery({
    queryKey: queryKeys.admin.runPattern.course(homenCd),
    queryFn: () => call(adminApi.getRunPattern, homenCd === '' ? {} : { homenCd }),
  });
}

export const saveRunPattern = (body: SaveRunPatternRequest) => call(adminApi.saveRunPattern, body);
