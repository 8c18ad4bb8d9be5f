import { Navigate, useNavigate } from 'react-router';
import { changeResultLines, type RegistrationInput } from '@shared/rules/registration-change';
import { t } from '@shared/i18n/learner/account';
import { t as tFrame } from '@shared/i18n/learner/frame';
import type { SiteOption } from '@shared/schemas/provider';
import { Loading } from '@client/components/ui/Loading';
import { QueryProblem } from '@client/components/ui/QueryProblem';
import { paths } from '@client/config/paths';
import { useRegisteredInfo } from '@client/features/account/api/get-registered-info';
import { useSaveRegistration } from '@client/features/account/api/save-registration';
import { ChangeForm } from '@client/features/account/components/ChangeForm';
import { failureText } from '@client/lib/refusal-text';
import type { MenuState } from './menu';
import { SpFrame } from './sp-frame';
import '@client/styles/account.css';

function Change({ siteOption }: { siteOption: SiteOption }) {
  const info = useRegisteredInfo();
  const save = useSaveRegistration();
  const navigate = useNavigate();
  if (!info.data) return info.isPending ? <Loading /> : <QueryProblem error={info.error} />;
  const submit = (input: RegistrationInput) =>
    save.mutate(input, {
      onSuccess: (mask) => {
        const state: MenuState = { messages: changeResultLines(mask) };
        navigate(paths.sp.menu, { state });
      },
    });
  return (
    <section className="card" aria-labelledby="sp-change-form">
      <h2 id="sp-change-form">{t('formTitle')}</h2>
      <ChangeForm
        switches={siteOption.registredInfo}
        password={siteOption.account.password}
        info={info.data}
        mailMaxLength={256}
        withReentry={false}
        submitLabel={t('change')}
        pending={save.isPending}
        failure={failureText(save.error)}
        onSubmit={submit}
      />
    </section>
  );
}

/** /sp/change (SPEC.md §2): mail, password and mobile, each only if the site lets it be changed. */
export default function SpChangeRoute() {
  return (
    <SpFrame>
      {({ session, siteOption }) =>
        siteOption.menu.useChangeRegistered ? (
          <>
            <h1 className="page-title">{tFrame('screens.change')}</h1>
            <div className="greeting">
              <p className="greeting-name">{tFrame('greeting', { name: session.user.furigana })}</p>
              <p className="greeting-check">{tFrame('checkName')}</p>
            </div>
            <Change siteOption={siteOption} />
          </>
        ) : (
          <Navigate to={paths.sp.menu} replace />
        )
      }
    </SpFrame>
  );
}
