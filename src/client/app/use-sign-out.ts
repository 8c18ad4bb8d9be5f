import { useNavigate } from 'react-router';
import { useLogout } from '@client/features/auth/api/logout';
import { writePointDraft } from '@client/features/bus-stop-reg/hooks/point-draft';
import { writeReservationCondition } from '@client/features/reservation/hooks/use-reservation-condition';
import type { Area } from '@client/config/paths';
import { loginHref } from './login-href';

/** Sign-out ends the server session, forgets cached data and the booking and the point in progress, and returns to the area's login with the same site. */
export function useSignOut(area: Area) {
  const logout = useLogout();
  const navigate = useNavigate();
  // mutateAsync, not mutate's onSettled: TanStack Query drops the latter when the calling screen
  // re-renders into a new observer meanwhile, and the learner would stay on a signed-out page
  return (recNo: number | undefined) =>
    void logout
      .mutateAsync(recNo)
      .catch(() => undefined)
      .finally(() => {
        writeReservationCondition(null);
        writePointDraft(null);
        navigate(loginHref(area), { replace: true });
      });
}
