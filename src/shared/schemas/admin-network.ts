import { z } from 'zod';

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
  /** learners may search stops by this area */
  isNetRelease: z.boolean(),
  /** stops (public or learners' own) in this area: it cannot be deleted while there are any */
  stops: z.number(),
  /** the school's approval area, where learners' own points wait for review */
  isApprovalArea: z.boolean(),
});
export type StaffArea = z.infer<typeof staffAreaSchema>;

export const networkSchema = z.object({
  timetableUnit: z.enum(TIMETABLE_UNITS),
  periods: z.array(staffPeriodSchema),
  areas: z.array(staffAreaSchema),
});
export type StaffNetwork = z.infer<typeof networkSchema>;

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
  isNetRelease: z.boolean(),
});
export type SaveAreaRequest = z.infer<typeof saveAreaRequestSchema>;

export const deleteAreaRequestSchema = z.object({ areaCd: z.string().max(100) });
