import { useState } from 'react';
import { t } from '@shared/i18n/console/learners';
import { ActionOutcome } from '@client/components/layouts/admin/ActionOutcome';
import { ConfirmDialog } from '@client/components/ui/ConfirmDialog';
import { queryKeys } from '@client/lib/query-keys';
import { useStaffAction } from '@client/lib/use-staff-action';
import { SiteSelect } from './SiteSelect';
import { mailSignInLink, resetLearnerPassword } from '../api/learner-actions';

interface Props {
  learnerId: number;
  name: string;
  mailAddress: string;
  sites: string[];
  /** admins only: a temporary password gives its reader the account */
  mayResetPassword: boolean;
}

/**
 * Helping a learner sign in again (issue 26 §6): a temporary password shown here once (admins),
 * or the school's login page sent to the learner's own mail address.
 */
export function LearnerAccessPanel({ learnerId, name, mailAddress, sites, mayResetPassword }: Props) {
  const [asking, setAsking] = useState(false);
  const [password, setPassword] = useState<string | null>(null);
  const [site, setSite] = useState(sites[0] ?? '');
  // the learner's page is read again after either: its list of mails shows the new one
  const learnerKey = queryKeys.admin.learner(learnerId);
  const reset = useStaffAction({ invalidates: [learnerKey] });
  const mail = useStaffAction({ invalidates: [learnerKey] });
  const confirmReset = async () => {
    setAsking(false);
    setPassword(null);
    const issued = await reset.run(
      () => resetLearnerPassword(learnerId),
      () => t('access.resetDone'),
    );
    if (issued) setPassword(issued.temporaryPassword);
  };
  const sendMail = () =>
    void mail.run(
      () => mailSignInLink(learnerId, site),
      (done) => t('access.mailDone', { address: done.mailAddress }),
    );
  return (
    <section className="admin-panel" aria-labelledby="access-title">
      <h2 id="access-title">{t('access.title')}</h2>
      {mayResetPassword && (
        <>
          <p className="hint">{t('access.resetHint')}</p>
          <ActionOutcome done={reset.done} problem={reset.problem} />
          {password && (
            <p className="temporary-password">
              {t('access.temporaryPassword')}{' '}
              <output aria-label={t('access.temporaryPassword')}>{password}</output>
            </p>
          )}
          <button type="button" className="button" onClick={() => setAsking(true)} aria-disabled={reset.busy}>
            {t('access.reset')}
          </button>
          <ConfirmDialog
            open={asking}
            title={t('access.resetQuestion', { name })}
            text={t('access.resetText')}
            confirmLabel={t('access.resetConfirm')}
            cancelLabel={t('access.resetCancel')}
            onConfirm={() => void confirmReset()}
            onCancel={() => setAsking(false)}
          />
        </>
      )}
      <p className="hint">{t('access.mailHint')}</p>
      {mailAddress === '' ? (
        <p className="empty">{t('access.noMailAddress')}</p>
      ) : (
        <>
          <ActionOutcome done={mail.done} problem={mail.problem} />
          <div className="admin-toolbar">
            <SiteSelect
              id="access-site"
              label={t('access.mailSite')}
              sites={sites}
              value={site}
              onChange={setSite}
            />
            <button
              type="button"
              className="button"
              disabled={site === ''}
              aria-disabled={mail.busy}
              onClick={sendMail}
            >
              {t('access.mail')}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
