import { describe, expect, it, vi } from 'vitest';
import {
  IdempotencyConflict,
  type LeadQuery,
  type NewLead,
  type NewPageChange,
  type Storage,
  discardedDraftKeptDays,
} from '../../../src/server/storage/types';

/**
 * What every storage must do for accounts, sessions and the leads inbox, whatever database is
 * behind it. `open` gives a fresh, empty storage; the suite closes it.
 */
export function storageContract(name: string, open: () => Promise<Storage> | Storage) {
  const withStorage = (test: (storage: Storage) => Promise<void>) => async () => {
    const storage = await open();
    try {
      await test(storage);
    } finally {
      await storage.close();
    }
  };

  const lead = (name: string, email: string, message: string, extra: Partial<NewLead> = {}) => ({
    form: 'enquiry',
    page: '/vps-hosting',
    fields: [
      { name: 'fname', label: 'First Name', type: 'text', value: name },
      { name: 'email', label: 'Email', type: 'email', value: email },
      { name: 'message', label: 'Message', type: 'textarea', value: message },
    ],
    ...extra,
  });

  const user = (email: string, role?: 'staff') => ({
    username: email.split('@')[0]!,
    email,
    passwordHash: `hash of ${email}`,
    ...(role ? { role } : {}),
  });

  const created = async (storage: Storage, email: string, role?: 'staff') => {
    const result = await storage.createUser(user(email, role));
    if (result === 'exists') throw new Error(`${email} exists`);
    return result;
  };

  const inAnHour = () => new Date(Date.now() + 3_600_000);

  describe(`${name}: accounts and sessions`, () => {
    it(
      'makes visitors by default and staff when asked; lists them by role',
      withStorage(async (storage) => {
        const visitor = await created(storage, 'meena@example.com');
        const staff = await created(storage, 'ravi@example.com', 'staff');
        expect(visitor.role).toBe('visitor');
        expect(staff.role).toBe('staff');
        expect((await storage.listUsers('staff')).map((u) => u.email)).toEqual([staff.email]);
        expect(await storage.listUsers()).toHaveLength(2);
        expect((await storage.findUserById(staff.id))?.email).toBe(staff.email);
        expect(await storage.createUser(user('MEENA@example.com'))).toBe('exists');
      }),
    );

    it(
      'finds a live session and its account; not an expired or deleted one',
      withStorage(async (storage) => {
        const account = await created(storage, 'meena@example.com');
        await storage.createSession({ idHash: 'live', userId: account.id, expiresAt: inAnHour() });
        await storage.createSession({
          idHash: 'old',
          userId: account.id,
          expiresAt: new Date(Date.now() - 1000),
        });
        expect((await storage.findSession('live', new Date()))?.email).toBe(account.email);
        expect(await storage.findSession('old', new Date())).toBeUndefined();
        expect(await storage.findSession('unknown', new Date())).toBeUndefined();
        // Expiry is checked against the time given, not only when the row goes.
        expect(await storage.findSession('live', new Date(Date.now() + 7_200_000))).toBeUndefined();
        await storage.deleteSession('live');
        expect(await storage.findSession('live', new Date())).toBeUndefined();
      }),
    );

    it(
      'a new password ends every other session of the account, and no one else’s',
      withStorage(async (storage) => {
        const account = await created(storage, 'meena@example.com');
        const other = await created(storage, 'ravi@example.com');
        for (const idHash of ['here', 'laptop', 'phone'])
          await storage.createSession({ idHash, userId: account.id, expiresAt: inAnHour() });
        await storage.createSession({ idHash: 'ravi', userId: other.id, expiresAt: inAnHour() });
        await storage.setPassword(account.id, 'new hash', 'here');
        expect((await storage.findUserById(account.id))?.passwordHash).toBe('new hash');
        expect(await storage.findSession('here', new Date())).toBeDefined();
        expect(await storage.findSession('laptop', new Date())).toBeUndefined();
        expect(await storage.findSession('phone', new Date())).toBeUndefined();
        expect(await storage.findSession('ravi', new Date())).toBeDefined();
      }),
    );

    it(
      'removing an account removes its sessions and keeps its leads, unlinked',
      withStorage(async (storage) => {
        const account = await created(storage, 'meena@example.com');
        await storage.createSession({ idHash: 's', userId: account.id, expiresAt: inAnHour() });
        const sent = await storage.saveLead(
          lead('Meena', 'meena@example.com', 'hello', { userId: account.id }),
          { notify: false },
        );
        expect((await storage.leadsOfUser(account.id)).map((l) => l.id)).toEqual([sent.id]);
        await storage.deleteUser(account.id);
        expect(await storage.findUserById(account.id)).toBeUndefined();
        expect(await storage.findUserByEmail(account.email)).toBeUndefined();
        expect(await storage.findSession('s', new Date())).toBeUndefined();
        const kept = await storage.getLead(sent.id);
        expect(kept?.lead.fields[2]?.value).toBe('hello');
        expect(kept?.lead.userId).toBeUndefined();
      }),
    );

    it(
      'keeps a second factor: a waiting secret, confirmed once, each time step and recovery code used once',
      withStorage(async (storage) => {
        const account = await created(storage, 'meena@example.com');
        await storage.createSession({ idHash: 'here', userId: account.id, expiresAt: inAnHour() });
        await storage.createSession({ idHash: 'there', userId: account.id, expiresAt: inAnHour() });
        expect(await storage.secondFactor(account.id)).toBeUndefined();
        expect(await storage.startSecondFactor(account.id, 'FIRST')).toBe(true);
        // A secret still waiting is replaced.
        expect(await storage.startSecondFactor(account.id, 'SECRET')).toBe(true);
        expect(await storage.useSecondFactorStep(account.id, 100)).toBe(false);
        expect(await storage.confirmSecondFactor(account.id, 100, ['h1', 'h2'], 'here')).toBe(true);
        expect(await storage.confirmSecondFactor(account.id, 101, ['h3'])).toBe(false);
        expect(await storage.startSecondFactor(account.id, 'OTHER')).toBe(false);
        expect(await storage.secondFactor(account.id)).toEqual({
          secret: 'SECRET',
          confirmed: true,
          lastStep: 100,
          recoveryCodesLeft: 2,
        });
        // Turning it on ended the other sessions.
        expect(await storage.findSession('there', new Date())).toBeUndefined();
        expect(await storage.findSession('here', new Date())).toBeDefined();
        expect(await storage.useSecondFactorStep(account.id, 100)).toBe(false);
        expect(await storage.useSecondFactorStep(account.id, 102)).toBe(true);
        expect(await storage.useSecondFactorStep(account.id, 101)).toBe(false);
        expect(await storage.useRecoveryCode(account.id, 'h1')).toBe(true);
        expect(await storage.useRecoveryCode(account.id, 'h1')).toBe(false);
        const other = await created(storage, 'ravi@example.com');
        expect(await storage.useRecoveryCode(other.id, 'h2')).toBe(false);
        await storage.removeSecondFactor(account.id, 'here');
        expect(await storage.secondFactor(account.id)).toBeUndefined();
        expect(await storage.useRecoveryCode(account.id, 'h2')).toBe(false);
      }),
    );

    it(
      'keeps passkeys: added once, a counter that only goes up, removed with the account',
      withStorage(async (storage) => {
        const account = await created(storage, 'meena@example.com');
        await storage.createSession({ idHash: 'here', userId: account.id, expiresAt: inAnHour() });
        await storage.createSession({ idHash: 'there', userId: account.id, expiresAt: inAnHour() });
        expect(await storage.passkeys(account.id)).toEqual([]);
        const key = {
          id: 'cred-1',
          userId: account.id,
          publicKey: 'pk',
          counter: 0,
          transports: ['internal', 'hybrid'],
          name: 'Laptop',
        };
        expect(await storage.addPasskey(key, 'here')).toBe(true);
        // The same credential is never added twice.
        expect(await storage.addPasskey({ ...key, name: 'Again' })).toBe(false);
        // Adding one ended the other sessions.
        expect(await storage.findSession('there', new Date())).toBeUndefined();
        expect(await storage.findSession('here', new Date())).toBeDefined();
        const [listed] = await storage.passkeys(account.id);
        expect(listed).toMatchObject({ ...key, lastUsedAt: null });
        expect(Date.parse(listed!.createdAt)).toBeGreaterThan(Date.now() - 60_000);
        expect(await storage.passkey('cred-1')).toMatchObject({ userId: account.id });
        // A counter of 0 stays 0 on authenticators without one; otherwise only a higher one.
        expect(await storage.usePasskey('cred-1', 0, new Date())).toBe(true);
        expect(await storage.usePasskey('cred-1', 5, new Date())).toBe(true);
        expect(await storage.usePasskey('cred-1', 5, new Date())).toBe(false);
        expect(await storage.usePasskey('cred-1', 0, new Date())).toBe(false);
        expect(await storage.usePasskey('cred-1', 2 ** 32 - 1, new Date())).toBe(true);
        expect((await storage.passkey('cred-1'))?.counter).toBe(2 ** 32 - 1);
        expect((await storage.passkey('cred-1'))?.lastUsedAt).not.toBeNull();
        const other = await created(storage, 'ravi@example.com');
        expect(await storage.removePasskey(other.id, 'cred-1')).toBe(false);
        await storage.createSession({ idHash: 'again', userId: account.id, expiresAt: inAnHour() });
        expect(await storage.removePasskey(account.id, 'cred-1', 'here')).toBe(true);
        expect(await storage.findSession('again', new Date())).toBeUndefined();
        expect(await storage.passkeys(account.id)).toEqual([]);
        await storage.addPasskey({ ...key, id: 'cred-2' });
        await storage.deleteUser(account.id);
        expect(await storage.passkey('cred-2')).toBeUndefined();
      }),
    );

    it(
      'gives a passkey challenge back once, and not after it expires',
      withStorage(async (storage) => {
        const soon = new Date(Date.now() + 300_000);
        await storage.keepChallenge('owner', 'first', soon);
        await storage.keepChallenge('owner', 'second', soon);
        expect(await storage.takeChallenge('owner', new Date())).toBe('second');
        expect(await storage.takeChallenge('owner', new Date())).toBeUndefined();
        await storage.keepChallenge('late', 'third', soon);
        expect(await storage.takeChallenge('late', new Date(Date.now() + 301_000))).toBeUndefined();
        expect(await storage.takeChallenge('late', new Date())).toBeUndefined();
      }),
    );

    it(
      'keeps a pending sign-in until it expires or is ended',
      withStorage(async (storage) => {
        const account = await created(storage, 'meena@example.com');
        const expiresAt = new Date(Date.now() + 300_000);
        await storage.createPendingLogin({
          tokenHash: 't',
          userId: account.id,
          step: 'code',
          expiresAt,
        });
        expect(await storage.findPendingLogin('t', new Date())).toEqual({
          userId: account.id,
          step: 'code',
        });
        expect(await storage.findPendingLogin('t', new Date(Date.now() + 301_000))).toBeUndefined();
        await storage.deletePendingLogin('t');
        expect(await storage.findPendingLogin('t', new Date())).toBeUndefined();
      }),
    );
  });

  describe(`${name}: the leads inbox`, () => {
    const fill = async (storage: Storage) => {
      const first = await storage.saveLead(
        lead('Meena', 'meena@example.com', 'We need an ERP for our mills', {
          source: { utm_source: 'newsletter', utm_campaign: 'nov', referrer: 'https://x.example/' },
        }),
        { notify: false },
      );
      const second = await storage.saveLead(
        lead('Ravi', 'ravi@example.org', 'Mobile app quote please', {
          page: '/mobile-app-development',
        }),
        { notify: false },
      );
      const third = await storage.saveLead(lead('Zoë', 'zoe@example.com', 'Ünïcode ERP question'), {
        notify: false,
      });
      return { first, second, third };
    };

    it(
      'keeps where a lead came from, and starts it as new with no note',
      withStorage(async (storage) => {
        const { first } = await fill(storage);
        const stored = await storage.getLead(first.id);
        expect(stored?.lead).toMatchObject({
          status: 'new',
          note: '',
          source: { utm_source: 'newsletter', utm_campaign: 'nov', referrer: 'https://x.example/' },
        });
        expect(stored?.history).toEqual([]);
      }),
    );

    it(
      'pages newest first with the total, and filters by status, page, dates and text',
      withStorage(async (storage) => {
        const { first, second, third } = await fill(storage);
        const all = await storage.queryLeads({ limit: 2, offset: 0 });
        expect(all.total).toBe(3);
        expect(all.leads.map((l) => l.id)).toEqual([third.id, second.id]);
        expect((await storage.queryLeads({ limit: 2, offset: 2 })).leads.map((l) => l.id)).toEqual([
          first.id,
        ]);
        const page = await storage.queryLeads({
          page: '/mobile-app-development',
          limit: 10,
          offset: 0,
        });
        expect(page.leads.map((l) => l.id)).toEqual([second.id]);

        const ids = async (text: string) =>
          (await storage.queryLeads({ text, limit: 10, offset: 0 })).leads.map((l) => l.id);
        expect(await ids('erp')).toEqual([third.id, first.id]);
        expect(await ids('RAVI@EXAMPLE')).toEqual([second.id]);
        expect(await ids('ünïcode')).toEqual([third.id]);
        // Shorter than the index's three characters: still found.
        expect(await ids('zo')).toEqual([third.id]);
        // Wildcards are text like any other.
        expect(await ids('%')).toEqual([]);
        expect(await ids('_')).toEqual([]);
        expect(await ids('"quoted"')).toEqual([]);

        const future = new Date(Date.now() + 60_000);
        expect((await storage.queryLeads({ from: future, limit: 10, offset: 0 })).total).toBe(0);
        expect((await storage.queryLeads({ to: future, limit: 10, offset: 0 })).total).toBe(3);
      }),
    );

    it(
      'records each status and note change with who made it, and filters by the new status',
      withStorage(async (storage) => {
        const { first } = await fill(storage);
        await storage.updateLead(first.id, { status: 'contacted' }, 'ravi@example.com');
        const updated = await storage.updateLead(
          first.id,
          { status: 'won', note: 'Signed on 20 Nov' },
          'anu@example.com',
        );
        expect(updated).toMatchObject({ status: 'won', note: 'Signed on 20 Nov' });
        // Saving what is already there records nothing.
        await storage.updateLead(first.id, { status: 'won' }, 'anu@example.com');
        const stored = await storage.getLead(first.id);
        expect(
          stored?.history.map(({ actor, change, from, to }) => [actor, change, from, to]),
        ).toEqual([
          ['ravi@example.com', 'status', 'new', 'contacted'],
          ['anu@example.com', 'status', 'contacted', 'won'],
          ['anu@example.com', 'note', '', 'Signed on 20 Nov'],
        ]);
        const won = await storage.queryLeads({ status: 'won', limit: 10, offset: 0 });
        expect(won.leads.map((l) => l.id)).toEqual([first.id]);
        expect(
          await storage.updateLead(999_999, { status: 'spam' }, 'x@example.com'),
        ).toBeUndefined();
      }),
    );
  });

  describe(`${name}: idempotency keys`, () => {
    it(
      'stores a retried submission once and gives back the first lead; other content is refused',
      withStorage(async (storage) => {
        const claim = { key: 'retry-7f3a', fingerprint: 'hash of the body' };
        const first = await storage.saveLead(lead('Asha', 'asha@example.com', 'ERP please'), {
          notify: true,
          idempotency: claim,
        });
        const again = await storage.saveLead(lead('Asha', 'asha@example.com', 'ERP please'), {
          notify: true,
          idempotency: claim,
        });
        expect(again.id).toBe(first.id);
        expect(again.receivedAt).toBe(first.receivedAt);
        await expect(
          storage.saveLead(lead('Asha', 'asha@example.com', 'Something else'), {
            notify: true,
            idempotency: { key: claim.key, fingerprint: 'another body' },
          }),
        ).rejects.toBeInstanceOf(IdempotencyConflict);
        const other = await storage.saveLead(lead('Ravi', 'ravi@example.com', 'Hosting'), {
          notify: true,
          idempotency: { key: 'another-key', fingerprint: 'hash of the body' },
        });
        expect(other.id).not.toBe(first.id);
        expect((await storage.listLeads()).map((l) => l.id)).toEqual([first.id, other.id]);
        // One e-mail per lead, not per request.
        expect((await storage.dueMail(new Date(Date.now() + 1000), 10)).length).toBe(2);
      }),
    );
  });

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

  describe(`${name}: delivery to several destinations, and spam kept aside`, () => {
    const at = (seconds: number) => new Date(Date.now() + seconds * 1000);

    it(
      'gives a lead a job per destination, each retried and told apart',
      withStorage(async (storage) => {
        const first = await storage.saveLead(lead('Asha', 'asha@example.com', 'One'), {
          notify: true,
          destinations: ['email', 'webhook'],
        });
        const email = await storage.dueMail(at(1), 10, ['email']);
        expect(email.map((job) => [job.destination, job.lead.id])).toEqual([['email', first.id]]);
        const [hook] = await storage.dueMail(at(1), 10, ['webhook']);
        if (!hook) throw new Error('no webhook job');
        expect(hook.lead.id).toBe(first.id);

        // The webhook fails: staff can be told since when, and it waits out its back-off…
        await storage.markMailFailed(hook.id, 'answered 503', at(3600));
        expect(await storage.deliveryTrouble()).toEqual([
          { destination: 'webhook', since: expect.any(String), waiting: 1 },
        ]);
        const second = await storage.saveLead(lead('Ravi', 'ravi@example.com', 'Two'), {
          notify: true,
          destinations: ['webhook'],
        });
        const due = await storage.dueMail(at(2), 10, ['webhook']);
        expect(due.map((job) => job.lead.id)).toEqual([second.id]);
        // …until it takes a lead again: then what waited for it is due at once.
        await storage.markMailSent(due[0]!.id, new Date());
        const retried = await storage.dueMail(at(3), 10, ['webhook']);
        expect(retried.map((job) => [job.id, job.attempts])).toEqual([[hook.id, 1]]);
        await storage.markMailSent(hook.id, new Date());
        expect(await storage.deliveryTrouble()).toEqual([]);
      }),
    );

    it(
      'stores suspected spam with its reason and delivers it only once staff say it is not',
      withStorage(async (storage) => {
        const spamReason = 'Sent 0.4 s after the page opened.';
        const spam = await storage.saveLead(
          { ...lead('Bot', 'bot@example.com', 'Cheap backlinks'), spamReason },
          { notify: true, destinations: ['webhook'] },
        );
        expect(spam).toMatchObject({ status: 'spam', spamReason });
        expect((await storage.getLead(spam.id))?.lead).toMatchObject({
          status: 'spam',
          spamReason,
        });
        expect(await storage.dueMail(at(1), 10)).toEqual([]);
        const real = await storage.saveLead(lead('Asha', 'asha@example.com', 'A shop'), {
          notify: false,
        });
        const page = { limit: 10, offset: 0 };
        const ids = async (query: Partial<LeadQuery>) =>
          (await storage.queryLeads({ ...page, ...query })).leads.map((l) => l.id);
        expect(await ids({ notStatus: 'spam' })).toEqual([real.id]);
        expect(await ids({ status: 'spam' })).toEqual([spam.id]);

        const deliverTo = ['webhook', 'slack'];
        await storage.updateLead(spam.id, { status: 'new' }, 'ravi@example.com', { deliverTo });
        const jobs = await storage.dueMail(at(2), 10);
        expect(jobs.map((job) => [job.lead.id, job.destination])).toEqual([
          [spam.id, 'webhook'],
          [spam.id, 'slack'],
        ]);
        // Spam again and back: it has its jobs already, so it is not delivered twice.
        await storage.updateLead(spam.id, { status: 'spam' }, 'ravi@example.com');
        await storage.updateLead(spam.id, { status: 'won' }, 'ravi@example.com', { deliverTo });
        // An hour on (past any instance's hold), the same two jobs are all there is.
        const later = await storage.dueMail(at(3600), 10);
        expect(later.map((job) => job.id)).toEqual(jobs.map((job) => job.id));
        expect((await storage.getLead(spam.id))?.lead.spamReason).toBe(spamReason);
      }),
    );

    it(
      'keeps a secret made once, whoever asks',
      withStorage(async (storage) => {
        expect(await storage.secret('form-stamp', () => 'first')).toBe('first');
        expect(await storage.secret('form-stamp', () => 'second')).toBe('first');
        expect(await storage.secret('other', () => 'third')).toBe('third');
      }),
    );
  });

  describe(`${name}: scheduled and reviewed page changes`, () => {
    const change = (
      author: { id: number; username: string; email: string },
      extra: Partial<NewPageChange> = {},
    ): NewPageChange => ({
      file: 'pages/vps-hosting.json',
      action: 'publish',
      content: { path: '/vps-hosting', title: 'VPS hosting' },
      baseVersion: 'v1',
      redirectFrom: null,
      message: 'New prices',
      publishAt: new Date(Date.now() + 60_000),
      state: 'scheduled',
      userId: author.id,
      author: author.username,
      authorEmail: author.email,
      ...extra,
    });
    const later = (ms: number) => new Date(Date.now() + ms);

    it(
      'hands a scheduled change out once its time has come, once, and records how it ended',
      withStorage(async (storage) => {
        const meena = await created(storage, 'meena@example.com');
        const made = await storage.createChange(change(meena));
        expect(made).toMatchObject({ state: 'scheduled', author: 'meena', claimedUntil: null });
        expect(made.events.map((e) => [e.step, e.actor])).toEqual([['scheduled', 'meena']]);
        // Not before its time.
        expect(await storage.claimDueChange(new Date(), later(300_000))).toBeUndefined();
        const lease = later(360_000);
        const taken = await storage.claimDueChange(later(61_000), lease);
        expect(taken).toMatchObject({ id: made.id, state: 'publishing' });
        expect(taken?.content).toEqual(made.content);
        // Taken: not handed out again while its lease runs.
        expect(await storage.claimDueChange(later(62_000), later(400_000))).toBeUndefined();
        // Only its holder records the end.
        const finished = {
          state: 'published',
          outcome: { commit: 'abc' },
          actor: 'meena',
        } as const;
        expect(
          await storage.finishChange(made.id, new Date(0).toISOString(), {
            ...finished,
            userId: null,
          }),
        ).toBe(false);
        expect(
          await storage.finishChange(made.id, taken!.claimedUntil!, { ...finished, userId: null }),
        ).toBe(true);
        const done = await storage.getChange(made.id);
        expect(done).toMatchObject({ state: 'published', outcome: { commit: 'abc' } });
        expect(done?.events.map((e) => e.step)).toEqual(['scheduled', 'published']);
        expect(await storage.claimDueChange(later(600_000), later(900_000))).toBeUndefined();
        expect(lease.getTime()).toBeGreaterThan(Date.now());
      }),
    );

    it(
      'hands a change out again when the instance publishing it died (its lease ran out)',
      withStorage(async (storage) => {
        const meena = await created(storage, 'meena@example.com');
        const made = await storage.createChange(change(meena, { publishAt: new Date() }));
        const first = await storage.claimDueChange(later(1000), later(5000));
        expect(first?.id).toBe(made.id);
        const again = await storage.claimDueChange(later(6000), later(60_000));
        expect(again?.id).toBe(made.id);
        // The first holder's late report is ignored; the second's is kept.
        const failed = { state: 'failed', actor: 'meena', userId: null } as const;
        const outcome = { message: 'pages/vps-hosting.json has problems', problems: [] };
        expect(
          await storage.finishChange(made.id, first!.claimedUntil!, { ...failed, outcome }),
        ).toBe(false);
        expect(
          await storage.finishChange(made.id, again!.claimedUntil!, { ...failed, outcome }),
        ).toBe(true);
        const done = await storage.getChange(made.id);
        expect(done).toMatchObject({ state: 'failed', outcome });
        expect(done?.events.at(-1)).toMatchObject({ step: 'failed', comment: outcome.message });
      }),
    );

    it(
      'takes a review through comments, sending back and approval by another editor only',
      withStorage(async (storage) => {
        const meena = await created(storage, 'meena@example.com');
        const ravi = await created(storage, 'ravi@example.com');
        const lease = later(60_000);
        const by = (u: typeof meena) => ({ userId: u.id, actor: u.username, leaseUntil: lease });
        const asked = await storage.createChange(
          change(meena, { state: 'review', publishAt: null }),
        );
        expect(asked.state).toBe('review');
        // A change on review is not published by time alone.
        expect(await storage.claimDueChange(later(1000), lease)).toBeUndefined();
        const own = await storage.actOnChange(asked.id, {
          kind: 'approve',
          comment: '',
          ...by(meena),
        });
        expect(own).toMatchObject({ refused: 'own', change: { state: 'review' } });
        await storage.actOnChange(asked.id, { kind: 'comment', comment: 'Price?', ...by(ravi) });
        const back = await storage.actOnChange(asked.id, {
          kind: 'sendBack',
          comment: 'The price is wrong',
          ...by(ravi),
        });
        expect(back).toMatchObject({ change: { state: 'sent_back' } });
        // Sent back: nobody approves it until it is asked for again (as a new request).
        expect(
          await storage.actOnChange(asked.id, { kind: 'approve', comment: '', ...by(ravi) }),
        ).toMatchObject({ refused: 'state' });
        const again = await storage.createChange(
          change(meena, { state: 'review', publishAt: null, message: 'Fixed the price' }),
        );
        const approved = await storage.actOnChange(again.id, {
          kind: 'approve',
          comment: 'Good',
          ...by(ravi),
        });
        // Due now: taken for publishing by the approver's instance, nobody else's.
        expect(approved).toMatchObject({ change: { state: 'publishing' } });
        expect(await storage.claimDueChange(later(1000), later(2000))).toBeUndefined();
        const steps = (await storage.getChange(asked.id))?.events.map((e) => [
          e.step,
          e.actor,
          e.comment,
        ]);
        expect(steps).toEqual([
          ['requested', 'meena', 'New prices'],
          ['commented', 'ravi', 'Price?'],
          ['sent_back', 'ravi', 'The price is wrong'],
        ]);
        expect(
          await storage.actOnChange(9999, { kind: 'cancel', comment: '', ...by(ravi) }),
        ).toEqual({
          refused: 'missing',
        });
      }),
    );

    it(
      'schedules an approved change whose time is still ahead; cancels before publishing only',
      withStorage(async (storage) => {
        const meena = await created(storage, 'meena@example.com');
        const ravi = await created(storage, 'ravi@example.com');
        const by = { userId: ravi.id, actor: 'ravi', leaseUntil: later(60_000), comment: '' };
        const asked = await storage.createChange(
          change(meena, { state: 'review', publishAt: later(3_600_000) }),
        );
        expect(await storage.actOnChange(asked.id, { kind: 'approve', ...by })).toMatchObject({
          change: { state: 'scheduled', claimedUntil: null },
        });
        expect(await storage.actOnChange(asked.id, { kind: 'cancel', ...by })).toMatchObject({
          change: { state: 'cancelled' },
        });
        expect(await storage.claimDueChange(later(7_200_000), later(7_300_000))).toBeUndefined();
        const due = await storage.createChange(change(meena, { publishAt: new Date() }));
        await storage.claimDueChange(later(1000), later(60_000));
        expect(await storage.actOnChange(due.id, { kind: 'cancel', ...by })).toMatchObject({
          refused: 'state',
          change: { state: 'publishing' },
        });
        // Listed: the open ones and those finished since, newest first, without their content.
        const listed = await storage.listChanges(new Date(Date.now() - 60_000));
        expect(listed.map((c) => [c.id, c.state])).toEqual([
          [due.id, 'publishing'],
          [asked.id, 'cancelled'],
        ]);
        expect(listed[1]?.content).toBeNull();
        expect(listed[1]?.events.map((e) => e.step)).toEqual([
          'requested',
          'approved',
          'cancelled',
        ]);
        expect((await storage.listChanges(later(60_000))).map((c) => c.id)).toEqual([due.id]);
      }),
    );
  });
}
