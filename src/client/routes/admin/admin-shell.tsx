import { Outlet, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { AdminLayout, type AdminNavEntry } from '@client/components/layouts/admin/AdminLayout';
import { Loading } from '@client/components/ui/Loading';
import { QueryProblem } from '@client/components/ui/QueryProblem';
import { paths } from '@client/config/paths';
import { usePendingPoints } from '@client/features/admin-points/api/points';
import { useStaffUser } from '@client/features/staff-auth/api/get-staff-user';
import { staffLogout } from '@client/features/staff-auth/api/staff-login';

const ROLE_LABELS = { admin: '管理者', dispatcher: '配車係' } as const;

/**
 * Sections of the console; notices and the audit log are for admins (a school-wide broadcast,
 * oversight). Dispatchers see vehicles and devices but only admins change them. The points awaiting approval are counted beside their section.
 */
function entriesFor(role: keyof typeof ROLE_LABELS, pendingPoints: number | undefined): AdminNavEntry[] {
  const entries: AdminNavEntry[] = [
    { to: paths.admin.board, label: '日別運行表', end: true },
    { to: paths.admin.plan, label: '送迎予定の確定' },
    { to: paths.admin.points, label: '地点の承認', count: pendingPoints },
    { to: paths.admin.live, label: '車両の現在地' },
    { to: paths.admin.assignments, label: '車両の割り当て' },
    { to: paths.admin.vehicles, label: '車両と端末' },
    { to: paths.admin.learners, label: '教習生サポート' },
    { to: paths.admin.mails, label: 'メール' },
  ];
  if (role === 'admin') {
    entries.push(
      { to: paths.admin.notices, label: 'お知らせ' },
      { to: paths.admin.audit, label: '操作履歴' },
    );
  }
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
      roleLabel={ROLE_LABELS[me.role]}
      entries={entriesFor(me.role, pendingPoints.data?.points.length)}
      onSignOut={() => void signOut()}
    >
      <Outlet />
    </AdminLayout>
  );
}
