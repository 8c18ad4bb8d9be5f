import { asc, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The order of the lists learners and staff read (issue 24): by よみ in 五十音 order — hiragana
 * compared by code point (`collate "C"`, whatever the database's locale), so 「あげおし, おけがわし,
 * さいたまし」 — then the ones without a reading, by code.
 */
export const inReadingOrder = (yomi: AnyPgColumn, code: AnyPgColumn): SQL[] => [
  sql`${yomi} = ''`,
  sql`${yomi} collate "C"`,
  asc(code),
];
