import { Outlet, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { t } from '@shared/i18n/console/shell';
import type { StaffRoleName } from '@shared/schemas/admin';
import {
  AdminLayout,
  type AdminNavEntry,
  type AdminNavGroup,
} from '@client/components/layouts/admin/AdminLayout';
import { Loading } from '@client/components/ui/Loading';
import { QueryProblem } from '@client/components/ui/QueryProblem';
import { paths } from '@client/config/paths';
import { usePendingPoints } from '@client/features/admin-points/api/points';
import { useStaffUser } from '@client/features/staff-auth/api/get-staff-user';
import { staffLogout } from '@client/features/staff-auth/api/staff-login';

interface MenuEntry extends AdminNavEntry {
  /** admins only: a school-wide broadcast, oversight, who may sign in, the rules of booking */
  adminOnly?: boolean;
}

/**
 * The console's menu (issue 23): its sections in groups, so sixteen and more entries read as a
 * few short lists. Notices, the audit log, the staff accounts and the school's setup are for
 * admins; everyone changes their own password. Dispatchers see vehicles and devices but only
 * admins change them. A new section is a line in its group.
 */
const MENU: { id: string; label: string; entries: MenuEntry[] }[] = [
  {
    id: 'today',
    label: t('navGroups.today'),
    entries: [
      { to: paths.admin.board, label: t('nav.board'), end: true },
      { to: paths.admin.plan, label: t('nav.plan') },
      { to: paths.admin.points, label: t('nav.points') },
      { to: paths.admin.live, label: t('nav.live') },
      { to: paths.admin.assignments, label: t('nav.assignments') },
      { to: paths.admin.vehicles, label: t('nav.vehicles') },
    ],
  },
  {
    id: 'learners',
    label: t('navGroups.learners'),
    entries: [
      { to: paths.admin.learners, label: t('nav.learners') },
      { to: paths.admin.boardingStats, label: t('nav.boardingStats') },
      { to: paths.admin.mails, label: t('nav.mails') },
      { to: paths.admin.alerts, label: t('nav.alerts') },
      { to: paths.admin.notices, label: t('nav.notices'), adminOnly: true },
    ],
  },
  {
    id: 'oversight',
    label: t('navGroups.oversight'),
    entries: [
      { to: paths.admin.audit, label: t('nav.audit'), adminOnly: true },
      { to: paths.admin.staff, label: t('nav.staff'), adminOnly: true },
      { to: paths.admin.apiTokens, label: t('nav.apiTokens'), adminOnly: true },
    ],
  },
  {
    id: 'setup',
    label: t('navGroups.setup'),
    entries: [
      { to: paths.admin.settings, label: t('nav.settings'), adminOnly: true },
      { to: paths.admin.sites, label: t('nav.sites'), adminOnly: true },
      { to: paths.admin.calendar, label: t('nav.calendar'), adminOnly: true },
      { to: paths.admin.network, label: t('nav.network'), adminOnly: true },
      { to: paths.admin.pattern, label: t('nav.pattern'), adminOnly: true },
      { to: paths.admin.imports, label: t('nav.imports'), adminOnly: true },
    ],
  },
  {
    id: 'account',
    label: t('navGroups.account'),
    entries: [{ to: paths.admin.password, label: t('nav.password') }],
  },
];

/** The groups a role sees, without empty ones; the points awaiting approval are counted beside their section. */
function groupsFor(role: StaffRoleName, pendingPoints: number | undefined): AdminNavGroup[] {
  return MENU.map(({ id, label, entries }) => ({
    id,
    label,
    entries: entries
      .filter((entry) => role === 'admin' || !entry.adminOnly)
      .map(({ adminOnly: _adminOnly, ...entry }) =>
        entry.to === paths.admin.points ? { ...entry, count: pendingPoints } : entry,
      ),
  })).filter((group) => group.entries.length > 0);
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
      groups={groupsFor(me.role, pendingPoints.data?.points.length)}
      onSignOut={() => void signOut()}
    >
      <Outlet />
    </AdminLayout>
  );
}
