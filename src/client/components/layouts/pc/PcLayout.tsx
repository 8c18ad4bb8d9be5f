import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { t } from '@shared/i18n/learner/ui';
import { ErrorBanner } from '@client/components/ui/ErrorBanner';
import { SignOutButton } from '../SignOutButton';
import { MAIN_ID, SkipLink } from '../SkipLink';

export interface NavEntry {
  to: string;
  label: string;
}

interface Props {
  schoolName: string;
  phoneNumber: string;
  /** entries whose site option is on and whose screens exist (SPEC.md §2 side navigation) */
  entries: NavEntry[];
  /** absent on a page that could not load (no session call to make): no sign-out entry */
  onSignOut?: () => void;
  /** a booking is under way: sign-out asks first */
  confirmSignOut?: boolean;
  children: ReactNode;
}

/** An entry is current when the path and every query parameter it names match (往路 vs 復路 share a path). */
function isCurrent(entry: NavEntry, pathname: string, search: string): boolean {
  const [entryPath, entryQuery] = entry.to.split('?');
  if (entryPath !== pathname) return false;
  const current = new URLSearchParams(search);
  return [...new URLSearchParams(entryQuery).entries()].every(([key, value]) => current.get(key) === value);
}

export function PcLayout({ schoolName, phoneNumber, entries, onSignOut, confirmSignOut, children }: Props) {
  const { pathname, search } = useLocation();
  return (
    <div className="pc-shell">
      <SkipLink />
      <nav className="pc-nav" aria-label={t('mainMenu')}>
        <p className="pc-nav-title">{t('productName')}</p>
        <ul>
          {entries.map((entry) => (
            <li key={entry.to}>
              <Link
                to={entry.to}
                className={isCurrent(entry, pathname, search) ? 'active' : undefined}
                aria-current={isCurrent(entry, pathname, search) ? 'page' : undefined}
              >
                {entry.label}
              </Link>
            </li>
          ))}
          {onSignOut && (
            <li>
              <SignOutButton className="pc-nav-logout" onSignOut={onSignOut} confirm={confirmSignOut} />
            </li>
          )}
        </ul>
        <div className="pc-nav-school">
          <p>{schoolName || '\u00a0'}</p>
          <p>
            TEL <a href={`tel:${phoneNumber}`}>{phoneNumber}</a>
          </p>
        </div>
      </nav>
      <div className="pc-content">
        <ErrorBanner />
        <main id={MAIN_ID} tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  );
}
