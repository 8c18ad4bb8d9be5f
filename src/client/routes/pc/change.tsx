import { Navigate, useNavigate } from 'react-router';
import { t } from '@shared/i18n/learner/account';
import { t as tFrame } from '@shared/i18n/learner/frame';
import type { RegistrationInput } from '@shared/rules/registration-change';
import type { SiteOption } from '@shared/schemas/provider';
import { Loading } from '@client/components/ui/Loading';
import { QueryProblem } from '@client/components/ui/QueryProblem';
import { paths } from '@client/config/paths';
import { useRegisteredInfo } from '@client/features/account/api/get-registered-info';
import { ChangeForm } from '@client/features/account/components/ChangeForm';
import { readChangeDraft, writeChangeDraft } from '@client/features/account/hooks/change-draft';
import { PcFrame } from './pc-frame';
import '../../styles/pc-booking.css';
import '../../styles/account.css';

function Change({ siteOption, recNo }: { siteOption: SiteOption; recNo: number }) {
  const info = useRegisteredInfo();
  const navigate = useNavigate();
  if (!info.data) return info.isPending ? <Loading /> : <QueryProblem error={info.error} />;
  const next = (input: RegistrationInput) => {
    writeChangeDraft(recNo, input);
    navigate(paths.pc.changeCheck);
  };
  return (
    <div className="card pc-change">
      <ChangeForm
        switches={siteOption.registredInfo}
        password={siteOption.account.password}
        info={info.data}
        mailMaxLength={255}
        withReentry
        initial={readChangeDraft(recNo)}
        submitLabel={t('toCheck')}
        onSubmit={next}
      />
    </div>
  );
}

/** /pc/change (SPEC.md §2 desktop): the items to change, then a check page and a result page. */
export default function PcChangeRoute() {
  return (
    <PcFrame>
      {({ session, siteOption }) =>
        siteOption.menu.useChangeRegistered ? (
          <>
            <h1 className="page-title">{tFrame('screens.change')}</h1>
            <p className="pc-lead">{t('pcLead')}</p>
            <Change siteOption={siteOption} recNo={session.user.recNo} />
          </>
        ) : (
          <Navigate to={paths.pc.menu} replace />
        )
      }
    </PcFrame>
  );
}
