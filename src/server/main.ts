import { resolve } from 'node:path';
import { buildServer } from './app';

/** Starts the server on HOST:PORT (default 0.0.0.0:3000) and stops cleanly on SIGINT/SIGTERM. */
export async function main() {
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? '0.0.0.0';
  const app = await buildServer({
    distDir: resolve(process.env.DIST_DIR ?? 'dist'),
    logger: process.env.LOG_LEVEL !== 'silent',
  });
  const stop = async () => {
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
  await app.listen({ port, host });
}
