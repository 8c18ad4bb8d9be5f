import { Link } from 'react-router';
import { t } from '@shared/i18n/console/mails';
import { messages } from '@shared/i18n/messages';
import { formatLongDate, formatTime } from '@shared/rules/japan-time';
import type { StaffMail } from '@shared/schemas/admin-mails';
import { adminLearnerHref } from '@client/config/paths';

const STATE_BADGES: Record<StaffMail['status'], string> = {
  pending: 'admin-badge-warning',
  sending: 'admin-badge-warning',
  sent: 'admin-badge-ok',
  failed: 'admin-badge-danger',
};

const at = (iso: string) => `${formatLongDate(new Date(iso))} ${formatTime(new Date(iso))}`;

interface Props {
  mails: StaffMail[];
  /** admins may send a failed mail again */
  canRetry: boolean;
  /** the mail being sent again, if any */
  retrying: number | null;
  onRetry: (mail: StaffMail) => void;
}

/** The outbox newest first: when, what (the text folded), to whom, its state and attempts, and the last error. */
export function MailsTable({ mails, canRetry, retrying, onRetry }: Props) {
  return (
    <table className="admin-table mail-table">
      <thead>
        <tr>
          <th scope="col">{t('columns.createdAt')}</th>
          <th scope="col">{t('columns.subject')}</th>
          <th scope="col">{t('columns.to')}</th>
          <th scope="col">{t('columns.learner')}</th>
          <th scope="col">{t('columns.state')}</th>
          <th scope="col" className="number">
            {t('columns.attempts')}
          </th>
          <th scope="col">{t('columns.sentOrError')}</th>
        </tr>
      </thead>
      <tbody>
        {mails.map((mail) => (
          <tr key={mail.id}>
            <td className="nowrap">{at(mail.createdAt)}</td>
            <th scope="row">
              <details>
                <summary>{mail.subject}</summary>
                <pre className="mail-body">{mail.body}</pre>
              </details>
            </th>
            <td className="mail-address">{mail.toAddress}</td>
            <td>
              {mail.learner ? (
                <Link to={adminLearnerHref(mail.learner.learnerId)}>
                  {mail.learner.seitoNo} {mail.learner.name}
                </Link>
              ) : (
                '—'
              )}
            </td>
            <td>
              <span className={`admin-badge ${STATE_BADGES[mail.status]}`}>
                {messages.mail.states[mail.status]}
              </span>
            </td>
            <td className="number">{mail.attempts}</td>
            <td>
              {mail.sentAt ? at(mail.sentAt) : (mail.lastError ?? '—')}
              {mail.status === 'failed' && canRetry && (
                <p>
                  <button
                    type="button"
                    className="button button-small"
                    disabled={retrying === mail.id}
                    onClick={() => onRetry(mail)}
                  >
                    {t('retry')}
                  </button>
                </p>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
