import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { call, startStudioApi } from './studio-api-server';
import Fastify from 'fastify';
import { maxDraftBytes, serveStudioApi } from '../../../src/server/studio/api-routes';
import { fromWallClock } from '../../../src/server/site-time';

let studio: Awaited<ReturnType<typeof startStudioApi>>;
beforeAll(async () => {
  studio = await startStudioApi();
});
afterAll(() => studio.stop());

const messageOf = z.object({ message: z.string() });
/** A page whose first block holds `depth` arrays inside each other. */
const nested = (depth: number) => ({
  path: '/deep',
  title: 'Deep',
  blocks: JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`) as unknown,
});
// JSON.stringify itself recurses: the deep page is sent as text.
const deepText = (depth: number) =>
  Buffer.from(
    `{"path":"pages/deep.json","page":{"path":"/deep","blocks":${'['.repeat(depth)}${']'.repeat(depth)}}}`,
  );

describe('requests the studio cannot take are refused with a sentence, never a 500', () => {
  it('refuses page JSON nested 10,000 deep in a check and a save with 400', async () => {
    for (const [method, url] of [
      ['POST', '/api/check'],
      ['PUT', '/api/file'],
    ] as const) {
      const answer = await call(studio.base, method, url, {
        raw: deepText(10_000),
        headers: { 'content-type': 'application/json' },
      });
      expect(answer.status, `${method} ${url}`).toBe(400);
      expect(messageOf.parse(answer.body).message).toMatch(/deep/);
    }
  });

  it('still checks a page nested as deep as real pages are', async () => {
    const answer = await call(studio.base, 'POST', '/api/check', {
      body: { path: 'pages/deep.json', page: nested(20) },
    });
    expect(answer.status).toBe(200);
  });

  it('answers a failure of its own with a reference, not the error (no file path, no code)', async () => {
    // A page "file" that is a folder: reading it fails inside the server.
    mkdirSync(join(studio.dir, 'pages/folder.json'));
    const answer = await call(studio.base, 'GET', '/api/file?path=pages/folder.json');
    expect(answer.status).toBe(500);
    const { message } = messageOf.parse(answer.body);
    expect(message).not.toMatch(/EISDIR|illegal|studio-api-|\/tmp/);
    expect(message).toMatch(/[\w-]{12}/);
  });

  it('refuses a draft over 1 MB with 413 and a sentence, before its handler runs', async () => {
    let saved = 0;
    const app = Fastify();
    await app.register(
      async (api) =>
        serveStudioApi(
          api,
          {
            saveDraft: async () => {
              saved++;
              const draft = { file: 'pages/x.json', revision: saved, author: 'Asha', mine: true };
              return { status: 200, body: { ...draft, updatedAt: '2026-11-29T10:00:00Z' } };
            },
          },
          () => undefined,
        ),
      { prefix: '/api' },
    );
    const draft = (title: string) => ({
      file: 'pages/x.json',
      page: { title },
      baseVersion: null,
      revision: null,
    });
    const big = await app.inject({
      method: 'PUT',
      url: '/api/draft',
      payload: draft('x'.repeat(maxDraftBytes)),
    });
    expect(big.statusCode).toBe(413);
    expect(messageOf.parse(big.json()).message).toMatch(/1 MB/);
    expect(saved).toBe(0);
    const small = await app.inject({ method: 'PUT', url: '/api/draft', payload: draft('x') });
    expect(small.statusCode).toBe(200);
    expect(saved).toBe(1);
    await app.close();
  });
});

describe('impossible dates to publish at', () => {
  it('are not a time, whatever the zone, rather than a failure', () => {
    for (const zone of ['Europe/Berlin', 'Pacific/Kiritimati', 'America/New_York', 'UTC'])
      for (const text of ['9999-12-31T23:59', '0000-01-01T00:00', '2026-13-01T10:00'])
        expect(() => fromWallClock(text, zone), `${text} ${zone}`).not.toThrow();
    expect(fromWallClock('9999-12-31T23:59', 'Europe/Berlin')).toBeUndefined();
    expect(fromWallClock('9999-12-31T23:59', 'America/New_York')).toBeUndefined();
  });
});
