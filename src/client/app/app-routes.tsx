import { Suspense, useEffect, useRef } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation, useNavigate } from 'react-router';
import { Loading } from '@client/components/ui/Loading';
import { ProgressBar } from '@client/components/ui/ProgressBar';
import { areaOf, isAdminPath, isDriverPath, paths } from '@client/config/paths';
import { onUnauthorized } from '@client/lib/api-client';
import { lazyScreen } from './lazy-screen';
import { loginHref } from './login-href';
import { PageChange } from './page-change';

/**
 * Each screen is its own chunk, so the smartphone login never loads desktop or map code; one that
 * does not arrive within the client time-out shows "currently unavailable" with a retry.
 */
const SpLogin = lazyScreen(() => import('@client/routes/sp/login'));
const SpMenu = lazyScreen(() => import('@client/routes/sp/menu'));
const SpNotice = lazyScreen(() => import('@client/routes/sp/notice'));
const SpRsvCourse = lazyScreen(() => import('@client/routes/sp/rsv-course'));
const SpRsvAddress = lazyScreen(() => import('@client/routes/sp/rsv-address'));
const SpRsvPoint = lazyScreen(() => import('@client/routes/sp/rsv-point'));
const SpRsvTime = lazyScreen(() => import('@client/routes/sp/rsv-time'));
const SpRsvConfirm = lazyScreen(() => import('@client/routes/sp/rsv-confirm'));
const SpCheck = lazyScreen(() => import('@client/routes/sp/check'));
const SpCancel = lazyScreen(() => import('@client/routes/sp/cancel'));
const SpCancelConfirm = lazyScreen(() => import('@client/routes/sp/cancel-confirm'));
const SpBusStopReg = lazyScreen(() => import('@client/routes/sp/bus-stop-reg'));
const SpBusStopCom = lazyScreen(() => import('@client/routes/sp/bus-stop-com'));
const SpBusStopEdit = lazyScreen(() => import('@client/routes/sp/bus-stop-edit'));
const SpBusStopDeleteConfirm = lazyScreen(() => import('@client/routes/sp/bus-stop-delete-confirm'));
const SpBusStopCheck = lazyScreen(() => import('@client/routes/sp/bus-stop-check'));
const SpBusStopPointCheck = lazyScreen(() => import('@client/routes/sp/bus-stop-point-check'));
const SpBusPlace = lazyScreen(() => import('@client/routes/sp/busplace'));
const SpBusDisp = lazyScreen(() => import('@client/routes/sp/busdisp'));
const SpAlerts = lazyScreen(() => import('@client/routes/sp/alerts'));
const PcAlerts = lazyScreen(() => import('@client/routes/pc/alerts'));
const SpPlanner = lazyScreen(() => import('@client/routes/sp/planner'));
const PcPlanner = lazyScreen(() => import('@client/routes/pc/planner'));
const SpSignUp = lazyScreen(() => import('@client/routes/sp/signup'));
const PcLogin = lazyScreen(() => import('@client/routes/pc/login'));
const PcMenu = lazyScreen(() => import('@client/routes/pc/menu'));
const PcNotice = lazyScreen(() => import('@client/routes/pc/notice'));
const PcRsvCond = lazyScreen(() => import('@client/routes/pc/rsvcond'));
const PcRsvPoint = lazyScreen(() => import('@client/routes/pc/rsvpoint'));
const PcRsvSelect = lazyScreen(() => import('@client/routes/pc/rsvselect'));
const PcRsvTime = lazyScreen(() => import('@client/routes/pc/rsvtime'));
const PcRsvNotice = lazyScreen(() => import('@client/routes/pc/rsvnotice'));
const PcCheck = lazyScreen(() => import('@client/routes/pc/check'));
const PcCancel = lazyScreen(() => import('@client/routes/pc/cancel'));
const PcCancelCheck = lazyScreen(() => import('@client/routes/pc/cancelcheck'));
const PcCancelNotice = lazyScreen(() => import('@client/routes/pc/cancelnotice'));
const SpChange = lazyScreen(() => import('@client/routes/sp/change'));
const SpMail = lazyScreen(() => import('@client/routes/sp/mail'));
const PcChange = lazyScreen(() => import('@client/routes/pc/change'));
const PcChangeCheck = lazyScreen(() => import('@client/routes/pc/changecheck'));
const PcChangeNotice = lazyScreen(() => import('@client/routes/pc/changenotice'));
const NotFound = lazyScreen(() => import('@client/routes/not-found'));
const SignedInShell = lazyScreen(() => import('@client/app/signed-in-shell'));
const AdminApp = lazyScreen(() => import('@client/routes/admin/admin-app'));
const DriverApp = lazyScreen(() => import('@client/routes/driver/driver-app'));

/**
 * SPEC.md §2, §6: HTTP 401/403 send the learner to the login page of the area they are in. The
 * staff console and the driver page handle their own (routes/admin/admin-app.tsx, routes/driver/driver-app.tsx).
 */
/** The learner areas' progress bar (issue 25 §7); the staff console and the driver page keep their own ways of waiting. */
function LearnerProgressBar() {
  const { pathname } = useLocation();
  return isAdminPath(pathname) || isDriverPath(pathname) ? null : <ProgressBar />;
}

function UnauthorizedRedirect() {
  const navigate = useNavigate();
  const location = useLocation();
  const pathname = useRef(location.pathname);
  pathname.current = location.pathname;
  useEffect(
    () =>
      onUnauthorized(() => {
        if (isAdminPath(pathname.current) || isDriverPath(pathname.current)) return;
        const area = areaOf(pathname.current);
        if (pathname.current === paths[area].login) return;
        navigate(loginHref(area), { replace: true });
      }),
    [navigate],
  );
  return null;
}

export function AppRoutes() {
  return (
    <BrowserRouter basename={import.meta.env.BASE_URL.replace(/\/$/, '')}>
      <UnauthorizedRedirect />
      <PageChange />
      <LearnerProgressBar />
      <Suspense fallback={<Loading />}>
        <Routes>
          <Route path="/" element={<Navigate to={paths.sp.menu} replace />} />
          <Route path="/sp" element={<Navigate to={paths.sp.menu} replace />} />
          <Route path="/pc" element={<Navigate to={paths.pc.menu} replace />} />
          <Route path="/admin/*" element={<AdminApp />} />
          <Route path="/driver/*" element={<DriverApp />} />
          <Route path={paths.sp.login} element={<SpLogin />} />
          <Route path={paths.sp.mngLogin} element={<SpLogin />} />
          <Route path={paths.sp.signup} element={<SpSignUp />} />
          <Route path={paths.pc.login} element={<PcLogin />} />
          <Route path={paths.pc.mngLogin} element={<PcLogin />} />
          <Route path={paths.pc.kioskLogin} element={<PcLogin />} />
          <Route path={paths.sp.mail} element={<SpMail />} />
          <Route element={<SignedInShell />}>
            <Route path={paths.sp.menu} element={<SpMenu />} />
            <Route path={paths.sp.notice} element={<SpNotice />} />
            <Route path={paths.sp.course} element={<SpRsvCourse />} />
            <Route path={paths.sp.address} element={<SpRsvAddress />} />
            <Route path={paths.sp.point} element={<SpRsvPoint />} />
            <Route path={paths.sp.time} element={<SpRsvTime />} />
            <Route path={paths.sp.confirm} element={<SpRsvConfirm />} />
            <Route path={paths.sp.check} element={<SpCheck />} />
            <Route path={paths.sp.cancel} element={<SpCancel />} />
            <Route path={paths.sp.cancelConfirm} element={<SpCancelConfirm />} />
            <Route path={paths.pc.menu} element={<PcMenu />} />
            <Route path={paths.pc.notice} element={<PcNotice />} />
            <Route path={paths.pc.rsvcond} element={<PcRsvCond />} />
            <Route path={paths.pc.rsvpoint} element={<PcRsvPoint />} />
            <Route path={paths.pc.rsvselect} element={<PcRsvSelect />} />
            <Route path={paths.pc.rsvtime} element={<PcRsvTime />} />
            <Route path={paths.pc.rsvnotice} element={<PcRsvNotice />} />
            <Route path={paths.pc.check} element={<PcCheck />} />
            <Route path={paths.pc.cancel} element={<PcCancel />} />
            <Route path={paths.pc.cancelCheck} element={<PcCancelCheck />} />
            <Route path={paths.pc.cancelNotice} element={<PcCancelNotice />} />
            <Route path={paths.sp.busStopReg} element={<SpBusStopReg />} />
            <Route path={paths.sp.busStopCom} element={<SpBusStopCom />} />
            <Route path={paths.sp.busStopEdit} element={<SpBusStopEdit />} />
            <Route path={paths.sp.busStopDeleteConfirm} element={<SpBusStopDeleteConfirm />} />
            <Route path={paths.sp.busStopCheck} element={<SpBusStopCheck />} />
            <Route path={paths.sp.busStopPointCheck} element={<SpBusStopPointCheck />} />
            <Route path={paths.sp.busplace} element={<SpBusPlace />} />
            <Route path={paths.sp.busdisp} element={<SpBusDisp />} />
            <Route path={paths.sp.change} element={<SpChange />} />
            <Route path={paths.sp.alerts} element={<SpAlerts />} />
            <Route path={paths.pc.alerts} element={<PcAlerts />} />
            <Route path={paths.sp.planner} element={<SpPlanner />} />
            <Route path={paths.pc.planner} element={<PcPlanner />} />
            <Route path={paths.pc.change} element={<PcChange />} />
            <Route path={paths.pc.changeCheck} element={<PcChangeCheck />} />
            <Route path={paths.pc.changeNotice} element={<PcChangeNotice />} />
          </Route>
          <Route path="*" element={<NotFound />} />
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}
