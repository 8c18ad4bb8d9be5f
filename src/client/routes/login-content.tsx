import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { withCode } from '@shared/messages';
import type { LoginResponse } from '@shared/schemas/auth';
import { Alert } from '@client/components/ui/Alert';
import { Loading } from '@client/components/ui/Loading';
import { paths, type Area } from '@client/config/paths';
import type { SessionInfo } from '@client/features/auth/api/get-login-user';
import { loginUserQueryKey } from '@client/features/auth/api/get-login-user';
import { CutoffNotice } from '@client/features/auth/components/CutoffNotice';
import { LoginForm } from '@client/features/auth/components/LoginForm';
import { useLoginParams } from '@client/features/auth/hooks/use-login-params';
import { writeReservationCondition } from '@client/features/reservation/hooks/use-reservation-condition';
import { useProviderInfo } from '@client/features/school/api/get-provider-info';
import { useSiteOption } from '@client/features/school/api/get-site-option';
import { BusinessFailure } from '@client/lib/api-client';

/** The login screen's body, the same on both areas; the route files give it their layout. */
export function useLoginScreen(area: Area) {
  const params = useLoginParams();
  const provider = useProviderInfo(params.serviceCode);
  const siteOption = useSiteOption(params.serviceCode, params.site);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const onSignedIn = useCallback(
    (response: LoginResponse) => {
      const session: SessionInfo = {
        user: response.user,
        site: response.site,
        serviceCode: response.auth.code,
      };
      writeReservationCondition(null);
      queryClient.setQueryData(loginUserQueryKey, session);
      navigate(paths[area].menu, { replace: true });
    },
    [navigate, queryClient, area],
  );
  const failure = siteOption.error ?? provider.error;

  const content = (
    <>
      {failure instanceof BusinessFailure && (
        <Alert>{withCode(failure.error.message, failure.error.code)}</Alert>
      )}
      {siteOption.isPending && !failure && <Loading />}
      {siteOption.data && (
        <>
          <LoginForm params={params} siteOption={siteOption.data} onSignedIn={onSignedIn} />
          <CutoffNotice siteOption={siteOption.data} />
        </>
      )}
    </>
  );
  return { schoolName: provider.data?.name, content };
}
