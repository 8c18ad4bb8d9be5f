import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffUser } from '@shared/schemas/admin';
import { callData } from '@client/lib/api-client';

export const staffUserQuery = queryOptions({
  queryKey: ['staff-user'],
  queryFn: () => callData<StaffUser>('Admin/GetStaffUser'),
  staleTime: 5 * 60_000,
});

/** The signed-in staff member; without a console session the API client goes to the console's sign-in. */
export function useStaffUser() {
  return useQuery(staffUserQuery);
}
