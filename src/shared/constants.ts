/** Direction of a run (SPEC.md §4): 0 none, 1 up = to school (往路), 2 down = from school (復路). */
export const Direction = { None: 0, Up: 1, Down: 2 } as const;
export type Direction = (typeof Direction)[keyof typeof Direction];

/** Reservation modes of SPEC.md §4. */
export const ReservationMode = { Regular: 0, Irregular: 1, Point: 2, DoorToDoor: 3 } as const;

/** Every calendar computation uses Japan time, whatever the host's TZ says (PRODUCT.md §4). */
export const SCHOOL_TIME_ZONE = 'Asia/Tokyo';
/** Japan has had no daylight saving since 1951, so a fixed offset is exact. */
export const SCHOOL_UTC_OFFSET_MINUTES = 9 * 60;

/** Client-side request time-out (PRODUCT.md §3: a hung request must not hang the page). */
export const CLIENT_TIMEOUT_MS = 15_000;

/** Longest date range one grid or lesson request may span (a month; the horizon is 30 days). */
export const MAX_RANGE_DAYS = 31;

/** Largest JSON body the API accepts; every SPEC.md call is a few hundred bytes. */
export const MAX_BODY_BYTES = 64 * 1024;

/** Sign-in throttling (PRODUCT.md §3). */
export const LOGIN_LIMITS = {
  /** consecutive failures on one student number before a short lock */
  consecutiveFailuresBeforeLock: 5,
  /** first lock, in minutes; a further failure after it locks until the next day */
  firstLockMinutes: 15,
  /** failures on one student number per Japan day before it locks until the next day */
  failuresPerDay: 10,
  /** failures from one IP address in the window before that address must wait (generous: carrier NAT) */
  failuresPerIp: 100,
  ipWindowMinutes: 10,
} as const;

/** Session lifetimes (PRODUCT.md §3, OWASP ASVS). */
export const SESSION_LIMITS = { idleMinutes: 30, absoluteHours: 12 } as const;

/** Silent (mng) sign-in tokens live at most this long and are single use (PRODUCT.md §3). */
export const SILENT_TOKEN_TTL_SECONDS = 5 * 60;

/** Cell statuses of SPEC.md §4 (desktop colours; both front-ends use them, PRODUCT.md §3). */
export const CELL_STATUS = {
  Bookable: 1,
  UpBooked: 2,
  UpBookedDownBookable: 3,
  DownBooked: 4,
  DownBookedUpBookable: 5,
  BothBooked: 6,
  NoTrip: 7,
} as const;
export type CellStatus = (typeof CELL_STATUS)[keyof typeof CELL_STATUS];

/** Only cells 1, 3 and 5 can be chosen (SPEC.md §4). */
export const CLICKABLE_CELL_STATUSES: readonly number[] = [1, 3, 5];

export function isClickableCellStatus(status: number): boolean {
  return CLICKABLE_CELL_STATUSES.includes(status);
}

/** A learner's point: most characters of its address and of its name (SPEC.md §5: each max 50). */
export const POINT_TEXT_MAX = 50;

/** Zoom of the point registration map when it opens on the school (SPEC.md §2, issue 12). */
export const POINT_MAP_ZOOM = 14;

/** Zoom of the links to external map services (SPEC.md §7). */
export const MAP_LINK_ZOOM = 16;

/**
 * Where a vehicle's fixes come from (issue 27 §3): Traccar Client or another OsmAnd sender, or the
 * driver page's browser GPS. The console names it beside the fix's accuracy.
 */
export const POSITION_SOURCES = ['osmand', 'browser'] as const;
export type PositionSource = (typeof POSITION_SOURCES)[number];

/**
 * What a driver records of a rider (issue 27 §1): boarded (乗車), absent (不在), or undone back to
 * unconfirmed (未確認). 乗りません is the learner's own mark (reservations.not_riding_at), not a tap.
 */
export const BOARDING_STATES = ['boarded', 'absent', 'unconfirmed'] as const;
export type BoardingState = (typeof BOARDING_STATES)[number];

/** What the driver taps on a run as a whole: 出発 and 運行終了. */
export const RUN_TAPS = ['depart', 'end'] as const;
export type RunTap = (typeof RUN_TAPS)[number];

/**
 * A driver page's session outlives a learner's (issue 27 §1): the phone stays in the bus and is
 * signed in with a one-time code staff show, so it must not lapse over a weekend; revoking the
 * device in the console ends it at once.
 */
export const DRIVER_SESSION_LIMITS = { idleHours: 96, absoluteDays: 30 } as const;

/** The one-time sign-in code of a driver's phone is valid this long after the console shows it. */
export const DRIVER_SIGN_IN_CODE_TTL_MINUTES = 15;

/**
 * What a learner is alerted of (issue 28 §3): the bus nearing their stop (まもなく到着), running late
 * (遅れ), or the run cancelled by staff (運休); waitlist: the learner's キャンセル待ち became a
 * booking (issue 29 §1).
 */
export const ALERT_KINDS = ['approach', 'delay', 'cancel', 'waitlist'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/** How an alert reached the learner: their browsers' push subscriptions, or mail for those without one. */
export const ALERT_CHANNELS = ['push', 'mail'] as const;
export type AlertChannel = (typeof ALERT_CHANNELS)[number];

/** Where a push alert stands, as an outbox mail does; a mail alert follows its outbox mail. */
export const ALERT_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export type AlertStatus = (typeof ALERT_STATUSES)[number];

/** The minutes before the bus reaches their stop a learner may choose to be told (issue 28 §3). */
export const APPROACH_MINUTES_CHOICES = [3, 5, 10] as const;
export type ApproachMinutes = (typeof APPROACH_MINUTES_CHOICES)[number];

/** Defaults of a school's alert settings: the delay step M (minutes behind plan per 遅れ alert). */
export const ALERT_DELAY_STEP_DEFAULT_MINUTES = 10;
export const ALERT_DELAY_STEP_RANGE = { min: 3, max: 60 } as const;

/**
 * A キャンセル待ち entry's life (issue 29 §1): waiting in the run's queue; promoted to a booking (in
 * the transaction that freed the seat); left by the learner; closed at the cut-off with the
 * learner told once; dropped because the learner booked another run for that lesson, or their
 * run was cancelled.
 */
export const WAITLIST_STATUSES = ['waiting', 'promoted', 'left', 'closed', 'dropped'] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];

/** Bounds of a school's reminder lead before the cut-off (issue 29 §3), minutes. */
export const BOOKING_REMINDER_LEAD_MINUTES = { min: 30, max: 720, default: 180 } as const;
