import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { t } from '@shared/i18n/console/shell';
import { ErrorBanner } from '@client/components/ui/ErrorBanner';
import { MAIN_ID, SkipLink } from '../SkipLink';

export interface AdminNavEntry {
  to: string;
  label: string;
  /** the console's home matches only itself, not every path below it */
  end?: boolean;
  /** things waiting in the section (shown when above zero) */
  count?: number;
}

interface Props {
  schoolName: string;
  staffName: string;
  roleLabel: string;
  entries: AdminNavEntry[];
  onSignOut: () => void;
  children: ReactNode;
}

/** The staff console's frame: school and console name, the sections, who is signed in, sign-out. */
export function AdminLayout({ schoolName, staffName, roleLabel, entries, onSignOut, children }: Props) {
  return (
    <div className="admin-shell">
      <SkipLink />
      <header className="admin-header">
        <p className="admin-brand">
          <span className="admin-school">{schoolName || '\u00a0'}</span>
          <span className="admin-console-name">{t('consoleName')}</span>
        </p>
        <nav aria-label={t('menu')}>
          <ul className="admin-nav">
            {entries.map((entry) => (
              <li key={entry.to}>
                <NavLink to={entry.to} end={entry.end}>
                  {entry.label}
                  {entry.count ? (
                    <span className="admin-nav-count">
                      {entry.count}
                      <span className="visually-hidden">{t('waitingUnit')}</span>
                    </span>
                  ) : null}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="admin-user">
          <span>{t('staffMember', { name: staffName, role: roleLabel })}</span>
          <button type="button" className="button button-small" onClick={onSignOut}>
            {t('signOut')}
          </button>
        </div>
      </header>
      <ErrorBanner />
      <main id={MAIN_ID} tabIndex={-1} className="admin-main">
        {children}
      </main>
    </div>
  );
}
