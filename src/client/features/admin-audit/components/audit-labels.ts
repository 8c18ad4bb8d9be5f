import { t } from '@shared/i18n/console/audit';
import { t as tShell } from '@shared/i18n/console/shell';
import { t as settingsText } from '@shared/i18n/console/settings';
import { RESERVATION_VIEW_CHOICES } from '@shared/schemas/admin-school';
import { messages } from '@shared/i18n/messages';
import { formatLongDate, formatTime } from '@shared/rules/japan-time';
import { DIRECTION_NAME } from '@client/lib/labels';

/** The audit log's action codes in the school's words. */
export const ACTION_LABELS: Record<string, string> = {
  'reservation.create': t('actions.proxyBooking'),
  'reservation.cancel': t('actions.proxyCancel'),
  'learner.enrol': t('actions.enrol'),
  'learner.unlock': t('actions.unlock'),
  'learner.silentLink': t('actions.silentLink'),
  'notice.create': t('actions.noticeCreate'),
  'notice.update': t('actions.noticeEdit'),
  'notice.withdraw': t('actions.noticeWithdraw'),
  'mail.retry': t('actions.mailRetry'),
  'plan.fix': t('actions.planFix'),
  'reservation.rideTime': t('actions.rideTime'),
  'point.approve': t('actions.pointApprove'),
  'point.reject': t('actions.pointReject'),
  'staff.add': t('actions.staffAdd'),
  'staff.role': t('actions.staffRole'),
  'staff.disable': t('actions.staffDisable'),
  'staff.enable': t('actions.staffEnable'),
  'staff.unlock': t('actions.staffUnlock'),
  'staff.password-reset': t('actions.staffPasswordReset'),
  'staff.password-change': t('actions.staffPasswordChange'),
  'school.settings': t('actions.schoolSettings'),
  'calendar.open': t('actions.calendarOpen'),
  'calendar.close': t('actions.calendarClose'),
  'periods.save': t('actions.periodsSave'),
  'area.create': t('actions.areaCreate'),
  'area.update': t('actions.areaUpdate'),
  'area.delete': t('actions.areaDelete'),
  'run.cancel': t('actions.runCancel'),
  'run.capacity': t('actions.runCapacity'),
  'run.add': t('actions.runAdd'),
  'run.move': t('actions.runMove'),
  'pattern.save': t('actions.patternSave'),
  'stop.create': t('actions.stopCreate'),
  'stop.update': t('actions.stopUpdate'),
  'stop.delete': t('actions.stopDelete'),
  'course.create': t('actions.courseCreate'),
  'course.update': t('actions.courseUpdate'),
  'course.delete': t('actions.courseDelete'),
  'category.create': t('actions.categoryCreate'),
  'category.update': t('actions.categoryUpdate'),
  'category.delete': t('actions.categoryDelete'),
  'site.create': t('actions.siteCreate'),
  'site.update': t('actions.siteUpdate'),
  'site.delete': t('actions.siteDelete'),
  'vehicle.create': t('actions.vehicleCreate'),
  'vehicle.update': t('actions.vehicleUpdate'),
  'vehicle-device.add': t('actions.deviceAdd'),
  'vehicle-device.revoke': t('actions.deviceRevoke'),
  'run.assign-vehicle': t('actions.runAssignVehicle'),
  'import.file': t('actions.importFile'),
  'api-token.create': t('actions.apiTokenCreate'),
  'api-token.revoke': t('actions.apiTokenRevoke'),
};

/** What an entry is about, in the school's words. */
export const TARGET_LABELS: Record<string, string> = {
  reservation: t('targets.reservation'),
  notice: t('targets.notice'),
  learner: t('targets.learner'),
  mail: t('targets.mail'),
  plan: t('targets.plan'),
  point: t('targets.point'),
  staff: t('targets.staff'),
  school: t('targets.school'),
  calendar: t('targets.calendar'),
  timetable: t('targets.timetable'),
  area: t('targets.area'),
  run: t('targets.run'),
  course: t('targets.course'),
  stop: t('targets.stop'),
  homen: t('targets.homen'),
  category: t('targets.category'),
  site: t('targets.site'),
  vehicle: t('targets.vehicle'),
  file: t('targets.file'),
  'api-token': t('targets.api-token'),
};

/** A learner's point in review, as the audit log records it. */
const POINT_STATES: Record<string, string> = {
  pending: t('pointStates.pending'),
  approved: t('pointStates.approved'),
  rejected: t('pointStates.rejected'),
};

/** The recorded fields shown, in this order; fields not named here are not shown (internal detail). */
const FIELDS = [
  'date',
  'upDown',
  'binCd',
  'binName',
  'jgn',
  'planStart',
  'seats',
  'childSeats',
  'bicycles',
  'isNetReservation',
  'riders',
  'busStopCd',
  'passenger',
  'childSheet',
  'jitensya',
  'pastCutoff',
  'cancelled',
  'subject',
  'body',
  'startAt',
  'endAt',
  'withdrawnAt',
  'lockedUntil',
  'failures',
  'area',
  'site',
  'expiresAt',
  'status',
  'attempts',
  'lastError',
  'fixedAt',
  'rideTime',
  'ridesUpdated',
  'rideTimesMails',
  'changeMails',
  'state',
  'areaCd',
  'homenCd',
  'offsetMinutes',
  'runsServed',
  'mailed',
  'loginId',
  'name',
  'role',
  'disabledAt',
  'schoolName',
  'phoneNumber',
  'zipCode',
  'address1',
  'address2',
  'latitude',
  'longitude',
  'cutoff',
  'planRelease',
  'horizonDays',
  'seitoNoLength',
  'upDepartureTime',
  'upLineDepartureTime',
  'upDtoDDepartureTime',
  'upArrivalTime',
  'downDepartureTime',
  'downArrivalTime',
  'isJgnVisible',
  'isBusVisible',
  'closedDays',
  'closures',
  'openings',
  'timetableUnit',
  'periods',
  'isNetRelease',
  'minutesToSchool',
  'marginMinutes',
  'patternRuns',
  'displayName',
  'address',
  'courseStops',
  'runsRetimed',
  'limitPerLearner',
  'isPersonal',
  'accountType',
  'passwordMinLength',
  'passwordMaxLength',
  'passwordRequired',
  'allowedNetworks',
  'useNotification',
  'useFixedPlanNotice',
  'useReservation',
  'useBusStopReg',
  'useBusOperationStatus',
  'useChangeRegistered',
  'isCategoryBusStopSerachEnabled',
  'isAreaBusStopSerachEnabled',
  'isAddressBusStopSerachEnabled',
  'isCourseBusStopSerachEnabled',
  'isPassengerOptionEnabled',
  'isChildSheetOptionEnabled',
  'isJitensyaOptionEnabled',
  'isPasswordEnabled',
  'isMobilePhoneEnabled',
  'isMailAddressEnabled',
  'approvalArea',
  'binCdType',
  'vehicleCd',
  'plate',
  'retiredAt',
  'deviceCode',
  'revokedAt',
  'chosen',
  'fileKind',
  'prefix',
  'lines',
  'added',
  'changed',
  'unchanged',
  'removed',
] as const;

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** A recorded value as staff read it: Japan time for instants, 往路/復路, はい/いいえ, — for nothing. */
function shown(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? t('yes') : t('no');
  if (field === 'upDown') return value === 2 ? DIRECTION_NAME[2] : DIRECTION_NAME[1];
  if (field === 'status' && typeof value === 'string')
    return (messages.mail.states as Record<string, string>)[value] ?? value;
  if (field === 'state' && typeof value === 'string') return POINT_STATES[value] ?? value;
  if (field === 'accountType' && (value === 1 || value === 2)) return t(`accountTypes.${value}`);
  if (field === 'role') return value === 'dispatcher' ? tShell('roles.dispatcher') : tShell('roles.admin');
  if (Object.hasOwn(RESERVATION_VIEW_CHOICES, field) && typeof value === 'number') {
    const allowed: readonly number[] =
      RESERVATION_VIEW_CHOICES[field as keyof typeof RESERVATION_VIEW_CHOICES];
    if (allowed.includes(value))
      return settingsText(`view.choices.${field}.${value}` as Parameters<typeof settingsText>[0]);
  }
  if (typeof value === 'string' && ISO_INSTANT.test(value)) {
    const at = new Date(value);
    return `${formatLongDate(at)} ${formatTime(at)}`;
  }
  return typeof value === 'string' ? value : JSON.stringify(value);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** before → after as readable lines: the named fields that changed, in the school's words. */
export function changeLines(before: unknown, after: unknown): string[] {
  const was = isRecord(before) ? before : {};
  const now = isRecord(after) ? after : {};
  return FIELDS.filter((field) => field in was || field in now)
    .filter((field) => shown(field, was[field]) !== shown(field, now[field]))
    .map((field) =>
      t('change', {
        field: t(`fields.${field}`),
        before: shown(field, was[field]),
        after: shown(field, now[field]),
      }),
    );
}
