import type { FastifyBaseLogger } from 'fastify';
import type { ContentSignal } from '../storage/types';
import { commitChecker } from './content-check';
import type { ContentRemote } from './content-remote';
import { integrateRemote } from './integrate-remote';
import { heldMessage, refusalMessage, refusedAnswer, type RemoteAnswer } from './remote-messages';
import { remoteState, type ContentStatus } from './remote-state';
import type { Rendered, SiteRenderer } from './site-renderer';

export type { ContentStatus } from './remote-state';

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
  const remote = remoteState({ git, check, log, signal, shown });
  const { state, refreshPending, fetchRemote, push, hold } = remote;

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

  const integrate = (theirs: string) => integrateRemote(theirs, { git, check, hold, log });

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
      if (typeof taken === 'object') remote.refuse(taken.commits, refusalMessage(taken.refusal));
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
    async beforeWrite(): Promise<RemoteAnswer | undefined> {
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
      | { commit: string; rendered: Rendered | undefined; pending: boolean }
      | { refused: RemoteAnswer }
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
          return { refused: refusedAnswer(taken.refusal, commit) };
        }
      }
      const rendered = await serve();
      await refreshPending();
      return { commit: await git.head(), rendered, pending };
    },
  };
}
