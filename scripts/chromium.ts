/**
 * Which Chromium the tests, screenshots and benchmark drive, and with which flags: Playwright's
 * own browser when it is installed (a developer's laptop), else Debian's (CI, these machines).
 */
import { existsSync } from 'node:fs';
import { chromium } from 'playwright';

/** Flags for a browser in a container: no sandbox, no GPU, no background downloads. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The system Chromium: CHROMIUM_PATH, else Debian's. */
export const systemChromium = () => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** For Playwright's `executablePath`: undefined selects its own browser when installed. */
export function chromiumExecutable(): string | undefined {
  try {
    if (existsSync(chromium.executablePath())) return undefined;
  } catch {
    // no managed browser
  }
  return systemChromium();
}
