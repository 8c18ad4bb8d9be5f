import { adminApi } from '@shared/api/admin';
import { useQuery } from '@tanstack/react-query';
import type { SaveSchoolSettingsRequest } from '@shared/schemas/admin-school';
import { call } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';

export function useSchoolSettings() {
  return useQuery({
    queryKey: queryKeys.admin.schoolSettings,
    queryFn: () => call(adminApi.getSchoolSettings, {}),
  });
}

export const saveSchoolSettings = (body: SaveSchoolSettingsRequest) =>
  call(adminApi.saveSchoolSettings, body);
