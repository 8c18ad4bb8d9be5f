import { z } from 'zod';
import { siteSchema } from './provider';

const authority = z.union([z.string().max(16), z.number().int()]).optional();

export const loginRequestSchema = z.object({
  serviceCode: z.string().max(32).optional(),
  site: siteSchema,
  authority,
  seitoNo: z.string().max(32),
  password: z.string().max(64).optional().default(''),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** SilentAuth needs the signed single-use token of PRODUCT.md §3; a bare recNo is refused. */
export const silentAuthRequestSchema = z.object({
  serviceCode: z.string().max(32).optional(),
  site: siteSchema,
  authority,
  recNo: z.coerce.number().int().positive(),
  token: z.string().max(512).optional().default(''),
});
export type SilentAuthRequest = z.input<typeof silentAuthRequestSchema>;

export const logoutRequestSchema = z.object({
  code: z.string().max(32).optional(),
  recNo: z.coerce.number().int().positive().optional(),
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
