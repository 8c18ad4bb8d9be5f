import type { ImportCounts, ImportKindName, ImportProblem } from '@shared/schemas/admin-imports';
import type { Db } from '@server/db/client';
import type { AuditActor } from '@server/domain/audit/record-audit';
import type { PasswordHasher } from '@server/domain/auth/password-hash';

/** One column of a kind's file: the key its cells go by and the heading the office writes. */
export interface ImportColumn {
  key: string;
  header: string;
  required: boolean;
}

/** A problem of one line before its line number is known: the column's heading and what. */
export interface CellProblem {
  column: string | null;
  message: string;
}

/** A checked row with the line it came from, so problems found later still name it. */
export interface Lined<Row> {
  line: number;
  row: Row;
}

/** What an import's writing step gets: the open transaction and who imports. */
export interface ApplyContext {
  tx: Db;
  schoolId: number;
  actor: AuditActor;
  now: Date;
  hasher: PasswordHasher;
}

/**
 * One kind of the school's files (issue 24). The runner reads and checks every line with
 * `parse`, then calls `apply` in one transaction with all good rows, whether or not the import
 * will be kept: `apply` compares with the database and writes, and the runner rolls back a dry
 * run or a file with any problem, so a dry run's counts are exactly what the import would do.
 */
export interface ImportKind<Row, Ref> {
  name: ImportKindName;
  columns: readonly ImportColumn[];
  /** what lines are checked against (the school's periods, areas, number rules…), read once */
  references(db: Db, schoolId: number, now: Date): Promise<Ref>;
  /** one line's cells → its row, or what is wrong with it (every wrong cell at once) */
  parse(cells: Readonly<Record<string, string>>, ref: Ref): { row: Row } | { problems: CellProblem[] };
  /** a row's identity: two lines with one key are a problem */
  key(row: Row): string;
  /**
   * Compares the rows with the database and writes them (inside the import's transaction, the
   * school locked). Problems found against the whole (a stop neither the file nor the database
   * has) name their lines; any problem makes the runner roll everything back.
   */
  apply(
    context: ApplyContext,
    rows: readonly Lined<Row>[],
    ref: Ref,
  ): Promise<{ counts: ImportCounts; problems: ImportProblem[] }>;
  /** the school's rows as the file writes them, in `columns` order, for export (dated kinds from `now` on) */
  exportRows(db: Db, schoolId: number, now: Date): Promise<(string | number)[][]>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a registry of kinds of different rows
export type AnyImportKind = ImportKind<any, any>;

/** Counts of a kind that compared nothing yet. */
export const noCounts = (): ImportCounts => ({ added: 0, changed: 0, unchanged: 0, removed: 0 });
