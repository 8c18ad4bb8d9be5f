import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { t } from '@shared/i18n/learner/ui';
import { ErrorBanner } from '@client/components/ui/ErrorBanner';
import { SignOutButton } from '../SignOutButton';
import { MAIN_ID, SkipLink } from '../SkipLink';
import { paths } from '@client/config/paths';

interface Props {
  schoolName?: string;
  /** the school's number, shown with its name under the footer buttons (SPEC.md §1 contact details) */
  phoneNumber?: string;
  children: ReactNode;
  /** footer of SPEC.md §2 on signed-in screens: back to menu, and "login" which signs out (「ログアウト」, PRODUCT.md §3) */
  onSignOut?: () => void;
  /** a booking is under way: sign-out asks first */
  confirmSignOut?: boolean;
  /** the footer's back-to-menu and the school's phone without sign-out: a signed-in page that could not load */
  menuLink?: boolean;
}

export function SpLayout({
  schoolName,
  phoneNumber,
  children,
  onSignOut,
  confirmSignOut,
  menuLink = false,
}: Props) {
  return (
    <div className="sp-shell">
      <SkipLink />
      <header className="sp-header">
        <p className="sp-header-school">{schoolName ?? '\u00a0'}</p>
        <p className="sp-header-title">{t('productName')}</p>
      </header>
      <ErrorBanner />
      <main id={MAIN_ID} tabIndex={-1} className="sp-main">
        {children}
      </main>
      {(onSignOut || menuLink) && (
        <footer className="sp-footer">
          <Link className="button" to={paths.sp.menu}>
            {t('backToMenu')}
          </Link>
          {onSignOut && <SignOutButton className="button" onSignOut={onSignOut} confirm={confirmSignOut} />}
          {phoneNumber && (
            <address className="sp-contact">
              <span>{schoolName}</span>
              <span>
                TEL <a href={`tel:${phoneNumber}`}>{phoneNumber}</a>
              </span>
            </address>
          )}
        </footer>
      )}
    </div>
  );
}
