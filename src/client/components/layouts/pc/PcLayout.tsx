import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { ErrorBanner } from '@client/components/ui/ErrorBanner';

export interface NavEntry {
  to: string;
  label: string;
}

interface Props {
  schoolName: string;
  phoneNumber: string;
  /** entries whose site option is on and whose screens exist (SPEC.md §2 side navigation) */
  entries: NavEntry[];
  onSignOut: () => void;
  children: ReactNode;
}

export function PcLayout({ schoolName, phoneNumber, entries, onSignOut, children }: Props) {
  return (
    <div className="pc-shell">
      <nav className="pc-nav" aria-label="メインメニュー">
        <p className="pc-nav-title">送迎バス予約</p>
        <ul>
          {entries.map((entry) => (
            <li key={entry.to}>
              <NavLink to={entry.to} end>
                {entry.label}
              </NavLink>
            </li>
          ))}
          <li>
            <button type="button" className="pc-nav-logout" onClick={onSignOut}>
              ログアウト
            </button>
          </li>
        </ul>
        <div className="pc-nav-school">
          <p>{schoolName}</p>
          <p>
            TEL <a href={`tel:${phoneNumber}`}>{phoneNumber}</a>
          </p>
        </div>
      </nav>
      <div className="pc-content">
        <ErrorBanner />
        <main>{children}</main>
      </div>
    </div>
  );
}
