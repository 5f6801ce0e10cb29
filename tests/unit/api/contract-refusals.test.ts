import { afterAll, beforeAll, expect, it } from 'vitest';
import { sessionCookie, startApi } from './api-server';

let api: Awaited<ReturnType<typeof startApi>>;
let cookie: string;
beforeAll(async () => {
  api = await startApi();
  cookie = sessionCookie(
    await api.post('/signup', {
      username: 'Kavya',
      email: 'kavya@example.com',
      password: 'monsoon kites over the river',
      agree: true,
    }),
  );
});
afterAll(async () => {
  await api.app.close();
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
