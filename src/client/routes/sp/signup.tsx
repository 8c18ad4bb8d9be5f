import { t } from '@shared/i18n/learner/sign-up';
import { useState } from 'react';
import { Link } from 'react-router';
import { messages, withCode } from '@shared/i18n/messages';
import { SpLayout } from '@client/components/layouts/sp/SpLayout';
import { Alert } from '@client/components/ui/Alert';
import { Loading } from '@client/components/ui/Loading';
import { paths, withSchool } from '@client/config/paths';
import { useLoginParams } from '@client/features/auth/hooks/use-login-params';
import { fetchProviderInfo, fetchSiteOption } from '@client/features/school/api/fetch-school';
import { SignUpDone } from '@client/features/sign-up/components/SignUpDone';
import { SignUpForm } from '@client/features/sign-up/components/SignUpForm';
import { BusinessFailure } from '@client/lib/api-client';
import { useAsync } from '@client/lib/use-async';
import '@client/styles/sign-up.css';

/** /sp/signup (SPEC.md §2): an enrolled learner turns on web access, then signs in. */
export default function SpSignUpRoute() {
  const params = useLoginParams();
  const provider = useAsync(`provider:${params.serviceCode ?? ''}`, () =>
    fetchProviderInfo(params.serviceCode),
  );
  const siteOption = useAsync(`site:${params.serviceCode ?? ''}:${params.site}`, () =>
    fetchSiteOption(params.serviceCode, params.site),
  );
  const [signedUp, setSignedUp] = useState<string | null>(null);
  const failure = siteOption.error ?? provider.error;
  const noSchool = !params.serviceCode && failure instanceof BusinessFailure && failure.error.code === 105;
  const loginHref = withSchool(paths.sp.login, params);

  if (signedUp && siteOption.data) {
    const { menu, registredInfo } = siteOption.data;
    return (
      <SpLayout schoolName={provider.data?.name}>
        <SignUpDone
          birthDate={signedUp}
          loginHref={loginHref}
          canChangePassword={menu.useChangeRegistered && registredInfo.isPasswordEnabled}
        />
      </SpLayout>
    );
  }
  return (
    <SpLayout schoolName={provider.data?.name}>
      <h1 className="page-title">{t('title')}</h1>
      {noSchool ? (
        <div className="card">
          <h2>{messages.login.noSchoolTitle}</h2>
          <p>{messages.login.noSchool}</p>
        </div>
      ) : (
        <>
          {failure instanceof BusinessFailure && (
            <Alert>{withCode(failure.error.message, failure.error.code)}</Alert>
          )}
          {(siteOption.isPending || provider.isPending) && !failure && <Loading />}
          {siteOption.data && provider.data && (
            <>
              <p className="sign-up-intro">{t('intro')}</p>
              <SignUpForm
                request={{ serviceCode: params.serviceCode, site: params.site, authority: params.authority }}
                siteOption={siteOption.data}
                school={provider.data}
                onSignedUp={setSignedUp}
              />
            </>
          )}
          <p className="sign-up-link">
            <Link to={loginHref}>{t('backToLogin')}</Link>
          </p>
        </>
      )}
    </SpLayout>
  );
}
