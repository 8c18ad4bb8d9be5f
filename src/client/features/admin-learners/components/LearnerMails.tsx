import { t } from '@shared/i18n/console/learners';
import { formatShortDate, formatTime } from '@shared/rules/japan-time';
import type { LearnerMail } from '@shared/schemas/admin-learners';

const KINDS: Record<string, string> = {
  'mail-confirmation': t('learner.mailKinds.mail-confirmation'),
  'mail-address-changed': t('learner.mailKinds.mail-address-changed'),
  'password-changed': t('learner.mailKinds.password-changed'),
  'ride-times': t('learner.mailKinds.ride-times'),
  'ride-times-changed': t('learner.mailKinds.ride-times-changed'),
  'point-approved': t('learner.mailKinds.point-approved'),
  'point-rejected': t('learner.mailKinds.point-rejected'),
  'withdrawn-rides-cancelled': t('learner.mailKinds.withdrawn-rides-cancelled'),
  'sign-in-link': t('learner.mailKinds.sign-in-link'),
};

/** The newest mails to the learner: when, subject, kind and whether it went out. */
export function LearnerMails({ mails }: { mails: LearnerMail[] }) {
  return (
    <section className="admin-panel" aria-labelledby="mails-title">
      <h2 id="mails-title">{t('learner.mails')}</h2>
      {mails.length === 0 ? (
        <p className="empty">{t('learner.noMails')}</p>
      ) : (
        <table className="admin-table learner-mails">
          <thead>
            <tr>
              <th scope="col">{t('learner.mailColumns.at')}</th>
              <th scope="col">{t('learner.mailColumns.subject')}</th>
              <th scope="col">{t('learner.mailColumns.kind')}</th>
              <th scope="col">{t('learner.mailColumns.status')}</th>
            </tr>
          </thead>
          <tbody>
            {mails.map((m) => (
              <tr key={m.mailId}>
                <td className="nowrap">
                  {formatShortDate(new Date(m.createdAt))} {formatTime(new Date(m.createdAt))}
                </td>
                <td>{m.subject}</td>
                <td>{KINDS[m.kind] ?? m.kind}</td>
                <td className="nowrap">
                  {m.status === 'failed' ? (
                    <span className="admin-badge admin-badge-danger">{t('learner.mailStatus.failed')}</span>
                  ) : (
                    t(`learner.mailStatus.${m.status}`)
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
