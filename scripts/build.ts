/**
 * `npm run build`: client bundle, server bundle for prerendering, then one HTML file per page,
 * then Brotli and gzip copies of the text files, which the server sends as they are; and the
 * page studio's own bundle (dist/studio/), which the server gives only to signed-in editors at
 * /studio. Output goes to DIST_DIR (default dist/), so several builds can coexist.
 *
 * It prints one line per phase with its time; `--verbose` (or BUILD_VERBOSE=1) shows Vite's own
 * output too, every file and its size.
 */
import { writeFileSync } from 'node:fs';
import { build, type InlineConfig } from 'vite';
import { buildFingerprint, fingerprintFile } from './build-fingerprint';
import { distDir } from './dist-dir';

const out = distDir();
// Taken before building: a source changed while the build runs makes the next start build again.
const fingerprint = buildFingerprint();
const verbose = process.argv.includes('--verbose') || process.env.BUILD_VERBOSE === '1';
// As `npm run dev` does: the default loader bundles vite.config.ts and warns about every
// extensionless import it pulls in, although they are how this codebase imports.
const common: InlineConfig = { configLoader: 'runner', logLevel: verbose ? 'info' : 'warn' };

/** Runs one phase of the build and prints its name and seconds. */
async function phase<T>(name: (result: T) => string, task: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await task();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`✓ ${name(result)} in ${seconds} s`);
  return result;
}

await phase(
  () => 'browser bundle and image variants',
  () => build({ ...common, build: { outDir: `${out}/client`, emptyOutDir: true } }),
);
await phase(
  () => 'server bundle',
  () =>
    build({
      ...common,
      build: { ssr: 'src/entry-server.tsx', outDir: `${out}/server`, emptyOutDir: true },
    }),
);
// The studio: its page and its preview frame, under /studio/. Nothing of it is in client/: the
// public pages never load it. The site's public files stay the site's (publicDir off).
await phase(
  () => 'studio bundle',
  () =>
    build({
      ...common,
      base: '/studio/',
      publicDir: false,
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
    }),
);
const { prerender } = await import('./prerender');
await phase(
  (pages) => `${pages} pages prerendered`,
  () => prerender(out),
);
const { precompress } = await import('./precompress');
await phase(
  ({ files, copies }) => `${files} files precompressed (${copies} .br/.gz copies)`,
  () => precompress(`${out}/client`),
);
// `npm start` (and the e2e server) build only when the sources differ from these.
writeFileSync(fingerprintFile(out), fingerprint);
