import { spawn } from 'node:child_process';
import { tsx } from '../../scripts/temp-project';

/**
 * A site server of its own for one Playwright worker: `script` run with `env` on `port`, ready
 * once `readyPath` answers 200. Rejects with the server's output when it exits first or is not
 * ready within `timeoutMs`. Each kind of server takes its own range of ports (see the callers),
 * since one worker may hold several at once.
 */
export async function startSiteProcess(options: {
  script: string;
  port: number;
  env: NodeJS.ProcessEnv;
  cwd?: string;
  readyPath?: string;
  timeoutMs: number;
}): Promise<{ url: string; stop: () => Promise<void> }> {
  const { script, port, env, cwd, readyPath = '/', timeoutMs } = options;
  const child = spawn(process.execPath, [...tsx, script], {
    cwd,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`${script} exited with ${child.exitCode}:\n${output}`);
    const up = await fetch(`${url}${readyPath}`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() - started > timeoutMs) {
      child.kill();
      throw new Error(`${script} was not ready in ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    stop: async () => {
      child.kill();
      await exited;
    },
  };
}
