import { z } from 'zod';
import { endpoint } from './endpoint';
import { staffBaseSchema, staffLoginRequestSchema, staffUserSchema } from '../schemas/admin';
import { auditPageSchema, listAuditRequestSchema, staffListSchema } from '../schemas/admin-audit';
import {
  csvFileSchema,
  dayBoardRequestSchema,
  dayBoardSchema,
  dayManifestsRequestSchema,
  dayManifestsSchema,
  manifestCsvRequestSchema,
  runManifestRequestSchema,
  runManifestSchema,
} from '../schemas/admin-board';
import {
  boardingStatsCsvRequestSchema,
  boardingStatsRequestSchema,
  boardingStatsSchema,
} from '../schemas/admin-boarding';
import {
  bookableRunsRequestSchema,
  bookableRunsSchema,
  cancelReservationsForRequestSchema,
  enrolLearnerRequestSchema,
  learnerDetailSchema,
  learnerRequestSchema,
  learnerSummarySchema,
  saveReservationForRequestSchema,
  mailSignInLinkRequestSchema,
  mailSignInLinkSchema,
  searchLearnersRequestSchema,
  searchLearnersResponseSchema,
  temporaryPasswordSchema,
  silentLinkRequestSchema,
  silentLinkSchema,
} from '../schemas/admin-learners';
import {
  apiTokensSchema,
  createApiTokenRequestSchema,
  createdApiTokenSchema,
  listApiTokensRequestSchema,
  revokeApiTokenRequestSchema,
  exportCsvRequestSchema,
  exportFileSchema,
  getImportRequestSchema,
  IMPORT_MAX_FILE_BYTES,
  importRunSchema,
  importRunsSchema,
  listImportsRequestSchema,
  startImportRequestSchema,
} from '../schemas/admin-imports';
import {
  addStaffRequestSchema,
  changeOwnPasswordRequestSchema,
  issuedPasswordSchema,
  listStaffAccountsRequestSchema,
  setStaffDisabledRequestSchema,
  setStaffRoleRequestSchema,
  staffAccountSchema,
  staffAccountsSchema,
  staffIdRequestSchema,
} from '../schemas/admin-staff';
import {
  addExtraRunRequestSchema,
  moveRidersRequestSchema,
  runChangeOptionsSchema,
  runChangeRequestSchema,
  runChangeResultSchema,
  setRunCapacityRequestSchema,
} from '../schemas/admin-runs';
import { listMailsRequestSchema, mailPageSchema, retryMailRequestSchema } from '../schemas/admin-mails';
import { listRideAlertsRequestSchema, rideAlertPageSchema } from '../schemas/admin-alerts';
import {
  reorderWaitlistRequestSchema,
  runWaitlistRequestSchema,
  runWaitlistSchema,
} from '../schemas/admin-waitlist';
import {
  listNoticesRequestSchema,
  noticeIdRequestSchema,
  saveNoticeRequestSchema,
  staffNoticeSchema,
} from '../schemas/admin-notices';
import {
  fixPlanRequestSchema,
  fixPlanResultSchema,
  planPreviewRequestSchema,
  planPreviewSchema,
  setRideTimeRequestSchema,
} from '../schemas/admin-plan';
import {
  approvePointRequestSchema,
  approvePointResultSchema,
  pendingPointsRequestSchema,
  pendingPointsSchema,
  rejectPointRequestSchema,
  rejectPointResultSchema,
} from '../schemas/admin-points';
import {
  deleteAreaRequestSchema,
  deleteCategoryRequestSchema,
  deleteCourseRequestSchema,
  deleteStopRequestSchema,
  getNetworkRequestSchema,
  networkSchema,
  saveAreaRequestSchema,
  saveCategoryRequestSchema,
  saveCourseRequestSchema,
  saveStopRequestSchema,
  saveClassPeriodsRequestSchema,
} from '../schemas/admin-network';
import {
  calendarMonthRequestSchema,
  cancelRunsOnClosedDaysRequestSchema,
  cancelRunsOnClosedDaysResultSchema,
  calendarMonthSchema,
  getSchoolSettingsRequestSchema,
  goLiveChecklistSchema,
  previewBookableDaysRequestSchema,
  previewBookableDaysSchema,
  saveSchoolSettingsRequestSchema,
  schoolSettingsSchema,
  setCalendarDaysRequestSchema,
  setCalendarDaysResultSchema,
} from '../schemas/admin-school';
import {
  deleteSiteRequestSchema,
  getSitesRequestSchema,
  saveSiteRequestSchema,
  staffSitesSchema,
} from '../schemas/admin-sites';
import {
  getRunPatternRequestSchema,
  runPatternSchema,
  savedRunPatternSchema,
  saveRunPatternRequestSchema,
} from '../schemas/admin-pattern';
import {
  addDeviceRequestSchema,
  addedDeviceSchema,
  assignVehicleRequestSchema,
  assignVehiclesRequestSchema,
  assignVehiclesResultSchema,
  driverSignInSchema,
  getLivePositionsRequestSchema,
  getVehicleAssignmentsRequestSchema,
  getVehiclesRequestSchema,
  issueDriverSignInRequestSchema,
  livePositionsSchema,
  revokeDeviceRequestSchema,
  saveVehicleRequestSchema,
  staffVehicleSchema,
  vehicleAssignmentSchema,
  vehicleAssignmentsSchema,
  vehicleDeviceSchema,
} from '../schemas/admin-vehicles';

import {
  listRunMessagesRequestSchema,
  runMessageSchema,
  runMessagesSchema,
  sendRunMessageRequestSchema,
} from '../schemas/run-messages';

export const adminApi = {
  listAudit: endpoint({
    path: 'Admin/ListAudit',
    access: 'admin',
    body: listAuditRequestSchema,
    response: auditPageSchema,
    summary:
      'The audit log in words (labels, names, before → after per field), newest first, by Japan date range, staff member, student number, run and action; 50 a page',
  }),
  listStaff: endpoint({
    path: 'Admin/ListStaff',
    access: 'admin',
    body: staffBaseSchema,
    response: staffListSchema,
    summary: "The school's staff accounts (the audit log's filter)",
  }),
  getDayBoard: endpoint({
    path: 'Admin/GetDayBoard',
    access: 'staff',
    body: dayBoardRequestSchema,
    response: dayBoardSchema,
    summary: "A day's runs by course and direction with booked/capacity (default: the next business day)",
  }),
  getRunManifest: endpoint({
    path: 'Admin/GetRunManifest',
    access: 'staff',
    body: runManifestRequestSchema,
    response: runManifestSchema,
    summary: "One run's manifest: stops in order with planned times and the learners at each",
  }),
  getRunChangeOptions: endpoint({
    path: 'Admin/GetRunChangeOptions',
    access: 'staff',
    body: runChangeRequestSchema,
    response: runChangeOptionsSchema,
    summary: "What a run's day-of changes offer: the periods, and the runs of its date, period and direction",
  }),
  cancelRun: endpoint({
    path: 'Admin/CancelRun',
    access: 'staff',
    body: runChangeRequestSchema,
    response: runChangeResultSchema,
    summary: 'Cancel a run (運休): its bookings cancelled in one transaction, each learner mailed once',
  }),
  setRunCapacity: endpoint({
    path: 'Admin/SetRunCapacity',
    access: 'staff',
    body: setRunCapacityRequestSchema,
    response: runChangeResultSchema,
    summary: "Change a run's capacity; never below what its bookings take",
  }),
  addExtraRun: endpoint({
    path: 'Admin/AddExtraRun',
    access: 'staff',
    body: addExtraRunRequestSchema,
    response: runChangeResultSchema,
    summary: "Add an extra run (増便) on a run's course and date for a period and direction",
  }),
  moveRiders: endpoint({
    path: 'Admin/MoveRiders',
    access: 'staff',
    body: moveRidersRequestSchema,
    response: runChangeResultSchema,
    summary: 'Move bookings to another run of the same date, period and direction; each learner mailed',
  }),
  getDayManifests: endpoint({
    path: 'Admin/GetDayManifests',
    access: 'staff',
    body: dayManifestsRequestSchema,
    response: dayManifestsSchema,
    summary: "Every run's manifest of a day, or one run's (the print view)",
  }),
  exportManifestCsv: endpoint({
    path: 'Admin/ExportManifestCsv',
    access: 'staff',
    body: manifestCsvRequestSchema,
    response: csvFileSchema,
    summary:
      'The manifests of a day or of one run as CSV for Excel (UTF-8 with BOM or Shift_JIS, CRLF, number-like texts kept as text)',
  }),
  getBoardingStats: endpoint({
    path: 'Admin/GetBoardingStats',
    access: 'staff',
    body: boardingStatsRequestSchema,
    response: boardingStatsSchema,
    summary:
      'Bookings and boarding (乗車 / 不在 / 乗りません / 未確認) over a period of at most 93 days: per day, per learner with a no-show or 乗りません, per run',
  }),
  exportBoardingStatsCsv: endpoint({
    path: 'Admin/ExportBoardingStatsCsv',
    access: 'staff',
    body: boardingStatsCsvRequestSchema,
    response: csvFileSchema,
    summary: 'The boarding statistics of a period as CSV for Excel (UTF-8 with BOM or Shift_JIS)',
  }),
  searchLearners: endpoint({
    path: 'Admin/SearchLearners',
    access: 'staff',
    body: searchLearnersRequestSchema,
    response: searchLearnersResponseSchema,
    summary:
      'Learners whose name, furigana, student number or mobile number contains the query (width, spaces, kana and hyphens insensitive)',
  }),
  enrolLearner: endpoint({
    path: 'Admin/EnrolLearner',
    access: 'staff',
    body: enrolLearnerRequestSchema,
    response: learnerSummarySchema,
    summary:
      'Enrol a learner (student number, name, furigana, birth date): they sign up on /sp/signup; 920–925; audited',
  }),
  getLearner: endpoint({
    path: 'Admin/GetLearner',
    access: 'staff',
    body: learnerRequestSchema,
    response: learnerDetailSchema,
    summary: "A learner's profile, sign-in lock, rides (upcoming, then the last 90 days) and own points",
  }),
  getBookableRunsFor: endpoint({
    path: 'Admin/GetBookableRunsFor',
    access: 'staff',
    body: bookableRunsRequestSchema,
    response: bookableRunsSchema,
    summary: 'Runs of a date and direction with free places and the stops the learner may board at',
  }),
  saveReservationFor: endpoint({
    path: 'Admin/SaveReservationFor',
    access: 'staff',
    body: saveReservationForRequestSchema,
    response: z.object({ yoyakuId: z.number().int() }),
    summary:
      "Book for a learner with the learner's rules; past the cut-off only with a reason (720); audited; once per idempotencyKey",
  }),
  cancelReservationsFor: endpoint({
    path: 'Admin/CancelReservationsFor',
    access: 'staff',
    body: cancelReservationsForRequestSchema,
    response: z.object({ cancelled: z.array(z.number().int()) }),
    summary:
      'Cancel rides of a learner, all or none; past the cut-off only with a reason (720), never past rides; audited',
  }),
  unlockLearner: endpoint({
    path: 'Admin/UnlockLearner',
    access: 'staff',
    body: learnerRequestSchema,
    response: z.object({ wasLocked: z.boolean() }),
    summary: "Lift a learner's sign-in lock and clear their failed attempts; audited",
  }),
  issueSilentLink: endpoint({
    path: 'Admin/IssueSilentLink',
    access: 'admin',
    body: silentLinkRequestSchema,
    response: silentLinkSchema,
    summary: 'A one-time silent sign-in link (mode=mng, 5 minutes) for a learner; admins only; audited',
  }),
  resetLearnerPassword: endpoint({
    path: 'Admin/ResetLearnerPassword',
    access: 'admin',
    body: learnerRequestSchema,
    response: temporaryPasswordSchema,
    summary:
      "A temporary password for a learner, answered once; ends all the learner's sessions; admins only; audited",
  }),
  mailSignInLink: endpoint({
    path: 'Admin/MailSignInLink',
    access: 'staff',
    body: mailSignInLinkRequestSchema,
    response: mailSignInLinkSchema,
    summary: "Mail a learner the school's login page (no sign-in token); audited",
  }),
  listMails: endpoint({
    path: 'Admin/ListMails',
    access: 'staff',
    body: listMailsRequestSchema,
    response: mailPageSchema,
    summary: "The school's outbox, newest first, by state; 50 a page; the number of failed mails",
  }),
  retryMail: endpoint({
    path: 'Admin/RetryMail',
    access: 'admin',
    body: retryMailRequestSchema,
    response: z.object({}),
    summary: 'Send a failed mail again with a fresh set of attempts (750 when it has not failed); audited',
  }),
  getRunWaitlist: endpoint({
    path: 'Admin/GetRunWaitlist',
    access: 'staff',
    body: runWaitlistRequestSchema,
    response: runWaitlistSchema,
    summary:
      "A run's キャンセル待ち: the waiting entries in order (learner, stop, party, whether it fits the free room now), then those that ended; the run's free room",
  }),
  reorderWaitlist: endpoint({
    path: 'Admin/ReorderWaitlist',
    access: 'staff',
    body: reorderWaitlistRequestSchema,
    response: runWaitlistSchema,
    summary:
      "Puts a run's waiting entries in staff's order under the run's lock (the lock every promotion takes), audited; 981 when the queue changed meanwhile",
  }),
  listRideAlerts: endpoint({
    path: 'Admin/ListRideAlerts',
    access: 'staff',
    body: listRideAlertsRequestSchema,
    response: rideAlertPageSchema,
    summary:
      "The day's approach, delay and cancel alerts to learners, newest first, by kind, state and student number; 50 a page; the day's counts by kind and state; learners with push turned on",
  }),
  listNotices: endpoint({
    path: 'Admin/ListNotices',
    access: 'staff',
    body: listNoticesRequestSchema,
    response: z.array(staffNoticeSchema),
    summary: 'Every notice of the school with its state (scheduled, showing, ended, withdrawn)',
  }),
  saveNotice: endpoint({
    path: 'Admin/SaveNotice',
    access: 'admin',
    body: saveNoticeRequestSchema,
    response: staffNoticeSchema,
    summary: 'Create (no id) or edit a notice; Japan times; refusals 740–743; audited',
  }),
  withdrawNotice: endpoint({
    path: 'Admin/WithdrawNotice',
    access: 'admin',
    body: noticeIdRequestSchema,
    response: staffNoticeSchema,
    summary: 'Withdraw a notice: learners stop seeing it at once; audited',
  }),
  getPlanPreview: endpoint({
    path: 'Admin/GetPlanPreview',
    access: 'staff',
    body: planPreviewRequestSchema,
    response: planPreviewSchema,
    summary:
      "What fixing a date's plan would do now: every ride with its time, what was mailed, changes and mails due (default: the next business day)",
  }),
  setRideTime: endpoint({
    path: 'Admin/SetRideTime',
    access: 'staff',
    body: setRideTimeRequestSchema,
    response: z.object({ reservationId: z.number().int(), time: z.string().nullable() }),
    summary:
      "Set or clear the ride time of a booking at a stop its run has no time for (a learner's own point); 762/763; audited",
  }),
  fixPlan: endpoint({
    path: 'Admin/FixPlan',
    access: 'staff',
    body: fixPlanRequestSchema,
    response: fixPlanResultSchema,
    summary:
      'Fix the plan of a date past its cut-off: freeze ride times, mail each learner once (ride times, or only the changes on a re-fix); 760/761/764; audited',
  }),
  getPendingPoints: endpoint({
    path: 'Admin/GetPendingPoints',
    access: 'staff',
    body: pendingPointsRequestSchema,
    response: pendingPointsSchema,
    summary:
      "Learners' points awaiting approval (oldest first) with the nearest course stop, the areas, courses and course stops to approve onto, and the last reviews",
  }),
  approvePoint: endpoint({
    path: 'Admin/ApprovePoint',
    access: 'staff',
    body: approvePointRequestSchema,
    response: approvePointResultSchema,
    summary:
      'Approve a pending point into an area and onto a course at an offset: net-released, timed on the course’s runs from today, bookable at once; the learner is mailed; 770/772/773/774; audited',
  }),
  rejectPoint: endpoint({
    path: 'Admin/RejectPoint',
    access: 'staff',
    body: rejectPointRequestSchema,
    response: rejectPointResultSchema,
    summary:
      'Do not approve a pending point, with a reason the learner is shown and mailed; 770/771/774; audited',
  }),
  staffLogin: endpoint({
    path: 'Admin/StaffLogin',
    access: 'public',
    body: staffLoginRequestSchema,
    response: staffUserSchema,
    summary: 'Console sign-in by login id and password (staff of one school)',
  }),
  staffLogout: endpoint({
    path: 'Admin/StaffLogout',
    access: 'public',
    body: staffBaseSchema,
    response: z.object({}),
    summary: 'Console sign-out: ends the session',
  }),
  getStaffUser: endpoint({
    path: 'Admin/GetStaffUser',
    access: 'staff',
    body: staffBaseSchema,
    response: staffUserSchema,
    summary: 'The signed-in staff member of this session',
  }),
  listStaffAccounts: endpoint({
    path: 'Admin/ListStaffAccounts',
    access: 'admin',
    body: listStaffAccountsRequestSchema,
    response: staffAccountsSchema,
    summary: "The school's console accounts with role, disabled and sign-in lock",
  }),
  addStaff: endpoint({
    path: 'Admin/AddStaff',
    access: 'admin',
    body: addStaffRequestSchema,
    response: issuedPasswordSchema,
    summary: 'Add a console account; answers once the password the server chose; 800–802; audited',
  }),
  setStaffRole: endpoint({
    path: 'Admin/SetStaffRole',
    access: 'admin',
    body: setStaffRoleRequestSchema,
    response: staffAccountSchema,
    summary: "Change an account's role; never the school's last active admin (803); audited",
  }),
  setStaffDisabled: endpoint({
    path: 'Admin/SetStaffDisabled',
    access: 'admin',
    body: setStaffDisabledRequestSchema,
    response: staffAccountSchema,
    summary:
      'Disable an account (its sessions end, sign-in refused with 806) or enable it again; 803/804; audited',
  }),
  unlockStaff: endpoint({
    path: 'Admin/UnlockStaff',
    access: 'admin',
    body: staffIdRequestSchema,
    response: staffAccountSchema,
    summary: "Clear an account's failed sign-ins, so it signs in without a proof of work; audited",
  }),
  resetStaffPassword: endpoint({
    path: 'Admin/ResetStaffPassword',
    access: 'admin',
    body: staffIdRequestSchema,
    response: issuedPasswordSchema,
    summary: 'Give an account a password the server chose, answered once; its sessions end; audited',
  }),
  changeOwnPassword: endpoint({
    path: 'Admin/ChangeOwnPassword',
    access: 'staff',
    body: changeOwnPasswordRequestSchema,
    response: z.object({}),
    summary:
      'Change the signed-in member’s own password (current one required, 805; 702); other sessions end; audited',
  }),
  getVehicles: endpoint({
    path: 'Admin/GetVehicles',
    access: 'staff',
    body: getVehiclesRequestSchema,
    response: z.array(staffVehicleSchema),
    summary:
      'Every vehicle of the school with its devices (never a secret), last-seen times and newest fix with its age',
  }),
  saveVehicle: endpoint({
    path: 'Admin/SaveVehicle',
    access: 'admin',
    body: saveVehicleRequestSchema,
    response: staffVehicleSchema,
    summary:
      'Create (no id) or edit a vehicle: name, plate, seats, driver, retired; the code is fixed once created; 780–784, 789, 811; audited',
  }),
  addDevice: endpoint({
    path: 'Admin/AddDevice',
    access: 'admin',
    body: addDeviceRequestSchema,
    response: addedDeviceSchema,
    summary:
      'Add a reporting device to a vehicle: answers once the device id carrying its secret, the server URL and the Traccar Client setup text; 785; audited',
  }),
  revokeDevice: endpoint({
    path: 'Admin/RevokeDevice',
    access: 'admin',
    body: revokeDeviceRequestSchema,
    response: vehicleDeviceSchema,
    summary: 'Revoke a device: its reports are refused and its driver page sessions end from now on; audited',
  }),
  issueDriverSignIn: endpoint({
    path: 'Admin/IssueDriverSignIn',
    access: 'admin',
    body: issueDriverSignInRequestSchema,
    response: driverSignInSchema,
    summary:
      'A one-time code (and its URL and QR code) that signs a phone in to the driver page as this device, replacing the previous one, valid 15 minutes; 911; audited',
  }),
  getVehicleAssignments: endpoint({
    path: 'Admin/GetVehicleAssignments',
    access: 'staff',
    body: getVehicleAssignmentsRequestSchema,
    response: vehicleAssignmentsSchema,
    summary:
      "The runs of a date (default the server's today) with the vehicle in effect, whether staff chose it, and the previous same weekday's vehicle offered as the default (never written by reading)",
  }),
  assignVehicle: endpoint({
    path: 'Admin/AssignVehicle',
    access: 'staff',
    body: assignVehicleRequestSchema,
    response: vehicleAssignmentSchema,
    summary:
      'Set (or clear) the vehicle of one run of a date, today or later; 785–788; seats below the riders or an overlapping run refused with 807–809 (warnings in error.data) unless confirm; audited',
  }),
  assignVehicles: endpoint({
    path: 'Admin/AssignVehicles',
    access: 'staff',
    body: assignVehiclesRequestSchema,
    response: assignVehiclesResultSchema,
    summary:
      "Set the vehicles of several runs of one date in one transaction, all or nothing; 785–788, 810; warnings across the whole set refused with 807–809 unless confirm; one audit entry per changed run; answers the date's assignment",
  }),
  getLivePositions: endpoint({
    path: 'Admin/GetLivePositions',
    access: 'staff',
    body: getLivePositionsRequestSchema,
    response: livePositionsSchema,
    summary:
      "The live map: every vehicle in service with its newest fix and age, stale beyond 180 s, and the run of today it drives now or next; the school's position and the map tiles",
  }),
  cancelRunsOnClosedDays: endpoint({
    path: 'Admin/CancelRunsOnClosedDays',
    access: 'admin',
    body: cancelRunsOnClosedDaysRequestSchema,
    response: cancelRunsOnClosedDaysResultSchema,
    summary:
      'Cancel (運休) the runs with bookings on the closed days of a range, each learner mailed once per run, in one transaction; 799; audited',
  }),
  getGoLiveChecklist: endpoint({
    path: 'Admin/GetGoLiveChecklist',
    access: 'admin',
    body: getSchoolSettingsRequestSchema,
    response: goLiveChecklistSchema,
    summary:
      'What the school still lacks before learners can book: location, mail sender, periods, stops, courses with stops, runs, vehicles, learners, mail delivery',
  }),
  getSchoolSettings: endpoint({
    path: 'Admin/GetSchoolSettings',
    access: 'admin',
    body: getSchoolSettingsRequestSchema,
    response: schoolSettingsSchema,
    summary:
      "The school's settings: contact, location, cut-off, plan release, horizon, student-number length, display options, alerts",
  }),
  saveSchoolSettings: endpoint({
    path: 'Admin/SaveSchoolSettings',
    access: 'admin',
    body: saveSchoolSettingsRequestSchema,
    response: schoolSettingsSchema,
    summary:
      'Save the school settings (every site takes the length and display options); applies at once; 790–798, 985; audited',
  }),
  getSites: endpoint({
    path: 'Admin/GetSites',
    access: 'admin',
    body: getSitesRequestSchema,
    response: staffSitesSchema,
    summary:
      "The school's sites with their options (sign-in, menu, searches, extras, point registration) and kiosk networks; the school's areas",
  }),
  saveSite: endpoint({
    path: 'Admin/SaveSite',
    access: 'admin',
    body: saveSiteRequestSchema,
    response: staffSitesSchema,
    summary:
      'Add a site or change its options and kiosk networks; the approval area applies to every site; applies at once; 890–899; audited',
  }),
  deleteSite: endpoint({
    path: 'Admin/DeleteSite',
    access: 'admin',
    body: deleteSiteRequestSchema,
    response: staffSitesSchema,
    summary: 'Delete a site; never the last one; 892, 900; audited',
  }),
  getCalendarMonth: endpoint({
    path: 'Admin/GetCalendarMonth',
    access: 'admin',
    body: calendarMonthRequestSchema,
    response: calendarMonthSchema,
    summary:
      'The days of a month: national holidays, closed weekdays, closed periods, openings, business or not',
  }),
  setCalendarDays: endpoint({
    path: 'Admin/SetCalendarDays',
    access: 'admin',
    body: setCalendarDaysRequestSchema,
    response: setCalendarDaysResultSchema,
    summary: 'Open or close a day or a period (today to a year ahead); applies at once; 799; audited',
  }),
  getRunPattern: endpoint({
    path: 'Admin/GetRunPattern',
    access: 'admin',
    body: getRunPatternRequestSchema,
    response: runPatternSchema,
    summary:
      "A course's weekly run pattern (weekday × period × direction, capacity, vehicle) and its booked runs that no longer fit",
  }),
  saveRunPattern: endpoint({
    path: 'Admin/SaveRunPattern',
    access: 'admin',
    body: saveRunPatternRequestSchema,
    response: savedRunPatternSchema,
    summary:
      "Save a course's weekly pattern and bring its runs to the horizon in line; booked runs are listed, never dropped; 840–846; audited",
  }),
  previewBookableDays: endpoint({
    path: 'Admin/PreviewBookableDays',
    access: 'admin',
    body: previewBookableDaysRequestSchema,
    response: previewBookableDaysSchema,
    summary: 'The days GetReservationDays would answer a learner at a chosen Japan date and time; 799',
  }),
  getNetwork: endpoint({
    path: 'Admin/GetNetwork',
    access: 'admin',
    body: getNetworkRequestSchema,
    response: networkSchema,
    summary:
      "The school's timetable (時限 or 部, each period with its dated runs) and areas (with their stops and which one is the approval area)",
  }),
  saveClassPeriods: endpoint({
    path: 'Admin/SaveClassPeriods',
    access: 'admin',
    body: saveClassPeriodsRequestSchema,
    response: networkSchema,
    summary:
      'Save the whole timetable: 時限 or 部, numbers, names, times without overlaps; a period with runs cannot be removed; 820–824; audited',
  }),
  saveArea: endpoint({
    path: 'Admin/SaveArea',
    access: 'admin',
    body: saveAreaRequestSchema,
    response: networkSchema,
    summary: 'Create or rename an area, and whether learners may search by it; 825–828; audited',
  }),
  deleteArea: endpoint({
    path: 'Admin/DeleteArea',
    access: 'admin',
    body: deleteAreaRequestSchema,
    response: networkSchema,
    summary: 'Delete an area no stop is in and that is not the approval area; 828, 829; audited',
  }),
  saveStop: endpoint({
    path: 'Admin/SaveStop',
    access: 'admin',
    body: saveStopRequestSchema,
    response: networkSchema,
    summary:
      "Create or change one of the school's stops (乗車地点): code fixed once created, area, address, a place in Japan; 870–875; audited",
  }),
  deleteStop: endpoint({
    path: 'Admin/DeleteStop',
    access: 'admin',
    body: deleteStopRequestSchema,
    response: networkSchema,
    summary: "Delete one of the school's stops no course, run or booking names; 875, 876; audited",
  }),
  saveCourse: endpoint({
    path: 'Admin/SaveCourse',
    access: 'admin',
    body: saveCourseRequestSchema,
    response: networkSchema,
    summary:
      'Create or change a course (方面) and its stops in order with the minutes from the first; runs from tomorrow follow, booked learners are never moved (885); 878–885; audited',
  }),
  deleteCourse: endpoint({
    path: 'Admin/DeleteCourse',
    access: 'admin',
    body: deleteCourseRequestSchema,
    response: networkSchema,
    summary: 'Delete a course without runs or weekly pattern; 881, 884; audited',
  }),
  saveCategory: endpoint({
    path: 'Admin/SaveCategory',
    access: 'admin',
    body: saveCategoryRequestSchema,
    response: networkSchema,
    summary:
      'Create or change a point category (limit per learner 1–20, personal or not); 877, 886–888; audited',
  }),
  deleteCategory: endpoint({
    path: 'Admin/DeleteCategory',
    access: 'admin',
    body: deleteCategoryRequestSchema,
    response: networkSchema,
    summary: 'Delete a point category no stop is in; 877, 889; audited',
  }),
  startImport: endpoint({
    path: 'Admin/StartImport',
    access: 'admin',
    body: startImportRequestSchema,
    response: importRunSchema,
    bodyLimit: Math.ceil((IMPORT_MAX_FILE_BYTES * 4) / 3) + 64 * 1024,
    summary:
      "Upload one of the school's CSV files (base64; UTF-8 with or without BOM, or Shift_JIS, detected) to import or dry-run as a job; 941, 944",
  }),
  getImport: endpoint({
    path: 'Admin/GetImport',
    access: 'admin',
    body: getImportRequestSchema,
    response: importRunSchema,
    summary:
      "An import's progress and, once done, its report (counts and every problem by line and column); 940",
  }),
  listImports: endpoint({
    path: 'Admin/ListImports',
    access: 'admin',
    body: listImportsRequestSchema,
    response: importRunsSchema,
    summary: "The school's latest imports, newest first",
  }),
  exportCsv: endpoint({
    path: 'Admin/ExportCsv',
    access: 'admin',
    body: exportCsvRequestSchema,
    response: exportFileSchema,
    summary: "One kind of the school's data as the CSV its import reads (UTF-8 with BOM or Shift_JIS); 942",
  }),
  listApiTokens: endpoint({
    path: 'Admin/ListApiTokens',
    access: 'admin',
    body: listApiTokensRequestSchema,
    response: apiTokensSchema,
    summary: "The school's lesson-feed tokens (names and first characters, never the secret)",
  }),
  createApiToken: endpoint({
    path: 'Admin/CreateApiToken',
    access: 'admin',
    body: createApiTokenRequestSchema,
    response: createdApiTokenSchema,
    summary:
      'Create a lesson-feed token: its secret is answered this once and kept only hashed; 960; audited',
  }),
  revokeApiToken: endpoint({
    path: 'Admin/RevokeApiToken',
    access: 'admin',
    body: revokeApiTokenRequestSchema,
    response: apiTokensSchema,
    summary: 'Revoke a lesson-feed token at once; 961; audited',
  }),
  sendRunMessage: endpoint({
    path: 'Admin/SendRunMessage',
    access: 'staff',
    body: sendRunMessageRequestSchema,
    response: runMessageSchema,
    summary:
      'A short message to everyone booked on a run, each learner mailed once; a resent requestKey answers the message already sent; 962–965; audited',
  }),
  listRunMessages: endpoint({
    path: 'Admin/ListRunMessages',
    access: 'staff',
    body: listRunMessagesRequestSchema,
    response: runMessagesSchema,
    summary: "A run's messages, newest first: what was sent, by whom, when, to how many",
  }),
};
