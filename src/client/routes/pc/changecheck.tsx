import { Navigate, useNavigate } from 'react-router';
import { t } from '@shared/i18n/learner/account';
import { t as tFrame } from '@shared/i18n/learner/frame';
import type { RegistrationInput } from '@shared/rules/registration-change';
import type { SiteOption } from '@shared/schemas/provider';
import { Alert } from '@client/components/ui/Alert';
import { Loading } from '@client/components/ui/Loading';
import { QueryProblem } from '@client/components/ui/QueryProblem';
import { changeNoticeHref, paths } from '@client/config/paths';
import { useRegisteredInfo } from '@client/features/account/api/get-registered-info';
import { useSaveRegistration } from '@client/features/account/api/save-registration';
import { ChangeSummary } from '@client/features/account/components/ChangeSummary';
import { readChangeDraft, writeChangeDraft } from '@client/features/account/hooks/change-draft';
import { failureText } from '@client/lib/refusal-text';
import { PcFrame } from './pc-frame';
import '../../styles/pc-booking.css';
import '../../styles/account.css';

interface Props {
  siteOption: SiteOption;
  recNo: number;
  draft: RegistrationInput;
}

function ChangeCheck({ siteOption, recNo, draft }: Props) {
  const info = useRegisteredInfo();
  const save = useSaveRegistration();
  const navigate = useNavigate();
  if (!info.data) return info.isPending ? <Loading /> : <QueryProblem error={info.error} />;
  const failure = failureText(save.error);
  const execute = () =>
    save.mutate(draft, {
      onSuccess: (mask) => {
        writeChangeDraft(recNo, null);
        navigate(changeNoticeHref(mask), { replace: true });
      },
    });
  return (
    <>
      {failure && <Alert>{failure}</Alert>}
      <p className="pc-lead">{t('summary.lead')}</p>
      <div className="card">
        <ChangeSummary switches={siteOption.registredInfo} info={info.data} draft={draft} />
      </div>
      <div className="pc-actions">
        <button type="button" className="button" onClick={() => navigate(paths.pc.change)}>
          {tFrame('back')}
        </button>
        <button
          type="button"
          className="button pc-button-primary"
          disabled={save.isPending}
          onClick={execute}
        >
          {save.isPending ? t('changing') : t('change')}
        </button>
      </div>
    </>
  );
}

/** /pc/changecheck (SPEC.md §2): each item as it will be, unchanged ones as 変更なし. */
export default function PcChangeCheckRoute() {
  return (
    <PcFrame>
      {({ session, siteOption }) => {
        const draft = readChangeDraft(session.user.recNo);
        if (!siteOption.menu.useChangeRegistered) return <Navigate to={paths.pc.menu} replace />;
        if (!draft) return <Navigate to={paths.pc.change} replace />;
        return (
          <>
            <h1 className="page-title">{t('titles.check')}</h1>
            <ChangeCheck siteOption={siteOption} recNo={session.user.recNo} draft={draft} />
          </>
        );
      }}
    </PcFrame>
  );
}
