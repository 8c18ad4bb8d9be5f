import { describe, expect, it } from 'vitest';
import { base64ToBytes, bytesToBase64 } from './download';

describe('base64 of a file', () => {
  it('round-trips every byte value, a BOM and Shift_JIS bytes included', () => {
    const bytes = new Uint8Array(256).map((_, i) => i);
    expect(base64ToBytes(bytesToBase64(bytes))).toEqual(bytes);
    expect(bytesToBase64(new Uint8Array([0xef, 0xbb, 0xbf]))).toBe('77u/');
  });

  it('reads a file larger than one slice the same as Node does', () => {
    const bytes = new Uint8Array(100_000).map((_, i) => (i * 7) % 256);
    expect(bytesToBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'));
  });
});
