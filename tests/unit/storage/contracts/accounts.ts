import { describe, expect, it } from 'vitest';
import { contractSupport, type OpenStorage } from './support';

/**
 * What every storage must do for accounts and sessions, whatever database is behind it.
 */
export function accountsContract(name: string, open: OpenStorage) {
  const { withStorage, lead, user, created, inAnHour } = contractSupport(open);

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
}
