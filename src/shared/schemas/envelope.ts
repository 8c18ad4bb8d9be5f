import { z } from 'zod';
import { codeSchema, idSchema } from './primitives';

/** The business error of the envelope (SPEC.md §3, §8): passed through uninterpreted by the transport. */
export const apiErrorSchema = z.object({
  code: z.union([z.number(), z.string()]),
  message: z.string(),
  data: z.unknown().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Every answer of the API: `{status, error, data}` (PRODUCT.md §2). `error` is null on success. */
export interface Envelope<T> {
  status: boolean;
  error: ApiError | null;
  data: T | null;
}

export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ status: z.boolean(), error: apiErrorSchema.nullable(), data: data.nullable() });
}

/** Fields every call may carry (SPEC.md §3 request parameter bundle). Unknown extra fields are ignored. */
export const baseBundleSchema = z.object({
  serviceCode: codeSchema.optional(),
  authority: z.union([z.string().max(16), z.number().int()]).optional(),
  recNo: idSchema.optional(),
});
export type BaseBundle = z.infer<typeof baseBundleSchema>;
