import { useState } from 'react';
import { Link } from 'react-router';
import { t } from '@shared/i18n/learner/account';
import { messages, withCode } from '@shared/i18n/messages';
import { formatLongDate, formatTime } from '@shared/rules/japan-time';
import { SpLayout } from '@client/components/layouts/sp/SpLayout';
import { Alert } from '@client/components/ui/Alert';
import { Loading } from '@client/components/ui/Loading';
import { StatusBanner } from '@client/components/ui/StatusBanner';
import { paths } from '@client/config/paths';
import { fetchMailConfirmation } from '@client/features/account/api/mail-registration';
import { MailRegistrationForm } from '@client/features/account/components/MailRegistrationForm';
import { useLoginParams } from '@client/features/auth/hooks/use-login-params';
import { fetchProviderInfo, fetchSiteOption } from '@client/features/school/api/fetch-school';
import { BusinessFailure } from '@client/lib/api-client';
import { useAsync } from '@client/lib/use-async';
import '@client/styles/account.css';

interface Refusal {
  code: number | string;
  message: string;
}

/** A refusal of the link (250 unknown, 251 expired, 252 used), in its catalogue words. */
function refusal(error: unknown): Refusal | null {
  return error instanceof BusinessFailure ? error.error : null;
}

const NO_TOKEN: Refusal = { code: 250, message: messages.error[250] };

/**
 * /sp/mail (SPEC.md §2): the page a confirmation mail's link opens, signed in or not. It says at
 * once whether the link still works; then student number and password bind the address.
 */
export default function SpMailRoute() {
  const params = useLoginParams();
  const token = params.token ?? '';
  const provider = useAsync(`provider:${params.serviceCode ?? ''}`, () =>
    fetchProviderInfo(params.serviceCode),
  );
  const siteOption = useAsync(`site:${params.serviceCode ?? ''}:${params.site}`, () =>
    fetchSiteOption(params.serviceCode, params.site),
  );
  const confirmation = useAsync(`mail:${params.serviceCode ?? ''}:${token}`, () =>
    token ? fetchMailConfirmation(params.serviceCode, token) : Promise.reject(new Error('no token')),
  );
  const [registered, setRegistered] = useState<string | null>(null);
  const [linkRefusal, setLinkRefusal] = useState<Refusal | null>(null);

  const schoolFailure = siteOption.error ?? provider.error;
  const linkProblem = linkRefusal ?? (token ? refusal(confirmation.error) : NO_TOKEN);
  let content;
  const toLogin = (
    <Link className="button" to={paths.sp.login}>
      {t('mail.toLogin')}
    </Link>
  );
  if (registered) {
    content = (
      <>
        <StatusBanner>
          <p>{messages.registration.mailRegistered}</p>
          <p>{registered}</p>
        </StatusBanner>
        {toLogin}
      </>
    );
  } else if (schoolFailure instanceof BusinessFailure) {
    content = <Alert>{withCode(schoolFailure.error.message, schoolFailure.error.code)}</Alert>;
  } else if (linkProblem && Number(linkProblem.code) === 252) {
    // used: the address was registered, nothing is wrong
    content = (
      <>
        <Alert tone="info">{linkProblem.message}</Alert>
        {toLogin}
      </>
    );
  } else if (linkProblem) {
    content = <Alert>{linkProblem.message}</Alert>;
  } else if (!confirmation.data || !siteOption.data) {
    content = confirmation.isPending || siteOption.isPending ? <Loading /> : null;
  } else {
    const expires = new Date(confirmation.data.expiresAt);
    content = (
      <>
        <section className="card" aria-labelledby="sp-mail-address">
          <h2 id="sp-mail-address">{t('mail.address')}</h2>
          <p className="mail-address">{confirmation.data.mailAddress}</p>
          <p className="hint">
            {t('mail.validUntil', { date: formatLongDate(expires), time: formatTime(expires) })}
          </p>
        </section>
        <p>{t('mail.lead')}</p>
        <MailRegistrationForm
          serviceCode={params.serviceCode}
          site={params.site}
          token={token}
          account={siteOption.data.account}
          onRegistered={setRegistered}
          onLinkRefused={(failure) => setLinkRefusal(failure.error)}
        />
      </>
    );
  }
  return (
    <SpLayout schoolName={provider.data?.name}>
      <h1 className="page-title">{t('titles.mail')}</h1>
      {content}
    </SpLayout>
  );
}
