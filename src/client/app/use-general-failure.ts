import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { messages } from '@shared/i18n/messages';
import { areaOf } from '@client/config/paths';
import { isGeneralFailure } from '@client/lib/api-client';
import { showErrorBanner } from '@client/lib/error-banner-store';
import { failureKindNow } from '@client/lib/failure-kind';
import { loginHref } from './login-href';

/**
 * Whether a failure of what every signed-in screen needs is the learner's connection (offline, no
 * signal): the screen then keeps its frame and offers a retry instead of the login page — the
 * session is most likely still good, and signing in again needs the same network.
 */
export function isConnectionFailure(error: unknown): boolean {
  return failureKindNow(error) === 'connection';
}

/**
 * SPEC.md §8 "general failure in screens": when what every signed-in screen needs cannot be had
 * (time-out, HTTP failure, unknown school 105, any refusal), go to the area's login with message
 * 990 instead of waiting forever. 401/403 are left to the API client, which redirects without a
 * message; a connection failure is left to the frame (issue 25 §7).
 */
export function useGeneralFailureRedirect(error: unknown) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const failed = isGeneralFailure(error) && !isConnectionFailure(error);
  useEffect(() => {
    if (!failed) return;
    showErrorBanner(messages.error[990]);
    navigate(loginHref(areaOf(pathname)), { replace: true });
  }, [failed, navigate, pathname]);
}
