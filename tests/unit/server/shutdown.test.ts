import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { buildFingerprint } from '../../../scripts/build-fingerprint';
import { openSqliteStorage } from '../../../src/server/storage/sqlite';
import { writeSiteBuild } from './site-build';

const dirs: string[] = [];
const children: ChildProcess[] = [];
afterEach(() => {
  // Each server runs in its own process group: whatever it started goes with it.
  for (const child of children.splice(0)) {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // The group has ended already.
    }
  }
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const serverOnly = [
  process.execPath,
  ['--import', 'tsx', '-e', "await (await import('./src/server/main.ts')).main()"],
] as const;

/**
 * The real server in its own process on a fake build: the server alone (the default, as Docker
 * runs it), or through `npm start` (with the build's stamp current, so it does not build).
 */
async function startServer(
  env: Record<string, string> = {},
  [command, args]: readonly [string, readonly string[]] = serverOnly,
) {
  const dir = mkdtempSync(join(tmpdir(), 'aruvi-shutdown-'));
  dirs.push(dir);
  const distDir = await writeSiteBuild(dir);
  writeFileSync(join(distDir, '.build-fingerprint'), buildFingerprint());
  const child = spawn(command, args, {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DIST_DIR: distDir,
      DATA_DIR: join(dir, 'data'),
      SMTP_HOST: '',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  children.push(child);
  let output = '';
  const port = await new Promise<number>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited (${code}): ${output}`)));
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, port, exited, dataDir: join(dir, 'data') };
}

const enquiry = JSON.stringify({
  fname: 'Asha',
  lname: 'Raman',
  email: 'asha@example.com',
  mobile: '+919876543210',
  message: 'Sent while the server was asked to stop.',
});

it('on SIGTERM finishes the request in flight, storing its lead, refuses new ones and exits 0', async () => {
  const { child, port, exited, dataDir } = await startServer();
  // A request in flight: its headers and half its body are sent before the signal.
  const socket = connect(port, '127.0.0.1');
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  let answer = '';
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
  const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.write(
    `POST /api/pclinfo HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(enquiry)}\r\n\r\n${enquiry.slice(0, 20)}`,
  );
  await new Promise((resolve) => setTimeout(resolve, 200));
  child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 300));

  // The port is closed to new connections…
  const refused = await fetch(`http://127.0.0.1:${port}/healthz`).then(
    () => 'answered',
    (error: unknown) => String((error as { cause?: { code?: string } }).cause?.code),
  );
  expect(refused).toBe('ECONNREFUSED');
  // …and the request in flight is answered when the rest of it arrives.
  socket.write(enquiry.slice(20));
  await ended;
  expect(answer).toMatch(/^HTTP\/1\.1 200/);
  expect(await exited).toBe(0);

  const storage = openSqliteStorage(join(dataDir, 'site.db'));
  try {
    const leads = await storage.listLeads();
    expect(leads.map((lead) => lead.fields.find((f) => f.name === 'message')?.value)).toEqual([
      'Sent while the server was asked to stop.',
    ]);
  } finally {
    await storage.close();
  }
});

it('exits 1 when requests are still running at the shutdown deadline', async () => {
  const { child, port, exited } = await startServer({ SHUTDOWN_TIMEOUT_MS: '500' });
  const socket = connect(port, '127.0.0.1');
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  socket.write(
    `POST /api/pclinfo HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(enquiry)}\r\n\r\n{`,
  );
  await new Promise((resolve) => setTimeout(resolve, 200));
  child.kill('SIGTERM');
  expect(await exited).toBe(1);
  socket.destroy();
});

it('stops with `npm start`: SIGTERM to the npm process stops the server it started', async () => {
  const { child, port, exited } = await startServer({}, ['npm', ['start']]);
  expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
  child.kill('SIGTERM');
  await exited;
  // The server process gets the signal too and closes its port.
  let answer = 'answered';
  for (let tries = 0; tries < 50 && answer === 'answered'; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    answer = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      () => 'answered',
      (error: unknown) => String((error as { cause?: { code?: string } }).cause?.code),
    );
  }
  expect(answer).toBe('ECONNREFUSED');
});
