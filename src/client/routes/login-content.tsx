import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { messages, withCode } from '@shared/i18n/messages';
import { Alert } from '@client/components/ui/Alert';
import { Loading } from '@client/components/ui/Loading';
import { paths, type Area } from '@client/config/paths';
import { CutoffNotice } from '@client/features/auth/components/CutoffNotice';
import { LoginForm } from '@client/features/auth/components/LoginForm';
import { useLoginParams } from '@client/features/auth/hooks/use-login-params';
import { writePointDraft } from '@client/features/bus-stop-reg/hooks/point-draft';
import { writeReservationCondition } from '@client/features/reservation/hooks/use-reservation-condition';
import { fetchProviderInfo, fetchSiteOption } from '@client/features/school/api/fetch-school';
import { BusinessFailure } from '@client/lib/api-client';
import { useAsync } from '@client/lib/use-async';
import { isSignedOutState } from '@client/app/signed-out-state';

/** The login screen's body, the same on both areas; the route files give it their layout. */
export function useLoginScreen(area: Area) {
  const params = useLoginParams();
  const provider = useAsync(`provider:${params.serviceCode ?? ''}`, () =>
    fetchProviderInfo(params.serviceCode),
  );
  const siteOption = useAsync(`site:${params.serviceCode ?? ''}:${params.site}`, () =>
    fetchSiteOption(params.serviceCode, params.site),
  );
  const navigate = useNavigate();
  // history keeps a copy of the state: compare its field, not the object
  const signedOut = isSignedOutState(useLocation().state);
  // a sign-out's drafts are forgotten once this page shows (see useSignOut)
  useEffect(() => {
    if (!signedOut) return;
    writeReservationCondition(null);
    writePointDraft(null);
  }, [signedOut]);
  const onSignedIn = useCallback(() => {
    writeReservationCondition(null);
    navigate(paths[area].menu, { replace: true });
  }, [navigate, area]);
  const failure = siteOption.error ?? provider.error;
  // no serviceCode and no default school on this deployment: say where to start, not which school failed
  const noSchool = !params.serviceCode && failure instanceof BusinessFailure && failure.error.code === 105;

  const content = noSchool ? (
    <div className="card">
      <h2>{messages.login.noSchoolTitle}</h2>
      <p>{messages.login.noSchool}</p>
    </div>
  ) : (
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
  return { schoolName: provider.data?.name, content, params, siteOption: siteOption.data };
}
