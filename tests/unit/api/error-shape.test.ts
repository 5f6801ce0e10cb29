import { afterAll, beforeAll, expect, it } from 'vitest';
import { sessionCookie, startApi } from './api-server';

let api: Awaited<ReturnType<typeof startApi>>;
let cookie: string;
beforeAll(async () => {
  api = await startApi();
  cookie = sessionCookie(
    await api.post('/signup', {
      username: 'Lakshmi',
      email: 'lakshmi@example.com',
      password: 'jasmine garlands by the temple',
      agree: true,
    }),
  );
});
afterAll(async () => {
  await api.app.close();
});

it('answers a body it cannot read in the API’s own shape on every route, never Fastify’s (the chat keeps its own `{ error }`)', async () => {
  const broken = [
    { 'content-type': 'application/json', payload: '{"currentPassword": ' },
    { 'content-type': 'application/json', payload: '' },
    { 'content-type': 'text/plain', payload: 'hello' },
    { 'content-type': 'application/json', payload: `{"note": "${'x'.repeat(40_000)}"}` },
  ];
  for (const [method, url] of [
    ['POST', '/api/account/password'],
    ['POST', '/api/account/delete'],
    ['PATCH', '/api/leads/1'],
  ] as const) {
    for (const { payload, ...headers } of broken) {
      const res = await api.app.inject({ method, url, headers: { ...headers, cookie }, payload });
      const what = `${method} ${url} ${headers['content-type']} ${payload.slice(0, 20)}`;
      expect(res.statusCode, what).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, what).toBeLessThan(500);
      const body = res.json();
      expect(body, what).toMatchObject({ success: false, message: expect.any(String) });
      expect(
        Object.keys(body).filter((key) => !['success', 'message', 'errors'].includes(key)),
        what,
      ).toEqual([]);
      expect(JSON.stringify(body), what).not.toMatch(/FST_|statusCode/);
    }
  }
});

it('refuses a request its contract refuses in the API’s shape, with the sentence beside the field', async () => {
  const res = await api.call('POST', '/account/sessions/end', { cookie, payload: { id: 7 } });
  expect(res.statusCode).toBe(400);
  const body = res.json();
  expect(body.success).toBe(false);
  expect(body.message).toMatch(/Say which session to end/);
  expect(body.errors.id).toBe('Say which session to end.');
  const extra = await api.call('POST', '/account/delete', {
    cookie,
    payload: { password: 'x', keepMyLeads: true },
  });
  expect(extra.statusCode).toBe(400);
  expect(extra.json().message).toMatch(/keepMyLeads/);
});

it('asks who is calling before it reads what they sent', async () => {
  // No session: 401 from the scope's guard, whatever the body says.
  const res = await api.call('POST', '/account/sessions/end', { payload: { id: 7 } });
  expect(res.statusCode).toBe(401);
  expect(res.json()).toEqual({ success: false, message: 'Please log in.' });
});
