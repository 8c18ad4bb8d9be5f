import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { messages } from '@shared/i18n/messages';
import { areaOf } from '@client/config/paths';
import { isGeneralFailure } from '@client/lib/api-client';
import { showErrorBanner } from '@client/lib/error-banner-store';
import { loginHref } from './login-href';

/**
 * SPEC.md §8 "general failure in screens": when what every signed-in screen needs cannot be had
 * (no answer, time-out, unknown school 105, any refusal), go to the area's login with message 990
 * instead of waiting forever. 401/403 are left to the API client, which redirects without a message.
 */
export function useGeneralFailureRedirect(error: unknown) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const failed = isGeneralFailure(error);
  useEffect(() => {
    if (!failed) return;
    showErrorBanner(messages.error[990]);
    navigate(loginHref(areaOf(pathname)), { replace: true });
  }, [failed, navigate, pathname]);
}
