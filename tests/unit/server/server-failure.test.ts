import { afterEach, expect, it } from 'vitest';
import { z } from 'zod';
import { capturedLog } from './log-lines';
import { startSite } from './site-build';

const servers: Awaited<ReturnType<typeof startSite>>[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.app.close()));
});

it('answers a failure with a reference only, and logs the error under that reference', async () => {
  const log = capturedLog();
  const server = await startSite({ logger: log.logger });
  servers.push(server);
  server.app.get('/broken', async () => {
    throw new Error('cannot open /srv/data/site.db: disk I/O error');
  });
  const res = await server.get('/broken');
  expect(res.statusCode).toBe(500);
  const { message, requestId } = z
    .object({ message: z.string(), requestId: z.string() })
    .parse(res.json());
  expect(message).not.toMatch(/disk|site\.db|\/srv/);
  expect(message).toContain(requestId);
  const logged = log.entries().find((entry) => entry.reqId === requestId && entry.err);
  expect(JSON.stringify(logged)).toMatch(/disk I\/O error/);
});
