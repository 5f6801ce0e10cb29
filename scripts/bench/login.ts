/**
 * `npm run bench:login`: how long a real user's login takes while an attacker keeps wrong-password
 * logins in flight. Serves the real server on 127.0.0.1 (a throwaway build folder and database,
 * no build needed), signs one user up, starts the attacker, then times the user's logins from
 * another address. Prints median and max latency and the attacker's answer codes. A benchmark,
 * not a test: it prints figures and asserts nothing.
 *
 *   npm run bench:login [-- --logins 20] [--concurrency 20] [--attacker-ips 1]
 *
 * The attacker tries a new address each time (as credential stuffing does), so the per-account
 * throttle never stops it, and the per-IP request limit is lifted: what is measured is the
 * hashing queue. Linux routes all of 127.0.0.0/8 to loopback, so each client gets its own IP.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildServer } from '../../src/server/app';

const { values } = parseArgs({
  options: {
    logins: { type: 'string', default: '20' },
    concurrency: { type: 'string', default: '20' },
    'attacker-ips': { type: 'string', default: '1' },
  },
});
const logins = Number(values.logins);
const concurrency = Number(values.concurrency);
const attackerIps = Number(values['attacker-ips']);

const dir = mkdtempSync(join(tmpdir(), 'aruvi-bench-login-'));
const distDir = join(dir, 'dist');
mkdirSync(join(distDir, 'client'), { recursive: true });
writeFileSync(join(distDir, 'routes.json'), JSON.stringify([{ path: '/404', file: '404.html' }]));
writeFileSync(join(distDir, 'client/404.html'), '<!doctype html><title>Not found</title>');
const app = await buildServer({
  distDir,
  api: {
    dataDir: join(dir, 'data'),
    smtp: false,
    limits: { leads: 1e9, auth: 1e9 },
  },
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;

/** POSTs JSON from `localAddress`; answers the status and the time to the full answer. */
function post(path: string, body: unknown, localAddress: string) {
  const started = performance.now();
  return new Promise<{ status: number; ms: number }>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: `/api${path}`,
        method: 'POST',
        localAddress,
        agent: false,
        headers: { 'content-type': 'application/json' },
      },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }),
        );
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

const user = { email: 'real.user@example.com', password: 'filter coffee at the corner shop' };
const signup = await post('/signup', { username: 'Real User', ...user, agree: true }, '127.0.0.3');
if (signup.status !== 201) throw new Error(`sign-up answered ${signup.status}`);

const codes = new Map<number, number>();
let attacking = true;
let attempt = 0;
const attackerIp = (worker: number) =>
  attackerIps <= 1 ? '127.0.0.2' : `127.0.1.${(worker % attackerIps) + 1}`;
const attacker = Array.from({ length: concurrency }, async (_, worker) => {
  while (attacking) {
    const guess = { email: `guess${attempt++}@example.com`, password: 'wrong guess' };
    const { status } = await post('/login', guess, attackerIp(worker));
    codes.set(status, (codes.get(status) ?? 0) + 1);
  }
});

await new Promise((resolve) => setTimeout(resolve, 1000)); // let the attack fill the queue
const times: number[] = [];
const userCodes = new Map<number, number>();
for (let i = 0; i < logins; i++) {
  const { status, ms } = await post('/login', user, '127.0.0.3');
  times.push(ms);
  userCodes.set(status, (userCodes.get(status) ?? 0) + 1);
  await new Promise((resolve) => setTimeout(resolve, 200));
}
attacking = false;
await Promise.all(attacker);
await app.close();
rmSync(dir, { recursive: true, force: true });

const sorted = [...times].sort((a, b) => a - b);
const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
const list = (map: Map<number, number>) =>
  [...map]
    .sort(([a], [b]) => a - b)
    .map(([code, n]) => `${code}×${n}`)
    .join(', ');
const from = attackerIps <= 1 ? '127.0.0.2' : `${attackerIps} IPs`;
console.log(`${concurrency} concurrent wrong-password logins from ${from}, all the time;`);
console.log(`a real user's login from 127.0.0.3, ${logins} times, 200 ms apart:`);
console.log(`  median ${median.toFixed(0)} ms, max ${(sorted.at(-1) ?? 0).toFixed(0)} ms`);
console.log(`  user's answers: ${list(userCodes)}`);
console.log(`attacker's answers: ${list(codes)}`);
