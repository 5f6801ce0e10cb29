/**
 * A latency probe for `npm run bench:server`: GETs one URL at a steady rate over one kept-alive
 * connection and prints `{ times }`: every request's latency in milliseconds, timed to the
 * microsecond, so the bench can pool rounds before it takes percentiles.
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
console.log(JSON.stringify({ times }));
