import { z } from 'zod';
import { idSchema } from './primitives';

/**
 * Day-of changes to a dated run (issue 23 §8). Capacity limits: a bus of a driving school seats
 * at most a few dozen; the bounds keep a typo (990 seats) from being saved.
 */
export const RUN_CAPACITY_LIMITS = { minSeats: 1, maxSeats: 99, maxChildSeats: 20, maxBicycles: 20 } as const;

const serviceCode = z.string().max(32).optional();
const count = z.number().int();

export const runCapacityInputSchema = z.object({ seats: count, childSeats: count, bicycles: count });
export type RunCapacityInput = z.infer<typeof runCapacityInputSchema>;

export const runChangeRequestSchema = z.object({ serviceCode, runId: idSchema });

export const setRunCapacityRequestSchema = runCapacityInputSchema.extend({ serviceCode, runId: idSchema });
export type SetRunCapacityRequest = z.infer<typeof setRunCapacityRequestSchema>;

export const addExtraRunRequestSchema = runCapacityInputSchema.extend({
  serviceCode,
  /** the run whose course and date the extra run takes */
  runId: idSchema,
  jgn: count,
  upDown: z.union([z.literal(1), z.literal(2)]),
});
export type AddExtraRunRequest = z.infer<typeof addExtraRunRequestSchema>;

export const moveRidersRequestSchema = z.object({
  serviceCode,
  runId: idSchema,
  toRunId: idSchema,
  reservationIds: z.array(idSchema).max(200),
});
export type MoveRidersRequest = z.infer<typeof moveRidersRequestSchema>;

/** What a change did: the run it concerns, how many bookings it touched, how many learners it mailed. */
export const runChangeResultSchema = z.object({
  runId: z.number().int(),
  bookings: z.number().int(),
  mailed: z.number().int(),
});
export type RunChangeResult = z.infer<typeof runChangeResultSchema>;

/** What the run page offers for its changes: the school's periods and the runs riders may move to. */
export const runChangeOptionsSchema = z.object({
  /** seats 0: the run was cancelled (運休) */
  cancelled: z.boolean(),
  /** the run's planned start has passed: nothing may change any more */
  departed: z.boolean(),
  periods: z.array(z.object({ jgn: z.number().int(), name: z.string() })),
  /** runs of the same date, period and direction, not cancelled, with their room left */
  moveTargets: z.array(
    z.object({
      runId: z.number().int(),
      binName: z.string(),
      courseName: z.string(),
      planStart: z.string(),
      seatsLeft: z.number().int(),
      childSeatsLeft: z.number().int(),
      bicyclesLeft: z.number().int(),
    }),
  ),
});
export type RunChangeOptions = z.infer<typeof runChangeOptionsSchema>;
