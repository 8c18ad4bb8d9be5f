import { createHmac, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * Password hashing (PRODUCT.md §3): scrypt over HMAC-SHA256(pepper, password). The pepper is
 * derived from SESSION_SECRET and never stored in the database, so a dump alone cannot be used
 * to try the ~366 likely birthday passwords. Parameters travel inside the hash string.
 */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
  /** spends the same time as a real verify, for unknown accounts */
  verifyDummy(password: string): Promise<void>;
}

const KEY_LENGTH = 32;

function scryptAsync(input: Buffer, salt: Buffer, logN: number): Promise<Buffer> {
  const N = 2 ** logN;
  return new Promise((resolve, reject) =>
    scrypt(input, salt, KEY_LENGTH, { N, r: 8, p: 1, maxmem: 256 * N * 8 }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

export function createPasswordHasher(pepper: Buffer, logN: number): PasswordHasher {
  const peppered = (password: string) => createHmac('sha256', pepper).update(password, 'utf8').digest();
  const hash = async (password: string) => {
    const salt = randomBytes(16);
    const key = await scryptAsync(peppered(password), salt, logN);
    return `scrypt$${logN}$${salt.toString('base64url')}$${key.toString('base64url')}`;
  };
  let dummy: Promise<string> | undefined;
  const verify = async (password: string, stored: string) => {
    const [scheme, logNText, saltText, keyText] = stored.split('$');
    if (scheme !== 'scrypt' || !logNText || !saltText || !keyText) return false;
    const expected = Buffer.from(keyText, 'base64url');
    const actual = await scryptAsync(
      peppered(password),
      Buffer.from(saltText, 'base64url'),
      Number(logNText),
    );
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  };
  return {
    hash,
    verify,
    async verifyDummy(password) {
      dummy ??= hash('dummy-password');
      await verify(password, await dummy);
    },
  };
}
