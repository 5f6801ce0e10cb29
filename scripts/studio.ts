/**
 * The page studio (development only): `npm run studio` serves it on http://127.0.0.1:5174.
 * `STUDIO_PORT` and `STUDIO_HOST` override where it listens; by default only this machine can
 * reach it, since it writes files.
 *
 * It runs on Vite's dev server with the site's own vite.config.ts, not on a separate Fastify
 * app: the studio's React page gets hot reload, and the preview will render pages with the
 * site's real plugins (page validation, icons, styled-components ids) from the same server. The
 * API is a small middleware on it (src/server/studio/api.ts).
 */
import { resolve } from 'node:path';
import { createServer } from 'vite';
import { studioHosts } from '../src/server/studio/request-guard';
import { servedFiles } from '../src/server/studio/served-files';
import { studioPlugin } from '../src/server/studio/vite-plugin-studio';

// The studio runs React's production build (no Fast Refresh of its own components, which
// marketers do not need): the development build's checks cost several times more per keystroke
// on a page of a few hundred blocks. STUDIO_REACT_DEV=1 brings them back for work on the studio.
process.env.NODE_ENV = process.env.STUDIO_REACT_DEV ? 'development' : 'production';

const root = resolve('.');
const host = process.env.STUDIO_HOST || '127.0.0.1';
const port = Number(process.env.STUDIO_PORT || 5174);
if (!Number.isInteger(port) || port <= 0 || port > 65535) {
  console.error(`STUDIO_PORT must be a port number, not "${process.env.STUDIO_PORT}"`);
  process.exit(2);
}
const allowedHosts = studioHosts(host, port);

const server = await createServer({
  root,
  configFile: resolve(root, 'vite.config.ts'),
  configLoader: 'runner',
  appType: 'mpa',
  // Its own dependency cache, so running the studio and `npm run dev` in turn does not make each
  // re-optimize the other's.
  cacheDir: 'node_modules/.vite-studio',
  plugins: [studioPlugin({ root, allowedHosts, entry: '/src/entry-server.tsx' })],
  server: {
    host,
    port,
    strictPort: true,
    open: false,
    // Vite's own DNS-rebinding guard for the modules and pages it serves; the studio's plugin
    // checks the full Host (with port), Origin and Sec-Fetch-Site of every request itself.
    allowedHosts: [host],
    // Vite answers any local origin's fetch by default (the database, package.json, scripts):
    // only the studio's own page may read what it serves.
    cors: false,
    fs: servedFiles(root),
  },
});
await server.listen();
console.log(`Page studio: http://${allowedHosts[0]}/`);
