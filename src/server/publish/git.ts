import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';

const exec = promisify(execFile);

/** A commit of a content file, as the studio's history lists it. */
export interface Version {
  commit: string;
  author: string;
  email: string;
  /** ISO 8601, with the author's offset. */
  date: string;
  message: string;
}

export interface Person {
  name: string;
  email: string;
}

/** Runs git in `root`; its output, or a rejection with git's own message. */
export async function git(
  root: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
): Promise<string> {
  try {
    const { stdout } = await exec('git', args, {
      cwd: root,
      env: { ...process.env, ...env },
      maxBuffer: 32 * 1024 * 1024,
    });
    return stdout;
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new Error(`git ${args[0]} failed${stderr ? `: ${stderr}` : ''}`, { cause: error });
  }
}

/**
 * The content's git repository: `root` itself, or the repository it is in (the project's own
 * checkout). A folder in none gets one, with its content as the first commit, so every publish
 * from then on has history.
 */
export function contentRepository(root: string, committer: Person) {
  const as = {
    GIT_COMMITTER_NAME: committer.name,
    GIT_COMMITTER_EMAIL: committer.email,
  };
  let ready: Promise<void> | undefined;
  const ensure = () =>
    (ready ??= (async () => {
      const inside = await git(root, ['rev-parse', '--is-inside-work-tree']).catch(() => '');
      if (inside.trim() === 'true' || existsSync(join(root, '.git'))) return;
      await git(root, ['init', '--quiet']);
      await git(root, ['add', '--', 'pages', 'site.config.json', 'public/images']);
      if (existsSync(join(root, 'docs/image-sources.md')))
        await git(root, ['add', '--', 'docs/image-sources.md']);
      await git(root, ['commit', '--quiet', '-m', 'Content as it was served'], {
        ...as,
        GIT_AUTHOR_NAME: committer.name,
        GIT_AUTHOR_EMAIL: committer.email,
      });
    })());

  return {
    /** The commits that changed `file`, newest first, at most `limit`. */
    async history(file: string, limit = 50): Promise<Version[]> {
      await ensure();
      const format = ['%H', '%an', '%ae', '%aI', '%s'].join('%x1f');
      const out = await git(root, [
        'log',
        `-n${limit}`,
        `--format=${format}`,
        '--follow',
        '--',
        file,
      ]);
      return out
        .split('\n')
        .filter((line) => line.includes('\x1f'))
        .map((line) => {
          const [commit = '', author = '', email = '', date = '', message = ''] =
            line.split('\x1f');
          return { commit, author, email, date, message };
        });
    },
    /** The text of `file` as of `commit`, or undefined when the file did not exist there. */
    async textAt(commit: string, file: string): Promise<string | undefined> {
      if (!/^[0-9a-f]{7,40}$/.test(commit)) return undefined;
      await ensure();
      return git(root, ['show', `${commit}:${file}`]).catch(() => undefined);
    },
    /**
     * Commits exactly `files` (paths relative to `root`; a removed file is committed as removed)
     * with `author` as the author, whatever else is changed or staged in the checkout. Gives the
     * new commit's id, or undefined when the files were already as committed.
     */
    async commit(files: readonly string[], author: Person, message: string) {
      await ensure();
      return commitFiles(root, files, author, message, as);
    },
    /** Runs git in the content's checkout as the committer (remote work: fetch, push, rebase). */
    async run(args: string[]) {
      await ensure();
      return git(root, args, as);
    },
  };
}

/** Commits exactly `files` (see `commit` above): the new commit's id, or undefined. */
async function commitFiles(
  root: string,
  files: readonly string[],
  author: Person,
  message: string,
  as: NodeJS.ProcessEnv,
) {
  const name = author.name.replace(/[<>\r\n]/g, '').trim() || author.email;
  await git(root, ['add', '--all', '--', ...files]);
  const staged = await git(root, ['diff', '--cached', '--name-only', '--', ...files]);
  if (staged.trim() === '') return undefined;
  await git(
    root,
    [
      'commit',
      '--quiet',
      '--only',
      '-m',
      message,
      `--author=${name} <${author.email.replace(/[<>\r\n]/g, '')}>`,
      '--',
      ...files,
    ],
    as,
  );
  return (await git(root, ['rev-parse', 'HEAD'])).trim();
}

export type ContentRepository = ReturnType<typeof contentRepository>;
