/**
 * Every query key of the client in one place (issue 22): a feature caches under its key and any
 * other invalidates the same key by name, never by a string written twice. A family's `all` is
 * the prefix of each of its members, for invalidating every one of them at once.
 */
export const queryKeys = {
  provider: (serviceCode: string) => ['provider', serviceCode] as const,
  siteOption: (serviceCode: string, site: string) => ['site-option', serviceCode, site] as const,
  loginUser: ['login-user'] as const,
  registeredInfo: ['registered-info'] as const,
  news: ['news'] as const,
  fixedPlans: ['fixed-plans'] as const,
  runMessages: ['run-messages'] as const,
  alertSettings: ['alert-settings'] as const,
  reservationDays: ['reservation-days'] as const,
  reservationList: ['reservation-list'] as const,
  /** the learner's キャンセル待ち (issue 29) */
  waitlist: ['waitlist'] as const,
  travelTime: {
    all: ['travel-time'] as const,
    of: (params: object) => ['travel-time', params] as const,
  },
  kyosyuTimeTable: ['kyosyu-time-table'] as const,
  kyosyuReservation: (fromDate: string, toDate: string) => ['kyosyu-reservation', fromDate, toDate] as const,
  netUseBusStop: ['net-use-bus-stop'] as const,
  weekPlan: {
    all: ['week-plan'] as const,
    of: (busStopCd: string | null) => ['week-plan', busStopCd] as const,
  },
  netReleaseArea: ['net-release-area'] as const,
  netReleaseCourse: ['net-release-course'] as const,
  busStopList: {
    all: ['bus-stop-list'] as const,
    of: (search: object) => ['bus-stop-list', search] as const,
  },
  busStopCategorySearch: ['bus-stop-category-search'] as const,
  busStopTowns: ['bus-stop-address-search', 2] as const,
  pointCategories: {
    all: ['point-categories'] as const,
    register: ['point-categories', 'register'] as const,
    own: ['point-categories', 'own'] as const,
    check: (busStopCategory: string) => ['point-categories', 'check', busStopCategory] as const,
  },
  deleteCategories: (busStopCdList: readonly string[]) => ['delete-categories', busStopCdList] as const,
  busStatus: {
    reserved: ['bus-status', 'reserved'] as const,
    all: ['bus-status', 'all'] as const,
    one: (binCd: string) => ['bus-status', 'one', binCd] as const,
  },
  /** a run's course for the bus map: apart from bus-status, so the 20 s polls leave it alone */
  busCourse: (binCd: string) => ['bus-course', binCd] as const,
  mapPlaces: ['map-places'] as const,
  staffUser: ['staff-user'] as const,
  admin: {
    /** every date's board, for a change that moves runs of one date */
    dayBoards: ['admin', 'day-board'] as const,
    dayBoard: (date: string | null) => ['admin', 'day-board', date] as const,
    runManifest: (runId: number) => ['admin', 'run-manifest', runId] as const,
    runChangeOptions: (runId: number) => ['admin', 'run-change-options', runId] as const,
    runMessages: (runId: number) => ['admin', 'run-messages', runId] as const,
    runWaitlist: (runId: number) => ['admin', 'run-waitlist', runId] as const,
    dayManifests: (date: string | null, runId: number | null) =>
      ['admin', 'day-manifests', date, runId] as const,
    boardingStats: (from: string | null, to: string | null) => ['admin', 'boarding-stats', from, to] as const,
    learnerSearch: (query: string) => ['admin', 'learner-search', query] as const,
    learner: (learnerId: number) => ['admin', 'learner', learnerId] as const,
    bookableRuns: (learnerId: number, date: string | null, upDown: number) =>
      ['admin', 'bookable-runs', learnerId, date, upDown] as const,
    audit: (filters: object) => ['admin', 'audit', filters] as const,
    staff: ['admin', 'staff'] as const,
    staffAccounts: ['admin', 'staff-accounts'] as const,
    mails: {
      all: ['admin', 'mails'] as const,
      of: (status: string) => ['admin', 'mails', status] as const,
    },
    alerts: (filters: object) => ['admin', 'alerts', filters] as const,
    notices: ['admin', 'notices'] as const,
    pendingPoints: ['admin', 'pending-points'] as const,
    planPreview: {
      all: ['admin', 'plan-preview'] as const,
      of: (date: string | null) => ['admin', 'plan-preview', date] as const,
    },
    vehicles: ['admin', 'vehicles'] as const,
    assignments: {
      all: ['admin', 'vehicle-assignments'] as const,
      of: (date: string | null) => ['admin', 'vehicle-assignments', date ?? 'today'] as const,
    },
    livePositions: ['admin', 'live-positions'] as const,
    schoolSettings: ['admin', 'school-settings'] as const,
    goLive: ['admin', 'go-live'] as const,
    sites: ['admin', 'sites'] as const,
    apiTokens: ['admin', 'api-tokens'] as const,
    network: ['admin', 'network'] as const,
    runPattern: {
      all: ['admin', 'run-pattern'] as const,
      course: (homenCd: string) => ['admin', 'run-pattern', homenCd] as const,
    },
    importRuns: ['admin', 'import-runs'] as const,
    importRun: (importId: number) => ['admin', 'import-run', importId] as const,
    calendar: {
      all: ['admin', 'calendar'] as const,
      month: (month: string) => ['admin', 'calendar', 'month', month] as const,
      preview: (date: string, time: string) => ['admin', 'calendar', 'preview', date, time] as const,
    },
  },
};
