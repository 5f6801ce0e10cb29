import { expect, test, type Page } from '@playwright/test';
import { waitForIslands } from './support';

interface Seen {
  path?: string;
  fromCache?: boolean;
  status?: number;
  encoding?: string;
}

/**
 * What Chromium's network layer reports for each request: its path, whether the browser's cache
 * answered it, and, for those that reached the server, the status the server sent (a 304 shows as
 * 200 to the page) and the Content-Encoding.
 */
async function watchNetwork(page: Page) {
  const requests = new Map<string, Seen>();
  const at = (id: string) => {
    const seen = requests.get(id) ?? {};
    requests.set(id, seen);
    return seen;
  };
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
    if (request.url.startsWith('http')) at(requestId).path = new URL(request.url).pathname;
  });
  cdp.on('Network.requestServedFromCache', ({ requestId }) => (at(requestId).fromCache = true));
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    if (response.fromDiskCache) at(requestId).fromCache = true;
  });
  // Only requests that reached the server get these, with the status the server sent.
  cdp.on('Network.responseReceivedExtraInfo', ({ requestId, statusCode, headers }) => {
    const seen = at(requestId);
    seen.status = statusCode;
    seen.encoding = Object.entries(headers).find(
      ([k]) => k.toLowerCase() === 'content-encoding',
    )?.[1];
  });
  const list = () => [...requests.values()].filter((r) => r.path);
  return {
    list,
    find: (path: string) => list().find((r) => r.path === path),
    forget: () => requests.clear(),
  };
}

test('pages and scripts arrive Brotli-compressed; the next page takes shared scripts from the cache; a page seen before is revalidated with 304', async ({
  page,
}) => {
  const network = await watchNetwork(page);
  await page.goto('/vps-hosting');
  await waitForIslands(page);
  await expect
    .poll(() => network.find('/vps-hosting'))
    .toMatchObject({ status: 200, encoding: 'br' });
  const isScript = (path = '') => path.startsWith('/assets/') && path.endsWith('.js');
  const scriptPaths = new Set(network.list().flatMap((r) => (isScript(r.path) ? [r.path] : [])));
  expect(scriptPaths.size).toBeGreaterThan(0);
  await expect
    .poll(() =>
      network
        .list()
        .filter((r) => isScript(r.path) && (r.status !== 200 || r.encoding !== 'br'))
        .map((r) => r.path),
    )
    .toEqual([]);
  network.forget();

  await page.goto('/cloud-server');
  await waitForIslands(page);
  await expect
    .poll(() => {
      const again = network.list().filter((r) => scriptPaths.has(r.path));
      return again.length > 0 && again.every((r) => r.fromCache && r.status === undefined);
    }, 'scripts the first page loaded come from the cache, without asking the server')
    .toBe(true);
  network.forget();

  await page.goto('/vps-hosting');
  await waitForIslands(page);
  await expect.poll(() => network.find('/vps-hosting')?.status).toBe(304);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
