/** The one registry of screen paths (relative to BASE_PATH, which the router adds). */
export const paths = {
  sp: {
    login: '/sp/login',
    mngLogin: '/sp/spmng',
    menu: '/sp/menu',
    notice: '/sp/notice',
    course: '/sp/course',
    address: '/sp/address',
    point: '/sp/point',
    time: '/sp/time',
    confirm: '/sp/confirm',
    check: '/sp/check',
    cancel: '/sp/cancel',
    cancelConfirm: '/sp/cancelconfirm',
    change: '/sp/change',
    /** the page a mail confirmation link opens (public: the learner may not be signed in there) */
    mail: '/sp/mail',
    signup: '/sp/signup',
    /** a learner's own pick-up points (SPEC.md §2; the original's spelling of the addresses) */
    busStopReg: '/sp/BusStopReg',
    busStopCom: '/sp/BusStopCom',
    busStopEdit: '/sp/BusStopEdit',
    busStopDeleteConfirm: '/sp/BusStopDeleteComfirm',
    busStopCheck: '/sp/BusStopCheck',
    busStopPointCheck: '/sp/BusStopPointCheck',
    /** live bus positions (issue 13): the list and one bus on a map */
    busplace: '/sp/busplace',
    busdisp: '/sp/busdisp',
    /** issue 28 §2: push alerts on this browser and the learner's alert switches */
    alerts: '/sp/alerts',
    /** issue 29 §2: the week planner (the booking reminder mail links here) */
    planner: '/sp/planner',
  },
  pc: {
    login: '/pc/login',
    mngLogin: '/pc/pcmng',
    kioskLogin: '/pc/yoyakuki',
    menu: '/pc/menu',
    notice: '/pc/notice',
    rsvcond: '/pc/rsvcond',
    rsvpoint: '/pc/rsvpoint',
    rsvselect: '/pc/rsvselect',
    rsvtime: '/pc/rsvtime',
    rsvnotice: '/pc/rsvnotice',
    check: '/pc/check',
    cancel: '/pc/cancel',
    cancelCheck: '/pc/cancelcheck',
    cancelNotice: '/pc/cancelnotice',
    change: '/pc/change',
    changeCheck: '/pc/changecheck',
    changeNotice: '/pc/changenotice',
    alerts: '/pc/alerts',
    /** issue 29 §2: the week planner */
    planner: '/pc/planner',
  },
  /** the staff console (issue 10): its code loads only under these paths */
  admin: {
    login: '/admin/login',
    board: '/admin',
    run: '/admin/run',
    print: '/admin/print',
    learners: '/admin/learners',
    learner: '/admin/learner',
    notices: '/admin/notices',
    audit: '/admin/audit',
    mails: '/admin/mails',
    /** issue 28 §4: the approach, delay and cancel alerts sent to learners (通知履歴) */
    alerts: '/admin/alerts',
    plan: '/admin/plan',
    points: '/admin/points',
    /** issue 13 §4: the live map, the daily vehicle-to-run assignment, vehicles and their devices */
    live: '/admin/live',
    assignments: '/admin/assignments',
    vehicles: '/admin/vehicles',
    staff: '/admin/staff',
    password: '/admin/password',
    /** issue 23 §3, §4: the school's settings and its calendar of business days */
    settings: '/admin/settings',
    /** issue 23 §5: the sites learners sign in through and their options */
    sites: '/admin/sites',
    calendar: '/admin/calendar',
    /** issue 23 §6: class periods and areas */
    network: '/admin/network',
    pattern: '/admin/pattern',
    /** issue 24 §3: the lesson feed's tokens */
    apiTokens: '/admin/api-tokens',
    /** issue 24: the school's CSV files in and out */
    imports: '/admin/imports',
    /** issue 27 §5: bookings against boarding over a period (乗車実績) */
    boardingStats: '/admin/boarding-stats',
  },
  /** the driver page (issue 27): a vehicle's phone, its code loaded only under this path */
  driver: {
    day: '/driver',
  },
} as const;

/** Whether a path belongs to the staff console rather than to a learner area. */
export function isAdminPath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

/** Whether a path belongs to the driver page, which handles its own sign-in. */
export function isDriverPath(pathname: string): boolean {
  return pathname === '/driver' || pathname.startsWith('/driver/');
}

export type Area = 'sp' | 'pc';

/** SPEC.md §2: a path under /pc/ belongs to the desktop front-end, anything else to the smartphone one. */
export function areaOf(pathname: string): Area {
  return pathname.startsWith('/pc/') || pathname === '/pc' ? 'pc' : 'sp';
}

/** The address of one notice on an area's notice screen. */
export function busMapHref(binCd: string): string {
  return `${paths.sp.busdisp}?binCd=${encodeURIComponent(binCd)}`;
}

export function noticeHref(area: Area, noticeId: number): string {
  return `${paths[area].notice}?id=${noticeId}`;
}

/** The desktop booking's first screen for a direction (SPEC.md §2 side navigation: 往路 / 復路 の予約). */
export function rsvcondHref(upDown: 1 | 2): string {
  return `${paths.pc.rsvcond}?upDown=${upDown}`;
}

/** The direction an rsvcond address names; anything but '2' is outbound. */
export function upDownOfRsvcond(params: URLSearchParams): 1 | 2 {
  return params.get('upDown') === '2' ? 2 : 1;
}

/** A cancel screen's address carrying the chosen bookings (`?ids=1,2`), so a reload keeps them. */
export function withChosenIds(path: string, ids: readonly number[]): string {
  return ids.length > 0 ? `${path}?ids=${ids.join(',')}` : path;
}

/** The desktop change result for the bit mask User/Save answered (a reload keeps it). */
export function changeNoticeHref(mask: number): string {
  return `${paths.pc.changeNotice}?result=${mask}`;
}

/** The day board of a date (the console's home). */
export function adminBoardHref(date: string): string {
  return `${paths.admin.board}?date=${date}`;
}

/** A run's manifest in the console. */
export function adminRunHref(runId: number): string {
  return `${paths.admin.run}?runId=${runId}`;
}

/** The print view of a day's manifests, or of one run's. */
export function adminPrintHref(date: string, runId?: number): string {
  return `${paths.admin.print}?date=${date}${runId ? `&runId=${runId}` : ''}`;
}

/** The boarding statistics of a period (both days included). */
export function adminBoardingStatsHref(from: string, to: string): string {
  return `${paths.admin.boardingStats}?from=${from}&to=${to}`;
}

/** A learner's page in the console. */
export function adminLearnerHref(learnerId: number): string {
  return `${paths.admin.learner}?id=${learnerId}`;
}

/** The console's learner search with a query. */
export function adminLearnerSearchHref(query: string): string {
  return `${paths.admin.learners}?q=${encodeURIComponent(query)}`;
}

/** A page of the sign-in side (login, sign-up) for the school and site a link comes from. */
export function withSchool(path: string, school: { serviceCode?: string; site: string }): string {
  const query = new URLSearchParams({
    ...(school.serviceCode ? { serviceCode: school.serviceCode } : {}),
    site: school.site,
  });
  return `${path}?${query.toString()}`;
}

/** The fix-plan screen of a date in the console (送迎予定の確定). */
export function adminPlanHref(date: string): string {
  return `${paths.admin.plan}?date=${date}`;
}

/** The vehicle-to-run assignment of a date in the console. */
/** The alerts log (通知履歴) of one day. */
export function adminAlertsHref(date: string): string {
  return `${paths.admin.alerts}?date=${date}`;
}

export function adminAssignmentsHref(date: string): string {
  return `${paths.admin.assignments}?date=${date}`;
}

/** The audit log narrowed to one run's entries or one learner's (issue 26 §7). */
export function adminAuditHref(filter: { runId?: number; seitoNo?: string }): string {
  const query = new URLSearchParams({
    ...(filter.runId ? { runId: String(filter.runId) } : {}),
    ...(filter.seitoNo ? { seitoNo: filter.seitoNo } : {}),
  });
  return `${paths.admin.audit}?${query.toString()}`;
}
