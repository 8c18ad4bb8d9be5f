import { z } from 'zod';
import { cleanDigits } from '../rules/digit-input';

/** The largest PostgreSQL `integer`: ids (recNo, yoyakuId) live in serial columns. */
export const MAX_DB_INT = 2_147_483_647;

/**
 * A row id sent by a client (recNo, yoyakuId): a positive PostgreSQL integer, as a number or a
 * string of decimal digits ('0x1' and '1 ' are not ids). Anything larger is refused at the edge
 * instead of failing in the database.
 */
export const idSchema = z
  .union([
    z.number(),
    z
      .string()
      .regex(/^[0-9]{1,10}$/)
      .transform(Number),
  ])
  .pipe(z.number().int().positive().max(MAX_DB_INT));

/** A short code of the school's data (serviceCode, busStopCd, binCd, areaCd…). */
export const codeSchema = z.string().max(32);

/**
 * A number a learner types (student number, mobile number, birthday password), cleaned of dashes,
 * spaces and full-width digits before any rule reads it (issue 25): the server accepts what the
 * client's form accepts, whoever wrote the client. `max` bounds the text as sent.
 */
export const digitInputSchema = (max: number) => z.string().max(max).transform(cleanDigits);
