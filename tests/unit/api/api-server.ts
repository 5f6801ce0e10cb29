import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ApiOptions } from '../../../src/server/context';
import { buildServer } from '../../../src/server/app';
import { openSqliteStorage } from '../../../src/server/storage/sqlite';
import { site } from '../render';

/**
 * A build folder with only the 404 page, and the pages at `paths` when given (each a stub):
 * enough for the server to start without a real build.
 */
export function fakeDist(dir: string, paths: string[] = []): string {
  const distDir = join(dir, 'dist');
  mkdirSync(join(distDir, 'client'), { recursive: true });
  const pages = paths.map((path, i) => ({ path, file: `page-${i}.html` }));
  const routes = [{ path: '/404', file: '404.html' }, ...pages];
  writeFileSync(join(distDir, 'routes.json'), JSON.stringify(routes));
  writeFileSync(join(distDir, 'client/404.html'), '<!doctype html><title>Not found</title>');
  for (const page of pages)
    writeFileSync(join(distDir, 'client', page.file), '<!doctype html><title>A page</title>');
  return distDir;
}

/** The real server (site routes, API, SQLite in a fresh folder), driven with `inject`. */
export async function startApi(
  api: ApiOptions = {},
  {
    pages,
    prepare,
  }: {
    pages?: string[];
    /** Adds to the build folder before the server reads it (its content.json, more files). */
    prepare?: (distDir: string) => void;
  } = {},
) {
  const dir = mkdtempSync(join(tmpdir(), 'aruvi-api-'));
  const dataDir = join(dir, 'data');
  const distDir = fakeDist(dir, pages);
  prepare?.(distDir);
  const app = await buildServer({
    distDir,
    api: {
      site,
      dataDir,
      smtp: false,
      limits: { leads: 1000, auth: 1000 },
      ...api,
    },
  });
  // The temporary folder goes with the server, so test runs leave nothing behind.
  app.addHook('onClose', async () => rmSync(dir, { recursive: true, force: true }));
  /** Leads as stored, read through a second connection as the export command would. */
  const storedLeads = async () => {
    const storage = openSqliteStorage(join(dataDir, 'site.db'));
    try {
      return await storage.listLeads();
    } finally {
      await storage.close();
    }
  };
  const post = (path: string, payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: `/api${path}`,
      headers: { 'content-type': 'application/json', ...headers },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
  /** A browser's own form post (no script ran): urlencoded fields, as a plain form sends them. */
  const formPost = (
    path: string,
    fields: Record<string, string>,
    headers: Record<string, string> = {},
  ) =>
    app.inject({
      method: 'POST',
      url: `/api${path}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: new URLSearchParams(fields).toString(),
    });
  /** A JSON POST as sent by a client at `remoteAddress`, as `request.ip` will see it. */
  const postFrom = (remoteAddress: string, path: string, payload: unknown) =>
    app.inject({
      method: 'POST',
      url: `/api${path}`,
      remoteAddress,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });
  /** A request with the cookie of a session (see `sessionCookie`). */
  const call = (
    method: 'GET' | 'POST' | 'PATCH',
    path: string,
    {
      cookie,
      payload,
      headers = {},
    }: { cookie?: string; payload?: unknown; headers?: Record<string, string> } = {},
  ) =>
    app.inject({
      method,
      url: `/api${path}`,
      headers: {
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });
  return { app, dir, dataDir, storedLeads, post, formPost, postFrom, call };
}

/** The whole `Set-Cookie` line of cookie `name` a response sets (to check its attributes). */
export function setCookieOf(response: { headers: Record<string, unknown> }, name: string): string {
  const header = response.headers['set-cookie'];
  const value = (Array.isArray(header) ? header : [header]).find(
    (c): c is string => typeof c === 'string' && c.startsWith(`${name}=`),
  );
  if (!value) throw new Error(`no ${name} cookie was set`);
  return value;
}

/** The `name=value` of the session cookie a response sets, for the next request's Cookie header. */
export const sessionCookie = (response: { headers: Record<string, unknown> }): string =>
  setCookieOf(response, 'session').split(';')[0]!;

export const validEnquiry = {
  fname: 'Asha',
  lname: 'Raman',
  email: 'asha@example.com',
  mobile: '+919876543210',
  message: 'We need an online store for our textile business.',
};

export const validMessage = {
  firstName: 'Vikram',
  lastName: 'Iyer',
  email: 'vikram@example.com',
  phoneNumber: '',
  message: 'I would like to apply for the PHP developer role.',
};
