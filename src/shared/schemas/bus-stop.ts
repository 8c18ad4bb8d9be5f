import { z } from 'zod';

/** A stop as the point-selection screens show it (SPEC.md §3 Bus stop). */
export const busStopSchema = z.object({
  busStopCd: z.string(),
  busStopName: z.string(),
  busStopDisplayName: z.string(),
  /** the learner's own name for a registered point; '' for public stops */
  busStopKName: z.string(),
  /** full address */
  ad1: z.string(),
  areaCd: z.string(),
  busStopLat: z.number(),
  busStopLng: z.number(),
  isNetRelease: z.boolean(),
  /** the learner's own point waiting for staff approval (承認待ち): listed, never selectable */
  isAwaitingApproval: z.boolean(),
});
export type BusStop = z.infer<typeof busStopSchema>;

export const areaSchema = z.object({ areaCd: z.string(), areaNm: z.string() });
export type Area = z.infer<typeof areaSchema>;

export const courseSchema = z.object({ homenCd: z.string(), homenName: z.string() });
export type Course = z.infer<typeof courseSchema>;

export const addressEntrySchema = z.object({ pref: z.string(), city: z.string(), town: z.string() });
export type AddressEntry = z.infer<typeof addressEntrySchema>;

export const busStopCategorySchema = z.object({
  busStopCategoryCd: z.string(),
  busStopCategoryName: z.string(),
  busStopCategoryDisplayName: z.string(),
  NetRelease: z.boolean(),
  NetReleaseKbn: z.number().int(),
  /** most points one learner may register in it */
  limit: z.number().int(),
});
export type BusStopCategory = z.infer<typeof busStopCategorySchema>;
