import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { freePort } from '../../support/free-port';
import { fakeDist } from './api-server';

export interface Instance {
  child: ChildProcess;
  port: number;
}

/**
 * Real server instances in their own processes (`scripts/serve.ts`), each on a fake build in
 * `dir` and a port of its own, ready once `/readyz` answers while the process still runs (so an
 * answer from some other program on that port is never taken for it). `killAll` ends every one.
 */
export function serverInstances(dir: string) {
  const children: ChildProcess[] = [];
  const outputs = new Map<ChildProcess, string[]>();
  return {
    async start(env: Record<string, string>, port?: number): Promise<Instance> {
      port ??= await freePort();
      const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], {
        env: {
          ...process.env,
          DIST_DIR: fakeDist(join(dir, String(port))),
          DATA_DIR: join(dir, 'unused'),
          PORT: String(port),
          HOST: '127.0.0.1',
          LOG_LEVEL: 'silent',
          API_RATE_LIMIT_LEADS: '1000000',
          ...env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      children.push(child);
      // Read as they come (a full pipe would block the instance), kept for `output` and errors.
      const chunks: string[] = [];
      const errors: string[] = [];
      outputs.set(child, chunks);
      child.stdout?.setEncoding('utf8').on('data', (chunk: string) => chunks.push(chunk));
      child.stderr?.setEncoding('utf8').on('data', (chunk: string) => errors.push(chunk));
      let exited: number | null | undefined;
      child.once('exit', (code) => (exited = code));
      for (let i = 0; i < 300; i++) {
        if (exited !== undefined) {
          throw new Error(`the instance on ${port} exited (${exited}): ${errors.join('').trim()}`);
        }
        const ready = await fetch(`http://127.0.0.1:${port}/readyz`, {
          signal: AbortSignal.timeout(1000),
        }).then(
          (res) => res.ok,
          () => false,
        );
        if (ready && exited === undefined) return { child, port };
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`the instance on ${port} did not start within 30 s`);
    },
    /** What an instance wrote to stdout so far (its log lines, with LOG_LEVEL not "silent"). */
    output(child: ChildProcess): string {
      return (outputs.get(child) ?? []).join('');
    },
    killAll() {
      for (const child of children) child.kill('SIGKILL');
    },
  };
}
