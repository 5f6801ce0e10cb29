import type { FastifyBaseLogger } from 'fastify';
import type { LiveContent } from '../live-content';
import type { ContentSignal } from '../storage/types';
import { changedBetween, contentState } from './content-files';
import { contentRemote, shownUrl, type RemoteSettings } from './content-remote';
import { remoteFollower, type ContentStatus } from './remote-follower';
import { contentRepository, git, type ContentRepository, type Person } from './git';
import { siteRenderer, type RenderThreads, type SiteRenderer } from './site-renderer';

export type { ContentStatus } from './remote-follower';

/** What a studio route answers: a status and its JSON body. */
export interface PublishAnswer {
  status: number;
  body: unknown;
}

/**
 * Where the publish under way is: checking and writing the files, committing them, rendering
 * the pages it changed (`pages`: how many of how many are written), sending the commit to the
 * content remote (and the other instances).
 */
export interface PublishProgress {
  stage: 'checking' | 'saving' | 'rendering' | 'sending';
  pages?: { done: number; total: number };
}

/** Who publishes: the editor's account (its name is the commit's author name). */
export interface Publishing {
  username: string;
  email: string;
}

/**
 * The one way content changes on the running site. `publish` runs `write` (which writes content
 * files and answers as a studio route does) and, when it succeeded and changed files, commits
 * exactly those in the editor's name (`message`, else "Update FILES"), sends the commit to the
 * content remote when there is one, and re-renders what changed. Publishes run one at a time.
 * The answer is `write`'s, with `published: { commit, files, rendered, pending }` added; 409 when
 * the remote holds a change to the same files made meanwhile (`conflict` names it, `kept` is the
 * refused commit, kept under refs/aruvi/refused/) or a commit that does not validate.
 */
export interface Publisher {
  publish(
    editor: Publishing,
    message: string | undefined,
    write: () => Promise<PublishAnswer>,
  ): Promise<PublishAnswer>;
  /** Which content this instance serves, and what waits (see ContentStatus). */
  status(): ContentStatus;
  /** Where the publish under way is; undefined when none is. */
  progress(): PublishProgress | undefined;
  repository: ContentRepository;
  renderer: SiteRenderer;
  /** Stops following the remote, once the publish under way is done. */
  close(): Promise<void>;
}

/**
 * The publisher of the content under `root`. With `remote`, this instance follows it: it fetches
 * every `remote.fetchMs` and whenever `signal` says another instance pushed, checks the new
 * content, and serves it (see remote-follower.ts).
 */
export function createPublisher(options: {
  root: string;
  distDir: string;
  live: LiveContent;
  log: FastifyBaseLogger;
  committer: Person;
  remote?: RemoteSettings;
  signal?: ContentSignal;
  threads?: RenderThreads;
}): Publisher {
  const { root, distDir, live, log, committer, remote, signal, threads } = options;
  const repository = contentRepository(root, committer);
  let progress: PublishProgress | undefined;
  const renderer = siteRenderer({
    root,
    distDir,
    live,
    log,
    threads,
    onPage: (done, total) => {
      if (progress) progress = { stage: 'rendering', pages: { done, total } };
    },
  });
  let writing: Promise<unknown> = Promise.resolve();
  const serially = <T>(work: () => Promise<T>): Promise<T> => {
    const run = writing.then(work);
    writing = run.catch(() => undefined);
    return run;
  };
  const follower = remote
    ? remoteFollower({
        git: contentRemote(root, repository, remote),
        renderer,
        log,
        signal,
        fetchMs: remote.fetchMs,
        shown: { url: shownUrl(remote.url), branch: remote.branch },
        serially,
      })
    : undefined;
  let revision: string | null = null;
  // Read as it is: an instance that never publishes leaves its folder as it found it.
  if (!follower)
    void git(root, ['rev-parse', 'HEAD']).then(
      (head) => (revision ??= head.trim()),
      () => undefined,
    );

  return {
    repository,
    renderer,
    status: () => follower?.status() ?? { revision, pending: [], refused: [] },
    progress: () => progress,
    close: async () => {
      await follower?.close();
      await writing;
      await renderer.close();
    },
    publish: (editor, given, write) =>
      serially(async (): Promise<PublishAnswer> => {
        progress = { stage: 'checking' };
        try {
          return await publishNow(editor, given, write);
        } finally {
          progress = undefined;
        }
      }),
  };

  async function publishNow(
    editor: Publishing,
    given: string | undefined,
    write: () => Promise<PublishAnswer>,
  ): Promise<PublishAnswer> {
    const refusal = await follower?.beforeWrite();
    if (refusal) return refusal;
    const before = contentState(root);
    const answer = await write();
    const changed = changedBetween(before, contentState(root));
    if (answer.status >= 300 || changed.length === 0) return answer;
    const message = given?.trim() || `Update ${changed.join(', ')}`;
    const author = { name: editor.username, email: editor.email };
    progress = { stage: 'saving' };
    const commit = await repository.commit(changed, author, message);
    let published;
    if (follower) {
      progress = { stage: 'sending' };
      const sent = await follower.send(commit);
      if ('refused' in sent) return sent.refused;
      published = {
        commit: sent.commit,
        files: changed,
        rendered: sent.rendered,
        pending: sent.pending,
      };
    } else {
      progress = { stage: 'rendering' };
      const rendered = await renderer.update(changed);
      revision = commit ?? revision;
      published = { commit: commit ?? null, files: changed, rendered, pending: false };
    }
    log.info({ editor: editor.email, changed, commit: published.commit }, 'published');
    return { status: answer.status, body: { ...(answer.body as object), published } };
  }
}
