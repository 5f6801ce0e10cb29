import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright';

/** Chromium as the e2e tests use it: Playwright's own when installed, else Debian's. */
export async function launchChromium(): Promise<Browser> {
  let executablePath: string | undefined;
  try {
    if (!existsSync(chromium.executablePath())) throw new Error('no managed browser');
  } catch {
    executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  }
  return chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
}
