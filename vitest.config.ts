import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { styledComponentIds } from './src/engine/vite-plugin-styled-ids.ts';

export default defineConfig({
  plugins: [react(), styledComponentIds()],
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/unit/setup.ts'],
    testTimeout: 30_000,
  },
});
