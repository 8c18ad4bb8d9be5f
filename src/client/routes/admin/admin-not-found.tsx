import { Link } from 'react-router';
import { messages } from '@shared/i18n/messages';
import { paths } from '@client/config/paths';

/** An unknown console address, inside the console's frame. */
export default function AdminNotFound() {
  return (
    <section>
      <h1 className="page-title">ページが見つかりません</h1>
      <p>{messages.error[404]}</p>
      <p>
        <Link to={paths.admin.board}>日別運行表へ戻る</Link>
      </p>
    </section>
  );
}
