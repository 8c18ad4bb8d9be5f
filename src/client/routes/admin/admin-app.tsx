import { Suspense, useState } from 'react';
import { Route, Routes } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazyScreen } from '@client/app/lazy-screen';
import { Loading } from '@client/components/ui/Loading';
import { paths } from '@client/config/paths';
import { useConsoleUnauthorized } from '@client/features/staff-auth/hooks/use-console-unauthorized';
import { createQueryClient } from '@client/lib/query-client';
import '@client/styles/admin.css';

/** A console path relative to the `/admin/*` route this tree is mounted at. */
const under = (path: string) => path.slice('/admin/'.length);

const AdminLogin = lazyScreen(() => import('./login'));
const AdminShell = lazyScreen(() => import('./admin-shell'));
const AdminNotFound = lazyScreen(() => import('./admin-not-found'));
const AdminBoard = lazyScreen(() => import('./board'));
const AdminRun = lazyScreen(() => import('./run'));
const AdminPrint = lazyScreen(() => import('./print'));
const AdminLearners = lazyScreen(() => import('./learners'));
const AdminLearner = lazyScreen(() => import('./learner'));
const AdminNotices = lazyScreen(() => import('./notices'));
const AdminAudit = lazyScreen(() => import('./audit'));
const AdminMails = lazyScreen(() => import('./mails'));
const AdminAlerts = lazyScreen(() => import('./alerts'));
const AdminPlan = lazyScreen(() => import('./plan'));
const AdminPoints = lazyScreen(() => import('./points'));
const AdminLive = lazyScreen(() => import('./live'));
const AdminAssignments = lazyScreen(() => import('./assignments'));
const AdminVehicles = lazyScreen(() => import('./vehicles'));
const AdminStaff = lazyScreen(() => import('./staff'));
const AdminPassword = lazyScreen(() => import('./password'));
const AdminSettings = lazyScreen(() => import('./settings'));
const AdminSites = lazyScreen(() => import('./sites'));
const AdminCalendar = lazyScreen(() => import('./calendar'));
const AdminNetwork = lazyScreen(() => import('./network'));
const AdminPattern = lazyScreen(() => import('./pattern'));
const AdminApiTokens = lazyScreen(() => import('./api-tokens'));
const AdminImports = lazyScreen(() => import('./imports'));
const AdminBoardingStats = lazyScreen(() => import('./boarding-stats'));

function ConsoleUnauthorized() {
  useConsoleUnauthorized();
  return null;
}

/**
 * The staff console (issue 10): a third area beside /sp and /pc, loaded only under admin/ so the
 * learner pages keep their budgets; its own query cache, dropped at sign-out.
 */
export default function AdminApp() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ConsoleUnauthorized />
      <Suspense fallback={<Loading screen />}>
        <Routes>
          <Route path={under(paths.admin.login)} element={<AdminLogin />} />
          <Route path={under(paths.admin.print)} element={<AdminPrint />} />
          <Route element={<AdminShell />}>
            <Route index element={<AdminBoard />} />
            <Route path={under(paths.admin.run)} element={<AdminRun />} />
            <Route path={under(paths.admin.learners)} element={<AdminLearners />} />
            <Route path={under(paths.admin.learner)} element={<AdminLearner />} />
            <Route path={under(paths.admin.notices)} element={<AdminNotices />} />
            <Route path={under(paths.admin.audit)} element={<AdminAudit />} />
            <Route path={under(paths.admin.mails)} element={<AdminMails />} />
            <Route path={under(paths.admin.alerts)} element={<AdminAlerts />} />
            <Route path={under(paths.admin.plan)} element={<AdminPlan />} />
            <Route path={under(paths.admin.points)} element={<AdminPoints />} />
            <Route path={under(paths.admin.live)} element={<AdminLive />} />
            <Route path={under(paths.admin.assignments)} element={<AdminAssignments />} />
            <Route path={under(paths.admin.vehicles)} element={<AdminVehicles />} />
            <Route path={under(paths.admin.staff)} element={<AdminStaff />} />
            <Route path={under(paths.admin.password)} element={<AdminPassword />} />
            <Route path={under(paths.admin.settings)} element={<AdminSettings />} />
            <Route path={under(paths.admin.sites)} element={<AdminSites />} />
            <Route path={under(paths.admin.calendar)} element={<AdminCalendar />} />
            <Route path={under(paths.admin.network)} element={<AdminNetwork />} />
            <Route path={under(paths.admin.pattern)} element={<AdminPattern />} />
            <Route path={under(paths.admin.apiTokens)} element={<AdminApiTokens />} />
            <Route path={under(paths.admin.imports)} element={<AdminImports />} />
            <Route path={under(paths.admin.boardingStats)} element={<AdminBoardingStats />} />
            <Route path="*" element={<AdminNotFound />} />
          </Route>
        </Routes>
      </Suspense>
    </QueryClientProvider>
  );
}
