import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A throwaway folder for one test file's instances, remote and builds. */
export const workFolder = () => mkdtempSync(join(tmpdir(), 'aruvi-remote-'));
export const removeFolder = (dir: string) =>
  process.env.REMOTE_TEST_LOG ? undefined : rmSync(dir, { recursive: true, force: true });

/** Waits until `probe` gives true, checking every 100 ms; how long that took, in ms. */
export async function until(probe: () => Promise<boolean>, timeoutMs: number, what: string) {
  const started = performance.now();
  for (;;) {
    if (await probe().catch(() => false)) return performance.now() - started;
    if (performance.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
