import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { call, startStudioApi } from './studio-api-server';

let studio: Awaited<ReturnType<typeof startStudioApi>>;
let outside: string;
beforeAll(async () => {
  studio = await startStudioApi();
  outside = mkdtempSync(join(tmpdir(), 'studio-outside-'));
  writeFileSync(join(outside, 'secret.json'), '{ "secret": true }\n');
  symlinkSync(join(outside, 'secret.json'), join(studio.dir, 'pages/linked.json'));
  symlinkSync(outside, join(studio.dir, 'public/linked-dir'));
  symlinkSync(outside, join(studio.dir, 'public/images/linked-dir'));
  writeFileSync(join(outside, 'secret.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>\n');
  writeFileSync(join(studio.dir, 'package.json'), '{}\n');
});
afterAll(async () => {
  await studio.stop();
  rmSync(outside, { recursive: true, force: true });
});

const versionOf = async (file: string) =>
  z
    .object({ version: z.string() })
    .parse((await call(studio.base, 'GET', `/api/file?path=${file}`)).body).version;

describe('studio API: which files it touches', () => {
  const refused = [
    ['a parent folder', 'pages/../package.json'],
    ['a parent folder at the start', '../package.json'],
    ['an absolute path', '/etc/passwd'],
    ['an absolute path into the project', `${'/'}pages/home.json`],
    ['an encoded parent folder', 'pages/%2e%2e/package.json'],
    ['a doubly encoded parent folder', 'pages/%252e%252e/package.json'],
    ['backslashes', 'pages\\..\\package.json'],
    ['a file outside pages/, public/ and the config', 'package.json'],
    ['source code', 'src/main.tsx'],
    ['a page file that is not JSON', 'pages/notes.txt'],
    ['a page in a subfolder', 'pages/sub/x.json'],
    ['a hidden file', 'public/.env'],
    ['a symlink leading outside', 'pages/linked.json'],
    ['a file under a symlinked folder leading outside', 'public/linked-dir/secret.json'],
    ['an image under a symlinked folder leading outside', 'public/images/linked-dir/secret.svg'],
    ['a script under public/', 'public/evil.js'],
  ];

  it.each(refused)('refuses to read %s (%s) with 403', async (_what, path) => {
    const answer = await call(studio.base, 'GET', `/api/file?path=${encodeURIComponent(path)}`);
    expect(answer.status).toBe(403);
  });

  it('refuses a raw encoded parent folder in the query', async () => {
    const answer = await call(studio.base, 'GET', '/api/file?path=pages/%2e%2e/package.json');
    expect(answer.status).toBe(403);
  });

  it.each(refused)('refuses to write %s (%s) with 403 and writes nothing', async (_what, path) => {
    const answer = await call(studio.base, 'PUT', '/api/file', {
      body: { path, text: '{ "written": true }\n', baseVersion: null },
    });
    expect(answer.status).toBe(403);
    expect(readFileSync(join(outside, 'secret.json'), 'utf8')).toBe('{ "secret": true }\n');
    expect(readFileSync(join(studio.dir, 'package.json'), 'utf8')).toBe('{}\n');
  });

  it('reads and writes images under public/images and the site config', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>\n';
    const saved = await call(studio.base, 'PUT', '/api/file', {
      body: { path: 'public/images/new.svg', text: svg, baseVersion: null },
    });
    expect(saved.status).toBe(200);
    expect(readFileSync(join(studio.dir, 'public/images/new.svg'), 'utf8')).toBe(svg);
    expect(await versionOf('site.config.json')).toMatch(/\w+/);
  });
});

describe('studio API: who may use it', () => {
  const page = 'pages/cloud.json';
  const writeWith = async (headers: Record<string, string>) => {
    const text = readFileSync(join(studio.dir, page), 'utf8');
    const edited = `${JSON.stringify({ ...JSON.parse(text), breadcrumb: 'Written' }, null, 2)}\n`;
    return call(studio.base, 'PUT', '/api/file', {
      headers,
      body: { path: page, text: edited, baseVersion: await versionOf(page) },
    });
  };

  it('refuses a request under another host name (DNS rebinding)', async () => {
    const port = studio.host.split(':')[1];
    for (const host of [`evil.example:${port}`, 'evil.example', `127.0.0.1:1`]) {
      const answer = await call(studio.base, 'GET', '/api/pages', { headers: { host } });
      expect(answer.status).toBe(403);
    }
    const before = readFileSync(join(studio.dir, page), 'utf8');
    expect((await writeWith({ host: `evil.example:${port}` })).status).toBe(403);
    expect(readFileSync(join(studio.dir, page), 'utf8')).toBe(before);
  });

  it('refuses a write sent by another site (CSRF) and keeps the file', async () => {
    const before = readFileSync(join(studio.dir, page), 'utf8');
    expect((await writeWith({ origin: 'https://evil.example' })).status).toBe(403);
    expect((await writeWith({ origin: 'null' })).status).toBe(403);
    expect((await writeWith({ 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await writeWith({ 'sec-fetch-site': 'same-site' })).status).toBe(403);
    expect((await writeWith({ 'content-type': 'text/plain' })).status).toBe(403);
    expect(readFileSync(join(studio.dir, page), 'utf8')).toBe(before);
  });

  it('refuses a load by a page on another port of this machine (same site, not same origin)', async () => {
    const answer = await call(studio.base, 'GET', `/api/file?path=${page}`, {
      headers: { 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'no-cors' },
    });
    expect(answer.status).toBe(403);
  });

  it("accepts a write from the studio's own page", async () => {
    const answer = await writeWith({ origin: studio.base, 'sec-fetch-site': 'same-origin' });
    expect(answer.status).toBe(200);
    expect(JSON.parse(readFileSync(join(studio.dir, page), 'utf8')).breadcrumb).toBe('Written');
  });
});
