import { z } from 'zod';
import { codeSchema, digitInputSchema } from './primitives';
import { siteSchema } from './provider';

/**
 * User/SignUp (SPEC.md §2 /sp/signup): a learner the school has enrolled turns on their web
 * access. The schema bounds the shapes; the field rules (length by site, kana, 11 digits, a birth
 * date in the offered years, consent) are `signUpWarnings` of `rules/sign-up`, which the form
 * runs before sending and the server runs again, answering their warning codes.
 */
export const signUpRequestSchema = z.object({
  serviceCode: codeSchema.optional(),
  /** the site whose student-number length applies, as on the login page */
  site: siteSchema,
  authority: z.union([z.string().max(16), z.number().int()]).optional(),
  seitoNo: digitInputSchema(32),
  furiganaFamily: z.string().max(32),
  furiganaGiven: z.string().max(32),
  mobileNumber: digitInputSchema(32),
  /** 'YYYY-MM-DD' */
  birthDate: z.string().max(10),
  /** the 同意する box of the privacy policy */
  privacyConsent: z.boolean(),
  /** as Auth/Login: the solved proof-of-work challenge an address over its failure limit was given (103) */
  altcha: z.string().max(4096).optional(),
});
export type SignUpRequest = z.input<typeof signUpRequestSchema>;

/** Only which student number is now registered: the learner signs in next with the birthday password. */
export const signUpResponseSchema = z.object({ seitoNo: z.string() });
export type SignUpResponse = z.infer<typeof signUpResponseSchema>;
