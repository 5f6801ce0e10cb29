/**
 * A latency probe for `npm run bench:server`: GETs one URL at a steady rate over one kept-alive
 * connection and prints `{ n, p50, p99, max, times }` in milliseconds, timed to the microsecond
 * (`times`: every request's, so runs can be pooled).
 *
 *   node --import tsx scripts/bench/probe.ts URL SECONDS RATE_PER_SECOND
 */
import { Agent, get } from 'node:http';

const [url = 'http://127.0.0.1:3000/', seconds = '10', rate = '50'] = process.argv.slice(2);
const agent = new Agent({ keepAlive: true, maxSockets: 1 });
const times: number[] = [];

const once = () =>
  new Promise<number>((resolve, reject) => {
    const start = process.hrtime.bigint();
    get(url, { agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(Number(process.hrtime.bigint() - start) / 1e6));
    }).on('error', reject);
  });

const end = Date.now() + Number(seconds) * 1000;
const gap = 1000 / Number(rate);
while (Date.now() < end) {
  const started = Date.now();
  times.push(await once());
  await new Promise((r) => setTimeout(r, Math.max(0, gap - (Date.now() - started))));
}
agent.destroy();
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
console.log(JSON.stringify({ n: times.length, p50: at(0.5), p99: at(0.99), max: at(1), times }));
