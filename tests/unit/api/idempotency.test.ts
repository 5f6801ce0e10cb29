import { afterEach, expect, it } from 'vitest';
import { startApi, validEnquiry } from './api-server';

let api: Awaited<ReturnType<typeof startApi>> | undefined;
afterEach(async () => {
  await api?.app.close();
  api = undefined;
});

it('stores a retried enquiry with the same Idempotency-Key once, and answers it the same', async () => {
  api = await startApi();
  const key = { 'idempotency-key': '6f1c2a9e-1b7d-4c55-9a1e-2f3b4c5d6e7f' };
  const first = await api.post('/pclinfo', validEnquiry, key);
  // The retry's JSON is spelled differently but says the same.
  const retry = await api.post('/pclinfo', JSON.stringify({ ...validEnquiry }, null, 2), key);
  expect(first.statusCode).toBe(200);
  expect(retry.statusCode).toBe(200);
  expect(retry.json()).toEqual(first.json());
  expect(await api.storedLeads()).toHaveLength(1);
  // Without a key, or with another, it is another enquiry.
  await api.post('/pclinfo', validEnquiry);
  await api.post('/pclinfo', validEnquiry, { 'idempotency-key': 'another' });
  expect(await api.storedLeads()).toHaveLength(3);
});

it('refuses a key reused for different content with 422, and a malformed key with 400', async () => {
  api = await startApi();
  const key = { 'idempotency-key': 'order-42' };
  expect((await api.post('/pclinfo', validEnquiry, key)).statusCode).toBe(200);
  const changed = await api.post('/pclinfo', { ...validEnquiry, message: 'Changed my mind' }, key);
  expect(changed.statusCode).toBe(422);
  expect(changed.json()).toMatchObject({ success: false, message: expect.any(String) });
  for (const bad of ['', 'x'.repeat(256), 'has space', 'tab\there'])
    expect(
      (await api.post('/pclinfo', validEnquiry, { 'idempotency-key': bad })).statusCode,
      JSON.stringify(bad),
    ).toBe(400);
  expect(await api.storedLeads()).toHaveLength(1);
});
