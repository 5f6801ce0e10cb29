// A spreadsheet runs a cell as a formula when it starts with = + - or @, also behind leading
// spaces or invisible characters it skips; a leading tab, CR or LF can shift the cell. ";" is
// the list separator where "," is the decimal mark; Excel in East Asian locales also reads the
// full-width signs. The same guard as the leads export's.
const formulaStart = /^(?:[\t\r\n]|[\s\p{Cc}\p{Cf}]*[=+\-@;\uFF1D\uFF0B\uFF0D\uFF20])/u;

/** A cell a spreadsheet would run as a formula gets a leading apostrophe (OWASP CSV injection). */
export const guardCell = (value: string) => (formulaStart.test(value) ? `'${value}` : value);

// Every cell is quoted, so no value (a separator of some locale, a line break) moves a cell's end.
const quote = (value: string) => `"${value.replaceAll('"', '""')}"`;

/**
 * A table as CSV (RFC 4180, every cell quoted, CRLF line ends), its header row first. Numbers are
 * written plainly (1234), as a spreadsheet reads them in any locale.
 */
export function toCsv(header: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) =>
    cells.map((cell) => quote(typeof cell === 'number' ? String(cell) : guardCell(cell))).join(',');
  return [header, ...rows].map(line).join('\r\n') + '\r\n';
}

/** Has the browser save a CSV text as a file, made here from the report already loaded. */
export function downloadCsv(fileName: string, csv: string) {
  // A byte order mark, so a spreadsheet reads the file as UTF-8.
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
