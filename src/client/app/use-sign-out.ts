import { useNavigate } from 'react-router';
import { useLogout } from '@client/features/auth/api/logout';
import type { Area } from '@client/config/paths';
import { loginHref } from './login-href';
import { SIGNED_OUT_STATE } from './signed-out-state';

/**
 * Sign-out ends the server session and returns to the area's login with the same site; the login
 * page then forgets the booking and the point in progress. Forgetting them here, before the login
 * page is shown, let a booking screen still on display redirect to the booking's first step (it
 * has no booking left) over the navigation to the login page.
 */
export function useSignOut(area: Area) {
  const logout = useLogout();
  const navigate = useNavigate();
  // mutateAsync, not mutate's onSettled: TanStack Query drops the latter when the calling screen
  // re-renders into a new observer meanwhile, and the learner would stay on a signed-out page
  return (recNo: number | undefined) =>
    void logout
      .mutateAsync(recNo)
      .catch(() => undefined)
      .finally(() => navigate(loginHref(area), { replace: true, state: SIGNED_OUT_STATE }));
}
