import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from './scripts/chromium';
import { preloadCheapPasswordHashing, requireNoSecondFactor } from './tests/support/test-processes';

// The e2e servers and commands hash passwords cheaply; the unit run checks the production cost.
preloadCheapPasswordHashing();
// Their servers require no second factor; the specs of the requirement start their own.
requireNoSecondFactor();

const port = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: 'tests/e2e',
  // Separate runs side by side (a developer's and a helper's) each name their own output folder.
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumExecutable(),
      args: chromiumArgs,
    },
  },
  projects: [{ name: 'chromium', use: { viewport: { width: 1280, height: 800 } } }],
  webServer: {
    // Builds first when the sources changed, exactly as `npm start` does.
    command: 'npx tsx scripts/start.ts',
    url: `http://127.0.0.1:${port}/`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      DATA_DIR: process.env.E2E_DATA_DIR ?? 'test-results/e2e-data',
      // Every test's browser posts from 127.0.0.1, so the per-client limits (20 leads, 10 logins a
      // minute) would refuse a full run's posts by chance; the limits have their unit tests.
      API_RATE_LIMIT_LEADS: '1000',
      API_RATE_LIMIT_AUTH: '1000',
      // A test's browser fills a form within a second of opening it, as a robot would: the
      // minimum fill time would put its leads in the Spam view. It has its unit tests.
      SPAM_MIN_FILL_MS: '0',
      // Tests that log in name their own client address (accounts-support.ts), so the server's
      // one-hash-at-a-time per client does not refuse one worker's login for another's.
      TRUST_PROXY: '127.0.0.1',
      // No role needs a second factor here; two-factor.spec.ts starts a server that requires it.
      TWO_FACTOR_REQUIRED: 'none',
    },
  },
});
