import { afterEach, expect, it } from 'vitest';
import { loggedPath } from '../../../src/server/log-redaction';
import { capturedLog } from './log-lines';
import { startSite } from './site-build';

const servers: Awaited<ReturnType<typeof startSite>>[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.app.close()));
});

it('logs request paths without query values or a preview link’s secret', async () => {
  const log = capturedLog();
  const server = await startSite({ logger: log.logger });
  servers.push(server);
  const token = 'Q2FmZSBpbiBDaGVubmFpIGF0IGRhd24gd2l0aCBmaWx0ZXI';
  for (const url of [
    '/api/leads/person?email=asha.raman%40example.com',
    '/api/leads?q=asha.raman&status=new',
    `/preview/${token}`,
  ])
    await server.get(url);
  const text = log.text();
  expect(text).toContain('/api/leads/person?email=[redacted]');
  expect(text).toContain('/api/leads?q=[redacted]&status=[redacted]');
  expect(text).toContain('/preview/[redacted]');
  for (const secret of ['asha.raman', token]) expect(text).not.toContain(secret);
});

it('keeps a path without a query as it is', () => {
  expect(loggedPath('/services/vps-hosting')).toBe('/services/vps-hosting');
  expect(loggedPath('/leads?')).toBe('/leads');
});
