import { useQuery } from '@tanstack/react-query';
import type { SaveNoticeRequest, StaffNotice } from '@shared/schemas/admin-notices';
import { callData } from '@client/lib/api-client';

export const noticesKey = ['admin', 'notices'];

export function useSchoolNotices() {
  return useQuery({ queryKey: noticesKey, queryFn: () => callData<StaffNotice[]>('Admin/ListNotices') });
}

export const saveNotice = (body: SaveNoticeRequest) => callData<StaffNotice>('Admin/SaveNotice', body);

export const withdrawNotice = (id: number) => callData<StaffNotice>('Admin/WithdrawNotice', { id });
