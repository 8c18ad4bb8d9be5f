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

/** A labelled group of sections (今日の運行, 教習生, …): the menu reads as a few short lists. */
export interface AdminNavGroup {
  id: string;
  label: string;
  entries: AdminNavEntry[];
}

interface Props {
  schoolName: string;
  staffName: string;
  roleLabel: string;
  groups: AdminNavGroup[];
  onSignOut: () => void;
  children: ReactNode;
}

/** The staff console's frame: school and console name, the sections in their groups, who is signed in, sign-out. */
export function AdminLayout({ schoolName, staffName, roleLabel, groups, onSignOut, children }: Props) {
  return (
    <div className="admin-shell">
      <SkipLink />
      <header className="admin-header">
        <p className="admin-brand">
          <span className="admin-school">{schoolName || '\u00a0'}</span>
          <span className="admin-console-name">{t('consoleName')}</span>
        </p>
        <nav aria-label={t('menu')}>
          <div className="admin-nav">
            {groups.map((group) => (
              <div key={group.id} className="admin-nav-group">
                <span className="admin-nav-group-label" id={`admin-nav-${group.id}`}>
                  {group.label}
                </span>
                <ul aria-labelledby={`admin-nav-${group.id}`}>
                  {group.entries.map((entry) => (
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
              </div>
            ))}
          </div>
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
