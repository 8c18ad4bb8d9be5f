import { z } from 'zod';
import { staffRoleSchema } from './admin';
import { idSchema } from './primitives';

/**
 * Staff accounts in the console (issue 23 §2). Login id and name are checked by the server with
 * catalogue texts (801, 802), so the lengths here only bound what a request may carry.
 */
const school = { serviceCode: z.string().max(32).optional() };

export const staffAccountSchema = z.object({
  id: z.number().int(),
  loginId: z.string(),
  name: z.string(),
  role: staffRoleSchema,
  /** ISO instant, or null while the account may sign in */
  disabledAt: z.string().nullable(),
  /** ISO instant until which each sign-in must carry a proof of work (too many failures), or null */
  lockedUntil: z.string().nullable(),
  createdAt: z.string(),
});
export type StaffAccount = z.infer<typeof staffAccountSchema>;

export const listStaffAccountsRequestSchema = z.object(school);
export const staffAccountsSchema = z.array(staffAccountSchema);

export const addStaffRequestSchema = z.object({
  ...school,
  loginId: z.string().max(1000),
  name: z.string().max(10_000),
  role: staffRoleSchema,
});
export type AddStaffRequest = z.input<typeof addStaffRequestSchema>;

/** The one answer that carries a password the server chose: shown once, stored only hashed. */
export const issuedPasswordSchema = z.object({
  account: staffAccountSchema,
  password: z.string(),
});
export type IssuedPassword = z.infer<typeof issuedPasswordSchema>;

export const staffIdRequestSchema = z.object({ ...school, staffId: idSchema });

export const setStaffRoleRequestSchema = z.object({ ...school, staffId: idSchema, role: staffRoleSchema });

export const setStaffDisabledRequestSchema = z.object({
  ...school,
  staffId: idSchema,
  disabled: z.boolean(),
});

export const changeOwnPasswordRequestSchema = z.object({
  ...school,
  currentPassword: z.string().max(256),
  newPassword: z.string().max(256),
});
