import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The anti-forgery token of SPEC.md §7, bound to the session id by an HMAC (PRODUCT.md §3), so a
 * token planted by another site or copied from another session does not validate.
 */
export function xsrfTokenFor(key: Buffer, sessionId: string): string {
  return createHmac('sha256', key).update(`xsrf:${sessionId}`).digest('base64url');
}

export function isValidXsrfToken(key: Buffer, sessionId: string, token: string | undefined): boolean {
  if (!token) return false;
  const expected = Buffer.from(xsrfTokenFor(key, sessionId));
  const actual = Buffer.from(token);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
