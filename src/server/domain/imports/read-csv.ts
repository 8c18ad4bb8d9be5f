import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { t } from '@shared/i18n/imports';
import type { ImportProblem } from '@shared/schemas/admin-imports';
import type { ImportColumn } from './import-kind';

/** One data line: its number in the file (the header is line 1) and its cells by column key. */
export interface CsvLine {
  line: number;
  cells: Readonly<Record<string, string>>;
}

/** Text in 64 KB pieces, so the parser streams and a large file never waits as one string copy. */
function* pieces(text: string) {
  for (let at = 0; at < text.length; at += 65536) yield text.slice(at, at + 65536);
}

/**
 * What an export's formula guard added (shared/rules/csv.ts safeCell) comes off again, so a file
 * exported and imported back is unchanged.
 */
export function unguardCell(cell: string): string {
  return /^'[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/.test(cell) ? cell.slice(1) : cell;
}

/** A heading as offices write it: full-width letters and spaces folded, surrounding spaces gone. */
const heading = (text: string) => text.normalize('NFKC').trim();

/**
 * Maps the header row to the kind's columns: order may vary; a missing required column, an
 * unknown one or a doubled one is a problem of line 1. Empty headings (Excel's trailing commas)
 * are ignored.
 */
export function mapHeader(
  header: readonly string[],
  columns: readonly ImportColumn[],
): { positions: Map<string, number>; problems: ImportProblem[] } {
  const positions = new Map<string, number>();
  const problems: ImportProblem[] = [];
  header.forEach((raw, index) => {
    const name = heading(raw);
    if (name === '') return;
    const column = columns.find((c) => c.header === name);
    if (!column)
      problems.push({ line: 1, column: name, message: t('problem.unknownColumn', { column: name }) });
    else if (positions.has(column.key))
      problems.push({ line: 1, column: name, message: t('problem.doubledColumn', { column: name }) });
    else positions.set(column.key, index);
  });
  for (const column of columns)
    if (column.required && !positions.has(column.key))
      problems.push({
        line: 1,
        column: column.header,
        message: t('problem.missingColumn', { column: column.header }),
      });
  return { positions, problems };
}

/** What csv-parse says of text it cannot read: its code, and the line it stopped at. */
const isParseError = (error: unknown): error is { code: string; lines?: number } =>
  typeof error === 'object' &&
  error !== null &&
  String((error as { code?: unknown }).code).startsWith('CSV_');

/**
 * Streams a CSV text (RFC 4180 through csv-parse) as lines of cells by column key, cells trimmed
 * of surrounding spaces (full-width too) and of the export's formula guard. Problems come as
 * their own items: the header's first (on a header problem no line follows), then a line with
 * fewer cells than the header or more filled ones (a shifted column would otherwise fill the
 * wrong field or vanish), and text csv-parse cannot read (an unclosed quote), which ends the file.
 */
export async function* readCsv(
  text: string,
  columns: readonly ImportColumn[],
): AsyncGenerator<{ problems: ImportProblem[] } | CsvLine> {
  const parser = Readable.from(pieces(text)).pipe(
    parse({ bom: true, relax_column_count: true, skip_empty_lines: true, info: true }),
  );
  let positions: Map<string, number> | null = null;
  let width = 0;
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: string[];
      info: { lines: number };
    }>) {
      if (positions === null) {
        const mapped = mapHeader(record, columns);
        yield { problems: mapped.problems };
        if (mapped.problems.length > 0) return;
        positions = mapped.positions;
        // Excel's trailing empty headings do not count
        width = Math.max(...positions.values()) + 1;
        continue;
      }
      if (record.every((cell) => cell.trim() === '')) continue;
      if (record.length < width || record.slice(width).some((cell) => cell.trim() !== '')) {
        const message = t(record.length < width ? 'problem.shortLine' : 'problem.longLine', {
          cells: record.length,
          columns: width,
        });
        yield { problems: [{ line: info.lines, column: null, message }] };
        continue;
      }
      const cells: Record<string, string> = {};
      for (const [key, index] of positions)
        cells[key] = unguardCell((record[index] ?? '').replace(/^[\s\u3000]+|[\s\u3000]+$/g, ''));
      yield { line: info.lines, cells };
    }
  } catch (error) {
    if (!isParseError(error)) throw error;
    yield { problems: [{ line: error.lines ?? 1, column: null, message: t('problem.unreadableCsv') }] };
    return;
  }
  if (positions === null) yield { problems: [{ line: 1, column: null, message: t('problem.empty') }] };
}
