import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { fakeDist } from './api-server';

/**
 * Real server instances in their own processes (`scripts/serve.ts`), each on a fake build in
 * `dir`, ready once `/readyz` answers. `killAll` ends every one started.
 */
export function serverInstances(dir: string) {
  const children: ChildProcess[] = [];
  const outputs = new Map<ChildProcess, string[]>();
  return {
    async start(port: number, env: Record<string, string>): Promise<ChildProcess> {
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
        stdio: ['ignore', 'pipe', 'ignore'],
      });
      children.push(child);
      // Read as it comes (a full pipe would block the instance), kept for `output`.
      const chunks: string[] = [];
      outputs.set(child, chunks);
      child.stdout?.setEncoding('utf8').on('data', (chunk: string) => chunks.push(chunk));
      for (let i = 0; i < 300; i++) {
        const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
          (res) => res.ok,
          () => false,
        );
        if (ready) return child;
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
