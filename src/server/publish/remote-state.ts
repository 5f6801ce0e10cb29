import type { FastifyBaseLogger } from 'fastify';
import type { Problem } from '../../engine/validation/problem';
import type { ContentSignal } from '../storage/types';
import type { commitChecker } from './content-check';
import type { ContentRemote } from './content-remote';
import type { Version } from './git';
import { listed } from './remote-messages';

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

/**
 * The content remote as this instance last saw it, and the git steps that update that view:
 * fetch, push, what is pending, and whether a commit is held for failing validation.
 */
export function remoteState(options: {
  git: ContentRemote;
  check: ReturnType<typeof commitChecker>;
  log: FastifyBaseLogger;
  signal?: ContentSignal;
  shown: { url: string; branch: string };
}) {
  const { git, check, log, signal, shown } = options;
  const state: Omit<ContentStatus, 'revision'> & { remote: NonNullable<ContentStatus['remote']> } =
    {
      remote: { ...shown, revision: null, reachable: true, checkedAt: null },
      pending: [],
      refused: [],
    };

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

  /** Records publishes the remote's changes made impossible, for staff: the newest 20. */
  function refuse(commits: Version[], reason: string) {
    log.error({ commits: commits.map((c) => c.commit) }, reason);
    state.refused = [...commits.map((c) => ({ ...c, reason })), ...state.refused].slice(0, 20);
  }

  return { state, refreshPending, fetchRemote, push, hold, refuse };
}
