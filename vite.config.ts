import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { siteDefinition as site } from './src/app/site-definition.ts';
import { islandCodePlugin } from './src/engine/tooling/vite-plugin-island-code.ts';
import { cataloguePlugin } from './src/engine/tooling/vite-plugin-catalogue.ts';
import { devRenderPlugin } from './src/engine/tooling/vite-plugin-dev-render.ts';
import { pagesPlugin } from './src/engine/tooling/vite-plugin-pages.ts';
import { styledComponentIds } from './src/engine/tooling/vite-plugin-styled-ids.ts';

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    // The engine's plugins are given the site: its schemas, blocks, islands and entry.
    pagesPlugin({ site }),
    islandCodePlugin({ site }),
    cataloguePlugin({ site }),
    styledComponentIds(),
    devRenderPlugin({ entry: '/src/entry-server.tsx' }),
  ],
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
  // A build's server bundle is self-contained, so a build under any DIST_DIR prerenders without
  // node_modules beside it. The dev server loads packages from node_modules, except
  // styled-components, whose CommonJS build would hide its default export from our imports.
  ssr: { noExternal: command === 'build' ? true : ['styled-components'] },
}));
