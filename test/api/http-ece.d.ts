/** http_ece 1.2.0 (the version web-push encrypts with): only what the tests decrypt with. */
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';
  export function decrypt(
    buffer: Buffer,
    params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string | Buffer },
  ): Buffer;
}
