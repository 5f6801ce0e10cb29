/**
 * Real server processes (`scripts/serve.ts`) following one content remote, as a team's machines
 * do: the remote, a build, the instances and their editors. The content-remote tests and
 * `npm run bench:remote` start their instances with these.
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { distDir } from './dist-dir';
import { addAccountByCommand } from './staff/add-account';
import { tempProject, tsx } from './temp-project';

export const password = 'lanterns over the backwaters';

/**
 * A site build with the studio: $DIST_DIR (else dist/) when it has one, else one built here into
 * a throwaway folder (a few minutes).
 */
export function siteBuild(work: string): string {
  const given = distDir();
  if (existsSync(join(given, 'studio/src/studio/index.html')) && existsSync(join(given, 'server')))
    return given;
  const built = join(work, 'build');
  const build = spawnSync(process.execPath, [...tsx, 'scripts/build.ts'], {
    encoding: 'utf8',
    env: { ...process.env, DIST_DIR: built },
  });
  if (build.status !== 0) throw new Error(`the build failed:\n${build.stdout}${build.stderr}`);
  return built;
}

/**
 * A content remote as a team has one: a bare repository, started from the project's content by a
 * developer whose own clone (`dev`) can push to it.
 */
export function contentRemoteSetup(work: string) {
  const project = tempProject('content-remote');
  const dev = project.dir;
  const git = (cwd: string, ...args: string[]) =>
    execFileSync(
      'git',
      ['-c', 'user.name=Dev Eloper', '-c', 'user.email=dev@example.com', ...args],
      {
        cwd,
        encoding: 'utf8',
      },
    );
  git(dev, 'init', '--quiet', '--initial-branch=main');
  git(dev, 'add', '--all');
  git(dev, 'commit', '-qm', 'Start');
  const remote = join(work, 'content.git');
  git(work, 'clone', '--quiet', '--bare', dev, remote);
  git(dev, 'remote', 'add', 'origin', remote);
  return {
    dev,
    remote,
    /** Runs git in the developer's clone. */
    devGit: (...args: string[]) => git(dev, ...args),
    /** Runs git in the bare remote. */
    remoteGit: (...args: string[]) => git(remote, ...args),
    remove: project.remove,
  };
}

const readySchema = z.object({
  status: z.string(),
  content: z
    .object({
      revision: z.string().nullable(),
      pending: z.number(),
      held: z.string().nullable(),
      remote: z.object({ revision: z.string().nullable(), reachable: z.boolean() }).optional(),
    })
    .optional(),
});

export interface Instance {
  url: string;
  contentDir: string;
  /** What /readyz says about the content this instance serves. */
  ready: () => Promise<z.infer<typeof readySchema>>;
  /** The public HTML of `path`. */
  page: (path: string) => Promise<string>;
  /** Logs in as `email` and calls the studio API as that editor. */
  editor: (email: string) => Promise<StudioClient>;
  stop: () => Promise<void>;
}

export type StudioClient = (
  method: string,
  path: string,
  body?: unknown,
) => Promise<{ status: number; body: Record<string, unknown> }>;

/** One real server process (`scripts/serve.ts`) following `remote`, on its own copy of `dist`. */
export async function startInstance(options: {
  work: string;
  name: string;
  port: number;
  dist: string;
  env: Record<string, string>;
}): Promise<Instance> {
  const { work, name, port, dist, env } = options;
  const own = join(work, name);
  mkdirSync(own, { recursive: true });
  const instanceDist = join(own, 'dist');
  cpSync(dist, instanceDist, { recursive: true });
  const contentDir = join(own, 'content');
  const child: ChildProcess = spawn(process.execPath, [...tsx, 'scripts/serve.ts'], {
    env: {
      ...process.env,
      DIST_DIR: instanceDist,
      DATA_DIR: join(own, 'data'),
      CONTENT_DIR: contentDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-50_000);
    appendFileSync(join(own, 'server.log'), chunk);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const ready = async () => readySchema.parse(await (await fetch(`${url}/readyz`)).json());
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`${name} exited:\n${output}`);
    const up = await ready().then(
      (r) => r.content?.revision != null,
      () => false,
    );
    if (up) break;
    if (i > 600) throw new Error(`${name} was not ready in 60 s:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const editor = async (email: string): Promise<StudioClient> => {
    const login = await fetch(`${url}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: url },
      body: JSON.stringify({ email, password }),
    });
    if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    return async (method, path, body) => {
      const response = await fetch(`${url}/studio/api/${path}`, {
        method,
        headers: { 'Content-Type': 'application/json', Origin: url, Cookie: cookie },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const parsed = z.record(z.string(), z.unknown()).safeParse(await response.json());
      return { status: response.status, body: parsed.success ? parsed.data : {} };
    };
  };
  return {
    url,
    contentDir,
    ready,
    page: async (path) => (await fetch(`${url}${path}`)).text(),
    editor,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill();
        await exited;
      }
    },
  };
}

/** Makes an editor account in the database, as an administrator would from the shell. */
export const addEditor = (databaseUrl: string, email: string, name: string) =>
  addAccountByCommand({
    env: { ...process.env, DATABASE_URL: databaseUrl },
    email,
    name,
    password,
    roles: ['editor'],
  });
