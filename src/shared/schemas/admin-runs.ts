import { z } from 'zod';
import { idSchema } from './primitives';

/**
 * A run's capacity, whether staff set it in the weekly pattern (issue 23 §7) or on the day (§8):
 * one range for both, the one the database's CHECKs on run_pattern_slots hold. A course's bus is a
 * minibus or a coach, so more than 100 seats is a typing slip (990); child seats and bicycles are
 * carried a few at a time. Messages 842, 843 and 853 name these numbers.
 */
export const RUN_CAPACITY_LIMITS = {
  minSeats: 1,
  maxSeats: 100,
  maxChildSeats: 10,
  maxBicycles: 10,
} as const;

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
