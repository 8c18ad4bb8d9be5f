import { z } from 'zod';
import { mapTilesSchema } from './provider';

/** Limits of areas (issue 23 §6): codes are what stops and site options name (areaCd). */
export const AREA_LIMITS = { code: 8, name: 30 } as const;

/** 時限 or 部: what the school calls a period of its timetable (site option timetableUnit). */
export const TIMETABLE_UNITS = ['時限', '部'] as const;

export const staffPeriodSchema = z.object({
  jgn: z.number(),
  timeName: z.string(),
  /** 'HH:MM' Japan time */
  start: z.string(),
  end: z.string(),
  /** dated runs serving this period: it cannot be removed while there are any */
  runs: z.number(),
});
export type StaffPeriod = z.infer<typeof staffPeriodSchema>;

export const staffAreaSchema = z.object({
  areaCd: z.string(),
  name: z.string(),
  /** reading in hiragana: lists sort by it (issue 24); '' for none */
  yomi: z.string(),
  /** learners may search stops by this area */
  isNetRelease: z.boolean(),
  /** stops (public or learners' own) in this area: it cannot be deleted while there are any */
  stops: z.number(),
  /** the school's approval area, where learners' own points wait for review */
  isApprovalArea: z.boolean(),
});
export type StaffArea = z.infer<typeof staffAreaSchema>;

export const getNetworkRequestSchema = z.object({ serviceCode: z.string().max(32).optional() });

/** The whole timetable at once; ranges and overlaps are checked by the server (820–824). */
export const saveClassPeriodsRequestSchema = z.object({
  timetableUnit: z.string().max(100),
  periods: z
    .array(
      z.object({
        jgn: z.number(),
        timeName: z.string().max(10_000),
        start: z.string().max(100),
        end: z.string().max(100),
      }),
    )
    .max(100),
});
export type SaveClassPeriodsRequest = z.infer<typeof saveClassPeriodsRequestSchema>;

/** Create (`create: true`) or rename an area; the code is fixed once created (825–828). */
export const saveAreaRequestSchema = z.object({
  create: z.boolean(),
  areaCd: z.string().max(100),
  name: z.string().max(10_000),
  /** reading in hiragana or katakana (issue 24, 943); left out: unchanged (a new one: none) */
  yomi: z.string().max(100).optional(),
  isNetRelease: z.boolean(),
});
export type SaveAreaRequest = z.infer<typeof saveAreaRequestSchema>;

export const deleteAreaRequestSchema = z.object({ areaCd: z.string().max(100) });

/** Limits of the school's stops, courses and point categories (issue 23 §6). */
export const STOP_LIMITS = { code: 10, name: 40, displayName: 40, address: 100 } as const;
export const COURSE_LIMITS = { code: 8, name: 30, stops: 60, offsetMinutes: 300 } as const;
export const CATEGORY_LIMITS = { code: 8, name: 30, displayName: 30, perLearner: 20 } as const;

export const staffStopSchema = z.object({
  busStopCd: z.string(),
  name: z.string(),
  yomi: z.string(),
  displayName: z.string(),
  areaCd: z.string(),
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  isNetRelease: z.boolean(),
  /** homenCd of the courses passing it */
  courses: z.array(z.string()),
  /** runs stop there or bookings name it: it cannot be deleted */
  hasRuns: z.boolean(),
});
export type StaffStop = z.infer<typeof staffStopSchema>;

export const staffCourseSchema = z.object({
  homenCd: z.string(),
  name: z.string(),
  yomi: z.string(),
  isNetRelease: z.boolean(),
  /** its stops in order, with the minutes from the first */
  stops: z.array(z.object({ busStopCd: z.string(), name: z.string(), offsetMinutes: z.number() })),
  /** dated runs or a weekly pattern name it: it cannot be deleted */
  hasRuns: z.boolean(),
});
export type StaffCourse = z.infer<typeof staffCourseSchema>;

export const staffCategorySchema = z.object({
  categoryCd: z.string(),
  name: z.string(),
  displayName: z.string(),
  limitPerLearner: z.number(),
  /** learners register their own points in it; otherwise the school's stops are searched by it */
  isPersonal: z.boolean(),
  isNetRelease: z.boolean(),
  /** stops (public or learners' own) in it: it cannot be deleted while there are any */
  stops: z.number(),
});
export type StaffCategory = z.infer<typeof staffCategorySchema>;

export const networkSchema = z.object({
  timetableUnit: z.enum(TIMETABLE_UNITS),
  periods: z.array(staffPeriodSchema),
  areas: z.array(staffAreaSchema),
  /** the school's own stops (not learners' points); areas, stops and courses in reading order */
  stops: z.array(staffStopSchema),
  courses: z.array(staffCourseSchema),
  categories: z.array(staffCategorySchema),
  mapTiles: mapTilesSchema,
});
export type StaffNetwork = z.infer<typeof networkSchema>;

/** Coordinates travel as typed: the server refuses what is not a place in Japan (874). */
export const saveStopRequestSchema = z.object({
  create: z.boolean(),
  busStopCd: z.string().max(100),
  name: z.string().max(10_000),
  /** reading in hiragana or katakana (issue 24, 943); left out: unchanged (a new one: none) */
  yomi: z.string().max(100).optional(),
  displayName: z.string().max(10_000),
  areaCd: z.string().max(100),
  address: z.string().max(10_000),
  latitude: z.string().max(100),
  longitude: z.string().max(100),
  isNetRelease: z.boolean(),
});
export type SaveStopRequest = z.infer<typeof saveStopRequestSchema>;

export const deleteStopRequestSchema = z.object({ busStopCd: z.string().max(100) });

/** A course and its whole stop list in order; order and offsets are checked by the server (882, 883). */
export const saveCourseRequestSchema = z.object({
  create: z.boolean(),
  homenCd: z.string().max(100),
  name: z.string().max(10_000),
  /** reading in hiragana or katakana (issue 24, 943); left out: unchanged (a new one: none) */
  yomi: z.string().max(100).optional(),
  isNetRelease: z.boolean(),
  stops: z.array(z.object({ busStopCd: z.string().max(100), offsetMinutes: z.number() })).max(1000),
});
export type SaveCourseRequest = z.infer<typeof saveCourseRequestSchema>;

export const deleteCourseRequestSchema = z.object({ homenCd: z.string().max(100) });

export const saveCategoryRequestSchema = z.object({
  create: z.boolean(),
  categoryCd: z.string().max(100),
  name: z.string().max(10_000),
  displayName: z.string().max(10_000),
  limitPerLearner: z.number(),
  isPersonal: z.boolean(),
  isNetRelease: z.boolean(),
});
export type SaveCategoryRequest = z.infer<typeof saveCategoryRequestSchema>;

export const deleteCategoryRequestSchema = z.object({ categoryCd: z.string().max(100) });
