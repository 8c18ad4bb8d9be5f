import { t } from '@shared/i18n/console/staff';
import { Loading } from '@client/components/ui/Loading';
import { ActionOutcome } from '@client/components/layouts/admin/ActionOutcome';
import { AdminQueryProblem } from '@client/components/layouts/admin/AdminQueryProblem';
import { useStaffAccounts } from '@client/features/admin-staff/api/staff-accounts';
import { AddStaffForm } from '@client/features/admin-staff/components/AddStaffForm';
import { IssuedPasswordPanel } from '@client/features/admin-staff/components/IssuedPasswordPanel';
import { StaffTable } from '@client/features/admin-staff/components/StaffTable';
import { useStaffAdmin } from '@client/features/admin-staff/hooks/use-staff-admin';
import { useStaffUser } from '@client/features/staff-auth/api/get-staff-user';
import '@client/styles/admin-staff.css';

/**
 * スタッフ (issue 23 §2, admins only): the school's console accounts. Admins add one (its first
 * password shown once), change roles, stop and resume, lift a lock and reset a password; the
 * server keeps the school's last active admin.
 */
export default function AdminStaff() {
  const accounts = useStaffAccounts();
  const me = useStaffUser();
  const admin = useStaffAdmin();

  if (accounts.isPending || me.isPending) return <Loading screen />;
  if (accounts.isError) return <AdminQueryProblem error={accounts.error} title={t('title')} />;
  return (
    <section>
      <h1 className="page-title">{t('title')}</h1>
      {/* an issued password's panel takes the focus itself */}
      <ActionOutcome done={admin.action.done} problem={admin.action.problem} focus={!admin.shown} />
      {admin.shown && <IssuedPasswordPanel shown={admin.shown} onClose={admin.closeShown} />}
      {admin.adding ? (
        <AddStaffForm onAdded={admin.added} onCancel={admin.cancelAdding} />
      ) : (
        <div className="admin-toolbar">
          <button id="staff-new" type="button" className="button button-primary" onClick={admin.startAdding}>
            {t('add')}
          </button>
        </div>
      )}
      <StaffTable
        accounts={accounts.data}
        ownLoginId={me.data?.loginId ?? ''}
        busy={admin.action.busy}
        onRole={admin.changeRole}
        onDisabled={admin.setDisabled}
        onUnlock={admin.unlock}
        onReset={admin.reset}
      />
    </section>
  );
}
