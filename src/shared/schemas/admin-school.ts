import { z } from 'zod';
import { mapTilesSchema } from './provider';
import { dateKeySchema, reservationDaySchema } from './reservation';

/**
 * School settings limits (issue 23 §3). The horizon is bounded because run generation fills every
 * day up to it; student numbers of SPEC.md §9 are 6–7 digits, other office systems use a few more
 * or fewer.
 */
export const SCHOOL_LIMITS = {
  name: 50,
  phone: 20,
  zipCode: 8,
  address: 100,
  minHorizonDays: 1,
  maxHorizonDays: 120,
  minDigits: 4,
  maxDigits: 10,
} as const;

/**
 * The values each `reservationView` setting may take (SPEC.md §4 "Display time", shared/rules/
 * display-time.ts): upDepartureTime 0 always, 1 fixed plan, 2 + cut-off passed, 3 + mail sent,
 * 4 + plan released; sources 1 planned start, 2 actual start, 3 time at the stop (up), and so on.
 */
export const RESERVATION_VIEW_CHOICES = {
  upDepartureTime: [0, 1, 2, 3, 4],
  upLineDepartureTime: [1, 2, 3],
  upDtoDDepartureTime: [1, 2, 3],
  upArrivalTime: [1, 2],
  downDepartureTime: [1, 2],
  downArrivalTime: [1, 2],
} as const;
export type ReservationViewChoice = keyof typeof RESERVATION_VIEW_CHOICES;

const school = { serviceCode: z.string().max(32).optional() };

export const reservationViewSchema = z.object({
  upDepartureTime: z.number().int(),
  upArrivalTime: z.number().int(),
  downDepartureTime: z.number().int(),
  downArrivalTime: z.number().int(),
  upLineDepartureTime: z.number().int(),
  upDtoDDepartureTime: z.number().int(),
  isJgnVisible: z.boolean(),
  isBusVisible: z.boolean(),
});
export type ReservationViewSettings = z.infer<typeof reservationViewSchema>;

/** The fields staff edit; times 'HH:MM' Japan time, as a time field gives them. */
const editableSettings = {
  name: z.string().max(10_000),
  zipCode: z.string().max(10_000),
  phoneNumber: z.string().max(10_000),
  /** the sender of the school's mails to learners; empty: the deployment's fallback sender */
  mailAddress: z.string().max(10_000),
  address1: z.string().max(10_000),
  address2: z.string().max(10_000),
  latitude: z.number(),
  longitude: z.number(),
  /** the booking cut-off on the last business day before a ride date */
  cutoff: z.string().max(100),
  /** from when learners see the fixed plan, on that same day */
  planRelease: z.string().max(100),
  horizonDays: z.number(),
  /** student numbers are exactly this many characters long on every site */
  seitoNoLength: z.number(),
  reservationView: reservationViewSchema,
};

/**
 * The school's alert switches (issue 28 §3): whether learners are alerted at all, the delay step
 * M (遅れ alerts at M, 2M, … minutes behind plan; 985 outside ALERT_DELAY_STEP_RANGE) and whether
 * learners without a push subscription get their alerts by mail.
 */
const alertSettings = {
  alertsEnabled: z.boolean(),
  alertDelayStepMinutes: z.number(),
  alertMailFallback: z.boolean(),
};

/**
 * The school's waitlist and reminder switches (issue 29): learners may queue for full runs; a
 * reminder goes to learners with a lesson and no ride this many minutes before the next bookable
 * day's cut-off (982 outside BOOKING_REMINDER_LEAD_MINUTES).
 */
const waitlistSettings = {
  waitlistEnabled: z.boolean(),
  bookingReminder: z.boolean(),
  bookingReminderLeadMinutes: z.number(),
};

export const schoolSettingsSchema = z.object({
  ...editableSettings,
  ...alertSettings,
  ...waitlistSettings,
  /** from this time of day the console's board opens on the next business day instead of today ('HH:MM') */
  boardTomorrowFrom: z.string(),
  /** the sites the student-number length and display options apply to */
  sites: z.array(z.string()),
  mapTiles: mapTilesSchema,
});
export type StaffSchoolSettings = z.infer<typeof schoolSettingsSchema>;

export const getSchoolSettingsRequestSchema = z.object(school);

/** Ranges and forms are checked by the server with catalogue texts (790–798), so the form can show them. */
export const saveSchoolSettingsRequestSchema = z.object({
  ...school,
  ...editableSettings,
  /** the board's switch time ('HH:MM', 730 otherwise); unchanged when omitted (older clients) */
  boardTomorrowFrom: z.string().max(100).optional(),
  /** the alert switches; each unchanged when omitted (older clients) */
  alertsEnabled: alertSettings.alertsEnabled.optional(),
  alertDelayStepMinutes: alertSettings.alertDelayStepMinutes.optional(),
  alertMailFallback: alertSettings.alertMailFallback.optional(),
  /** the waitlist and reminder switches; each unchanged when omitted (older clients) */
  waitlistEnabled: waitlistSettings.waitlistEnabled.optional(),
  bookingReminder: waitlistSettings.bookingReminder.optional(),
  bookingReminderLeadMinutes: waitlistSettings.bookingReminderLeadMinutes.optional(),
});
export type SaveSchoolSettingsRequest = z.input<typeof saveSchoolSettingsRequestSchema>;

/** 'YYYY-MM' */
export const monthKeySchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'YYYY-MM');

export const calendarMonthRequestSchema = z.object({ ...school, month: monthKeySchema });

export const calendarDaySchema = z.object({
  date: dateKeySchema,
  /** the national holiday's name, when the day is one */
  holiday: z.string().nullable(),
  /** closed every week by the school's closed weekdays */
  closedWeekday: z.boolean(),
  /** a closed period of the school covering the day */
  closure: z.object({ startDate: z.string(), endDate: z.string(), reason: z.string() }).nullable(),
  /** opened by the school although a holiday or closed weekday */
  opened: z.boolean(),
  /** learners may ride (and book) on this day */
  business: z.boolean(),
  /** class periods (jgn) closed on this day while the day stays open (issue 24, set by the calendar file) */
  closedPeriods: z.array(z.number().int()),
});
export type CalendarDay = z.infer<typeof calendarDaySchema>;

export const calendarMonthSchema = z.object({
  month: z.string(),
  /** the first and last dates staff may change ('YYYY-MM-DD', Japan) */
  editableFrom: z.string(),
  editableTo: z.string(),
  days: z.array(calendarDaySchema),
});
export type CalendarMonth = z.infer<typeof calendarMonthSchema>;

/** Dates are checked by the server (799: order and range), so the form can show the text. */
export const setCalendarDaysRequestSchema = z.object({
  ...school,
  startDate: dateKeySchema,
  endDate: dateKeySchema,
  /** true: learners may ride on these days; false: closed */
  open: z.boolean(),
  reason: z.string().max(100).optional(),
});
export type SetCalendarDaysRequest = z.input<typeof setCalendarDaysRequestSchema>;

export const setCalendarDaysResultSchema = z.object({
  /** days of the range that now differ from before */
  changedDays: z.number().int(),
  /** active bookings on the days closed: they stay, staff decide what to do with them */
  bookingsOnClosedDays: z.number().int(),
});
export type SetCalendarDaysResult = z.infer<typeof setCalendarDaysResultSchema>;

/** The runs of closed days whose bookings staff cancel, telling each learner (issue 23 §4). */
export const cancelRunsOnClosedDaysRequestSchema = z.object({
  ...school,
  startDate: dateKeySchema,
  endDate: dateKeySchema,
});
export type CancelRunsOnClosedDaysRequest = z.input<typeof cancelRunsOnClosedDaysRequestSchema>;

export const cancelRunsOnClosedDaysResultSchema = z.object({
  runs: z.number().int(),
  bookings: z.number().int(),
  mailed: z.number().int(),
});
export type CancelRunsOnClosedDaysResult = z.infer<typeof cancelRunsOnClosedDaysResultSchema>;

export const previewBookableDaysRequestSchema = z.object({
  ...school,
  /** the "today" to preview, Japan date */
  date: dateKeySchema,
  /** the time of that day, 'HH:MM' Japan time */
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:MM'),
});

/** What GetReservationDays would answer a learner at that instant. */
export const previewBookableDaysSchema = z.array(reservationDaySchema);

/** What a school still lacks before learners can book (issue 23 §9), in the order of setting up. */
export const GO_LIVE_KEYS = [
  'location',
  'mailSender',
  'periods',
  'stops',
  'courses',
  'categories',
  'runs',
  'vehicles',
  'learners',
  'mailDelivery',
] as const;

export const goLiveItemSchema = z.object({
  key: z.enum(GO_LIVE_KEYS),
  done: z.boolean(),
  /** the names of what is incomplete (courses without stops), when the item has them */
  missing: z.array(z.string()).optional(),
});
export type GoLiveItem = z.infer<typeof goLiveItemSchema>;

export const goLiveChecklistSchema = z.object({ items: z.array(goLiveItemSchema) });
export type GoLiveChecklist = z.infer<typeof goLiveChecklistSchema>;
