import { authApi } from '@shared/api/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LoginUser } from '@shared/schemas/auth';
import { call } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';

export interface SessionInfo {
  user: LoginUser;
  site: string;
  serviceCode: string;
}

export const loginUserQuery = queryOptions({
  queryKey: queryKeys.loginUser,
  queryFn: () => call(authApi.getLoginUser, {}),
  staleTime: 5 * 60_000,
});

/** The signed-in learner; a missing session answers 401 and the API client goes to the login page. */
export function useLoginUser() {
  return useQuery(loginUserQuery);
}
