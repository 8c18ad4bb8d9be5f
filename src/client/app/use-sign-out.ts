import { useNavigate } from 'react-router';
import { useLogout } from '@client/features/auth/api/logout';
import type { Area } from '@client/config/paths';
import { loginHref } from './login-href';

/** What the login page is told by a sign-out: forget the booking and the point in progress. */
const SIGNED_OUT_STATE = { signedOut: true } as const;

/** Whether a location's state is a sign-out's (history keeps a copy: compared by its field). */
export const isSignedOutState = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as { signedOut?: unknown }).signedOut === true;

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
