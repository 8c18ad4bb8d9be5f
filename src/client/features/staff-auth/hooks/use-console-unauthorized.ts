import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { isAdminPath, paths } from '@client/config/paths';
import { onUnauthorized } from '@client/lib/api-client';
import { STAFF_USER_ACTION, staffUserQuery } from '../api/get-staff-user';
import { consoleLoginHref } from './console-return';

/**
 * The console's answer to HTTP 401 and 403. A 401 (no session, or it lapsed) goes to the sign-in,
 * which returns to this screen afterwards and says the session ended if one was in use. A 403
 * goes there only when the session is not a staff member's (who-am-I refused); any other 403 is
 * a screen this staff member may not open or a target not of their school, which the screen says.
 */
export function useConsoleUnauthorized() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const here = useRef(location);
  here.current = location;
  useEffect(
    () =>
      onUnauthorized((status, action) => {
        const { pathname, search } = here.current;
        if (!isAdminPath(pathname) || pathname === paths.admin.login) return;
        if (status === 403 && action !== STAFF_USER_ACTION) return;
        const wasSignedIn = queryClient.getQueryData(staffUserQuery.queryKey) !== undefined;
        navigate(consoleLoginHref(pathname + search, status === 401 && wasSignedIn), { replace: true });
      }),
    [navigate, queryClient],
  );
}
