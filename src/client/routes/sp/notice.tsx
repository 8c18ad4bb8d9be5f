import { Link } from 'react-router';
import { t } from '@shared/i18n/learner/frame';
import { paths } from '@client/config/paths';
import { NoticeContent } from '../notice-content';
import { SpFrame } from './sp-frame';

export default function SpNoticeRoute() {
  return (
    <SpFrame>
      {() => (
        <>
          <NoticeContent />
          <Link className="button" to={paths.sp.menu}>
            {t('back')}
          </Link>
        </>
      )}
    </SpFrame>
  );
}
