import { adminApi } from '@shared/api/admin';
import { useQuery } from '@tanstack/react-query';
import type { SaveNoticeRequest } from '@shared/schemas/admin-notices';
import { call } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';

export function useSchoolNotices() {
  return useQuery({ queryKey: queryKeys.admin.notices, queryFn: () => call(adminApi.listNotices, {}) });
}

export const saveNotice = (body: SaveNoticeRequest) => call(adminApi.saveNotice, body);

export const withdrawNotice = (id: number) => call(adminApi.withdrawNotice, { id });
