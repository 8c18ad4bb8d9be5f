import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LoginUser } from '@shared/schemas/auth';
import { callData } from '@client/lib/api-client';

export interface SessionInfo {
  user: LoginUser;
  site: string;
  serviceCode: string;
}

export const loginUserQueryKey = ['login-user'];

export const loginUserQuery = queryOptions({
  queryKey: loginUserQueryKey,
  queryFn: () => callData<SessionInfo>('Auth/GetLoginUser'),
  staleTime: 5 * 60_000,
});

/** The signed-in learner; a missing session answers 401 and the API client goes to the login page. */
export function useLoginUser() {
  return useQuery(loginUserQuery);
}
