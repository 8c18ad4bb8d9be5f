import { t } from '@shared/i18n/learner/ui';
import { showErrorBanner, useErrorBanner } from '@client/lib/error-banner-store';

/** The transport alert of SPEC.md §8, dismissible, above every screen. */
export function ErrorBanner() {
  const message = useErrorBanner();
  if (!message) return null;
  return (
    <div role="alert" className="error-banner">
      <p>{message}</p>
      <button type="button" className="button button-small" onClick={() => showErrorBanner(null)}>
        {t('close')}
      </button>
    </div>
  );
}
