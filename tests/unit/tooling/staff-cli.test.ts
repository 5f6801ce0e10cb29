import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../../src/server/auth/passwords';
import { openSqliteStorage } from '../../../src/server/storage/sqlite';
import { main } from '../../../scripts/staff/main';
import { runInProcess, spawnScript } from '../../support/cli';

const dataDir = mkdtempSync(join(tmpdir(), 'staff-cli-'));
// The real-process test's accounts, apart from those the other tests count.
const processDataDir = mkdtempSync(join(tmpdir(), 'staff-cli-process-'));
afterAll(() => {
  for (const dir of [dataDir, processDataDir]) rmSync(dir, { recursive: true, force: true });
});

const env = () => ({ ...process.env, DATA_DIR: dataDir });

/** `npm run staff -- …args` with `input` piped to it, run in this process. */
const staff = (args: string[], input = '') => runInProcess(main, args, { input, env: env() });

async function account(email: string, dir = dataDir) {
  const storage = openSqliteStorage(join(dir, 'site.db'));
  try {
    return await storage.findUserByEmail(email);
  } finally {
    await storage.close();
  }
}

describe('npm run staff', () => {
  const email = 'anu@example.com';

  it('runs as its own process: adds an account from a piped password, exit status 0', async () => {
    const args = ['add', '--email', 'meena@example.com', '--role', 'editor', '--password-stdin'];
    const processEnv = { ...process.env, DATA_DIR: processDataDir };
    const run = spawnScript('scripts/staff.ts', args, {
      input: 'jasmine by the door\n',
      env: processEnv,
    });
    expect(run.status, run.err).toBe(0);
    expect(run.out).toContain('added account meena@example.com (editor)');
    expect(await account('meena@example.com', processDataDir)).toMatchObject({ editor: true });
    const refused = spawnScript('scripts/staff.ts', ['frobnicate'], { env: processEnv });
    expect(refused.status).toBe(2);
    expect(refused.err).toMatch(/unknown command/);
  });

  it('adds a staff account with a piped password, and refuses a duplicate', async () => {
    const added = await staff(
      ['add', '--email', email, '--name', 'Anu', '--password-stdin'],
      'temple bells at six\n',
    );
    expect(added.status, added.err).toBe(0);
    const user = await account(email);
    expect(user).toMatchObject({ role: 'staff', username: 'Anu' });
    expect(await verifyPassword('temple bells at six', user!.passwordHash)).toBe(true);

    const again = await staff(
      ['add', '--email', email.toUpperCase(), '--password-stdin'],
      'another long one here\n',
    );
    expect(again.status).toBe(2);
    expect(again.err).toMatch(/already exists/);
  });

  it('refuses a password the sign-up would refuse, saying why', async () => {
    const short = await staff(['add', '--email', 'b@example.com', '--password-stdin'], 'short\n');
    expect(short.status).toBe(2);
    expect(short.err).toMatch(/at least 8 characters/);
    const common = await staff(
      ['add', '--email', 'b@example.com', '--password-stdin'],
      'password123\n',
    );
    expect(common.status).toBe(2);
    expect(common.err).toMatch(/common/);
  });

  it('refuses its own e-mail address and a decorated common password as the password', async () => {
    const address = 'selvi.k@example.com';
    const own = await staff(['add', '--email', address, '--password-stdin'], `${address}\n`);
    expect(own.status).toBe(2);
    expect(own.err).toMatch(/e-mail address/);
    const decorated = await staff(['add', '--email', address, '--password-stdin'], 'Dr@gon2024\n');
    expect(decorated.status).toBe(2);
    expect(decorated.err).toMatch(/guess/);
  });

  it('stores the name and address normalised, as the sign-up form would', async () => {
    const added = await staff(
      [
        'add',
        '--email',
        ' Devi@Example.com\u200b ',
        '--name',
        ' De\u200bvi\u202e ',
        '--password-stdin',
      ],
      'monsoon over the ghats\n',
    );
    expect(added.status, added.err).toBe(0);
    expect(await account('Devi@Example.com')).toMatchObject({ username: 'Devi' });
    expect((await staff(['remove', '--email', 'devi@example.com'])).status).toBe(0);
  });

  it('lists staff, resets a password, removes; unknown addresses are said', async () => {
    expect((await staff(['list'])).out).toContain(email);
    const reset = await staff(
      ['reset-password', '--email', email, '--password-stdin'],
      'rain on the tin roof\n',
    );
    expect(reset.status, reset.err).toBe(0);
    expect(await verifyPassword('rain on the tin roof', (await account(email))!.passwordHash)).toBe(
      true,
    );

    const unknown = await staff(['remove', '--email', 'nobody@example.com']);
    expect(unknown.status).toBe(2);
    expect(unknown.err).toMatch(/no account has the address nobody@example.com/);
    expect((await staff(['remove', '--email', email])).status).toBe(0);
    expect(await account(email)).toBeUndefined();
    expect((await staff(['list'])).out).toMatch(/no staff or editor accounts/);
    expect((await staff(['frobnicate'])).err).toMatch(/unknown command/);
  });

  it('makes editors, and accounts with both roles; list shows the roles of each', async () => {
    const editor = await staff(
      ['add', '--email', 'priya@example.com', '--role', 'editor', '--password-stdin'],
      'kolam at the gate\n',
    );
    expect(editor.status, editor.err).toBe(0);
    expect(await account('priya@example.com')).toMatchObject({ role: 'visitor', editor: true });
    const both = await staff(
      ['add', '--email', 'kumar@example.com', '--role', 'staff', '--role', 'editor'],
      'monsoon over marina\n',
    );
    expect(both.status, both.err).toBe(0);
    expect(await account('kumar@example.com')).toMatchObject({ role: 'staff', editor: true });
    const listed = (await staff(['list'])).out;
    expect(listed).toMatch(/priya@example\.com\t\S+\teditor\t/);
    expect(listed).toMatch(/kumar@example\.com\t\S+\tstaff,editor\t/);

    const wrong = await staff(
      ['add', '--email', 'x@example.com', '--role', 'admin'],
      'whatever long\n',
    );
    expect(wrong.status).toBe(2);
    expect(wrong.err).toMatch(/--role must be staff or editor/);
    expect(await account('x@example.com')).toBeUndefined();
  });

  it('grants a role to an existing account and revokes it, ending its sessions', async () => {
    const storage = openSqliteStorage(join(dataDir, 'site.db'));
    try {
      const visitor = await storage.createUser({
        username: 'Lakshmi',
        email: 'lakshmi@example.com',
        passwordHash: 'hash',
      });
      if (visitor === 'exists') throw new Error('exists');
      expect((await staff(['list'])).out).not.toContain('lakshmi@example.com');
      expect((await staff(['grant', '--email', visitor.email, '--role', 'editor'])).status).toBe(0);
      expect(await storage.findUserById(visitor.id)).toMatchObject({ editor: true });
      const expiresAt = new Date(Date.now() + 3_600_000);
      await storage.createSession({ idHash: 'lakshmi-session', userId: visitor.id, expiresAt });
      expect((await staff(['revoke', '--email', visitor.email, '--role', 'editor'])).status).toBe(
        0,
      );
      expect(await storage.findUserById(visitor.id)).toMatchObject({ editor: false });
      expect(await storage.findSession('lakshmi-session', new Date())).toBeUndefined();
      expect((await staff(['grant', '--email', visitor.email])).err).toMatch(/name the role/);
    } finally {
      await storage.close();
    }
  });

  it('resets a lost second factor: the codes and passkeys go, every session ends, the audit log says who', async () => {
    const storage = openSqliteStorage(join(dataDir, 'site.db'));
    try {
      const user = await storage.createUser({
        username: 'Kavya',
        email: 'kavya@example.com',
        passwordHash: 'hash',
        editor: true,
      });
      if (user === 'exists') throw new Error('exists');
      const none = await staff(['reset-two-step', '--email', user.email]);
      expect(none.status).toBe(2);
      expect(none.err).toMatch(/has no two-step sign-in/);

      await storage.startSecondFactor(user.id, 'JBSWY3DPEHPK3PXP');
      await storage.confirmSecondFactor(user.id, 1, ['recovery-hash']);
      const passkey = { userId: user.id, publicKey: 'key', counter: 0, transports: [] };
      await storage.addPasskey({ ...passkey, id: 'kavya-phone', name: 'Phone' });
      await storage.addPasskey({ ...passkey, id: 'kavya-laptop', name: 'Laptop' });
      await storage.createSession({
        idHash: 'kavya-session',
        userId: user.id,
        expiresAt: new Date(Date.now() + 3_600_000),
      });
      const reset = await staff(['reset-two-step', '--email', 'KAVYA@example.com']);
      expect(reset.status, reset.err).toBe(0);
      expect(await storage.secondFactor(user.id)).toBeUndefined();
      expect(await storage.useRecoveryCode(user.id, 'recovery-hash')).toBe(false);
      expect(await storage.passkeys(user.id)).toEqual([]);
      expect(await storage.findSession('kavya-session', new Date())).toBeUndefined();
      const { entries } = await storage.auditLog({ limit: 5, offset: 0 });
      expect(entries[0]).toMatchObject({
        action: 'reset_two_step',
        actorId: null,
        actor: expect.stringMatching(/^operator/),
        detail: { account: user.id },
      });
      expect(JSON.stringify(entries[0])).not.toContain('kavya@');
    } finally {
      await storage.close();
    }
  });
});
