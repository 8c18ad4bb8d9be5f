import type { AddressEntry } from '@shared/schemas/bus-stop';

/**
 * GetBusStopAddressSearch gives no kana reading, so names sort with the Japanese collation:
 * kana in 五十音 order (hiragana and katakana together), kanji after them.
 */
const collator = new Intl.Collator('ja');

/** Addresses in 五十音 order: by prefecture, then city, then town; the input is left as it was. */
export function sortAddresses(entries: readonly AddressEntry[]): AddressEntry[] {
  return [...entries].sort(
    (a, b) =>
      collator.compare(a.pref, b.pref) ||
      collator.compare(a.city, b.city) ||
      collator.compare(a.town, b.town),
  );
}
