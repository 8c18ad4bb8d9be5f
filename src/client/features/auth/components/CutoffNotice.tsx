import { t } from '@shared/i18n/learner/login';
import type { SiteOption } from '@shared/schemas/provider';

/** The booking deadline sentence of SPEC.md §1, from the school's own setting (PRODUCT.md §3). */
export function CutoffNotice({ siteOption }: { siteOption: SiteOption }) {
  return (
    <div className="cutoff-notice">
      <p>
        {t('cutoff.beforeTime')}
        <strong>{siteOption.school.bookingCutoff}</strong>
        {t('cutoff.afterTime')}
      </p>
      <p>{t('cutoff.rideTimesByMail')}</p>
    </div>
  );
}
