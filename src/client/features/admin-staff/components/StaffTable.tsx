import { t } from '@shared/i18n/console/staff';
import { t as tShell } from '@shared/i18n/console/shell';
import { formatLongDate, formatTime } from '@shared/rules/japan-time';
import type { StaffAccount } from '@shared/schemas/admin-staff';
import type { StaffRoleName } from '@shared/schemas/admin';

interface Props {
  accounts: StaffAccount[];
  /** the signed-in member's login id: their own row cannot be stopped */
  ownLoginId: string;
  busy: boolean;
  onRole: (account: StaffAccount, role: StaffRoleName) => void;
  onDisabled: (account: StaffAccount, disabled: boolean) => void;
  onUnlock: (account: StaffAccount) => void;
  onReset: (account: StaffAccount) => void;
}

const when = (iso: string) => `${formatLongDate(new Date(iso))} ${formatTime(new Date(iso))}`;

function RowButton({
  label,
  target,
  busy,
  onClick,
}: {
  label: string;
  target: string;
  busy: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className="button button-small"
      aria-disabled={busy}
      onClick={() => !busy && onClick()}
    >
      {label}
      <span className="visually-hidden">{tShell('forItem', { item: target })}</span>
    </button>
  );
}

/** The school's console accounts by login id, stopped ones greyed, with what an admin may do to each. */
export function StaffTable({ accounts, ownLoginId, busy, onRole, onDisabled, onUnlock, onReset }: Props) {
  return (
    <table className="admin-table staff-table">
      <caption className="visually-hidden">{t('table.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('table.loginId')}</th>
          <th scope="col">{t('table.name')}</th>
          <th scope="col">{t('table.role')}</th>
          <th scope="col">{t('table.state')}</th>
          <th scope="col">{t('table.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {accounts.map((a) => {
          const disabled = a.disabledAt !== null;
          const own = a.loginId === ownLoginId;
          const otherRole: StaffRoleName = a.role === 'admin' ? 'dispatcher' : 'admin';
          return (
            <tr key={a.id} className={disabled ? 'staff-disabled' : undefined}>
              <th scope="row">
                <code>{a.loginId}</code>
                {own && <span className="admin-badge">{t('table.you')}</span>}
              </th>
              <td>{a.name}</td>
              <td className="nowrap">{tShell(`roles.${a.role}`)}</td>
              <td>
                {disabled ? (
                  <span className="admin-badge admin-badge-muted">{t('table.disabled')}</span>
                ) : (
                  t('table.active')
                )}
                {a.lockedUntil && (
                  <span className="staff-locked">{t('table.locked', { until: when(a.lockedUntil) })}</span>
                )}
              </td>
              <td>
                <div className="staff-actions">
                  <RowButton
                    label={otherRole === 'admin' ? t('table.toAdmin') : t('table.toDispatcher')}
                    target={a.loginId}
                    busy={busy}
                    onClick={() => onRole(a, otherRole)}
                  />
                  {!own && (
                    <RowButton
                      label={disabled ? t('table.enable') : t('table.disable')}
                      target={a.loginId}
                      busy={busy}
                      onClick={() => onDisabled(a, !disabled)}
                    />
                  )}
                  {a.lockedUntil && (
                    <RowButton
                      label={t('table.unlock')}
                      target={a.loginId}
                      busy={busy}
                      onClick={() => onUnlock(a)}
                    />
                  )}
                  {!own && (
                    <RowButton
                      label={t('table.resetPassword')}
                      target={a.loginId}
                      busy={busy}
                      onClick={() => onReset(a)}
                    />
                  )}
                </div>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
