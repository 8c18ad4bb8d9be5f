import { createECDH, createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deriveVapidKeys, pushEndpointAllowed } from './push';

const HOSTS = ['fcm.googleapis.com', '*.push.apple.com', '127.0.0.1'];

describe('pushEndpointAllowed: the server only ever POSTs to a push service PUSH_SERVICE_HOSTS names', () => {
  it('accepts https endpoints of the listed hosts and their listed subdomains', () => {
    expect(pushEndpointAllowed('https://fcm.googleapis.com/fcm/send/abc', HOSTS, false)).toBe(true);
    expect(pushEndpointAllowed('https://web.push.apple.com/QGx', HOSTS, false)).toBe(true);
    expect(pushEndpointAllowed('https://FCM.googleapis.com/fcm/send/abc', HOSTS, false)).toBe(true);
  });

  it('refuses other hosts, look-alikes, credentials and unparsable endpoints', () => {
    expect(pushEndpointAllowed('https://attacker.example/push', HOSTS, false)).toBe(false);
    expect(pushEndpointAllowed('https://fcm.googleapis.com.attacker.example/x', HOSTS, false)).toBe(false);
    expect(pushEndpointAllowed('https://push.apple.com/x', HOSTS, false)).toBe(false);
    expect(pushEndpointAllowed('https://evilpush.apple.com.example/x', HOSTS, false)).toBe(false);
    expect(pushEndpointAllowed('https://user:pw@fcm.googleapis.com/x', HOSTS, false)).toBe(false);
    expect(pushEndpointAllowed('not a url', HOSTS, false)).toBe(false);
    expect(pushEndpointAllowed('ftp://fcm.googleapis.com/x', HOSTS, false)).toBe(false);
    // another port of a push service's host is not the push service
    expect(pushEndpointAllowed('https://fcm.googleapis.com:8443/fcm/send/abc', HOSTS, false)).toBe(false);
    expect(pushEndpointAllowed('https://fcm.googleapis.com:443/fcm/send/abc', HOSTS, false)).toBe(true);
  });

  it('accepts plain http only for a listed loopback host, and only outside production', () => {
    expect(pushEndpointAllowed('http://127.0.0.1:4000/push/a', HOSTS, true)).toBe(true);
    expect(pushEndpointAllowed('http://127.0.0.1:4000/push/a', HOSTS, false)).toBe(false);
    expect(pushEndpointAllowed('http://fcm.googleapis.com/fcm/send/abc', HOSTS, true)).toBe(false);
    expect(pushEndpointAllowed('http://localhost:4000/push/a', HOSTS, true)).toBe(false);
  });
});

describe('deriveVapidKeys: one key pair per deployment secret', () => {
  it('gives the same valid P-256 pair for the same seed and another for another seed', () => {
    const seed = createHash('sha256').update('deployment secret').digest();
    const keys = deriveVapidKeys(seed);
    expect(deriveVapidKeys(Buffer.from(seed))).toEqual(keys);
    expect(deriveVapidKeys(createHash('sha256').update('another').digest()).publicKey).not.toBe(
      keys.publicKey,
    );
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(keys.privateKey, 'base64url'));
    expect(ecdh.getPublicKey().toString('base64url')).toBe(keys.publicKey);
    expect(keys.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(keys.privateKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('hashes a seed outside the group order (or zero) into a valid scalar', () => {
    for (const seed of [Buffer.alloc(32, 0xff), Buffer.alloc(32, 0)]) {
      const keys = deriveVapidKeys(seed);
      const scalar = Buffer.from(keys.privateKey, 'base64url');
      expect(scalar.equals(seed)).toBe(false);
      const ecdh = createECDH('prime256v1');
      ecdh.setPrivateKey(scalar);
      expect(ecdh.getPublicKey().toString('base64url')).toBe(keys.publicKey);
    }
  });
});
