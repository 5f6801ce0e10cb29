import { guardCell, quoteCell as quote } from '../../schema/csv-cell';

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
