import type { FastifyBaseLogger } from 'fastify';
import type { commitChecker } from './content-check';
import type { ContentRemote } from './content-remote';
import type { Version } from './git';
import type { Refusal } from './remote-messages';

/**
 * Takes in the remote's commit `theirs`: a fast-forward when this checkout has nothing of its
 * own, else its own commits replayed on top, unless they change files `theirs` changed too or
 * the result does not validate: then they are refused (kept under refs/aruvi/refused/) and the
 * checkout takes the remote's. A `theirs` that does not validate is held (`hold`) and nothing
 * moves.
 */
export async function integrateRemote(
  theirs: string,
  options: {
    git: ContentRemote;
    check: ReturnType<typeof commitChecker>;
    hold: (commit: string) => Promise<boolean>;
    log: FastifyBaseLogger;
  },
): Promise<'held' | 'ok' | { refusal: Refusal; commits: Version[] }> {
  const { git, check, hold, log } = options;
  if (await hold(theirs)) return 'held';
  const head = await git.head();
  const base = await git.mergeBase(head, theirs);
  if (base === head) {
    await git.fastForward(theirs);
    return 'ok';
  }
  const ours = await git.changed(base, head);
  const changedThere = new Set(await git.changed(base, theirs));
  const overlap = ours.filter((file) => changedThere.has(file));
  let refusal: Refusal | undefined;
  if (overlap.length > 0)
    refusal = {
      other: await git.lastChange(base, theirs, overlap),
      files: overlap,
      problems: [],
    };
  else if (!(await git.rebase(theirs)))
    refusal = { other: await git.lastChange(base, theirs, ours), files: ours, problems: [] };
  else {
    const found = await check.problems(await git.head());
    if (found.length > 0) refusal = { files: ours, problems: found };
  }
  if (!refusal) {
    log.info({ onto: theirs, files: ours }, 'replayed on the content remote’s newer commit');
    return 'ok';
  }
  const commits = await git.commits(base, head);
  await git.keep(head);
  await git.resetTo(theirs);
  return { refusal, commits };
}
