import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { promisify } from 'node:util';
import type { ContentRepository, Version } from './git';

const exec = promisify(execFile);

/** Where the content lives beside this instance's checkout: CONTENT_REMOTE and its branch. */
export interface RemoteSettings {
  /** A git URL, or the path of a (bare) repository on this machine. */
  url: string;
  branch: string;
  /** How often the remote is fetched, besides when another instance says it published. */
  fetchMs: number;
}

/**
 * CONTENT_REMOTE, CONTENT_BRANCH (default main) and CONTENT_FETCH_MS (default 3000); undefined
 * without a remote. A value that cannot be used is an error naming it.
 */
export function remoteFromEnv(env: NodeJS.ProcessEnv = process.env): RemoteSettings | undefined {
  const url = env.CONTENT_REMOTE?.trim();
  if (!url) return undefined;
  const branch = env.CONTENT_BRANCH?.trim() || 'main';
  if (!/^[\w][\w./-]*$/.test(branch) || branch.includes('..'))
    throw new Error(`CONTENT_BRANCH must be a branch name, not "${branch}"`);
  const given = env.CONTENT_FETCH_MS;
  const fetchMs = given === undefined || given === '' ? 3_000 : Number(given);
  if (!Number.isInteger(fetchMs) || fetchMs < 200)
    throw new Error(
      `CONTENT_FETCH_MS must be a whole number of milliseconds from 200, not "${given}"`,
    );
  return { url, branch, fetchMs };
}

/** The remote's address as it may be shown: without a password or token in it. */
export const shownUrl = (url: string) => url.replace(/\/\/[^/@]*@/, '//');

/**
 * Clones the remote's branch into `dir` when `dir` is missing or empty, so an instance can start
 * from nothing but the remote; a folder with files is used as it is.
 */
export async function cloneInto(dir: string, { url, branch }: RemoteSettings): Promise<void> {
  if (existsSync(dir) && readdirSync(dir).length > 0) return;
  mkdirSync(dirname(dir), { recursive: true });
  await exec('git', ['clone', '--quiet', '--branch', branch, url, dir]).catch((error: unknown) => {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new Error(`cloning the content remote ${shownUrl(url)} failed: ${stderr ?? error}`, {
      cause: error,
    });
  });
}

const format = ['%H', '%an', '%ae', '%aI', '%s'].join('%x1f');
const versions = (out: string): Version[] =>
  out
    .split('\n')
    .filter((line) => line.includes('\x1f'))
    .map((line) => {
      const [commit = '', author = '', email = '', date = '', message = ''] = line.split('\x1f');
      return { commit, author, email, date, message };
    });
const lines = (out: string) => out.split('\n').filter((line) => line !== '');

/** The content paths a commit can change. */
export const contentPaths = ['pages', 'site.config.json', 'public/images', 'docs/image-sources.md'];
/** What validation reads: the content and every public file a page may name (logos, icons). */
const checkedPaths = ['pages', 'site.config.json', 'public'];

/**
 * The git work of following a remote, on the content's checkout `root` (a clone of the remote:
 * its top folder is the content's, see publisher.ts).
 */
export function contentRemote(
  root: string,
  repository: ContentRepository,
  { url, branch }: RemoteSettings,
) {
  const run = (args: string[]) => repository.run(args);
  const tracking = `refs/remotes/content/${branch}`;
  const rev = async (name: string) => (await run(['rev-parse', '--verify', name])).trim();
  return {
    /** The remote branch's commit after fetching it; undefined when the branch is not there yet. */
    async fetch(): Promise<string | undefined> {
      const heads = await run(['ls-remote', '--heads', url, `refs/heads/${branch}`]);
      if (heads.trim() === '') return undefined;
      await run(['fetch', '--quiet', '--no-tags', url, `+refs/heads/${branch}:${tracking}`]);
      return rev(tracking);
    },
    /** The remote branch's commit as last fetched or pushed. */
    tracked: () => rev(tracking).catch(() => undefined),
    /** Notes that the remote branch is at `commit` now (this instance pushed it). */
    track: (commit: string) => run(['update-ref', tracking, commit]),
    head: () => rev('HEAD'),
    async isAncestor(older: string, newer: string) {
      return run(['merge-base', '--is-ancestor', older, newer]).then(
        () => true,
        () => false,
      );
    },
    mergeBase: async (a: string, b: string) => (await run(['merge-base', a, b])).trim(),
    /** The content files that differ between two commits. */
    changed: async (from: string, to: string) =>
      lines(await run(['diff', '--name-only', '--no-renames', from, to, '--', ...contentPaths])),
    /** The commits in `to` and not in `from`, newest first. */
    commits: async (from: string, to: string) =>
      versions(await run(['log', `--format=${format}`, `${from}..${to}`])),
    /** The newest commit in `to`, not in `from`, that changed one of `files`. */
    lastChange: async (from: string, to: string, files: readonly string[]) =>
      versions(
        await run(['log', '-n1', `--format=${format}`, `${from}..${to}`, '--', ...files]),
      )[0],
    describe: async (commit: string) =>
      versions(await run(['log', '-n1', `--format=${format}`, commit]))[0],
    /** Sends the checkout's branch to the remote's (fast-forward only). */
    push: () => run(['push', '--quiet', url, `HEAD:refs/heads/${branch}`]),
    fastForward: (to: string) => run(['merge', '--quiet', '--ff-only', to]),
    resetTo: (to: string) => run(['reset', '--quiet', '--hard', to]),
    /** Replays the checkout's own commits on `onto`; false (and nothing changed) on a conflict. */
    async rebase(onto: string) {
      try {
        await run(['rebase', '--quiet', onto]);
        return true;
      } catch {
        await run(['rebase', '--abort']).catch(() => undefined);
        return false;
      }
    },
    /** Keeps `commit` reachable under refs/aruvi/refused/, so a refused change is never lost. */
    keep: (commit: string) => run(['update-ref', `refs/aruvi/refused/${commit}`, commit]),
    /** Writes the content files of `commit` into `dir` (which exists), to check them there. */
    async exportTo(commit: string, dir: string) {
      const present = lines(await run(['ls-tree', '--name-only', commit, '--', ...checkedPaths]));
      await new Promise<void>((resolve, reject) => {
        const archive = spawn('git', ['archive', '--format=tar', commit, '--', ...present], {
          cwd: root,
          stdio: ['ignore', 'pipe', 'ignore'],
        });
        const untar = spawn('tar', ['-x', '-C', dir], { stdio: ['pipe', 'ignore', 'ignore'] });
        archive.stdout.pipe(untar.stdin);
        archive.on('error', reject);
        untar.on('error', reject);
        untar.on('exit', (code) =>
          code === 0 ? resolve() : reject(new Error(`unpacking ${commit} failed (${code})`)),
        );
      });
    },
  };
}

export type ContentRemote = ReturnType<typeof contentRemote>;
