import iconv from 'iconv-lite';
import type { FileEncoding } from '@shared/schemas/admin-imports';

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/**
 * The text of a school's file and the encoding it came in, detected, never asked (issue 24):
 * a BOM says UTF-8; bytes that are valid UTF-8 are UTF-8 (Shift_JIS Japanese almost never is);
 * anything else is read as Windows' Shift_JIS (CP932), which Japanese Excel writes. Null for
 * what is no such text: a NUL byte (UTF-16, a spreadsheet saved as .xlsx, any binary) or bytes
 * that are not CP932 either — read on, they would be stored as U+FFFD and exported as noise.
 */
export function decodeFile(bytes: Buffer): { text: string; encoding: FileEncoding } | null {
  if (bytes.includes(0)) return null;
  if (bytes.subarray(0, 3).equals(BOM))
    return { text: bytes.subarray(3).toString('utf8'), encoding: 'utf-8-bom' };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    const text = iconv.decode(bytes, 'cp932');
    return text.includes('\uFFFD') ? null : { text, encoding: 'shift_jis' };
  }
}

/**
 * A text in Shift_JIS (CP932), or the first string it cannot hold: a character outside CP932
 * would come back as '?', and an export must read back as it was written.
 */
export function encodeShiftJis(text: string): Buffer {
  return iconv.encode(text, 'cp932');
}

/** Whether CP932 holds the text exactly. */
export function fitsShiftJis(text: string): boolean {
  return iconv.decode(iconv.encode(text, 'cp932'), 'cp932') === text;
}
