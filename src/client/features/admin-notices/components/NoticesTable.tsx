import { t } from '@shared/i18n/console/notices';
import { t as tShell } from '@shared/i18n/console/shell';
import { formatLongDate, formatTime } from '@shared/rules/japan-time';
import type { StaffNotice } from '@shared/schemas/admin-notices';
import { NoticeStateBadge } from './NoticeStateBadge';

const when = (iso: string | null) =>
  iso ? `${formatLongDate(new Date(iso))} ${formatTime(new Date(iso))}` : '—';

interface Props {
  notices: StaffNotice[];
  /** admins write notices; dispatchers read the list */
  canWrite: boolean;
  onEdit: (notice: StaffNotice) => void;
  onWithdraw: (notice: StaffNotice) => void;
}

/** The school's notices with their state and period (Japan time); a withdrawn one is only a record. */
export function NoticesTable({ notices, canWrite, onEdit, onWithdraw }: Props) {
  return (
    <table className="admin-table">
      <thead>
        <tr>
          <th scope="col">{t('columns.state')}</th>
          <th scope="col">{t('columns.subject')}</th>
          <th scope="col">{t('columns.startAt')}</th>
          <th scope="col">{t('columns.endAt')}</th>
          {canWrite && <th scope="col">{t('columns.actions')}</th>}
        </tr>
      </thead>
      <tbody>
        {notices.map((n) => (
          <tr key={n.id}>
            <td>
              <NoticeStateBadge state={n.state} />
            </td>
            <th scope="row">{n.subject}</th>
            <td className="nowrap">{when(n.startAt)}</td>
            <td className="nowrap">{when(n.withdrawnAt ?? n.endAt)}</td>
            {canWrite && (
              <td className="nowrap">
                {n.state !== 'withdrawn' && (
                  <>
                    <button type="button" className="button button-small" onClick={() => onEdit(n)}>
                      {t('edit')}
                      <span className="visually-hidden">{tShell('forItem', { item: n.subject })}</span>
                    </button>{' '}
                    <button type="button" className="button button-small" onClick={() => onWithdraw(n)}>
                      {t('withdraw')}
                      <span className="visually-hidden">{tShell('forItem', { item: n.subject })}</span>
                    </button>
                  </>
                )}
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
