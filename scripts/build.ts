/**
 * `npm run build`: client bundle, server bundle for prerendering, then one HTML file per page,
 * then Brotli and gzip copies of the text files, which the server sends as they are.
 * Output goes to DIST_DIR (default dist/), so several builds can coexist.
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
const { prerender } = await import('./prerender');
await prerender(out);
const { precompress } = await import('./precompress');
const { files, copies } = await precompress(`${out}/client`);
console.log(`precompressed ${files} files (${copies} .br/.gz copies)`);
