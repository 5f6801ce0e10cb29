import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { cataloguePlugin } from './src/engine/build/vite-plugin-catalogue.ts';
import { pagesPlugin } from './src/engine/build/vite-plugin-pages.ts';
import { styledComponentIds } from './src/engine/build/vite-plugin-styled-ids.ts';

export default defineConfig({
  plugins: [react(), pagesPlugin(), cataloguePlugin(), styledComponentIds()],
  build: {
    outDir: 'dist/client',
    manifest: true,
    target: 'es2022',
    rollupOptions: {
      output: {
        // Name block chunks after their folder, e.g. assets/block-feature-grid-[hash].js.
        chunkFileNames: (chunk) => {
          const block = /\/blocks\/([^/]+)\/Block\.tsx$/.exec(chunk.facadeModuleId ?? '');
          return block ? `assets/block-${block[1]}-[hash].js` : 'assets/[name]-[hash].js';
        },
      },
    },
  },
  ssr: {
    // Self-contained, so a build under any DIST_DIR prerenders without node_modules beside it.
    noExternal: true,
  },
});
