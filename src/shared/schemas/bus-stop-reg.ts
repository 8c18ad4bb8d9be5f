import { z } from 'zod';
import { busStopCategorySchema, busStopSchema } from './bus-stop';
import { baseBundleSchema } from './envelope';
import { hasControlCharacters } from '../rules/text';
import { codeSchema } from './primitives';

/**
 * Learners' own pick-up points (SPEC.md §2 BusStopReg…, §7 BusStopReg/, issue 12). Field names
 * are SPEC.md's wire names.
 */

/** A latitude or longitude as a finite number in its range (NaN, Infinity and strings are refused). */
const latitudeSchema = z.number().finite().min(-90).max(90);
const longitudeSchema = z.number().finite().min(-180).max(180);

/** An address or a name: one line, so control characters (CR, LF, TAB, DEL, C1) are refused. */
const pointTextSchema = z
  .string()
  .max(200)
  .refine((text) => !hasControlCharacters(text), 'control characters');

/** One of the learner's own points as the point screens show it. */
export const ownPointSchema = busStopSchema.omit({ isAwaitingApproval: true }).extend({
  busStopCategoryCd: z.string(),
  /** in the approval area, not yet reviewed (承認待ち): neither bookable, editable nor deletable */
  isAwaitingApproval: z.boolean(),
  /** staff did not approve it: the reason, shown to the learner; the point may be edited or deleted */
  rejectionReason: z.string().nullable(),
  /** SPEC.md §2 edit list: an edit button (outside the approval area and not net-released, or rejected) */
  isEditable: z.boolean(),
  /** SPEC.md §2 edit list: a checkbox (outside the approval area, or rejected) */
  isDeletable: z.boolean(),
});
export type OwnPoint = z.infer<typeof ownPointSchema>;

/** A category of own points (SPEC.md §3 Bus stop category) with the learner's points in it. */
export const pointCategorySchema = busStopCategorySchema.extend({
  busStopList: z.array(ownPointSchema),
});
export type PointCategory = z.infer<typeof pointCategorySchema>;

/** getBusStopCategory / getBusStopCategoryKojin: the personal categories, each with the learner's points. */
export const pointCategoryListSchema = z.array(pointCategorySchema);

/** checkBusStopCategory: may the learner register one more point in this category? */
export const checkCategoryRequestSchema = baseBundleSchema.extend({ busStopCategory: codeSchema });
export const checkCategoryResultSchema = z.object({
  busStopList: z.array(ownPointSchema),
  limit: z.number().int(),
});

/**
 * The point fields a learner enters (SPEC.md §3 Bus stop registration). Lengths are checked with
 * the texts of SPEC.md §5 by `pointFormProblems` (shared/rules/point-form.ts); the schema only
 * refuses what no form sends (overlong texts, control characters).
 */
export const pointInputSchema = z.object({
  busStopLat: latitudeSchema,
  busStopLng: longitudeSchema,
  ad1: pointTextSchema,
  busStopKName: pointTextSchema,
  /** the same text as busStopKName in the original app; when given it wins for the point's name */
  busStopName: pointTextSchema.optional(),
  /** ignored: a new point always lands in the approval area */
  areaCd: codeSchema.optional(),
});
export type PointInput = z.infer<typeof pointInputSchema>;

export const registerPointRequestSchema = baseBundleSchema.extend({
  seitoNo: z.string().max(32).optional(),
  busStopCategory: codeSchema,
  busStop: pointInputSchema,
});
export type RegisterPointRequest = z.input<typeof registerPointRequestSchema>;

export const registerPointResultSchema = z.object({
  busStopCd: z.string(),
  busStopCategoryName: z.string(),
});

/** BusStopUpdate (the edit endpoint SPEC.md leaves unnamed): the point goes back to approval. */
export const updatePointRequestSchema = baseBundleSchema.extend({
  seitoNo: z.string().max(32).optional(),
  busStopCd: codeSchema,
  busStop: pointInputSchema,
});
export type UpdatePointRequest = z.input<typeof updatePointRequestSchema>;

const busStopCdListSchema = z.array(codeSchema).max(100);

/** getDeleteBusStopCategory: the ticked points, grouped by category, for the delete confirm page. */
export const deleteCategoryRequestSchema = baseBundleSchema.extend({ busStopCdList: busStopCdListSchema });

export const deletePointsRequestSchema = baseBundleSchema.extend({
  seitoNo: z.string().max(32).optional(),
  busStopCdList: busStopCdListSchema,
  /** the categories the confirm page showed; informative, the server reads each point's own */
  busStopCategoryList: z.array(codeSchema).max(100).optional(),
});
export type DeletePointsRequest = z.input<typeof deletePointsRequestSchema>;

export const deletePointsResultSchema = z.object({ deleted: z.number().int() });

/** A known stop the registration map can be centred on. */
export const mapPlaceStopSchema = z.object({
  busStopCd: z.string(),
  name: z.string(),
  lat: z.number(),
  lng: z.number(),
});

/**
 * getMapPlaces (issue 25 §5): the school's released areas, each with its released public stops,
 * so a learner can find home on the registration map without tiles or an outside geocoder.
 * Areas without a stop are left out (nothing to centre on).
 */
export const mapPlacesSchema = z.array(
  z.object({
    areaCd: z.string(),
    name: z.string(),
    stops: z.array(mapPlaceStopSchema).min(1),
  }),
);
export type MapPlaces = z.infer<typeof mapPlacesSchema>;
