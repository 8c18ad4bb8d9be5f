import { adminApi } from '@shared/api/admin';
import { useQuery } from '@tanstack/react-query';
import type { AddStaffRequest } from '@shared/schemas/admin-staff';
import type { StaffRoleName } from '@shared/schemas/admin';
import { call } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';

export function useStaffAccounts() {
  return useQuery({
    queryKey: queryKeys.admin.staffAccounts,
    queryFn: () => call(adminApi.listStaffAccounts, {}),
  });
}

export const addStaff = (body: AddStaffRequest) => call(adminApi.addStaff, body);

export const setStaffRole = (staffId: number, role: StaffRoleName) =>
  call(adminApi.setStaffRole, { staffId, role });

export const setStaffDisabled = (staffId: number, disabled: boolean) =>
  call(adminApi.setStaffDisabled, { staffId, disabled });

export const unlockStaff = (staffId: number) => call(adminApi.unlockStaff, { staffId });

export const resetStaffPassword = (staffId: number) => call(adminApi.resetStaffPassword, { staffId });

export const changeOwnPassword = (currentPassword: string, newPassword: string) =>
  call(adminApi.changeOwnPassword, { currentPassword, newPassword });
