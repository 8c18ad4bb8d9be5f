import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { encodeCp932, SHIFT_JIS_SUBSTITUTE } from './manifest-csv';

describe('the Shift_JIS manifest CSV', () => {
  it('writes Japanese, half-width kana and the NEC and IBM extensions (①, 髙, 﨑) as CP932 bytes', () => {
    const text = '山田 太郎,ﾔﾏﾀﾞ,①,髙橋,山﨑,0012345\r\n';
    const { bytes, substituted } = encodeCp932(text);
    expect(substituted).toBe(0);
    expect(iconv.decode(bytes, 'cp932')).toBe(text);
    expect(bytes.subarray(0, 4)).toEqual(Buffer.from([0x8e, 0x52, 0x93, 0x63]));
  });

  it('writes each character CP932 cannot hold as 〓 and counts them', () => {
    const { bytes, substituted } = encodeCp932('𠮷田さん😀,Ω');
    expect(substituted).toBe(2);
    expect(iconv.decode(bytes, 'cp932')).toBe(`${SHIFT_JIS_SUBSTITUTE}田さん${SHIFT_JIS_SUBSTITUTE},Ω`);
  });
});
