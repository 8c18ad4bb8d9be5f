import type { ReactNode } from 'react';
import { t } from '@shared/i18n/learner/ui';
import { ErrorBanner } from '@client/components/ui/ErrorBanner';
import { MAIN_ID, SkipLink } from '../SkipLink';

export function PcLoginLayout({ schoolName, children }: { schoolName?: string; children: ReactNode }) {
  return (
    <div className="pc-login-shell">
      <SkipLink />
      <ErrorBanner />
      <main id={MAIN_ID} tabIndex={-1} className="pc-login-card">
        <p className="pc-login-school">{schoolName ?? '\u00a0'}</p>
        <h1>{t('productName')}</h1>
        {children}
      </main>
    </div>
  );
}
