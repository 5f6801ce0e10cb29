/**
 * `npm run build`: client bundle, server bundle for prerendering, then one HTML file per page,
 * then Brotli and gzip copies of the text files, which the server sends as they are; and the
 * page studio's own bundle (dist/studio/), which the server gives only to signed-in editors at
 * /studio. Output goes to DIST_DIR (default dist/), so several builds can coexist.
 */
import { build } from 'vite';
import { distDir } from './dist-dir';

const out = distDir();
// As `npm run dev` does: the default loader bundles vite.config.ts and warns about every
// extensionless import it pulls in, although they are how this codebase imports.
const configLoader = 'runner';
await build({ configLoader, build: { outDir: `${out}/client`, emptyOutDir: true } });
await build({
  configLoader,
  build: { ssr: 'src/entry-server.tsx', outDir: `${out}/server`, emptyOutDir: true },
});
// The studio: its page and its preview frame, under /studio/. Nothing of it is in client/: the
// public pages never load it. The site's public files stay the site's (publicDir off).
await build({
  configLoader,
  base: '/studio/',
  publicDir: false,
  logLevel: 'warn',
  build: {
    outDir: `${out}/studio`,
    emptyOutDir: true,
    manifest: false,
    // One bundle for an editor's browser, which loads it once: size warnings do not apply.
    chunkSizeWarningLimit: 4096,
    rollupOptions: {
      input: { studio: 'src/studio/index.html', preview: 'src/studio/preview.html' },
    },
  },
});
const { prerender } = await import('./prerender');
await prerender(out);
const { precompress } = await import('./precompress');
const { files, copies } = await precompress(`${out}/client`);
console.log(`precompressed ${files} files (${copies} .br/.gz copies)`);
