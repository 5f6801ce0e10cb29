import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { siteDefinition as site } from './src/app/site-definition.ts';
import { islandCodePlugin } from './src/engine/tooling/vite-plugin-island-code.ts';
import { pagesPlugin } from './src/engine/tooling/vite-plugin-pages.ts';
import { styledComponentIds } from './src/engine/tooling/vite-plugin-styled-ids.ts';
import {
  preloadCheapPasswordHashing,
  requireNoSecondFactor,
} from './tests/support/test-processes.ts';

// Test workers and every server or command a test starts hash passwords cheaply; one test
// checks the production cost (tests/unit/api/passwords.test.ts).
preloadCheapPasswordHashing();
// Their servers require no second factor; the specs of the requirement start their own.
requireNoSecondFactor();

export default defineConfig({
  // The pages plugin serves virtual:site and virtual:forms to components under test.
  plugins: [react(), pagesPlugin({ site }), islandCodePlugin({ site }), styledComponentIds()],
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/unit/setup.ts'],
    globalSetup: ['tests/unit/postgres-setup.ts'],
    testTimeout: 30_000,
    // Vitest's default is one worker fewer than the cores: one, on a 2-core machine. Two keep
    // both cores busy; more only overload them (docs/development.md).
    maxWorkers: 2,
  },
});
