import { Navigate, useNavigate } from 'react-router';
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

function ChangeCheck({ siteOption, draft }: { siteOption: SiteOption; draft: RegistrationInput }) {
  const info = useRegisteredInfo();
  const save = useSaveRegistration();
  const navigate = useNavigate();
  if (!info.data) return info.isPending ? <Loading /> : <QueryProblem error={info.error} />;
  const failure = failureText(save.error);
  const execute = () =>
    save.mutate(draft, {
      onSuccess: (mask) => {
        writeChangeDraft(null);
        navigate(changeNoticeHref(mask), { replace: true });
      },
    });
  return (
    <>
      {failure && <Alert>{failure}</Alert>}
      <p className="pc-lead">以下の内容で変更します。よろしければ「変更する」を押してください。</p>
      <div className="card">
        <ChangeSummary switches={siteOption.registredInfo} info={info.data} draft={draft} />
      </div>
      <div className="pc-actions">
        <button type="button" className="button" onClick={() => navigate(paths.pc.change)}>
          戻る
        </button>
        <button
          type="button"
          className="button pc-button-primary"
          disabled={save.isPending}
          onClick={execute}
        >
          {save.isPending ? '変更しています…' : '変更する'}
        </button>
      </div>
    </>
  );
}

/** /pc/changecheck (SPEC.md §2): each item as it will be, unchanged ones as 変更なし. */
export default function PcChangeCheckRoute() {
  const draft = readChangeDraft();
  if (!draft) return <Navigate to={paths.pc.change} replace />;
  return (
    <PcFrame>
      {({ siteOption }) =>
        siteOption.menu.useChangeRegistered ? (
          <>
            <h1 className="page-title">変更内容の確認</h1>
            <ChangeCheck siteOption={siteOption} draft={draft} />
          </>
        ) : (
          <Navigate to={paths.pc.menu} replace />
        )
      }
    </PcFrame>
  );
}
