/** Rows per INSERT: far below PostgreSQL's 65,535 bind parameters per statement. */
const INSERT_CHUNK = 1000;

/** Splits rows for bulk INSERTs into statements PostgreSQL accepts. */
export function chunked<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) out.push(rows.slice(i, i + INSERT_CHUNK));
  return out;
}
