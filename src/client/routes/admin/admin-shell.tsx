import { Outlet, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { t } from '@shared/i18n/console/shell';
import type { StaffRoleName } from '@shared/schemas/admin';
import { AdminLayout, type AdminNavEntry } from '@client/components/layouts/admin/AdminLayout';
import { Loading } from '@client/components/ui/Loading';
import { QueryProblem } from '@client/components/ui/QueryProblem';
import { paths } from '@client/config/paths';
import { usePendingPoints } from '@client/features/admin-points/api/points';
import { useStaffUser } from '@client/features/staff-auth/api/get-staff-user';
import { staffLogout } from '@client/features/staff-auth/api/staff-login';

/**
 * Sections of the console; notices, the audit log, the staff accounts, the school's settings and
 * calendar are for admins (a school-wide broadcast, oversight, who may sign in, the rules of
 * booking); everyone changes their own password. Dispatchers see vehicles and devices but only
 * admins change them. The points awaiting approval are counted beside their section.
 */
function entriesFor(role: StaffRoleName, pendingPoints: number | undefined): AdminNavEntry[] {
  const entries: AdminNavEntry[] = [
    { to: paths.admin.board, label: t('nav.board'), end: true },
    { to: paths.admin.plan, label: t('nav.plan') },
    { to: paths.admin.points, label: t('nav.points'), count: pendingPoints },
    { to: paths.admin.live, label: t('nav.live') },
    { to: paths.admin.assignments, label: t('nav.assignments') },
    { to: paths.admin.vehicles, label: t('nav.vehicles') },
    { to: paths.admin.learners, label: t('nav.learners') },
    { to: paths.admin.mails, label: t('nav.mails') },
  ];
  if (role === 'admin') {
    entries.push(
      { to: paths.admin.notices, label: t('nav.notices') },
      { to: paths.admin.audit, label: t('nav.audit') },
      { to: paths.admin.staff, label: t('nav.staff') },
      { to: paths.admin.settings, label: t('nav.settings') },
      { to: paths.admin.sites, label: t('nav.sites') },
      { to: paths.admin.calendar, label: t('nav.calendar') },
      { to: paths.admin.network, label: t('nav.network') },
      { to: paths.admin.pattern, label: t('nav.pattern') },
    );
  }
  entries.push({ to: paths.admin.password, label: t('nav.password') });
  return entries;
}

/** Every console screen but sign-in renders inside this shell, which first asks who is signed in. */
export default function AdminShell() {
  const user = useStaffUser();
  const pendingPoints = usePendingPoints();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signOut = async () => {
    await staffLogout().catch(() => undefined);
    queryClient.clear();
    navigate(paths.admin.login, { replace: true });
  };
  if (user.isPending) return <Loading screen />;
  if (user.isError || !user.data) return <QueryProblem error={user.error} />;
  const me = user.data;
  return (
    <AdminLayout
      schoolName={me.schoolName}
      staffName={me.name}
      roleLabel={t(`roles.${me.role}`)}
      entries={entriesFor(me.role, pendingPoints.data?.points.length)}
      onSignOut={() => void signOut()}
    >
      <Outlet />
    </AdminLayout>
  );
}
