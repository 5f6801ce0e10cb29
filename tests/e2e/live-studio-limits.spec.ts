import { apiLogIn, expect, test } from './live-studio-support';

// The running site's studio API, as the outside test called it: what it cannot take is refused
// with a sentence (4xx), never a 500 with the server's own words.
test('the studio on the site refuses a page nested 10,000 deep, a draft over 1 MB and an impossible date, each with a sentence', async ({
  live,
  playwright,
}) => {
  await live.addAccount('nila-limits@example.com', 'Nila Limits', ['editor']);
  const request = await playwright.request.newContext();
  await apiLogIn(request, live, 'nila-limits@example.com');
  const send = (method: 'POST' | 'PUT', path: string, body: string) =>
    request.fetch(`${live.url}/studio/api${path}`, {
      method,
      headers: { origin: live.url, 'content-type': 'application/json' },
      data: body,
    });
  const deep = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
  const messageOf = async (answer: Awaited<ReturnType<typeof send>>) =>
    ((await answer.json()) as { message: string }).message;

  const draft = await send(
    'PUT',
    '/draft',
    `{"file":"pages/deep.json","page":{"path":"/deep","blocks":${deep}},"baseVersion":null,"revision":null}`,
  );
  expect(draft.status()).toBe(400);
  expect(await messageOf(draft)).toMatch(/deep/);

  const check = await send('POST', '/check', `{"path":"pages/deep.json","page":${deep}}`);
  expect(check.status()).toBe(400);

  const large = await send(
    'PUT',
    '/draft',
    JSON.stringify({
      file: 'pages/large.json',
      page: { path: '/large', title: 'x'.repeat(1_100_000) },
      baseVersion: null,
      revision: null,
    }),
  );
  expect(large.status()).toBe(413);
  expect(await messageOf(large)).toMatch(/MB/);

  for (const publishAt of ['9999-12-31T23:59', '2026-02-30T10:00', '0000-01-01T00:00']) {
    const change = await send(
      'POST',
      '/changes',
      JSON.stringify({
        file: 'pages/careers.json',
        action: 'unpublish',
        baseVersion: null,
        publishAt,
      }),
    );
    expect(change.status(), publishAt).toBe(400);
    expect(await messageOf(change), publishAt).toContain(publishAt);
  }
  await request.dispose();
});
