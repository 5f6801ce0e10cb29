/** One thing wrong with a page or config file, located for a human or a CI annotation. */
export interface Problem {
  /** Path relative to the project root, e.g. "pages/vps-hosting.json". */
  file: string;
  line: number;
  col: number;
  /** JSON Pointer of the offending value, "" for the whole file. */
  pointer: string;
  message: string;
  /** A warning is worth fixing but passes validation; a problem without one is an error. */
  severity?: 'warning';
  /** The page health check that found it (decisions.md #104); none for the other checks. */
  check?: string;
}

/** A message about the value at a JSON Pointer, before it is located in a file. */
export interface PointedMessage {
  pointer: string;
  message: string;
}

export type ProblemFormat = 'human' | 'github' | 'json';

/** Formats problems as `file:LINE:COL  /pointer  message` lines, GitHub annotations or JSON. */
export function formatProblems(
  problems: readonly Problem[],
  format: ProblemFormat = 'human',
): string {
  if (format === 'json') return JSON.stringify(problems, null, 2);
  if (format === 'github') {
    return problems
      .map(
        (p) =>
          `::${p.severity ?? 'error'} file=${escapeProperty(p.file)},line=${p.line},col=${p.col}::${escapeAnnotation(`${p.pointer || '/'} ${p.message}`)}`,
      )
      .join('\n');
  }
  return problems
    .map(
      (p) =>
        `${p.file}:${p.line}:${p.col}  ${p.pointer || '/'}  ${p.severity ? `${p.severity}: ` : ''}${p.message}`,
    )
    .join('\n');
}

// GitHub's workflow-command escaping: data may not hold line breaks, properties also no ":" or ",".
function escapeAnnotation(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

function escapeProperty(text: string): string {
  return escapeAnnotation(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

/** Sorts problems by file, then position, so output is stable. */
export function sortProblems(problems: Problem[]): Problem[] {
  return problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.col - b.col);
}
