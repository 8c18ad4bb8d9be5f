import { useMutation } from '@tanstack/react-query';
import { authApi } from '@shared/api/auth';
import { callEnvelope } from '@client/lib/api-client';

/** The signed-in shell's cache goes away with it when the learner lands on the login page. */
export function useLogout() {
  return useMutation({
    mutationFn: (recNo: number | undefined) => callEnvelope(authApi.logout, { recNo }),
  });
}
