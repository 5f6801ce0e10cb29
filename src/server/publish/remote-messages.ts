import type { Problem } from '../../engine/validation/problem';
import type { Version } from './git';

/** What a refused write answers: an HTTP status and its JSON body. */
export type RemoteAnswer = { status: number; body: unknown };

/** Why this instance's own commits could not be replayed on the remote's. */
export type Refusal = { other?: Version; files: string[]; problems: Problem[] };

const when = (date: string) => date.replace('T', ' ').replace(/(:\d\d)([+-].*|Z)$/, '$1 $2');
const change = (v: Version) => `${v.author} (${when(v.date)}, "${v.message}")`;

/** The first five problems as `file:line: message`, and how many more there are. */
export const listed = (problems: readonly Problem[]) =>
  problems
    .slice(0, 5)
    .map((p) => `${p.file}:${p.line}: ${p.message}`)
    .join('; ') + (problems.length > 5 ? ` (and ${problems.length - 5} more)` : '');

/** The sentence telling staff that the remote's newest commit is not served, and why. */
export const heldMessage = (held: Version & { problems: Problem[] }) =>
  `The newest change in the content remote, by ${change(held)}, does not validate, so the site ` +
  `still serves the content before it and nothing can be published until a developer fixes it: ` +
  listed(held.problems);

/** The sentence telling staff why their publish was not taken. */
export const refusalMessage = ({ other, files, problems }: Refusal) =>
  other
    ? `Not published: ${files.join(', ')} changed meanwhile by ${change(other)} on another ` +
      `instance or in git. Nothing of this change was published; look at theirs and publish again.`
    : `Not published: together with the changes published meanwhile the content would not ` +
      `validate: ${listed(problems)}`;

/** The answer to a publish the remote's changes refused; `kept` is its commit, kept in git. */
export const refusedAnswer = (refusal: Refusal, kept: string): RemoteAnswer => ({
  status: 409,
  body: {
    message: refusalMessage(refusal),
    conflict: refusal.other ?? null,
    problems: refusal.problems,
    kept,
  },
});
