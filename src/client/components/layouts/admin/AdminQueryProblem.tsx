import { Link } from 'react-router';
import { t } from '@shared/i18n/console/shell';
import { Alert } from '@client/components/ui/Alert';
import { QueryProblem } from '@client/components/ui/QueryProblem';
import { paths } from '@client/config/paths';
import { TransportFailure } from '@client/lib/api-client';

/**
 * A console screen's failed query. A 403 there is a screen this staff member's role may not open
 * or an id not of their school (the server does not tell which, so ids cannot be probed): said
 * inside the console, not by signing out.
 */
export function AdminQueryProblem({ error, title }: { error: unknown; title?: string }) {
  const problem =
    error instanceof TransportFailure && error.status === 403 ? (
      <Alert>
        {t('forbidden')}
        <br />
        <Link to={paths.admin.board}>{t('backToBoard')}</Link>
      </Alert>
    ) : (
      <QueryProblem error={error} />
    );
  // a screen that shows nothing but the problem still says which screen it is
  if (!title) return problem;
  return (
    <>
      <h1 className="page-title">{title}</h1>
      {problem}
    </>
  );
}
