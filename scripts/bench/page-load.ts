/**
 * Page GETs as many visitors make them, for `npm run bench:analytics`: each request a page of
 * the given list (the first ones more often, one in thirty a missing page), from one of 2,000
 * visitors (an address behind a trusted proxy and its browser), arriving from a search, another
 * site, a newsletter's campaign, or the site's own pages. Every connection draws its own
 * requests, so the whole list is used however short the run. Prints autocannon's JSON summary.
 *
 *   node --import tsx scripts/bench/page-load.ts URL SECONDS CONNECTIONS PATHS_JSON_FILE
 */
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { z } from 'zod';

const [url = 'http://127.0.0.1:3000', seconds = '8', connections = '50', pathsFile = ''] =
  process.argv.slice(2);
const paths = z
  .array(z.string())
  .min(1)
  .parse(JSON.parse(readFileSync(pathsFile, 'utf8')));

const agents = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  'Mozilla/5.0 (Linux; Android 13; Redmi Note 12) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
];
const visitors = 2_000;
/** A page of the list, the first ones more often (as a site's home and top pages are). */
const page = () => paths[Math.floor(Math.random() ** 2 * paths.length)] ?? '/';

function visit() {
  const visitor = Math.floor(Math.random() * visitors);
  const missing = Math.random() < 1 / 30;
  const from = Math.random();
  const query =
    from < 0.1 ? `?utm_source=newsletter&utm_campaign=${visitor % 3 ? 'spring' : 'cloud'}` : '';
  const referer =
    from < 0.1 || from > 0.75
      ? undefined
      : from < 0.4
        ? 'https://www.google.com/'
        : from < 0.5
          ? 'https://www.linkedin.com/feed/'
          : `https://www.aruvi.example${page()}`;
  return {
    method: 'GET',
    path: `${missing ? `/old-page-${visitor % 7}` : encodeURI(page())}${query}`,
    headers: {
      'user-agent': agents[visitor % agents.length] ?? '',
      'x-forwarded-for': `10.${visitor % 8}.${Math.floor(visitor / 8) % 250}.${visitor % 97}`,
      accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
      'accept-encoding': 'gzip, deflate, br',
      'sec-fetch-dest': 'document',
      ...(referer ? { referer } : {}),
    },
  };
}

const result = await autocannon({
  url,
  connections: Number(connections),
  duration: Number(seconds),
  requests: [{ setupRequest: (request) => ({ ...request, ...visit() }) }],
});
console.log(JSON.stringify(result));
