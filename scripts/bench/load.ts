/** What the load benchmarks share: servers in their own processes, autocannon, CPU time. */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

/** The enquiry every load sends: a valid one, as a visitor's form sends it. */
export const enquiry = JSON.stringify({
  fname: 'Asha',
  lname: 'Raman',
  email: 'asha@example.com',
  mobile: '+919876543210',
  message: 'We need an online store for our textile business, with payments and delivery.',
});

/** Waits until `url` answers at all; fails after 30 s. */
export async function waitFor(url: string) {
  for (let i = 0; i < 300; i++) {
    if (
      await fetch(url).then(
        () => true,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer within 30 s`);
}

/**
 * Processor seconds a process has used, all its threads (Linux: /proc/<pid>/stat, in clock ticks
 * of 1/100 s); undefined elsewhere. Per request, it is the cost a busy machine cannot blur.
 */
export function cpuSeconds(pid: number | undefined): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

/** Runs `load` and gives its result with the processor time `pid` used per request, in µs. */
export async function withCpu(pid: number | undefined, load: Promise<Load>) {
  const before = cpuSeconds(pid);
  const result = await load;
  const after = cpuSeconds(pid);
  const perRequest =
    before === undefined || after === undefined
      ? undefined
      : ((after - before) * 1e6) / Math.max(1, result.requests.total);
  return { ...result, perRequest };
}

/** A Node script in its own process on 127.0.0.1:`port`, request logs off. */
export function startProcess(script: string, port: number, env: Record<string, string> = {}) {
  return spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

export const autocannonJson = z.object({
  requests: z.object({ average: z.number(), total: z.number() }),
  latency: z.object({ p50: z.number(), p99: z.number() }),
  non2xx: z.number(),
  errors: z.number(),
});
export type Load = z.infer<typeof autocannonJson>;

/** Runs a Node script in its own process and reads the JSON it prints, checked by `schema`. */
export function runJson<T>(args: string[], schema: z.ZodType<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', () => {
      try {
        resolve(schema.parse(JSON.parse(out)));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  });
}

/** Runs autocannon in its own process and reads its JSON summary. */
export const autocannon = (url: string, seconds: number, args: string[]) =>
  runJson(
    [
      join('node_modules', 'autocannon', 'autocannon.js'),
      '--json',
      '-d',
      String(seconds),
      ...args,
      url,
    ],
    autocannonJson,
  );

/** autocannon arguments for a JSON POST of `body` at `connections` connections. */
export const post = (body: string, connections = 50) => [
  '-c',
  String(connections),
  '-m',
  'POST',
  '-H',
  'content-type=application/json',
  '-b',
  body,
];
