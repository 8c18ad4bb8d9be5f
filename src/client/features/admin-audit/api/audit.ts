import { adminApi } from '@shared/api/admin';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { call } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';

export interface AuditFilters {
  fromDate?: string;
  toDate?: string;
  staffId?: number;
  seitoNo?: string;
  runId?: number;
  action?: string;
}

/** The audit log under the filters, 50 entries a page, more on request. */
export function useAuditLog(filters: AuditFilters) {
  return useInfiniteQuery({
    queryKey: queryKeys.admin.audit(filters),
    queryFn: ({ pageParam }) =>
      call(adminApi.listAudit, pageParam ? { ...filters, beforeId: pageParam } : filters),
    initialPageParam: 0,
    getNextPageParam: (page) => page.nextBeforeId ?? undefined,
  });
}

export function useStaffList() {
  return useQuery({ queryKey: queryKeys.admin.staff, queryFn: () => call(adminApi.listStaff, {}) });
}
