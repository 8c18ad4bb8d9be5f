import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@client/lib/api-client';

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (recNo: number | undefined) => callApi<object>('Auth/Logout', { recNo }),
    onSettled: () => queryClient.clear(),
  });
}
