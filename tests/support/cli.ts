import { spawnSync } from 'node:child_process';
import { tsx } from '../../scripts/temp-project';

export { runInProcess } from '../../scripts/cli/io';

/**
 * Runs `script` as its own Node process, as `npm run` does (`input` piped): each command's one
 * real-process test, which checks what calling `main` in the test's process cannot, that the
 * script starts, reads its arguments and exits with the status.
 */
export function spawnScript(
  script: string,
  args: string[],
  options: { input?: string; env?: NodeJS.ProcessEnv; cwd?: string } = {},
) {
  const run = spawnSync(process.execPath, [...tsx, script, ...args], {
    input: options.input ?? '',
    cwd: options.cwd,
    env: options.env ?? process.env,
    encoding: 'utf8',
  });
  return { status: run.status, out: run.stdout, err: run.stderr };
}
