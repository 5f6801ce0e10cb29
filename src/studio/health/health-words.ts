/** What stops a page going live, in the studio's verb for it: published on the site, saved locally. */
export type Blocked = 'published' | 'saved';

const things = (n: number) => (n === 1 ? '1 thing' : `${n} things`);
const problemsWord = (n: number) => (n === 1 ? '1 problem' : `${n} problems`);

/**
 * A page's health in words (decisions.md #109): what blocks it first, then what is worth
 * improving; "Healthy" when nothing is found. Said in words, never by colour alone.
 */
export function healthLabel(problems: number, warnings: number, blocked: Blocked): string {
  const improve = warnings > 0 ? `${things(warnings)} to improve` : '';
  if (problems > 0)
    return `Cannot be ${blocked}: ${problemsWord(problems)}${improve ? `; ${improve}` : ''}`;
  return improve ? improve[0]!.toUpperCase() + improve.slice(1) : 'Healthy';
}

/** Which of the three a page is, for its look: blocked, worth improving or healthy. */
export const healthKind = (problems: number, warnings: number) =>
  problems > 0 ? 'error' : warnings > 0 ? 'warning' : 'ok';
