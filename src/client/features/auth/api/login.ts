import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginRequest, LoginResponse, SilentAuthRequest } from '@shared/schemas/auth';
import { callData } from '@client/lib/api-client';
import { loginUserQueryKey } from './get-login-user';

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginRequest) => callData<LoginResponse>('Auth/Login', body),
    onSuccess: () => queryClient.removeQueries(),
  });
}

export function useSilentAuth() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SilentAuthRequest) => callData<LoginResponse>('Auth/SilentAuth', body),
    onSuccess: () => queryClient.removeQueries({ queryKey: loginUserQueryKey }),
  });
}
