import { t } from '@shared/i18n/console/mails';
import { MAIL_PAGE_SIZE } from '@shared/schemas/admin-mails';
import { Alert } from '@client/components/ui/Alert';
import { Loading } from '@client/components/ui/Loading';
import { AdminQueryProblem } from '@client/components/layouts/admin/AdminQueryProblem';
import { LoadMoreButton } from '@client/components/layouts/admin/LoadMoreButton';
import { MailStateFilter } from '@client/features/admin-mails/components/MailStateFilter';
import { MailsTable } from '@client/features/admin-mails/components/MailsTable';
import { useMailList } from '@client/features/admin-mails/hooks/use-mail-list';
import { useMailRetry } from '@client/features/admin-mails/hooks/use-mail-retry';
import { useStaffUser } from '@client/features/staff-auth/api/get-staff-user';

/** メール送信状況 (issue 11 §1): what went out, what waits, what failed for good — and, for admins, send a failed one again. */
export default function AdminMails() {
  const { status, setStatus, mails, list, failedCount } = useMailList();
  const { action, retrying, retry } = useMailRetry();
  const me = useStaffUser();
  return (
    <section>
      <h1 className="page-title">{t('title')}</h1>
      {failedCount > 0 && <p className="alert alert-error">{t('failedCount', { count: failedCount })}</p>}
      <MailStateFilter status={status} onChange={setStatus} />
      {action.done && (
        // a quiet note where the press was, not the green banner of a finished task: the mail only waits again
        <p className="alert alert-info" role="status">
          {action.done}
        </p>
      )}
      {action.problem && <Alert>{action.problem}</Alert>}
      {mails.isPending ? (
        <Loading />
      ) : mails.isError ? (
        <AdminQueryProblem error={mails.error} />
      ) : list.length === 0 ? (
        <p className="empty" role="status">
          {t('empty')}
        </p>
      ) : (
        <>
          <MailsTable mails={list} canRetry={me.data?.role === 'admin'} retrying={retrying} onRetry={retry} />
          <LoadMoreButton list={mails} pageSize={MAIL_PAGE_SIZE} />
        </>
      )}
    </section>
  );
}
