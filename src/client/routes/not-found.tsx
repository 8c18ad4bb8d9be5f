import { Link, useLocation } from 'react-router';
import { PcLoginLayout } from '@client/components/layouts/pc/PcLoginLayout';
import { SpLayout } from '@client/components/layouts/sp/SpLayout';
import { areaOf, paths } from '@client/config/paths';
import { t } from '@shared/i18n/learner/frame';

/** An unknown address inside the area's own frame (no session needed), with the way back to the menu. */
export default function NotFoundRoute() {
  const area = areaOf(useLocation().pathname);
  const body = (
    <div className="not-found">
      <p>{t('notFound.text')}</p>
      <Link className="button" to={paths[area].menu}>
        {t('notFound.toMenu')}
      </Link>
    </div>
  );
  return area === 'sp' ? (
    <SpLayout>
      <h1 className="page-title">{t('notFound.title')}</h1>
      {body}
    </SpLayout>
  ) : (
    <PcLoginLayout>{body}</PcLoginLayout>
  );
}
