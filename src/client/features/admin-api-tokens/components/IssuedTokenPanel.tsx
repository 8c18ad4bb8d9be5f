import { t } from '@shared/i18n/console/api-tokens';
import type { CreatedApiToken } from '@shared/schemas/admin-imports';
import { CopyField } from '@client/components/layouts/admin/CopyField';
import { focusOnMount } from '@client/lib/focus-on-mount';

interface Props {
  shown: CreatedApiToken;
  onClose: () => void;
}

/**
 * A new token's secret, shown this once: only its hash is stored, so closing the panel loses it
 * (a lost token is revoked and another issued).
 */
export function IssuedTokenPanel({ shown, onClose }: Props) {
  return (
    <section className="admin-panel issued-token" aria-labelledby="issued-token-title">
      <h2 id="issued-token-title" ref={focusOnMount} tabIndex={-1}>
        {t('issued.title', { name: shown.token.name })}
      </h2>
      <p className="alert alert-info">{t('issued.onlyHere')}</p>
      <CopyField id="issued-token" label={t('issued.secret')} value={shown.secret} />
      <CopyField id="issued-feed-url" label={t('issued.feedUrl')} value={shown.feedUrl} />
      <h3>{t('issued.howTo')}</h3>
      <p>{t('issued.howToText')}</p>
      <div className="admin-toolbar">
        <button type="button" className="button button-primary" onClick={onClose}>
          {t('issued.close')}
        </button>
      </div>
    </section>
  );
}
