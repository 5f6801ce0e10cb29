import { resolve } from 'node:path';
import { buildServer } from './app';
import { DatabaseUnavailable } from './storage/postgres';
import { parseTrustProxy, type TrustProxy } from './trust-proxy';

/** What the server is started with, from the environment. */
export interface Settings {
  port: number;
  host: string;
  distDir: string;
  logger: boolean;
  trustProxy: TrustProxy;
}

/**
 * Reads PORT, HOST, DIST_DIR, LOG_LEVEL and TRUST_PROXY. A value that cannot be used stops the
 * process with one line saying which and why, before anything is built or opened.
 */
export function readSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  try {
    return {
      port: Number(env.PORT ?? 3000),
      host: env.HOST ?? '0.0.0.0',
      distDir: resolve(env.DIST_DIR ?? 'dist'),
      logger: env.LOG_LEVEL !== 'silent',
      trustProxy: parseTrustProxy(env.TRUST_PROXY),
    };
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}

/** Starts the server on HOST:PORT (default 0.0.0.0:3000) and stops cleanly on SIGINT/SIGTERM. */
export async function main(settings: Settings = readSettings()) {
  const { port, host, distDir, logger, trustProxy } = settings;
  const app = await buildServer({ distDir, logger, trustProxy }).catch((error: unknown) => {
    // A database that cannot be reached is the operator's to fix: one line, no stack trace.
    if (!(error instanceof DatabaseUnavailable)) throw error;
    console.error(error.message);
    process.exit(1);
  });
  const stop = async () => {
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
  await app.listen({ port, host });
}
