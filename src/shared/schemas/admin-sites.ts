import { z } from 'zod';
import { siteOptionSchema } from './provider';

/**
 * Limits of a site's options (issue 23 §5). Passwords: SPEC.md §9 reads 4–8; a school may ask for
 * longer ones, not shorter. A kiosk lists a few networks; the bound keeps the check cheap.
 */
export const SITE_LIMITS = {
  minPassword: 4,
  maxPassword: 32,
  networks: 50,
  minBinCdType: 0,
  maxBinCdType: 9,
} as const;

/** accountType 1: student numbers of digits only; 2: letters and digits (shared/rules/login-validation.ts). */
export const ACCOUNT_TYPES = [1, 2] as const;

const school = { serviceCode: z.string().max(32).optional() };

/**
 * The options staff edit on the sites screen: SPEC.md §3 site options without the student-number
 * length and the display options, which 学校の設定 sets for every site at once.
 */
export const editableSiteOptionsSchema = z.object({
  account: z.object({
    accountType: z.number(),
    password: z.object({ minLength: z.number(), maxLength: z.number() }),
    passwordRequired: z.boolean(),
  }),
  menu: siteOptionSchema.shape.menu,
  reservation: siteOptionSchema.shape.reservation,
  registredInfo: siteOptionSchema.shape.registredInfo,
  busStopRegistredInfo: z.object({
    /** the approval area: one per school (PRODUCT.md §4), so saving it sets it on every site */
    selectAreaMastRegisterBusStop: z.string().max(100),
    binCdType: z.number(),
  }),
});
export type EditableSiteOptions = z.infer<typeof editableSiteOptionsSchema>;

export const staffSiteSchema = z.object({
  site: z.string(),
  options: editableSiteOptionsSchema,
  /** networks (CIDR) a password-less site accepts sign-ins from; empty: nobody */
  allowedNetworks: z.array(z.string()),
});
export type StaffSite = z.infer<typeof staffSiteSchema>;

export const staffSitesSchema = z.object({
  sites: z.array(staffSiteSchema),
  /** the school's areas, for the approval area */
  areas: z.array(z.object({ areaCd: z.string(), name: z.string() })),
  /** set on 学校の設定 for every site; shown here for reference */
  seitoNoLength: z.number().int(),
});
export type StaffSites = z.infer<typeof staffSitesSchema>;

export const getSitesRequestSchema = z.object(school);

/** Ranges, codes and networks are checked by the server with catalogue texts (890–901). */
export const saveSiteRequestSchema = z.object({
  ...school,
  site: z.string().max(100),
  /** true: add the site (refused when it exists); false: change it (refused when it does not) */
  create: z.boolean(),
  options: editableSiteOptionsSchema,
  allowedNetworks: z.array(z.string().max(100)).max(1000),
});
export type SaveSiteRequest = z.input<typeof saveSiteRequestSchema>;

export const deleteSiteRequestSchema = z.object({ ...school, site: z.string().max(100) });
