import { resolve } from 'node:path';
import { buildServer } from './app';
import { spamMinFillFromEnv } from './context';
import { deliveryFromEnv } from './delivery/destinations-config';
import { mailLeaseFromEnv } from './storage/open';
import { DatabaseUnavailable } from './storage/postgres';
import { parseTrustProxy, type TrustProxy } from './trust-proxy';

/** What the server is started with, from the environment. */
export interface Settings {
  port: number;
  host: string;
  distDir: string;
  logger: boolean;
  trustProxy: TrustProxy;
  /** Longest wait for requests in flight when asked to stop, before exiting anyway. */
  shutdownTimeoutMs: number;
  /** PostgreSQL: how long an instance holds a mail job it took; undefined for the default. */
  mailLeaseMs: number | undefined;
}

function shutdownTimeout(value: string | undefined): number {
  if (value === undefined || value === '') return 10_000;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 0)
    throw new Error(`SHUTDOWN_TIMEOUT_MS must be a whole number of milliseconds, not "${value}"`);
  return ms;
}

/**
 * Reads PORT, HOST, DIST_DIR, LOG_LEVEL, TRUST_PROXY, SHUTDOWN_TIMEOUT_MS and MAIL_LEASE_MS, and
 * checks the lead destinations (LEAD_*) and SPAM_MIN_FILL_MS. A value that cannot be used stops
 * the process with one line saying which and why, before anything is built or opened.
 */
export function readSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  try {
    const settings = {
      port: Number(env.PORT ?? 3000),
      host: env.HOST ?? '0.0.0.0',
      distDir: resolve(env.DIST_DIR ?? 'dist'),
      logger: env.LOG_LEVEL !== 'silent',
      trustProxy: parseTrustProxy(env.TRUST_PROXY),
      shutdownTimeoutMs: shutdownTimeout(env.SHUTDOWN_TIMEOUT_MS),
      mailLeaseMs: mailLeaseFromEnv(env),
    };
    // Read again when the server starts; checked here so a bad one is one line, not a stack.
    deliveryFromEnv(env);
    spamMinFillFromEnv(env.SPAM_MIN_FILL_MS);
    return settings;
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}

/**
 * Starts the server on HOST:PORT (default 0.0.0.0:3000). On SIGTERM or SIGINT it stops taking
 * requests (the port closes, idle connections end, a request on a kept-alive connection gets
 * 503), finishes those in flight, with their leads committed, closes the database and exits 0;
 * after SHUTDOWN_TIMEOUT_MS (default 10 s) it exits 1 with what was left undone.
 */
export async function main(settings: Settings = readSettings()) {
  const { port, host, distDir, logger, trustProxy, shutdownTimeoutMs, mailLeaseMs } = settings;
  const api = mailLeaseMs === undefined ? {} : { mailLeaseMs };
  const app = await buildServer({ distDir, logger, trustProxy, api }).catch((error: unknown) => {
    // A database that cannot be reached is the operator's to fix: one line, no stack trace.
    if (!(error instanceof DatabaseUnavailable)) throw error;
    console.error(error.message);
    process.exit(1);
  });
  const stop = (signal: string) => {
    const deadline = setTimeout(() => {
      console.error(`stopping on ${signal}: requests still running after ${shutdownTimeoutMs} ms`);
      process.exit(1);
    }, shutdownTimeoutMs);
    deadline.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`stopping on ${signal} failed:`, error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
  await app.listen({ port, host }).catch(async (error: unknown) => {
    // Another program on the port is the operator's to fix: one sentence, no stack trace.
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    console.error(
      `Port ${port} on ${host} is already in use by another program: stop it, or set PORT to a free port.`,
    );
    await app.close();
    process.exit(1);
  });
}
