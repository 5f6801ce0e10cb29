import type { FastifyBaseLogger } from 'fastify';
import type { Problem } from '../../engine/validation/problem';
import type { ContentSignal } from '../storage/types';
import { commitChecker } from './content-check';
import type { ContentRemote } from './content-remote';
import type { Version } from './git';
import type { Rendered, SiteRenderer } from './site-renderer';

/** What an instance serves and what waits: `/readyz` shows a summary, the studio all of it. */
export interface ContentStatus {
  /** The commit whose content this instance serves (null: the build's, not read from git yet). */
  revision: string | null;
  remote?: {
    url: string;
    branch: string;
    /** The remote branch's commit as last fetched or pushed. */
    revision: string | null;
    reachable: boolean;
    /** Why the last fetch or push failed. */
    error?: string;
    checkedAt: string | null;
  };
  /** Published here and not yet in the remote (it did not answer): sent again at every fetch. */
  pending: Version[];
  /** The remote's newest commit when its content does not validate: not served until fixed. */
  held?: Version & { problems: Problem[] };
  /** Pending publishes the remote's changes made impossible, newest first (kept in git). */
  refused: (Version & { reason: string })[];
  /** Why the newest content could not be rendered, when it could not. */
  renderError?: string;
}

type Answer = { status: number; body: unknown };
type Refusal = { other?: Version; files: string[]; problems: Problem[] };

const when = (date: string) => date.replace('T', ' ').replace(/(:\d\d)([+-].*|Z)$/, '$1 $2');
const listed = (problems: readonly Problem[]) =>
  problems
    .slice(0, 5)
    .map((p) => `${p.file}:${p.line}: ${p.message}`)
    .join('; ') + (problems.length > 5 ? ` (and ${problems.length - 5} more)` : '');
const change = (v: Version) => `${v.author} (${when(v.date)}, "${v.message}")`;

/** The sentence telling staff that the remote's newest commit is not served, and why. */
export const heldMessage = (held: Version & { problems: Problem[] }) =>
  `The newest change in the content remote, by ${change(held)}, does not validate, so the site ` +
  `still serves the content before it and nothing can be published until a developer fixes it: ` +
  listed(held.problems);

const refusalMessage = ({ other, files, problems }: Refusal) =>
  other
    ? `Not published: ${files.join(', ')} changed meanwhile by ${change(other)} on another ` +
      `instance or in git. Nothing of this change was published; look at theirs and publish again.`
    : `Not published: together with the changes published meanwhile the content would not ` +
      `validate: ${listed(problems)}`;

/**
 * Follows the content remote for one instance: fetches it every `fetchMs` and when `signal` tells
 * of a push; checks a new commit before anything of it is served (a commit that fails stays out,
 * `held`, and the last good content stays live); replays this instance's own unsent commits on
 * the remote's (refused when the same files changed there) and sends them; re-renders what
 * changed. All of it runs through `serially`, the publisher's queue.
 */
export function remoteFollower(options: {
  git: ContentRemote;
  renderer: SiteRenderer;
  log: FastifyBaseLogger;
  signal?: ContentSignal;
  fetchMs: number;
  shown: { url: string; branch: string };
  serially: <T>(work: () => Promise<T>) => Promise<T>;
}) {
  const { git, renderer, log, signal, fetchMs, shown, serially } = options;
  const check = commitChecker(git);
  let served: string | undefined;
  let failedRender: string | undefined;
  const state: Omit<ContentStatus, 'revision'> & { remote: NonNullable<ContentStatus['remote']> } =
    {
      remote: { ...shown, revision: null, reachable: true, checkedAt: null },
      pending: [],
      refused: [],
    };

  /** Renders the checkout's commit if it is not the one served; what was rendered. */
  async function serve(): Promise<Rendered | undefined> {
    const head = await git.head();
    if (head === served || head === failedRender) return undefined;
    const changed = served ? await git.changed(served, head) : [];
    // At start: checked here (a clone of a remote whose newest commit fails is held like any
    // such commit: the build's content stays), which also readies the checker.
    if (!served && (await hold(head))) return undefined;
    try {
      const rendered = await renderer.update(changed, check.content(head));
      served = head;
      failedRender = undefined;
      state.renderError = undefined;
      return rendered;
    } catch (error) {
      failedRender = head;
      state.renderError = error instanceof Error ? error.message : String(error);
      log.error({ err: error, commit: head }, 'the content could not be rendered');
      throw error;
    }
  }

  async function refreshPending() {
    const tracked = await git.tracked();
    state.pending = tracked ? await git.commits(tracked, 'HEAD') : [];
  }

  async function fetchRemote(): Promise<{ revision: string | undefined } | undefined> {
    try {
      const revision = await git.fetch();
      state.remote = { ...state.remote, revision: revision ?? null, reachable: true };
      delete state.remote.error;
      return { revision };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (state.remote.reachable) log.warn({ err: error }, 'the content remote does not answer');
      state.remote = { ...state.remote, reachable: false, error: message };
      return undefined;
    } finally {
      state.remote.checkedAt = new Date().toISOString();
    }
  }

  /** Sends the checkout's branch to the remote; false when it did not take it. */
  async function push(): Promise<boolean> {
    try {
      await git.push();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      state.remote = { ...state.remote, error: message };
      log.warn({ err: error }, 'the content remote did not take the publish: it stays pending');
      return false;
    }
    const head = await git.head();
    await git.track(head);
    state.remote = { ...state.remote, revision: head, reachable: true };
    delete state.remote.error;
    state.pending = [];
    signal?.notify(head).catch((error: unknown) => log.warn({ err: error }, 'notify failed'));
    return true;
  }

  /** Whether `commit` fails validation: then it is held (logged once, shown to staff). */
  async function hold(commit: string): Promise<boolean> {
    const problems = await check.problems(commit);
    if (problems.length === 0) {
      state.held = undefined;
      return false;
    }
    if (state.held?.commit !== commit) {
      const version = await git.describe(commit);
      if (version) state.held = { ...version, problems };
      log.error(
        { commit, author: version?.author, message: version?.message, problems },
        `not served: the content remote's commit does not validate: ${listed(problems)}`,
      );
    }
    return true;
  }

  /**
   * Takes in the remote's commit `theirs`: a fast-forward when this checkout has nothing of its
   * own, else its own commits replayed on top, unless they change files `theirs` changed too or
   * the result does not validate: then they are refused (kept under refs/aruvi/refused/) and the
   * checkout takes the remote's. A `theirs` that does not validate is held and nothing moves.
   */
  async function integrate(
    theirs: string,
  ): Promise<'held' | 'ok' | { refusal: Refusal; commits: Version[] }> {
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

  /** One round: fetch, take in, serve, send what is pending. */
  async function follow() {
    const fetched = await fetchRemote();
    if (!fetched) return refreshPending();
    const theirs = fetched.revision;
    if (theirs === undefined) {
      // An empty remote: this checkout's branch starts it.
      await push();
      return serve();
    }
    const head = await git.head();
    if (head !== theirs && !(await git.isAncestor(theirs, head))) {
      const taken = await integrate(theirs);
      if (typeof taken === 'object') {
        const reason = refusalMessage(taken.refusal);
        log.error({ commits: taken.commits.map((c) => c.commit) }, reason);
        state.refused = [...taken.commits.map((c) => ({ ...c, reason })), ...state.refused].slice(
          0,
          20,
        );
      }
    }
    await serve();
    if ((await git.head()) !== theirs && !state.held) await push();
    await refreshPending();
  }

  let queued = false;
  const followSoon = () => {
    if (queued) return;
    queued = true;
    serially(() => {
      queued = false;
      return follow();
    }).catch((error: unknown) => log.error({ err: error }, 'following the content remote failed'));
  };
  const timer = setInterval(followSoon, fetchMs);
  timer.unref();
  const stopListening = signal?.listen((revision) => {
    if (revision !== served) followSoon();
  });
  followSoon();

  return {
    status: (): ContentStatus => ({
      revision: served ?? null,
      ...state,
      remote: { ...state.remote },
    }),
    close: async () => {
      clearInterval(timer);
      await stopListening?.();
    },
    /** Brings the checkout up to the remote before a write; a refusal while a commit is held. */
    async beforeWrite(): Promise<Answer | undefined> {
      await follow().catch((error: unknown) => log.warn({ err: error }, 'could not follow'));
      if (!state.held) return undefined;
      return {
        status: 409,
        body: { message: heldMessage(state.held), problems: state.held.problems },
      };
    },
    /**
     * Sends the commit just made (undefined: the write changed nothing git sees) and serves it.
     * A remote that moved meanwhile is taken in first (the commit replayed on it, or refused);
     * a remote that does not answer leaves it pending, sent again at every fetch.
     */
    async send(
      commit: string | undefined,
    ): Promise<
      { commit: string; rendered: Rendered | undefined; pending: boolean } | { refused: Answer }
    > {
      let pending = false;
      for (let attempt = 0; commit !== undefined; attempt++) {
        if (await push()) break;
        const fetched = await fetchRemote();
        const theirs = fetched?.revision;
        if (!theirs || attempt >= 3 || (await git.isAncestor(theirs, 'HEAD'))) {
          pending = true;
          break;
        }
        const taken = await integrate(theirs);
        if (taken === 'held') {
          await git.keep(commit);
          await git.resetTo(`${commit}~1`);
          const held = state.held;
          return { refused: { status: 409, body: { message: held ? heldMessage(held) : '' } } };
        }
        if (typeof taken === 'object') {
          await serve();
          const { refusal } = taken;
          return {
            refused: {
              status: 409,
              body: {
                message: refusalMessage(refusal),
                conflict: refusal.other ?? null,
                problems: refusal.problems,
                kept: commit,
              },
            },
          };
        }
      }
      const rendered = await serve();
      await refreshPending();
      return { commit: await git.head(), rendered, pending };
    },
  };
}
