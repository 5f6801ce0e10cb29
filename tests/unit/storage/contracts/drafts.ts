import { describe, expect, it, vi } from 'vitest';
import { type Storage, discardedDraftKeptDays } from '../../../../src/server/storage/types';
import { contractSupport, type OpenStorage } from './support';

/**
 * What every storage must do for editors, drafts and preview links, whatever database is behind it.
 */
export function draftsContract(name: string, open: OpenStorage) {
  const { withStorage, user, created, inAnHour } = contractSupport(open);

  describe(`${name}: editors, drafts and preview links`, () => {
    it(
      "makes no editor unless asked; roles change together and a change ends the account's sessions",
      withStorage(async (storage) => {
        const meena = await created(storage, 'meena@example.com');
        expect(meena.editor).toBe(false);
        const both = await storage.setRoles(meena.id, { role: 'staff', editor: true });
        expect(both).toMatchObject({ role: 'staff', editor: true });
        const editor = await storage.createUser({ ...user('ravi@example.com'), editor: true });
        expect(editor).toMatchObject({ role: 'visitor', editor: true });
        expect((await storage.findUserByEmail('MEENA@example.com'))?.editor).toBe(true);
        expect(await storage.setRoles(9999, { role: 'visitor', editor: false })).toBeUndefined();
        // A role change ends the account's sessions, given or taken; setting the same keeps them.
        await storage.createSession({ idHash: 'meena-1', userId: meena.id, expiresAt: inAnHour() });
        await storage.setRoles(meena.id, { role: 'staff', editor: true });
        expect(await storage.findSession('meena-1', new Date())).toBeDefined();
        await storage.setRoles(meena.id, { role: 'staff', editor: false });
        expect(await storage.findSession('meena-1', new Date())).toBeUndefined();
        await storage.createSession({ idHash: 'meena-2', userId: meena.id, expiresAt: inAnHour() });
        await storage.setRoles(meena.id, { role: 'staff', editor: true });
        expect(await storage.findSession('meena-2', new Date())).toBeUndefined();
      }),
    );

    it(
      'keeps an upload until a publish takes it; the same name with other bytes is refused',
      withStorage(async (storage) => {
        const meena = await created(storage, 'meena@example.com');
        const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 255]);
        const upload = {
          name: 'team-photo.png',
          type: 'image/png',
          bytes: png,
          originalName: 'Team Photo.PNG',
          credit: { source: 'our office', author: 'Meena', licence: 'own work' },
          userId: meena.id,
          uploadedBy: 'meena',
          uploadedAt: new Date().toISOString(),
        };
        expect(await storage.keepUpload(upload)).toBe('kept');
        expect(await storage.keepUpload({ ...upload, uploadedBy: 'ravi' })).toBe('same');
        expect(await storage.keepUpload({ ...upload, bytes: Buffer.from('other') })).toBe('other');
        const kept = await storage.pendingUpload('team-photo.png');
        expect(kept).toMatchObject({ originalName: 'Team Photo.PNG', uploadedBy: 'meena' });
        expect(kept?.credit).toEqual(upload.credit);
        expect(kept?.bytes.equals(png)).toBe(true);
        expect(await storage.pendingUpload('other.png')).toBeUndefined();
        expect((await storage.pendingUploads()).map((u) => u.name)).toEqual(['team-photo.png']);
        expect(await storage.pendingUploadNames()).toEqual(['team-photo.png']);
        expect(await storage.takeUploads(['team-photo.png', 'never.png'])).toBe(1);
        expect(await storage.pendingUploads()).toEqual([]);
        expect(await storage.takeUploads([])).toBe(0);
      }),
    );

    it(
      'purges only old uploads that no draft names',
      withStorage(async (storage) => {
        const upload = (name: string, daysAgo: number) => ({
          name,
          type: 'image/svg+xml',
          bytes: Buffer.from(`<svg>${name}</svg>`),
          originalName: name,
          credit: { source: 's', author: 'a', licence: 'l' },
          userId: null,
          uploadedBy: 'meena',
          uploadedAt: new Date(Date.now() - daysAgo * 86_400_000).toISOString(),
        });
        await storage.keepUpload(upload('old.svg', 40));
        await storage.keepUpload(upload('old-in-a-draft.svg', 40));
        await storage.keepUpload(upload('new.svg', 2));
        const before = new Date(Date.now() - 30 * 86_400_000);
        expect(await storage.purgeUploads(before, ['old-in-a-draft.svg'])).toEqual(['old.svg']);
        const left = (await storage.pendingUploads()).map((u) => u.name).sort();
        expect(left).toEqual(['new.svg', 'old-in-a-draft.svg']);
        expect(await storage.purgeUploads(before, [])).toEqual(['old-in-a-draft.svg']);
      }),
    );

    it(
      'keeps one draft per file; a save from an older revision is refused with the draft as it is',
      withStorage(async (storage) => {
        const meena = await created(storage, 'meena@example.com');
        const ravi = await created(storage, 'ravi@example.com');
        const base = { file: 'pages/vps-hosting.json', baseVersion: 'v1' };
        const first = await storage.saveDraft({
          ...base,
          content: { page: { title: 'VPS' } },
          revision: null,
          userId: meena.id,
          author: 'Meena',
        });
        if (!('saved' in first)) throw new Error('the first save was refused');
        expect(first.saved).toMatchObject({ revision: 1, author: 'Meena', userId: meena.id });
        // Ravi opened the page before Meena's draft existed: his save must not replace hers.
        const stale = await storage.saveDraft({
          ...base,
          content: { page: { title: 'Ravi' } },
          revision: null,
          userId: ravi.id,
          author: 'Ravi',
        });
        expect(stale).toEqual({ conflict: first.saved });
        const second = await storage.saveDraft({
          ...base,
          content: { page: { title: 'VPS hosting in Chennai' } },
          revision: 1,
          userId: meena.id,
          author: 'Meena',
        });
        expect(second).toMatchObject({ saved: { revision: 2 } });
        expect((await storage.getDraft(base.file))?.content).toEqual({
          page: { title: 'VPS hosting in Chennai' },
        });
        expect((await storage.listDrafts()).map((d) => d.file)).toEqual([base.file]);
        expect(await storage.deleteDraft(base.file, 1)).toBe(false);
        expect(await storage.deleteDraft(base.file, 2)).toBe(true);
        expect(await storage.getDraft(base.file)).toBeUndefined();
        // Saved on top of a draft that was published meanwhile: refused, nothing recreated.
        const gone = await storage.saveDraft({
          ...base,
          content: {},
          revision: 2,
          userId: meena.id,
          author: 'Meena',
        });
        expect(gone).toEqual({ conflict: null });
        expect(await storage.listDrafts()).toEqual([]);
      }),
    );

    it(
      "keeps a draft's drafted-text marks beside its page, never in it, for every reader",
      withStorage(async (storage) => {
        const meena = await created(storage, 'meena@example.com');
        const page = { path: '/kubernetes', blocks: [{ type: 'hero', heading: 'Managed K8s' }] };
        const base = { file: 'pages/kubernetes.json', baseVersion: null, userId: meena.id };
        const first = await storage.saveDraft({
          ...base,
          content: page,
          drafted: ['Managed K8s', '/kubernetes'],
          revision: null,
          author: 'Meena',
        });
        expect(first).toMatchObject({
          saved: { content: page, drafted: ['Managed K8s', '/kubernetes'] },
        });
        const read = await storage.getDraft(base.file);
        expect(read?.content).toEqual(page);
        expect(read?.drafted).toEqual(['Managed K8s', '/kubernetes']);
        expect((await storage.listDrafts())[0]?.drafted).toEqual(['Managed K8s', '/kubernetes']);
        // One accepted: the next save keeps the other mark only.
        await storage.saveDraft({
          ...base,
          content: page,
          drafted: ['Managed K8s'],
          revision: 1,
          author: 'Meena',
        });
        expect((await storage.getDraft(base.file))?.drafted).toEqual(['Managed K8s']);
        // A page sent with a key of the marks' name is stored without it and marks nothing.
        await storage.saveDraft({
          ...base,
          content: { ...page, $drafted: ['Managed K8s'] },
          revision: 2,
          author: 'Meena',
        });
        const last = await storage.getDraft(base.file);
        expect(last?.content).toEqual(page);
        expect(last?.drafted).toEqual([]);
      }),
    );

    it(
      'keeps a discarded draft with who discarded it and when, and brings it back as the draft',
      withStorage(async (storage) => {
        const meena = await created(storage, 'meena@example.com');
        const ravi = await created(storage, 'ravi@example.com');
        const file = 'pages/vps-hosting.json';
        const page = { title: 'VPS hosting in Chennai', path: '/vps-hosting' };
        await storage.saveDraft({
          file,
          content: page,
          drafted: ['VPS hosting in Chennai'],
          baseVersion: 'v1',
          revision: null,
          userId: meena.id,
          author: 'Meena',
        });
        const before = new Date(Date.now() - 1000);
        // Only the revision the editor saw is discarded.
        expect(await storage.discardDraft(file, 2, { userId: ravi.id, name: 'Ravi' })).toBe(false);
        expect(await storage.discardDraft(file, 1, { userId: ravi.id, name: 'Ravi' })).toBe(true);
        expect(await storage.getDraft(file)).toBeUndefined();
        expect(await storage.listDrafts()).toEqual([]);
        const [kept, ...more] = await storage.listDiscardedDrafts(before);
        expect(more).toEqual([]);
        expect(kept).toMatchObject({
          file,
          content: page,
          drafted: ['VPS hosting in Chennai'],
          baseVersion: 'v1',
          revision: 1,
          author: 'Meena',
          discardedBy: 'Ravi',
          discardedById: ravi.id,
        });
        expect(Date.parse(kept!.discardedAt)).toBeGreaterThanOrEqual(before.getTime());
        expect(await storage.listDiscardedDrafts(new Date(Date.now() + 60_000))).toEqual([]);

        const back = await storage.restoreDiscardedDraft(kept!.id, {
          userId: ravi.id,
          name: 'Ravi',
        });
        expect(back).toMatchObject({
          restored: { file, content: page, drafted: ['VPS hosting in Chennai'], revision: 2 },
        });
        expect(await storage.getDraft(file)).toMatchObject({ content: page, baseVersion: 'v1' });
        expect(await storage.listDiscardedDrafts(before)).toEqual([]);
        // Brought back once: a second try finds nothing to bring back.
        expect(
          await storage.restoreDiscardedDraft(kept!.id, { userId: ravi.id, name: 'Ravi' }),
        ).toEqual({
          refused: 'missing',
        });
      }),
    );

    it(
      'never lets a discarded draft replace a draft saved since',
      withStorage(async (storage) => {
        const meena = await created(storage, 'meena@example.com');
        const file = 'pages/about.json';
        const save = (title: string) =>
          storage.saveDraft({
            file,
            content: { title },
            baseVersion: 'v1',
            revision: null,
            userId: meena.id,
            author: 'Meena',
          });
        await save('Old');
        await storage.discardDraft(file, 1, { userId: meena.id, name: 'Meena' });
        await save('Newer');
        const [kept] = await storage.listDiscardedDrafts(new Date(0));
        expect(
          await storage.restoreDiscardedDraft(kept!.id, { userId: meena.id, name: 'Meena' }),
        ).toEqual({
          refused: 'conflict',
        });
        expect((await storage.getDraft(file))?.content).toEqual({ title: 'Newer' });
        expect(await storage.listDiscardedDrafts(new Date(0))).toHaveLength(1);
      }),
    );

    it(
      'purges discarded drafts once they are older than the days they are kept',
      withStorage(async (storage) => {
        const meena = await created(storage, 'meena@example.com');
        const discard = async (file: string) => {
          await storage.saveDraft({
            file,
            content: { file },
            baseVersion: null,
            revision: null,
            userId: meena.id,
            author: 'Meena',
          });
          await storage.discardDraft(file, 1, { userId: meena.id, name: 'Meena' });
        };
        vi.useFakeTimers({ toFake: ['Date'] });
        try {
          const start = Date.now();
          vi.setSystemTime(start);
          await discard('pages/old.json');
          // Still kept a day later, and the day before the days are up.
          vi.setSystemTime(start + (discardedDraftKeptDays - 1) * 86_400_000);
          await discard('pages/newer.json');
          const files = async () =>
            (await storage.listDiscardedDrafts(new Date(0))).map((d) => d.file);
          expect(await files()).toEqual(['pages/newer.json', 'pages/old.json']);
          // A discard after the days are up purges the old one.
          vi.setSystemTime(start + (discardedDraftKeptDays + 1) * 86_400_000);
          await discard('pages/latest.json');
          expect(await files()).toEqual(['pages/latest.json', 'pages/newer.json']);
          expect(await storage.purgeDiscardedDrafts(new Date(Date.now() + 1000))).toBe(2);
          expect(await files()).toEqual([]);
        } finally {
          vi.useRealTimers();
        }
      }),
    );

    const madeEditor = async (storage: Storage, email: string) => {
      const made = await storage.createUser({ ...user(email), editor: true });
      if (made === 'exists') throw new Error(`${email} exists`);
      return made;
    };
    /** An editor's draft of `file` saved once (revision 1), or again after `revision`. */
    const drafted = async (
      storage: Storage,
      editor: { id: number },
      heading: string,
      revision: number | null = null,
      file = 'pages/about.json',
    ) => {
      const saved = await storage.saveDraft({
        file,
        content: { path: '/about', title: heading },
        baseVersion: null,
        revision,
        userId: editor.id,
        author: 'Meena',
      });
      if (!('saved' in saved)) throw new Error('the draft was not saved');
      return saved.saved;
    };
    const linkTo = (editor: { id: number }, tokenHash: string, revision: number) => ({
      tokenHash,
      file: 'pages/about.json',
      revision,
      userId: editor.id,
      createdBy: 'Meena',
      expiresAt: inAnHour(),
    });
    const shown = async (storage: Storage, tokenHash: string) =>
      (await storage.findPreviewLink(tokenHash, new Date()))?.content;

    it(
      'finds a preview link by its hash until it expires',
      withStorage(async (storage) => {
        const meena = await madeEditor(storage, 'meena@example.com');
        await drafted(storage, meena, 'First');
        expect(await storage.createPreviewLink(linkTo(meena, 'h1', 1))).toBe(true);
        expect(
          await storage.createPreviewLink({
            ...linkTo(meena, 'h2', 1),
            expiresAt: new Date(Date.now() - 1000),
          }),
        ).toBe(true);
        expect(await storage.findPreviewLink('h1', new Date())).toEqual({
          file: 'pages/about.json',
          content: { path: '/about', title: 'First' },
        });
        expect(await storage.findPreviewLink('h2', new Date())).toBeUndefined();
        expect(
          await storage.findPreviewLink('h1', new Date(Date.now() + 7_200_000)),
        ).toBeUndefined();
        expect(await storage.findPreviewLink('nope', new Date())).toBeUndefined();
      }),
    );

    it(
      'shows the draft revision a preview link was made for, never a later save',
      withStorage(async (storage) => {
        const meena = await madeEditor(storage, 'meena@example.com');
        await drafted(storage, meena, 'What the client reviews');
        expect(await storage.createPreviewLink(linkTo(meena, 'h1', 1))).toBe(true);
        await drafted(storage, meena, 'A later change', 1);
        expect(await shown(storage, 'h1')).toEqual({
          path: '/about',
          title: 'What the client reviews',
        });
        // A link for a revision the draft has moved past is not made.
        expect(await storage.createPreviewLink(linkTo(meena, 'h2', 1))).toBe(false);
        expect(await storage.findPreviewLink('h2', new Date())).toBeUndefined();
      }),
    );

    it(
      'ends a preview link with its draft: published or discarded, a new draft never shows through it',
      withStorage(async (storage) => {
        const meena = await madeEditor(storage, 'meena@example.com');
        await drafted(storage, meena, 'Draft one');
        await storage.createPreviewLink(linkTo(meena, 'published', 1));
        expect(await storage.deleteDraft('pages/about.json', 1)).toBe(true);
        await drafted(storage, meena, 'Draft two, saved by anyone');
        expect(await shown(storage, 'published')).toBeUndefined();
        await storage.createPreviewLink(linkTo(meena, 'discarded', 1));
        const by = { userId: meena.id, name: 'Meena' };
        expect(await storage.discardDraft('pages/about.json', 1, by)).toBe(true);
        await drafted(storage, meena, 'Draft three');
        expect(await shown(storage, 'discarded')).toBeUndefined();
        // Bringing the discarded draft back does not bring its links back.
        await storage.deleteDraft('pages/about.json');
        const [kept] = await storage.listDiscardedDrafts(new Date(0));
        if (!kept) throw new Error('the discarded draft was not kept');
        expect(await storage.restoreDiscardedDraft(kept.id, by)).toHaveProperty('restored');
        expect(await shown(storage, 'discarded')).toBeUndefined();
      }),
    );

    it(
      'ends the preview links an editor made when they lose the editor role, for good',
      withStorage(async (storage) => {
        const meena = await madeEditor(storage, 'meena@example.com');
        const ravi = await madeEditor(storage, 'ravi@example.com');
        await drafted(storage, meena, 'Draft');
        await storage.createPreviewLink(linkTo(meena, 'meenas', 1));
        await storage.createPreviewLink(linkTo(ravi, 'ravis', 1));
        await storage.setRoles(meena.id, { role: 'visitor', editor: false });
        expect(await shown(storage, 'meenas')).toBeUndefined();
        expect(await shown(storage, 'ravis')).toBeDefined();
        await storage.setRoles(meena.id, { role: 'visitor', editor: true });
        expect(await shown(storage, 'meenas')).toBeUndefined();
      }),
    );
  });
}
