import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { tempProject, tsx } from '../../../scripts/temp-project';

/** A port nobody listens on now (the studio refuses to start on a taken one). */
const freePort = () =>
  new Promise<number>((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => done(port));
    });
  });

/**
 * `npm run studio` as its own process on a throw-away copy of the project, so a test sees exactly
 * what a browser on this machine would be served. `prepare` adds files to the copy before it
 * starts (e.g. a database that must not be served).
 */
export async function startStudioProcess(prepare: (dir: string) => void = () => {}) {
  const project = tempProject('studio-process');
  prepare(project.dir);
  const port = await freePort();
  const child = spawn(process.execPath, [...tsx, 'scripts/studio.ts'], {
    cwd: project.dir,
    env: { ...process.env, STUDIO_PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const started = new Promise<void>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`the studio did not start:\n${output}`)), 90_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Page studio: ')) {
        clearTimeout(timer);
        done();
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => fail(new Error(`the studio exited with ${code}:\n${output}`)));
  });
  try {
    await started;
  } catch (error) {
    child.kill();
    project.remove();
    throw error;
  }
  return {
    dir: project.dir,
    port,
    base: `http://127.0.0.1:${port}`,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((done) => child.once('exit', done));
        child.kill();
        await exited;
      }
      project.remove();
    },
  };
}
