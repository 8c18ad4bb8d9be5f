/** Byte order mark: without it Excel reads a UTF-8 CSV as Shift_JIS and the Japanese turns to noise. */
export const UTF8_BOM = '\uFEFF';

/**
 * A cell as Excel may open it safely: text starting with = + - @ (or a tab or CR) would be taken
 * for a formula (OWASP "CSV injection"), so it gets a leading apostrophe, which Excel hides. The
 * full-width ＝ ＋ － ＠ too, which Japanese Excel may take for their ASCII forms.
 * Plain numbers stay numbers.
 */
export function safeCell(value: string | number): string {
  const text = String(value);
  if (typeof value === 'number') return text;
  return /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/.test(text) ? `'${text}` : text;
}

/** RFC 4180 quoting: a field with a comma, a double quote, CR or LF is quoted, its quotes doubled. */
function quote(field: string): string {
  return /[",\r\n]/.test(field) ? `"${field.replaceAll('"', '""')}"` : field;
}

/** A CSV file for Excel: BOM, CRLF line ends, quoted fields, formula-safe cells. */
export function toExcelCsv(rows: readonly (readonly (string | number)[])[]): string {
  return (
    UTF8_BOM + rows.map((row) => row.map((cell) => quote(safeCell(cell))).join(',')).join('\r\n') + '\r\n'
  );
}

/** Parses what {@link toExcelCsv} writes (RFC 4180, BOM dropped): for tests and for reading exports back. */
export function parseCsv(text: string): string[][] {
  const input = text.startsWith(UTF8_BOM) ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < input.length; i++) {
    const ch = input[i]!;
    if (quoted) {
      if (ch === '"' && input[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\r' && input[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += ch;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}
