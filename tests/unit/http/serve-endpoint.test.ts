import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { apiGroup, endpoint, endpointUrl, readAnswer } from '../../../src/schema/api/endpoint';
import { serveEndpoint } from '../../../src/server/http/serve-endpoint';

const notes = apiGroup({
  title: 'Notes',
  base: '/api/notes',
  audience: 'visitor',
  endpoints: {
    add: endpoint({
      method: 'POST',
      path: '/:id',
      summary: 'Adds a note.',
      params: z.object({ id: z.coerce.number() }),
      query: z.object({ pinned: z.optional(z.enum(['yes', 'no'])) }),
      body: z.strictObject({ text: z.string().check(z.minLength(1)) }),
      responses: { 201: z.object({ id: z.number(), text: z.string(), pinned: z.boolean() }) },
    }),
    broken: endpoint({
      method: 'GET',
      path: '/broken',
      summary: 'Answers against its contract.',
      responses: { 200: z.object({ count: z.number() }) },
    }),
  },
});

const app = Fastify();
await app.register(
  async (scope) => {
    serveEndpoint(scope, notes.endpoints.add, async (request, reply) => {
      const { id } = request.params;
      return reply
        .code(201)
        .send({ id, text: request.body.text, pinned: request.query.pinned === 'yes' });
    });
    serveEndpoint(scope, notes.endpoints.broken, async () => ({ count: 'many' }) as never);
  },
  { prefix: notes.base },
);
afterAll(() => app.close());

describe('an endpoint served from its contract', () => {
  it('gives the handler what the schemas parsed, and the client reads the answer through them', async () => {
    const url = endpointUrl(notes.base, notes.endpoints.add, {
      params: { id: 7 },
      query: { pinned: 'yes' },
    });
    expect(url).toBe('/api/notes/7?pinned=yes');
    const res = await app.inject({ method: 'POST', url, payload: { text: 'Call back' } });
    expect(res.statusCode).toBe(201);
    expect(readAnswer(notes.endpoints.add, 201, res.json())).toEqual({
      id: 7,
      text: 'Call back',
      pinned: true,
    });
  });

  it('refuses a request not as the contract says with 400 and where it is wrong', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/notes/7',
      payload: { text: '', x: 1 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/not as expected/);
    expect(res.json().message).toMatch(/text/);
    const query = await app.inject({
      method: 'POST',
      url: '/api/notes/7?pinned=maybe',
      payload: { text: 'a' },
    });
    expect(query.statusCode).toBe(400);
    expect(query.json().message).toMatch(/pinned/);
  });

  it('never sends an answer that breaks its contract', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/notes/broken' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('many');
  });

  it('a client refuses a listed answer that is not as its schema says, and leaves refusals to the caller', () => {
    expect(() => readAnswer(notes.endpoints.broken, 200, { count: 'many' })).toThrow();
    expect(readAnswer(notes.endpoints.add, 409 as never, { message: 'no' })).toBeUndefined();
  });
});
