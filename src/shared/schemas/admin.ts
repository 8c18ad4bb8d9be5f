import { z } from 'zod';
import { codeSchema } from './primitives';

/** Console sign-in (issue 10): the school's serviceCode (default school when omitted), login id, password. */
export const staffLoginRequestSchema = z.object({
  serviceCode: codeSchema.optional(),
  loginId: z.string().min(1).max(64),
  password: z.string().min(1).max(256),
  /** the solved proof-of-work challenge of an earlier 103, as at the learners' sign-in */
  altcha: z.string().max(4096).optional(),
});
export type StaffLoginRequest = z.input<typeof staffLoginRequestSchema>;

export const staffRoleSchema = z.enum(['admin', 'dispatcher']);
export type StaffRoleName = z.infer<typeof staffRoleSchema>;

/** The signed-in staff member as the console may know them. */
export const staffUserSchema = z.object({
  loginId: z.string(),
  name: z.string(),
  role: staffRoleSchema,
  serviceCode: z.string(),
  schoolName: z.string(),
});
export type StaffUser = z.infer<typeof staffUserSchema>;

/** Console actions that take nothing but may name the school (checked against the session). */
export const staffBaseSchema = z.object({ serviceCode: codeSchema.optional() });
