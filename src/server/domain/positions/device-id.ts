import { hash, randomInt, timingSafeEqual } from 'node:crypto';

/**
 * The device id a phone sends is `<deviceCode>-<secret>`: no Traccar component authenticates, but
 * every format and app version sends the id, so the id carries the secret (PRODUCT.md §5
 * "per-device token"). Both parts are drawn from lowercase letters and digits without the ones
 * read alike (i l o u, as Crockford's base 32), because a driver may type the id into the app.
 */
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';

/** 8 characters, 40 bits: unique across schools (retried on a clash), not guessable, short to read. */
export const DEVICE_CODE_LENGTH = 8;
/** 26 characters, 130 bits: beyond any guessing, so one fast hash suffices to store it. */
export const DEVICE_SECRET_LENGTH = 26;

function randomText(length: number): string {
  return Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

export const newDeviceCode = () => randomText(DEVICE_CODE_LENGTH);
export const newDeviceSecret = () => randomText(DEVICE_SECRET_LENGTH);

/** What is stored of a secret: its SHA-256 (as session ids are stored). */
export const hashDeviceSecret = (secret: string) => hash('sha256', secret, 'base64url');

/** The id to type into Traccar Client. */
export const deviceIdOf = (deviceCode: string, secret: string) => `${deviceCode}-${secret}`;

/**
 * The two parts of a received id, or null when it has no secret part. Case and surrounding blanks
 * are forgiven (a phone keyboard capitalises the first letter); the code never holds a hyphen, so
 * the first one separates.
 */
export function splitDeviceId(deviceId: string): { deviceCode: string; secret: string } | null {
  const normalised = deviceId.trim().toLowerCase();
  const dash = normalised.indexOf('-');
  if (dash <= 0 || dash === normalised.length - 1) return null;
  return { deviceCode: normalised.slice(0, dash), secret: normalised.slice(dash + 1) };
}

/** Whether `secret` hashes to `storedHash`, compared in constant time. */
export function isDeviceSecret(secret: string, storedHash: string): boolean {
  const expected = Buffer.from(storedHash);
  const actual = Buffer.from(hashDeviceSecret(secret));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** The one-time code that signs a vehicle's phone in to the driver page: 8 characters, 40 bits. */
export const SIGN_IN_CODE_LENGTH = 8;

export const newSignInCode = () => randomText(SIGN_IN_CODE_LENGTH);

/**
 * A typed code as it was issued: blanks (and the hyphen a reader may put in the middle) dropped,
 * lowercase, as a driver may type it from the console's screen in any case.
 */
export const normaliseSignInCode = (typed: string) => typed.replace(/[\s-]/g, '').toLowerCase();
