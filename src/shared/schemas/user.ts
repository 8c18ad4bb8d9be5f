import { z } from 'zod';
import { baseBundleSchema } from './envelope';
import { codeSchema, digitInputSchema } from './primitives';
import { siteSchema } from './provider';

/**
 * Long enough that an over-long value reaches the rules of SPEC.md §5 and gets its warning
 * (5 mail, 2 password, 4 mobile) instead of a bare 400; short enough to bound the work.
 */
const formText = z.string().max(1000);

/**
 * `User/Save` (SPEC.md §7): the items the learner changes. An item left out is not being changed;
 * an item the session's site turns off must be left out (HTTP 403 otherwise). `passwordConfirm`
 * is the desktop's re-entry: when sent, it must equal `password` (warning 3).
 */
export const saveUserRequestSchema = baseBundleSchema.extend({
  mailAddress: formText.optional(),
  password: formText.optional(),
  passwordConfirm: formText.optional(),
  mobileNumber: digitInputSchema(1000).optional(),
});
export type SaveUserRequest = z.input<typeof saveUserRequestSchema>;

/** SPEC.md §4: the bit mask of changed items, 1 mail (confirmation sent), 2 mobile, 4 password. */
export const saveUserResponseSchema = z.number().int().min(0).max(7);

/** What the change form starts from: the stored contact details and a mail address awaiting its link. */
export const registeredInfoSchema = z.object({
  mailAddress: z.string(),
  /** the stored number as digits only (the form's field takes 11 digits, no hyphens) */
  mobileNumber: z.string(),
  /** the newest address whose confirmation link is still open, if any */
  pendingMailAddress: z.string().nullable(),
});
export type RegisteredInfo = z.infer<typeof registeredInfoSchema>;

/** The token of a confirmation link: 43 characters of base64url (256 random bits). */
const tokenSchema = z.string().max(128);

/** `User/GetMailConfirmation`: what the link of a confirmation mail is about, before credentials are asked. */
export const mailConfirmationRequestSchema = z.object({
  serviceCode: codeSchema.optional(),
  token: tokenSchema,
});

export const mailConfirmationSchema = z.object({
  mailAddress: z.string(),
  /** ISO instant after which the link no longer works */
  expiresAt: z.string(),
});
export type MailConfirmation = z.infer<typeof mailConfirmationSchema>;

/**
 * `User/ConfirmMailAddress` (SPEC.md §2 /sp/mail): binds the address of a confirmation link to the
 * learner who proves to own it with student number and password — counted and locked like a
 * sign-in, with the same proof of work from a throttled address (`altcha`, see Auth/Login).
 */
export const confirmMailAddressRequestSchema = z.object({
  serviceCode: codeSchema.optional(),
  site: siteSchema,
  token: tokenSchema,
  seitoNo: digitInputSchema(32),
  password: digitInputSchema(64),
  altcha: z.string().max(4096).optional(),
});
export type ConfirmMailAddressRequest = z.input<typeof confirmMailAddressRequestSchema>;

export const confirmMailAddressResponseSchema = z.object({ mailAddress: z.string() });
