import { Navigate, useNavigate } from 'react-router';
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
        submitLabel="確認画面へ"
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
            <h1 className="page-title">登録情報の変更</h1>
            <p className="pc-lead">変更する項目を入力し、「確認画面へ」を押してください。</p>
            <Change siteOption={siteOption} recNo={session.user.recNo} />
          </>
        ) : (
          <Navigate to={paths.pc.menu} replace />
        )
      }
    </PcFrame>
  );
}
