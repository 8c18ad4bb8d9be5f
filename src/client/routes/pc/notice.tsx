import { useNavigate } from 'react-router';
import { t } from '@shared/i18n/learner/frame';
import { paths } from '@client/config/paths';
import { NoticeContent } from '../notice-content';
import { PcFrame } from './pc-frame';

export default function PcNoticeRoute() {
  const navigate = useNavigate();
  return (
    <PcFrame>
      {() => (
        <>
          <NoticeContent />
          <button type="button" className="button" onClick={() => navigate(paths.pc.menu)}>
            {t('back')}
          </button>
        </>
      )}
    </PcFrame>
  );
}
