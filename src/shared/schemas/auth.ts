import { z } from 'zod';
import { codeSchema, digitInputSchema, idSchema } from './primitives';
import { siteSchema } from './provider';

const authority = z.union([z.string().max(16), z.number().int()]).optional();

export const loginRequestSchema = z.object({
  serviceCode: codeSchema.optional(),
  site: siteSchema,
  authority,
  seitoNo: digitInputSchema(32),
  password: digitInputSchema(64).optional().default(''),
  /**
   * Only from an address over its failure limit (error 103): the solved proof-of-work challenge
   * that 103 carried, as ALTCHA's payload (base64 of JSON `{challenge, solution}`); single use.
   */
  altcha: z.string().max(4096).optional(),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** SilentAuth needs the signed single-use token of PRODUCT.md §3; a bare recNo is refused. */
export const silentAuthRequestSchema = z.object({
  serviceCode: codeSchema.optional(),
  site: siteSchema,
  authority,
  recNo: idSchema,
  token: z.string().max(512).optional().default(''),
});
export type SilentAuthRequest = z.input<typeof silentAuthRequestSchema>;

export const logoutRequestSchema = z.object({
  code: codeSchema.optional(),
  recNo: idSchema.optional(),
  authority,
});

/** The signed-in learner as the client may know them (no password, no contact data). */
export const loginUserSchema = z.object({
  recNo: z.number().int(),
  seitoNo: z.string(),
  name: z.string(),
  furigana: z.string(),
});
export type LoginUser = z.infer<typeof loginUserSchema>;

export const authSchema = z.object({ code: z.string(), recNo: z.number().int(), authority: z.string() });

export const loginResponseSchema = z.object({ user: loginUserSchema, auth: authSchema, site: z.string() });
export type LoginResponse = z.infer<typeof loginResponseSchema>;
