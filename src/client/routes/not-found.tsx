import { Link, useLocation } from 'react-router';
import { areaOf, paths } from '@client/config/paths';

export default function NotFoundRoute() {
  const area = areaOf(useLocation().pathname);
  return (
    <main className="not-found">
      <h1>ページが見つかりません</h1>
      <p>URLをご確認ください。</p>
      <Link className="button" to={paths[area].menu}>
        メニューへ
      </Link>
    </main>
  );
}
