import { useNavigate } from 'react-router';
import { useLogout } from '@client/features/auth/api/logout';
import { rememberedLoginParams } from '@client/features/auth/hooks/use-login-params';
import { writeReservationCondition } from '@client/features/reservation/hooks/use-reservation-condition';
import { paths, type Area } from '@client/config/paths';

/** Sign-out ends the server session, forgets cached data and the booking in progress, and returns to the area's login with the same site. */
export function useSignOut(area: Area) {
  const logout = useLogout();
  const navigate = useNavigate();
  return (recNo: number | undefined) =>
    logout.mutate(recNo, {
      onSettled: () => {
        writeReservationCondition(null);
        const { serviceCode, site } = rememberedLoginParams();
        const query = new URLSearchParams({ ...(serviceCode ? { serviceCode } : {}), site });
        navigate(`${paths[area].login}?${query.toString()}`, { replace: true });
      },
    });
}
