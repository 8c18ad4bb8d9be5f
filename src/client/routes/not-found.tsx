import { Link, useLocation } from 'react-router';
import { PcLoginLayout } from '@client/components/layouts/pc/PcLoginLayout';
import { SpLayout } from '@client/components/layouts/sp/SpLayout';
import { areaOf, paths } from '@client/config/paths';

/** An unknown address inside the area's own frame (no session needed), with the way back to the menu. */
export default function NotFoundRoute() {
  const area = areaOf(useLocation().pathname);
  const body = (
    <div className="not-found">
      <p>ページが見つかりません。URLをご確認ください。</p>
      <Link className="button" to={paths[area].menu}>
        メニューへ
      </Link>
    </div>
  );
  return area === 'sp' ? (
    <SpLayout>
      <h1 className="page-title">ページが見つかりません</h1>
      {body}
    </SpLayout>
  ) : (
    <PcLoginLayout>{body}</PcLoginLayout>
  );
}
