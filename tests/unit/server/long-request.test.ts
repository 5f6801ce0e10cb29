import Fastify from 'fastify';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { allowLongAnswer } from '../../../src/server/long-request';

const apps: ReturnType<typeof Fastify>[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

/** A server whose idle limit is 300 ms, with a route answering after 1 s, long or not. */
async function slowServer(long: boolean) {
  const app = Fastify({ connectionTimeout: 300 });
  apps.push(app);
  app.post('/work', async (request, reply) => {
    if (long) allowLongAnswer(request, reply, 5_000);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    return { done: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}

/** The status of one POST, or the error that ended its connection. */
const post = (port: number) =>
  new Promise<number | string>((resolve) => {
    const req = httpRequest({ port, host: '127.0.0.1', method: 'POST', path: '/work' }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    req.end();
  });

describe('a request allowed a long answer', () => {
  it('is answered after the idle limit, where another is cut off', async () => {
    expect(await post(await slowServer(false))).toBe('ECONNRESET');
    expect(await post(await slowServer(true))).toBe(200);
  });
});
