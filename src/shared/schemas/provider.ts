import { z } from 'zod';
import { codeSchema } from './primitives';

/** `site` is the sign-in variant a school publishes (SPEC.md §3), e.g. '1' with password, '2' without. */
export const siteSchema = z
  .union([z.string().regex(/^[0-9A-Za-z]{1,8}$/), z.number().int().nonnegative()])
  .transform(String);

export const providerRequestSchema = z.object({
  serviceCode: codeSchema.optional(),
  site: siteSchema.optional(),
  authority: z.union([z.string().max(16), z.number().int()]).optional(),
});
export type ProviderRequest = z.input<typeof providerRequestSchema>;

export const providerInfoSchema = z.object({
  code: z.string(),
  name: z.string(),
  zipCode: z.string(),
  address1: z.string(),
  address2: z.string(),
  phoneNumber: z.string(),
  mailAddress: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  location: z.string(),
});
export type ProviderInfo = z.infer<typeof providerInfoSchema>;

/** The map tiles of this deployment (PRODUCT.md §5): a Leaflet URL template and its required attribution. */
export const mapTilesSchema = z.object({
  url: z.string(),
  attribution: z.string(),
  attributionUrl: z.string(),
});
export type MapTiles = z.infer<typeof mapTilesSchema>;

/** Site options per (serviceCode, site), SPEC.md §3 plus the settings PRODUCT.md §3 adds. */
export const siteOptionSchema = z.object({
  site: z.string(),
  account: z.object({
    accountType: z.number().int(),
    seitoNo: z.object({ minLength: z.number().int(), maxLength: z.number().int() }),
    password: z.object({ minLength: z.number().int(), maxLength: z.number().int() }),
    /** PRODUCT.md §3: replaces the conflicting "site = 3 / site = 0" readings. */
    passwordRequired: z.boolean(),
  }),
  menu: z.object({
    useNotification: z.boolean(),
    useFixedPlanNotice: z.boolean(),
    useBusStopReg: z.boolean(),
    useReservation: z.boolean(),
    useBusOperationStatus: z.boolean(),
    useChangeRegistered: z.boolean(),
  }),
  reservation: z.object({
    isCategoryBusStopSerachEnabled: z.boolean(),
    isAreaBusStopSerachEnabled: z.boolean(),
    isAddressBusStopSerachEnabled: z.boolean(),
    isCourseBusStopSerachEnabled: z.boolean(),
    isPassengerOptionEnabled: z.boolean(),
    isChildSheetOptionEnabled: z.boolean(),
    isJitensyaOptionEnabled: z.boolean(),
  }),
  reservationView: z.object({
    upDepartureTime: z.number().int(),
    upArrivalTime: z.number().int(),
    downDepartureTime: z.number().int(),
    downArrivalTime: z.number().int(),
    upLineDepartureTime: z.number().int(),
    upDtoDDepartureTime: z.number().int(),
    isJgnVisible: z.boolean(),
    isBusVisible: z.boolean(),
  }),
  registredInfo: z.object({
    isPasswordEnabled: z.boolean(),
    isMobilePhoneEnabled: z.boolean(),
    isMailAddressEnabled: z.boolean(),
  }),
  busStopRegistredInfo: z.object({
    selectAreaMastRegisterBusStop: z.string(),
    binCdType: z.number().int(),
  }),
  /** School settings shown on the login screens and enforced by the server (PRODUCT.md §3, §4). */
  school: z.object({
    bookingCutoff: z.string().regex(/^\d{2}:\d{2}$/),
    bookingHorizonDays: z.number().int(),
    timetableUnit: z.enum(['時限', '部']),
  }),
  /** the deployment's map tiles, for the map pages */
  mapTiles: mapTilesSchema,
});
export type SiteOption = z.infer<typeof siteOptionSchema>;
