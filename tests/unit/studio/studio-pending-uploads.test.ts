import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { changedBetween, contentState } from '../../../src/server/publish/content-files';
import { pendingImages, publishWithUploads } from '../../../src/server/routes/studio-uploads';
import type { Publish } from '../../../src/server/routes/studio-drafts';
import { openSqliteStorage } from '../../../src/server/storage/sqlite';
import type { Storage } from '../../../src/server/storage/types';
import { checkPage } from '../../../src/server/studio/check-page';
import { resolveStudioPath } from '../../../src/server/studio/file-access';
import { purgeOldUploads, startWaitingPurges } from '../../../src/server/studio/waiting-purges';

const dir = mkdtempSync(join(tmpdir(), 'pending-uploads-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let count = 0;

/** A copy of the project's content, and a storage of its own. */
function site() {
  const root = join(dir, `site-${++count}`);
  for (const part of ['pages', 'public', 'site.config.json', 'docs/image-sources.md'])
    cpSync(part, join(root, part), { recursive: true });
  return { root, storage: openSqliteStorage(join(dir, `db-${count}.db`)) };
}

const svg = (colour: string) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20" fill="${colour}"/></svg>`,
  );

const upload = (storage: Storage, name: string, daysAgo = 0) =>
  storage.keepUpload({
    name,
    type: 'image/svg+xml',
    bytes: svg('#0a7'),
    originalName: name,
    credit: { source: 'Made for this site', author: 'Our designer', licence: 'Owned' },
    userId: null,
    uploadedBy: 'mala',
    uploadedAt: new Date(Date.now() - daysAgo * 86_400_000).toISOString(),
  });

/** What the publisher does around a write: the files it changed are what it commits. */
const committedFiles: string[][] = [];
const publisherLike =
  (root: string): Publish =>
  async (_editor, _message, write) => {
    const before = contentState(root);
    const answer = await write();
    const changed = changedBetween(before, contentState(root));
    if (answer.status >= 300 || changed.length === 0) return answer;
    committedFiles.push(changed);
    return { ...answer, body: { ...(answer.body as object), published: { files: changed } } };
  };

const editor = { username: 'mala', email: 'mala@example.com' };
const web = 'pages/web-development.json';

describe('uploads waiting for their first publish', () => {
  it('are present for the checks, and absent from the content folder', async () => {
    const { root, storage } = site();
    try {
      await upload(storage, 'team-offsite.svg');
      const file = resolveStudioPath(root, web);
      if (!file.ok) throw new Error(file.reason);
      const page = JSON.parse(readFileSync(file.file.abs, 'utf8')) as {
        blocks: { image?: { src: string } }[];
      };
      page.blocks[0]!.image!.src = '/images/team-offsite.svg';
      const missing = checkPage(root, file.file, page);
      expect(missing.map((p) => p.message).join()).toMatch(/team-offsite\.svg/);
      expect(checkPage(root, file.file, page, await pendingImages(storage))).toEqual([]);
      expect(existsSync(join(root, 'public/images/team-offsite.svg'))).toBe(false);
    } finally {
      await storage.close();
    }
  });

  it('go into the commit of the publish naming them, with their source; the others wait', async () => {
    const { root, storage } = site();
    try {
      await upload(storage, 'team-offsite.svg');
      await upload(storage, 'unused.svg');
      const publish = publishWithUploads(root, storage, publisherLike(root));
      const pagePath = join(root, web);
      const answer = await publish(editor, undefined, async () => {
        const text = readFileSync(pagePath, 'utf8');
        const src = /"src": "(\/images\/[^"]+)"/.exec(text)?.[1] ?? '';
        writeFileSync(pagePath, text.replace(src, '/images/team-offsite.svg'));
        return { status: 200, body: {} };
      });
      expect(answer.status).toBe(200);
      expect(committedFiles.at(-1)).toEqual([
        'docs/image-sources.md',
        web,
        'public/images/team-offsite.svg',
      ]);
      expect(readFileSync(join(root, 'public/images/team-offsite.svg')).equals(svg('#0a7'))).toBe(
        true,
      );
      expect(readFileSync(join(root, 'docs/image-sources.md'), 'utf8')).toContain(
        '`team-offsite.svg`',
      );
      expect(existsSync(join(root, 'public/images/unused.svg'))).toBe(false);
      expect((await storage.pendingUploads()).map((u) => u.name)).toEqual(['unused.svg']);

      // A refused write leaves nothing behind, and the upload waiting.
      const refused = await publish(editor, undefined, async () => ({ status: 422, body: {} }));
      expect(refused.status).toBe(422);
      expect(existsSync(join(root, 'public/images/unused.svg'))).toBe(false);
      expect((await storage.pendingUploads()).map((u) => u.name)).toEqual(['unused.svg']);
    } finally {
      await storage.close();
    }
  });

  it('are purged after 30 days unless a draft names them', async () => {
    const { storage } = site();
    try {
      await upload(storage, 'old.svg', 31);
      await upload(storage, 'old-drafted.svg', 31);
      await upload(storage, 'recent.svg', 3);
      const mala = await storage.createUser({
        username: 'mala',
        email: 'mala@example.com',
        passwordHash: 'x',
        editor: true,
      });
      if (mala === 'exists') throw new Error('a new database has no accounts');
      await storage.saveDraft({
        file: web,
        content: { blocks: [{ image: { src: '/images/old-drafted.svg' } }] },
        baseVersion: null,
        revision: null,
        userId: mala.id,
        author: 'mala',
      });
      expect(await purgeOldUploads(storage)).toEqual(['old.svg']);
      const left = (await storage.pendingUploads()).map((u) => u.name).sort();
      expect(left).toEqual(['old-drafted.svg', 'recent.svg']);
    } finally {
      await storage.close();
    }
  });

  it('are purged on a daily timer too, when no one uploads or discards anything', async () => {
    const { storage } = site();
    const logged: string[] = [];
    const log = {
      info: (_: unknown, message: string) => logged.push(message),
      error: (_: unknown, message: string) => logged.push(`error: ${message}`),
    } as unknown as FastifyBaseLogger;
    await upload(storage, 'forgotten.svg', 40);
    // A server starting runs it at once, then once a day.
    const stop = startWaitingPurges(storage, log);
    try {
      await vi.waitFor(async () => expect(await storage.pendingUploads()).toEqual([]));
      expect(logged.filter((line) => line.startsWith('error'))).toEqual([]);
    } finally {
      stop();
      await storage.close();
    }
  });
});
