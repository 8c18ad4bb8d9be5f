import { t } from '@shared/i18n/learner/ui';
import { messages } from '@shared/i18n/messages';
import { Alert } from './Alert';

/**
 * A page whose code or data could not be fetched because nothing reached the server: the
 * connection is named as the problem (not the service), with a retry that keeps the page.
 */
export function ConnectionProblem({ onRetry, titled = false }: { onRetry: () => void; titled?: boolean }) {
  return (
    <div className="connection-problem">
      {/* a whole page that could not load has no title of its own */}
      {titled && <h1 className="page-title">{t('screenUnavailable')}</h1>}
      <Alert>{messages.http.connection}</Alert>
      <button type="button" className="button button-primary" onClick={onRetry}>
        {t('reload')}
      </button>
    </div>
  );
}
