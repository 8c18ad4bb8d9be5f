import { Link } from 'react-router';
import { t } from '@shared/i18n/console/alerts';
import { messages } from '@shared/i18n/messages';
import { formatTime } from '@shared/rules/japan-time';
import type { StaffRideAlert } from '@shared/schemas/admin-alerts';
import { adminLearnerHref } from '@client/config/paths';
import { DIRECTION_NAME, rideDateLabel, type UpDown } from '@client/lib/labels';

const STATE_BADGES: Record<StaffRideAlert['status'], string> = {
  pending: 'admin-badge-warning',
  sending: 'admin-badge-warning',
  sent: 'admin-badge-ok',
  failed: 'admin-badge-danger',
};

const kindText = (alert: StaffRideAlert) =>
  alert.kind === 'delay' && alert.delayMinutes !== null
    ? t('delayOf', { minutes: alert.delayMinutes })
    : t(`kinds.${alert.kind}`);

const stateText = (alert: StaffRideAlert) =>
  alert.status === 'sent' && alert.channel === 'push'
    ? t('sentTo', { count: alert.delivered })
    : t(`states.${alert.status}`);

/** Why it failed, as text: a push service's or mail server's answer is not ours to trust as markup. */
function Failure({ alert }: { alert: StaffRideAlert }) {
  const reason = alert.mail ? alert.mail.lastError : alert.lastError;
  const attempts = alert.mail ? alert.mail.attempts : alert.attempts;
  return (
    <>
      {alert.mail && <p>{t('mailState', { state: messages.mail.states[alert.mail.status] })}</p>}
      {attempts > 0 && alert.status !== 'sent' && <p>{t('attempts', { count: attempts })}</p>}
      {reason && alert.status !== 'sent' && <p>{t('reason', { reason })}</p>}
    </>
  );
}

/** The day's alerts newest first: when written and sent, to whom, about which ride, what, how, and how it went. */
export function AlertsTable({ alerts }: { alerts: StaffRideAlert[] }) {
  return (
    <table className="admin-table alert-table">
      <thead>
        <tr>
          <th scope="col">{t('columns.createdAt')}</th>
          <th scope="col">{t('columns.sentAt')}</th>
          <th scope="col">{t('columns.learner')}</th>
          <th scope="col">{t('columns.ride')}</th>
          <th scope="col">{t('columns.kind')}</th>
          <th scope="col">{t('columns.channel')}</th>
          <th scope="col">{t('columns.state')}</th>
        </tr>
      </thead>
      <tbody>
        {alerts.map((alert) => {
          const sentAt = alert.mail ? alert.mail.sentAt : alert.sentAt;
          return (
            <tr key={alert.id}>
              <td className="nowrap">{formatTime(new Date(alert.createdAt))}</td>
              <td className="nowrap">{sentAt ? formatTime(new Date(sentAt)) : t('none')}</td>
              <td>
                <Link to={adminLearnerHref(alert.learner.learnerId)}>
                  {alert.learner.seitoNo} {alert.learner.name}
                </Link>
              </td>
              <td>
                {t('ride', {
                  date: rideDateLabel(alert.ride.date),
                  bin: alert.ride.binName,
                  direction: DIRECTION_NAME[alert.ride.upDown as UpDown],
                })}
                <br />
                {alert.ride.stopName}
              </td>
              <th scope="row">
                <details>
                  <summary>{kindText(alert)}</summary>
                  <p>{alert.title}</p>
                  <p>{alert.body}</p>
                </details>
              </th>
              <td>{t(`channels.${alert.channel}`)}</td>
              <td>
                <span className={`admin-badge ${STATE_BADGES[alert.status]}`}>{stateText(alert)}</span>
                <Failure alert={alert} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
