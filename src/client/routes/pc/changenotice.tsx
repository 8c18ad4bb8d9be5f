import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { t } from '@shared/i18n/learner/account';
import { t as tFrame } from '@shared/i18n/learner/frame';
import { changeResultLines } from '@shared/rules/registration-change';
import { StatusBanner } from '@client/components/ui/StatusBanner';
import { paths } from '@client/config/paths';
import { PcFrame } from './pc-frame';
import '../../styles/pc-booking.css';

/** /pc/changenotice (SPEC.md §2): the result of the change in words, from the answer's bit mask. */
export default function PcChangeNoticeRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const result = params.get('result');
  if (result === null || !/^[0-7]$/.test(result)) return <Navigate to={paths.pc.menu} replace />;
  return (
    <PcFrame>
      {() => (
        <>
          <h1 className="page-title">{t('titles.done')}</h1>
          <StatusBanner>
            {changeResultLines(Number(result)).map((line) => (
              <p key={line}>{line}</p>
            ))}
          </StatusBanner>
          <div className="pc-actions">
            <button type="button" className="button" onClick={() => navigate(paths.pc.menu)}>
              {tFrame('backToTop')}
            </button>
          </div>
        </>
      )}
    </PcFrame>
  );
}
