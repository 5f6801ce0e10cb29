import { chromium, type Browser } from 'playwright';
import { chromiumArgs, chromiumExecutable } from '../../../scripts/chromium';

/** Chromium as the e2e tests use it: Playwright's own when installed, else Debian's. */
export const launchChromium = (): Promise<Browser> =>
  chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
