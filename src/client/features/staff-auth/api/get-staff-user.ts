import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffUser } from '@shared/schemas/admin';
import { callData } from '@client/lib/api-client';

/** The action that says who is signed in: a 403 from it means the session is not a staff member's. */
export const STAFF_USER_ACTION = 'Admin/GetStaffUser';

export const staffUserQuery = queryOptions({
  queryKey: ['staff-user'],
  queryFn: () => callData<StaffUser>(STAFF_USER_ACTION),
  staleTime: 5 * 60_000,
});

/** The signed-in staff member; without a console session the API client goes to the console's sign-in. */
export function useStaffUser() {
  return useQuery(staffUserQuery);
}
