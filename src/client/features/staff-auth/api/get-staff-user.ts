import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '@shared/api/admin';
import { call } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';

/** The action that says who is signed in: a 403 from it means the session is not a staff member's. */
export const STAFF_USER_ACTION = adminApi.getStaffUser.path;

export const staffUserQuery = queryOptions({
  queryKey: queryKeys.staffUser,
  queryFn: () => call(adminApi.getStaffUser, {}),
  staleTime: 5 * 60_000,
});

/** The signed-in staff member; without a console session the API client goes to the console's sign-in. */
export function useStaffUser() {
  return useQuery(staffUserQuery);
}
