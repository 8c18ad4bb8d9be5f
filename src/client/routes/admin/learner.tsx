import { Link, useSearchParams } from 'react-router';
import { t as tAudit } from '@shared/i18n/console/audit';
import { t } from '@shared/i18n/console/learners';
import { japanDateKey } from '@shared/rules/japan-time';
import { Loading } from '@client/components/ui/Loading';
import { AdminQueryProblem } from '@client/components/layouts/admin/AdminQueryProblem';
import { adminAuditHref, paths } from '@client/config/paths';
import { LearnerAccessPanel } from '@client/features/admin-learners/components/LearnerAccessPanel';
import { LearnerBookings } from '@client/features/admin-learners/components/LearnerBookings';
import { LearnerLessons } from '@client/features/admin-learners/components/LearnerLessons';
import { LearnerMails } from '@client/features/admin-learners/components/LearnerMails';
import { LearnerProfile } from '@client/features/admin-learners/components/LearnerProfile';
import { ProxyBookingForm } from '@client/features/admin-learners/components/ProxyBookingForm';
import { SilentLinkPanel } from '@client/features/admin-learners/components/SilentLinkPanel';
import { useLearnerDesk } from '@client/features/admin-learners/hooks/use-learner-desk';
import { useStaffUser } from '@client/features/staff-auth/api/get-staff-user';
import '@client/styles/admin-learners.css';

/**
 * One learner at the desk (issue 10 §3, issue 26 §6): who they are, their account and lock, their
 * rides, lessons and mails; book (today's runs too), cancel, unlock, help them sign in again.
 */
export default function AdminLearner() {
  const [params] = useSearchParams();
  const learnerId = Number(params.get('id')) || 0;
  const { detail, unlock, unlockLearner, refresh } = useLearnerDesk(learnerId);
  const me = useStaffUser();

  if (learnerId <= 0) return <p className="alert alert-error">{t('learner.missing')}</p>;
  if (detail.isPending) return <Loading screen />;
  if (detail.isError) return <AdminQueryProblem error={detail.error} title={t('learner.title')} />;
  const { learner, bookings, sites, lessons, mails } = detail.data;
  const today = japanDateKey(new Date());

  return (
    <section>
      <p>
        <Link to={paths.admin.learners}>{t('learner.back')}</Link>
      </p>
      <h1 className="page-title">
        {t('learner.heading', { name: learner.name, furigana: learner.furigana })}
      </h1>
      <div className="learner-columns">
        <LearnerProfile detail={detail.data} unlock={unlock} onUnlock={unlockLearner} />
        <section className="admin-panel">
          <ProxyBookingForm learnerId={learnerId} firstDate={today} onBooked={refresh} />
        </section>
      </div>
      <section className="admin-panel" aria-labelledby="bookings-title">
        <h2 id="bookings-title">{t('learner.bookings')}</h2>
        <LearnerBookings learnerId={learnerId} bookings={bookings} today={today} onChanged={refresh} />
      </section>
      <div className="learner-columns">
        <LearnerLessons lessons={lessons} />
        <LearnerAccessPanel
          learnerId={learnerId}
          name={learner.name}
          mailAddress={learner.mailAddress}
          sites={sites}
          mayResetPassword={me.data?.role === 'admin'}
        />
      </div>
      <LearnerMails mails={mails} />
      {me.data?.role === 'admin' && <SilentLinkPanel learnerId={learnerId} sites={sites} />}
      {me.data?.role === 'admin' && (
        <p>
          <Link to={adminAuditHref({ seitoNo: learner.seitoNo })}>{tAudit('links.learner')}</Link>
        </p>
      )}
    </section>
  );
}
