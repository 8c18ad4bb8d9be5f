import { useMutation } from '@tanstack/react-query';
import { callApi } from '@client/lib/api-client';

/** The signed-in shell's cache goes away with it when the learner lands on the login page. */
export function useLogout() {
  return useMutation({
    mutationFn: (recNo: number | undefined) => callApi<object>('Auth/Logout', { recNo }),
  });
}
