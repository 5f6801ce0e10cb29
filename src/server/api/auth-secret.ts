import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The key that signs login tokens: AUTH_SECRET when set, otherwise a random one generated on the
 * first start and kept in DATA_DIR/auth-secret (mode 600) so tokens survive restarts.
 */
export function authSecret(dataDir: string, fromEnv: string | undefined): string {
  if (fromEnv !== undefined && fromEnv !== '') {
    if (fromEnv.length < 32) throw new Error('AUTH_SECRET must be at least 32 characters');
    return fromEnv;
  }
  const file = join(dataDir, 'auth-secret');
  mkdirSync(dataDir, { recursive: true });
  // Written aside, then linked into place: link fails if the file exists, so of two processes
  // starting at once only one creates it, and neither can read a half-written file.
  const draft = `${file}.${process.pid}.tmp`;
  if (!existsSync(file))
    writeFileSync(draft, randomBytes(32).toString('base64url'), { mode: 0o600 });
  try {
    if (existsSync(draft)) linkSync(draft, file);
  } catch (error) {
    if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
  } finally {
    rmSync(draft, { force: true });
  }
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < 32) throw new Error(`${file} is too short to sign tokens; delete it`);
  return secret;
}
