// A spreadsheet runs a cell as a formula when it starts with = + - or @, also behind leading
// spaces or invisible characters it skips; a leading tab, CR or LF can shift the cell. ";" is
// the list separator where "," is the decimal mark. Excel in East Asian locales also reads the
// full-width ＝ ＋ － ＠ as formula signs.
const formulaStart = /^(?:[\t\r\n]|[\s\p{Cc}\p{Cf}]*[=+\-@;\uFF1D\uFF0B\uFF0D\uFF20])/u;

/**
 * A cell that a spreadsheet would read as a formula gets a leading apostrophe, so it shows as
 * the text that was typed (OWASP CSV injection). The leads export and the dashboard's share it.
 */
export function guardCell(value: string): string {
  return formulaStart.test(value) ? `'${value}` : value;
}

/**
 * A cell quoted: every cell is, so no value (a ";" or "," separator of some locale, a line
 * break, a leading space) can change where a cell ends, whatever program opens the file.
 */
export const quoteCell = (value: string) => `"${value.replaceAll('"', '""')}"`;
