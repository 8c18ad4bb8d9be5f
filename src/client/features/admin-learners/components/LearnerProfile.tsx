import { t } from '@shared/i18n/console/learners';
import { formatLongDate, formatTime } from '@shared/rules/japan-time';
import type { LearnerDetail } from '@shared/schemas/admin-learners';
import { ActionOutcome } from '@client/components/layouts/admin/ActionOutcome';
import type { StaffAction } from '@client/lib/use-staff-action';

interface Props {
  detail: LearnerDetail;
  unlock: StaffAction;
  onUnlock: () => void;
}

/**
 * Who the learner is, their web account (signed up, consent, withdrawn), whether their sign-in is
 * locked (and unlocking it), and their own points.
 */
export function LearnerProfile({ detail, unlock, onUnlock }: Props) {
  const { learner, account, lockedUntil, failedSignIns, points } = detail;
  const when = (iso: string) => ({ date: formatLongDate(new Date(iso)), time: formatTime(new Date(iso)) });
  return (
    <section className="admin-panel" aria-labelledby="profile-title">
      <h2 id="profile-title">{t('learner.title')}</h2>
      <dl className="learner-facts">
        <dt>{t('columns.seitoNo')}</dt>
        <dd>{learner.seitoNo}</dd>
        <dt>{t('learner.mobile')}</dt>
        <dd>{learner.mobileNumber || '—'}</dd>
        <dt>{t('learner.mail')}</dt>
        <dd>{learner.mailAddress || '—'}</dd>
        <dt>{t('learner.account')}</dt>
        <dd>
          {account.withdrawnAt ? (
            <span className="admin-badge admin-badge-danger">
              {t('learner.withdrawnAt', { date: when(account.withdrawnAt).date })}
            </span>
          ) : account.signedUp ? (
            t('learner.signedUp')
          ) : (
            <span className="admin-badge">{t('learner.notSignedUp')}</span>
          )}
        </dd>
        <dt>{t('learner.consent')}</dt>
        <dd>
          {account.privacyConsentAt
            ? t('learner.consentAt', when(account.privacyConsentAt))
            : t('learner.noConsent')}
        </dd>
        <dt>{t('learner.signIn')}</dt>
        <dd>
          {lockedUntil ? (
            <>
              <span className="admin-badge admin-badge-danger">{t('learner.locked')}</span>{' '}
              {t('learner.lockedUntil', {
                date: formatLongDate(new Date(lockedUntil)),
                time: formatTime(new Date(lockedUntil)),
              })}
            </>
          ) : (
            <>
              {t('learner.notLocked')}
              {failedSignIns > 0 && t('learner.failures', { count: failedSignIns })}
            </>
          )}
        </dd>
      </dl>
      {/* said once the record shows the lock gone */}
      <ActionOutcome done={lockedUntil ? null : unlock.done} />
      {(lockedUntil || failedSignIns > 0) && (
        <button type="button" className="button" onClick={onUnlock}>
          {t('learner.unlock')}
        </button>
      )}
      <ActionOutcome problem={unlock.problem} />
      <h3>{t('learner.points')}</h3>
      {points.length === 0 ? (
        <p className="empty">{t('learner.noPoints')}</p>
      ) : (
        <ul className="learner-points">
          {points.map((p) => (
            <li key={p.stopId}>
              {p.name}
              {p.address && <span className="hint"> {p.address}</span>}
              {p.pending && <span className="admin-badge admin-badge-danger">{t('learner.pending')}</span>}
              {p.rejectionReason !== null && (
                <span className="admin-badge">{t('learner.rejected', { reason: p.rejectionReason })}</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
