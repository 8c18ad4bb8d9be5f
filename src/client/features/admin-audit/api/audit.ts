import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { AuditPage, StaffList } from '@shared/schemas/admin-audit';
import { callData } from '@client/lib/api-client';

export interface AuditFilters {
  fromDate?: string;
  toDate?: string;
  staffId?: number;
  seitoNo?: string;
}

/** The audit log under the filters, 50 entries a page, more on request. */
export function useAuditLog(filters: AuditFilters) {
  return useInfiniteQuery({
    queryKey: ['admin', 'audit', filters],
    queryFn: ({ pageParam }) =>
      callData<AuditPage>('Admin/ListAudit', pageParam ? { ...filters, beforeId: pageParam } : filters),
    initialPageParam: 0,
    getNextPageParam: (page) => page.nextBeforeId ?? undefined,
  });
}

export function useStaffList() {
  return useQuery({ queryKey: ['admin', 'staff'], queryFn: () => callData<StaffList>('Admin/ListStaff') });
}
