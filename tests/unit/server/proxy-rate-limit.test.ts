import { afterEach, describe, expect, it } from 'vitest';
import type { ServerOptions } from '../../../src/server/app';
import { validEnquiry } from '../api/api-server';
import { startSite } from './site-build';

const servers: Awaited<ReturnType<typeof startSite>>[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.app.close()));
});

const proxy = '10.0.0.7';

/** A server allowing two enquiries per visitor and minute; `send` posts one from `peer`. */
async function limitedSite(options: Partial<ServerOptions> = {}) {
  const server = await startSite({ ...options, api: { limits: { leads: 2, auth: 2 } } });
  servers.push(server);
  const send = (peer: string, forwardedFor?: string) =>
    server.app
      .inject({
        method: 'POST',
        url: '/api/pclinfo',
        remoteAddress: peer,
        headers: {
          'content-type': 'application/json',
          ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
        },
        payload: JSON.stringify({ ...validEnquiry, form: 'enquiry' }),
      })
      .then((res) => res.statusCode);
  return send;
}

describe('rate limits behind a reverse proxy', () => {
  it('with the proxy trusted, limits each visitor on its own', async () => {
    const send = await limitedSite({ trustProxy: ['10.0.0.0/8'] });
    const first = '203.0.113.5';
    expect([await send(proxy, first), await send(proxy, first), await send(proxy, first)]).toEqual([
      200, 200, 429,
    ]);
    expect(await send(proxy, '203.0.113.6')).toBe(200);
    // A client that puts its own address first cannot pass for another: the proxy appends the
    // address it saw, and that is the one counted.
    expect(await send(proxy, `198.51.100.1, ${first}`)).toBe(429);
  });

  it('with a hop count, takes the visitor from the last proxy in front of the server', async () => {
    const send = await limitedSite({ trustProxy: 1 });
    await send(proxy, '203.0.113.5');
    await send(proxy, '203.0.113.5');
    expect(await send(proxy, '203.0.113.5')).toBe(429);
    expect(await send(proxy, '203.0.113.6')).toBe(200);
  });

  it('without the setting, ignores X-Forwarded-For, so a client cannot dodge its limit', async () => {
    const send = await limitedSite();
    const codes = [];
    for (const spoofed of ['203.0.113.1', '203.0.113.2', '203.0.113.3'])
      codes.push(await send('198.51.100.9', spoofed));
    expect(codes).toEqual([200, 200, 429]);
  });

  it('ignores X-Forwarded-For from an address that is not the trusted proxy', async () => {
    const send = await limitedSite({ trustProxy: ['10.0.0.0/8'] });
    const codes = [];
    for (const spoofed of ['203.0.113.1', '203.0.113.2', '203.0.113.3'])
      codes.push(await send('198.51.100.9', spoofed));
    expect(codes).toEqual([200, 200, 429]);
  });
});

it('tells a client its limit only once it is reached, with when to try again', async () => {
  const server = await startSite({ api: { limits: { leads: 1, auth: 1 } } });
  servers.push(server);
  const send = () =>
    server.app.inject({
      method: 'POST',
      url: '/api/pclinfo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ ...validEnquiry, form: 'enquiry' }),
    });
  const accepted = await send();
  expect(accepted.statusCode).toBe(200);
  expect(Object.keys(accepted.headers).filter((h) => h.startsWith('x-ratelimit'))).toEqual([]);
  const refused = await send();
  expect(refused.statusCode).toBe(429);
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  expect(refused.headers['x-ratelimit-limit']).toBe('1');
});
