import { hkdfSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Env } from './env';

/** Keys derived from SESSION_SECRET, each for one purpose. */
export interface Secrets {
  passwordPepper: Buffer;
  xsrfKey: Buffer;
  silentAuthKey: Buffer;
  /** signs the proof-of-work challenges of a throttled address (PRODUCT.md §3) */
  powKey: Buffer;
  /** the seed of the deployment's VAPID key pair when VAPID_* are not given (issue 28 §2) */
  vapidSeed: Buffer;
}

function derive(master: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', master, 'sougei-bus', purpose, 32));
}

/**
 * SESSION_SECRET in production. In development and on the embedded default a random secret is
 * created once and kept beside the PGlite data (DATA_DIR/secret), so passwords and sessions
 * survive restarts without any set-up.
 */
export function loadSecrets(env: Env): Secrets {
  let master = env.SESSION_SECRET;
  if (!master) {
    if (env.NODE_ENV === 'production') {
      throw new Error('SESSION_SECRET (at least 32 characters) must be set in production.');
    }
    const file = path.resolve(env.DATA_DIR, 'secret');
    if (fs.existsSync(file)) {
      master = fs.readFileSync(file, 'utf8').trim();
    } else {
      master = randomBytes(32).toString('base64url');
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, master, { mode: 0o600 });
    }
  }
  return {
    passwordPepper: derive(master, 'password-pepper'),
    xsrfKey: derive(master, 'xsrf'),
    silentAuthKey: derive(master, 'silent-auth'),
    powKey: derive(master, 'proof-of-work'),
    vapidSeed: derive(master, 'vapid'),
  };
}
