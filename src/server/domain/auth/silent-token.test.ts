import { describe, expect, it } from 'vitest';
import { issueSilentToken, readSilentToken } from './silent-token';

const key = Buffer.alloc(32, 7);
const now = new Date('2026-11-20T01:00:00Z');

describe('silent sign-in token (PRODUCT.md §3)', () => {
  it('carries the learner and school it was issued for', () => {
    const claims = readSilentToken(key, issueSilentToken(key, { serviceCode: 'demo', recNo: 42 }, now), now);
    expect(claims).toMatchObject({ serviceCode: 'demo', recNo: 42 });
  });

  it('expires after five minutes', () => {
    const token = issueSilentToken(key, { serviceCode: 'demo', recNo: 42 }, now);
    expect(readSilentToken(key, token, new Date(now.getTime() + 299_000))).not.toBeNull();
    expect(readSilentToken(key, token, new Date(now.getTime() + 300_000))).toBeNull();
  });

  it('refuses a token whose claims were changed', () => {
    const [payload, signature] = issueSilentToken(key, { serviceCode: 'demo', recNo: 42 }, now).split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, recNo: 43 })).toString('base64url');
    expect(readSilentToken(key, `${forged}.${signature}`, now)).toBeNull();
  });

  it('refuses a token signed with another key, and garbage', () => {
    const token = issueSilentToken(Buffer.alloc(32, 8), { serviceCode: 'demo', recNo: 42 }, now);
    expect(readSilentToken(key, token, now)).toBeNull();
    expect(readSilentToken(key, 'not-a-token', now)).toBeNull();
    expect(readSilentToken(key, '', now)).toBeNull();
  });
});
