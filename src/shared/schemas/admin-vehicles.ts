import { z } from 'zod';
import { POSITION_SOURCES } from '../constants';
import { idSchema } from './primitives';
import { mapTilesSchema } from './provider';
import { dateKeySchema } from './reservation';

/**
 * Vehicle fields (issue 13 §4). A vehicle code is what runs name (bus_runs.vehicle_cd), so it is
 * short ASCII like the generated `V01U`; name and plate fit one line of the console.
 */
export const VEHICLE_LIMITS = {
  vehicleCd: 16,
  name: 30,
  plate: 30,
  driverName: 30,
  minSeats: 1,
  maxSeats: 200,
} as const;

/** Letters, digits, '-' and '_': a code staff can type and a URL or CSV can carry as it is. */
export const VEHICLE_CD_PATTERN = /^[A-Za-z0-9_-]{1,16}$/;

const school = { serviceCode: z.string().max(32).optional() };

/** A reporting device of a vehicle. Its secret is never sent again after Admin/AddDevice. */
export const vehicleDeviceSchema = z.object({
  id: z.number().int(),
  /** the public first part of the id typed into Traccar Client */
  deviceCode: z.string(),
  /** ISO instants */
  createdAt: z.string(),
  revokedAt: z.string().nullable(),
  lastSeenAt: z.string().nullable(),
});
export type VehicleDevice = z.infer<typeof vehicleDeviceSchema>;

/** A vehicle's newest fix and how old it is when the list was read. */
export const latestFixSchema = z.object({
  /** when the phone took it, ISO */
  fixTime: z.string(),
  receivedAt: z.string(),
  /** seconds from fixTime to the server's now; never negative */
  ageSeconds: z.number().int(),
  lat: z.number(),
  lng: z.number(),
  speedKmh: z.number().nullable(),
  bearing: z.number().nullable(),
  accuracy: z.number().nullable(),
  battery: z.number().nullable(),
  /** how it arrived: Traccar Client (OsmAnd) or the driver page's browser GPS (issue 27 §3) */
  source: z.enum(POSITION_SOURCES),
});
export type LatestFix = z.infer<typeof latestFixSchema>;

export const staffVehicleSchema = z.object({
  id: z.number().int(),
  vehicleCd: z.string(),
  name: z.string(),
  plate: z.string(),
  seats: z.number().int(),
  /** who usually drives it (printed on its manifests); '' when the school does not say */
  driverName: z.string(),
  createdAt: z.string(),
  retiredAt: z.string().nullable(),
  /** newest first, revoked ones included */
  devices: z.array(vehicleDeviceSchema),
  latest: latestFixSchema.nullable(),
});
export type StaffVehicle = z.infer<typeof staffVehicleSchema>;

export const getVehiclesRequestSchema = z.object(school);

/**
 * Creates a vehicle (no id; vehicleCd required) or edits one (id; its vehicleCd cannot change,
 * because runs name it). `retired` retires or restores it. Lengths and ranges are checked by the
 * server with catalogue texts (780–784, 789, 811), so the form can show them. Without
 * `driverName` an edit keeps the vehicle's driver.
 */
export const saveVehicleRequestSchema = z.object({
  ...school,
  id: idSchema.optional(),
  vehicleCd: z.string().max(1000).optional(),
  name: z.string().max(10_000),
  plate: z.string().max(10_000).optional(),
  driverName: z.string().max(10_000).optional(),
  seats: z.number().int(),
  retired: z.boolean().optional(),
});
export type SaveVehicleRequest = z.input<typeof saveVehicleRequestSchema>;

export const addDeviceRequestSchema = z.object({ ...school, vehicleId: idSchema });

/** The one answer that carries a device's secret: shown once, stored nowhere. */
export const addedDeviceSchema = z.object({
  vehicleId: z.number().int(),
  device: vehicleDeviceSchema,
  /** `<deviceCode>-<secret>`, to enter as the device identifier in Traccar Client */
  traccarDeviceId: z.string(),
  /** to enter as the server URL in Traccar Client */
  serverUrl: z.string(),
  /** how to set the app up, in Japanese */
  setupText: z.string(),
});
export type AddedDevice = z.infer<typeof addedDeviceSchema>;

export const revokeDeviceRequestSchema = z.object({ ...school, id: idSchema });

/** Which device's phone to sign in to the driver page (issue 27 §1). */
export const issueDriverSignInRequestSchema = z.object({ ...school, deviceId: idSchema });

/** A one-time sign-in code for the driver page: shown once, only its hash is stored. */
export const driverSignInSchema = z.object({
  /** 8 letters and digits to type on the phone */
  code: z.string(),
  /** the driver page with the code in its fragment (never sent to a server), for the QR code */
  url: z.string(),
  /** that URL as a QR code, an SVG document: shown as an image (data: URL), never as markup */
  qrSvg: z.string(),
  /** ISO instant after which the code signs nobody in */
  expiresAt: z.string(),
});
export type DriverSignIn = z.infer<typeof driverSignInSchema>;

/** One run of a day and its vehicle (the day's assignment). Times are 'HH:MM', Japan time. */
export const vehicleAssignmentSchema = z.object({
  runId: z.number().int(),
  binCd: z.string(),
  binName: z.string(),
  homenCd: z.string(),
  courseName: z.string(),
  upDown: z.union([z.literal(1), z.literal(2)]),
  jgn: z.number().int(),
  planStart: z.string(),
  planEnd: z.string(),
  /** booked seats: the learners and the children riding with them, what the vehicle must seat */
  riders: z.number().int(),
  /** the vehicle in effect, the one learners' position screens follow; null: none */
  vehicleCd: z.string().nullable(),
  /** staff chose it (Admin/AssignVehicle); false: as the run was generated */
  chosen: z.boolean(),
  /**
   * the vehicle the same run (binCd) had on the previous same weekday, offered as the default of
   * a run nobody chose yet; null when there was no such run. Nothing is written until staff save.
   */
  previous: z.object({ vehicleCd: z.string().nullable() }).nullable(),
});
export type VehicleAssignment = z.infer<typeof vehicleAssignmentSchema>;

/** Without a date: the server's today (Japan time), which may differ from the console's computer. */
export const getVehicleAssignmentsRequestSchema = z.object({ ...school, date: dateKeySchema.optional() });

export const vehicleAssignmentsSchema = z.object({
  date: z.string(),
  /** the date the defaults come from: a week before */
  previousDate: z.string(),
  /** whether the date can still be changed (today or later, Japan time) */
  editable: z.boolean(),
  runs: z.array(vehicleAssignmentSchema),
});
export type VehicleAssignments = z.infer<typeof vehicleAssignmentsSchema>;

/**
 * What staff must confirm before an assignment is saved (issue 26 §4, shared/rules/assignment-checks):
 * the vehicle seats fewer than the run's riders, or it would drive another run of the date whose
 * planned times overlap this one's.
 */
export const assignmentWarningSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('capacity'),
    runId: z.number().int(),
    binCd: z.string(),
    vehicleCd: z.string(),
    seats: z.number().int(),
    riders: z.number().int(),
  }),
  z.object({
    kind: z.literal('overlap'),
    runId: z.number().int(),
    binCd: z.string(),
    vehicleCd: z.string(),
    otherRunId: z.number().int(),
    otherBinCd: z.string(),
  }),
]);
export type AssignmentWarning = z.infer<typeof assignmentWarningSchema>;

/**
 * The refusal of an assignment with warnings sent without `confirm` (807 seats, 808 overlap, 809
 * both): the envelope's `error.data` lists them, so the console can ask and send again with confirm.
 */
export const assignmentWarningsDataSchema = z.object({ warnings: z.array(assignmentWarningSchema) });
export type AssignmentWarningsData = z.infer<typeof assignmentWarningsDataSchema>;

/** The codes of an assignment refused for its warnings. */
export const ASSIGNMENT_WARNING_CODES = [807, 808, 809] as const;

export const assignVehicleRequestSchema = z.object({
  ...school,
  date: dateKeySchema,
  binCd: z.string().max(32),
  /** null takes the run's vehicle away */
  vehicleCd: z.string().max(32).nullable(),
  /** save despite the warnings (807–809), which the audit entry then records */
  confirm: z.boolean().optional(),
});

/** A day has at most a few hundred runs; more in one request is a mistake. */
export const MAX_ASSIGNMENTS = 500;

/**
 * Several runs of one date at once (「前週と同じ」, one vehicle for a whole course, the edited rows):
 * one transaction, all or nothing, warnings checked across the whole set.
 */
export const assignVehiclesRequestSchema = z.object({
  ...school,
  date: dateKeySchema,
  assignments: z
    .array(z.object({ runId: idSchema, vehicleCd: z.string().max(32).nullable() }))
    .min(1)
    .max(MAX_ASSIGNMENTS),
  confirm: z.boolean().optional(),
});
export type AssignVehiclesRequest = z.input<typeof assignVehiclesRequestSchema>;

export const assignVehiclesResultSchema = z.object({
  /** runs whose vehicle (or its being chosen) changed, each with its audit entry */
  changed: z.number().int(),
  /** the warnings saved with confirm; empty when there were none */
  overridden: z.array(assignmentWarningSchema),
  day: vehicleAssignmentsSchema,
});
export type AssignVehiclesResult = z.infer<typeof assignVehiclesResultSchema>;

/** A run of today as the live map names it: what the vehicle drives now, or next. */
export const liveRunSchema = z.object({
  binCd: z.string(),
  binName: z.string(),
  courseName: z.string(),
  upDown: z.union([z.literal(1), z.literal(2)]),
  /** 'HH:MM', Japan time: actual once recorded, else planned */
  start: z.string(),
  end: z.string(),
  /**
   * minutes behind plan (negative ahead) of the run being driven, as the `watch-runs` job reckoned
   * it from a fresh fix (issue 28 §1); null otherwise and for a next run
   */
  delayMinutes: z.number().int().nullable(),
});
export type LiveRun = z.infer<typeof liveRunSchema>;

/** One vehicle on the console's live map. */
export const liveVehicleSchema = z.object({
  vehicleCd: z.string(),
  name: z.string(),
  plate: z.string(),
  /** the newest fix, however old (a vehicle parked since yesterday still shows where it was) */
  latest: latestFixSchema.nullable(),
  /** older than POSITION_STALE_SECONDS: shown greyed and said in words */
  isStale: z.boolean(),
  /** the run of today it is driving now (from 30 min before its start to 30 min after its end) */
  currentRun: liveRunSchema.nullable(),
  /** its next run of today after now, when it has one */
  nextRun: liveRunSchema.nullable(),
});
export type LiveVehicle = z.infer<typeof liveVehicleSchema>;

export const getLivePositionsRequestSchema = z.object(school);

/** Every vehicle in service with its newest fix, for the console's live map (issue 13 §4). */
export const livePositionsSchema = z.object({
  /** the server's now, ISO: ages are counted to it */
  at: z.string(),
  school: z.object({ lat: z.number(), lng: z.number() }),
  mapTiles: mapTilesSchema,
  /** retired vehicles are left out; by name (numbers in names in numeric order) */
  vehicles: z.array(liveVehicleSchema),
});
export type LivePositions = z.infer<typeof livePositionsSchema>;
