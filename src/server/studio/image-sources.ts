import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { HttpError } from '../http/http-error';
import { discardTemp, publishTemp, tempPathFor, writeTemp } from './file-access';

/** Where an uploaded image comes from, as the marketer says it at upload. */
export interface ImageCredit {
  source: string;
  author: string;
  licence: string;
}

const asked: Record<keyof ImageCredit, string> = {
  source: 'where it comes from',
  author: 'who made it',
  licence: 'its licence',
};

/** The credit an upload request carries (?source=&author=&licence=), refused (400) if incomplete. */
export function creditFrom(query: Partial<Record<keyof ImageCredit, string>>): ImageCredit {
  const given = (key: keyof ImageCredit) => (query[key] ?? '').replace(/\s+/g, ' ').trim();
  const credit = { source: given('source'), author: given('author'), licence: given('licence') };
  const missing = (Object.keys(asked) as (keyof ImageCredit)[]).filter((k) => !credit[k]);
  if (missing.length > 0)
    throw new HttpError(
      400,
      `say ${missing.map((k) => `${asked[k]} (${k})`).join(', ')}: every image's source and licence are recorded in docs/image-sources.md`,
    );
  return credit;
}

// Text a marketer typed, as one table cell: Markdown's own characters escaped so it shows as
// typed and the formatter leaves it alone.
const cell = (text: string) => text.replace(/[\\`*_[\]<>|#~]/g, (c) => `\\${c}`);
const code = (name: string) => `\`${name.replace(/`/g, '')}\``;
const cellsOf = (line: string) =>
  line
    .trim()
    .slice(1, -1)
    .split(/(?<!\\)\|/)
    .map((c) => c.trim());
// A cell's width as the formatter measures it: wide (East Asian) characters and pictographs
// (emoji shown as pictures) count two, combining accents none, others one.
const wide =
  /[\u1100-\u115F\u2E80-\u303E\u3041-\u33FF\u3400-\u4DBF\u4E00-\u9FFF\uA000-\uA4CF\uAC00-\uD7A3\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFF60\uFFE0-\uFFE6\u{20000}-\u{3FFFD}]|\p{Emoji_Presentation}/u;
const zeroWidth = (code: number) =>
  (code >= 0x300 && code <= 0x36f) || code === 0x200d || code === 0xfe0f;
const width = (text: string) =>
  [...text].reduce(
    (sum, c) => sum + (zeroWidth(c.codePointAt(0) ?? 0) ? 0 : wide.test(c) ? 2 : 1),
    0,
  );

/** The table's rows laid out as the formatter lays them: every column as wide as its widest cell. */
function layout(rows: string[][]): string[] {
  const widths = rows[0]!.map((_, i) => Math.max(3, ...rows.map((r) => width(r[i] ?? ''))));
  const pad = (text: string, w: number) => text + ' '.repeat(w - width(text));
  const line = (cells: string[]) =>
    `| ${widths.map((w, c) => pad(cells[c] ?? '', w)).join(' | ')} |`;
  return [line(rows[0]!), line(widths.map((w) => '-'.repeat(w))), ...rows.slice(1).map(line)];
}

const header = ['file', 'source', 'original file', 'author', 'licence'];

/**
 * The text of docs/image-sources.md with a row for `file` added to its table (file, source,
 * original file, author, licence), unless the table has one already (`replace`: that row then
 * says where the file's new content comes from); a file without the table gets one at its end.
 */
export function withImageSource(
  text: string,
  file: string,
  original: string,
  credit: ImageCredit,
  replace = false,
) {
  const lines = text.split('\n');
  const start = lines.findIndex((l) => /^\|\s*file\s*\|/.test(l));
  const row = [
    code(file),
    cell(credit.source),
    code(original),
    cell(credit.author),
    cell(credit.licence),
  ];
  if (start < 0) {
    const body = text.replace(/\n*$/, '');
    return `${body}${body ? '\n\n' : ''}${layout([header, row]).join('\n')}\n`;
  }
  let end = start;
  while (end < lines.length && lines[end]!.startsWith('|')) end++;
  const rows = lines
    .slice(start, end)
    .filter((_, i) => i !== 1)
    .map(cellsOf);
  const at = rows.findIndex((r) => r[0] === code(file));
  if (at >= 0 && !replace) return text;
  const next = at >= 0 ? rows.map((r, i) => (i === at ? row : r)) : [...rows, row];
  return [...lines.slice(0, start), ...layout(next), ...lines.slice(end)].join('\n');
}

/**
 * Records where an image just uploaded comes from in docs/image-sources.md (at `abs`); `replace`
 * for new content of an image recorded already.
 */
export function recordImageSource(
  abs: string,
  file: string,
  original: string,
  credit: ImageCredit,
  replace = false,
) {
  const text = existsSync(abs) ? readFileSync(abs, 'utf8') : '# Image sources\n';
  const next = withImageSource(text, file, original, credit, replace);
  if (next === text) return;
  mkdirSync(dirname(abs), { recursive: true });
  const temp = tempPathFor(abs);
  try {
    writeTemp(temp, next);
    publishTemp(temp, abs);
  } finally {
    discardTemp(temp);
  }
}
