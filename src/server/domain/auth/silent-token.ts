import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { SILENT_TOKEN_TTL_SECONDS } from '@shared/constants';

/** What a silent (mng) sign-in token asserts: this learner of this school, until `expiresAt`. */
export interface SilentTokenClaims {
  serviceCode: string;
  recNo: number;
  /** seconds since the epoch */
  expiresAt: number;
  /** makes the token single use: recorded when used */
  nonce: string;
}

const sign = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

/** Issues a signed token valid for at most five minutes (PRODUCT.md §3). */
export function issueSilentToken(
  key: Buffer,
  who: { serviceCode: string; recNo: number },
  now: Date,
): string {
  const claims: SilentTokenClaims = {
    ...who,
    expiresAt: Math.floor(now.getTime() / 1000) + SILENT_TOKEN_TTL_SECONDS,
    nonce: randomBytes(16).toString('base64url'),
  };
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${sign(key, payload)}`;
}

/** The claims of a genuine, unexpired token, or null. Single use is checked by the caller in the database. */
export function readSilentToken(key: Buffer, token: string, now: Date): SilentTokenClaims | null {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0) return null;
  const expected = Buffer.from(sign(key, payload));
  const actual = Buffer.from(signature);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  let claims: SilentTokenClaims;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as SilentTokenClaims;
  } catch {
    return null;
  }
  if (typeof claims.expiresAt !== 'number' || claims.expiresAt * 1000 <= now.getTime()) return null;
  if (
    typeof claims.nonce !== 'string' ||
    !Number.isInteger(claims.recNo) ||
    typeof claims.serviceCode !== 'string'
  )
    return null;
  return claims;
}
