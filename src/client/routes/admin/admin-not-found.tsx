import { Link } from 'react-router';
import { messages } from '@shared/i18n/messages';
import { t } from '@shared/i18n/console/shell';
import { paths } from '@client/config/paths';

/** An unknown console address, inside the console's frame. */
export default function AdminNotFound() {
  return (
    <section>
      <h1 className="page-title">{t('notFoundTitle')}</h1>
      <p>{messages.error[404]}</p>
      <p>
        <Link to={paths.admin.board}>{t('backToBoard')}</Link>
      </p>
    </section>
  );
}
