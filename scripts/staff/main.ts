/**
 * `npm run staff -- <command>`: accounts of the company's people, which only this command makes
 * or promotes (the site's sign-up makes visitor accounts). Two roles, which one account may hold
 * both: `staff` works the leads inbox, `editor` edits and publishes pages in /studio. The
 * database is $DATA_DIR/site.db (default data/), or DATABASE_URL's.
 *   add --email E [--name N] [--role R]... [--password-stdin]
 *                             an account with role R (default staff); the password is asked
 *                             for, or read from standard input when piped
 *   list                      every account with a role, and its roles
 *   grant --email E --role R  gives an existing account (a visitor's too) a role
 *   revoke --email E --role R takes a role away; its sessions end
 *   remove --email E          an account with a role, and its sessions
 *   reset-password --email E [--password-stdin]   a new password; every session ends
 *   reset-two-step --email E  removes a lost second factor, its recovery codes and passkeys (any account);
 *                             every session ends; the next sign-in sets it up again where required
 */

import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { fieldRule } from '../../src/forms/fields/rules';
import { passwordContext, passwordProblem } from '../../src/server/auth/password-policy';
import { hashPassword } from '../../src/server/auth/passwords';
import { loadSite } from '../../src/server/site-config';
import { operatorActor } from '../../src/server/audit/actors';
import { storageFromEnv } from '../../src/server/storage/open';
import type { Site } from '../../src/app/site-schema';
import type { Storage, User } from '../../src/server/storage/types';
import type { CliIo } from '../cli/io';

class UsageError extends Error {}

const usage = `usage: npm run staff -- add --email E [--name N] [--role staff|editor]... [--password-stdin]
       npm run staff -- list
       npm run staff -- grant --email E --role staff|editor
       npm run staff -- revoke --email E --role staff|editor
       npm run staff -- remove --email E
       npm run staff -- reset-password --email E [--password-stdin]
       npm run staff -- reset-two-step --email E`;

/** Reads a password: the first line of standard input when piped, else typed without echo. */
async function readPassword(io: CliIo, fromStdin: boolean, prompt: string): Promise<string> {
  if (fromStdin || !io.stdin.isTTY) {
    let text = '';
    for await (const chunk of io.stdin) text += String(chunk);
    return text.split(/\r?\n/)[0] ?? '';
  }
  const ask = (question: string) =>
    new Promise<string>((done) => {
      const rl = createInterface({ input: io.stdin, output: process.stderr, terminal: true });
      // Echo nothing of what is typed.
      (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = (s) => {
        if (s.startsWith(question)) io.err(question);
      };
      rl.question(question, (answer) => {
        rl.close();
        io.err('\n');
        done(answer);
      });
    });
  const first = await ask(prompt);
  if ((await ask('Repeat it: ')) !== first) throw new UsageError('the two passwords differ');
  return first;
}

let loaded: Site | undefined;
const siteConfig = () => (loaded ??= loadSite(undefined));

/**
 * A value as the sign-up form's field of `type` checks and stores it: normalised, trimmed (not a
 * password), bounded (decisions.md #19). Refused with the field's own message.
 */
function signupValue(type: 'text' | 'email' | 'password', value: string): string {
  const field = siteConfig().forms.signup.fields.find((f) => f.type === type);
  if (!field) return value;
  const result = fieldRule(field).safeParse(value);
  if (!result.success) throw new UsageError(result.error.issues[0]?.message ?? `bad ${type}`);
  return typeof result.data === 'string' ? result.data : '';
}

/** The sign-up rules for a password (length, then guessability); the password as checked. */
function checkPassword(password: string, person: { name: string; email: string }): string {
  const checked = signupValue('password', password);
  const problem = passwordProblem(checked, passwordContext(siteConfig()), person);
  if (problem) throw new UsageError(problem);
  return checked;
}

const roleNames = ['staff', 'editor'] as const;
type RoleName = (typeof roleNames)[number];

/** The roles an account holds, as `list` prints them. */
const rolesOf = (user: User): RoleName[] => [
  ...(user.role === 'staff' ? (['staff'] as const) : []),
  ...(user.editor ? (['editor'] as const) : []),
];

/** The roles named by --role (each once); `fallback` when none is. */
function chosenRoles(given: string[] | undefined, fallback: RoleName[]): RoleName[] {
  if (!given || given.length === 0) return fallback;
  for (const role of given)
    if (!roleNames.some((name) => name === role))
      throw new UsageError(`--role must be staff or editor, not "${role}"`);
  return roleNames.filter((name) => given.includes(name));
}

async function account(storage: Storage, email: string): Promise<User> {
  const user = await storage.findUserByEmail(email);
  if (!user) throw new UsageError(`no account has the address ${email}`);
  return user;
}

async function staffMember(storage: Storage, email: string): Promise<User> {
  const user = await account(storage, email);
  if (rolesOf(user).length === 0)
    throw new UsageError(`${email} is a visitor account, with no staff or editor role`);
  return user;
}

async function run(io: CliIo, storage: Storage, command: string | undefined, args: string[]) {
  const { values } = parseArgs({
    args,
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      role: { type: 'string', multiple: true },
      'password-stdin': { type: 'boolean', default: false },
    },
    strict: true,
  });
  const needEmail = () => {
    if (!values.email?.trim()) throw new UsageError('--email must be an e-mail address');
    return signupValue('email', values.email);
  };
  switch (command) {
    case 'add': {
      const address = needEmail();
      if (await storage.findUserByEmail(address))
        throw new UsageError(`an account with the address ${address} already exists`);
      const roles = chosenRoles(values.role, ['staff']);
      const name = signupValue('text', values.name?.trim() || address.split('@')[0]!);
      const typed = await readPassword(io, values['password-stdin'], 'Password: ');
      const password = checkPassword(typed, { name, email: address });
      const passwordHash = await hashPassword(password);
      const role = roles.includes('staff') ? ('staff' as const) : ('visitor' as const);
      const user = { username: name, email: address, passwordHash, role };
      if ((await storage.createUser({ ...user, editor: roles.includes('editor') })) === 'exists')
        throw new UsageError(`an account with the address ${address} already exists`);
      io.out(`added account ${address} (${roles.join(', ')})\n`);
      return;
    }
    case 'list': {
      const people = (await storage.listUsers()).filter((user) => rolesOf(user).length > 0);
      if (people.length === 0) io.out('no staff or editor accounts\n');
      for (const user of people)
        io.out(`${user.email}\t${user.username}\t${rolesOf(user).join(',')}\t${user.createdAt}\n`);
      return;
    }
    case 'grant':
    case 'revoke': {
      const user = await account(storage, needEmail());
      const roles = chosenRoles(values.role, []);
      if (roles.length === 0) throw new UsageError('name the role: --role staff or --role editor');
      const held = new Set(rolesOf(user));
      for (const role of roles) {
        if (command === 'grant') held.add(role);
        else held.delete(role);
      }
      await storage.setRoles(user.id, {
        role: held.has('staff') ? 'staff' : 'visitor',
        editor: held.has('editor'),
      });
      const now = [...held].join(', ') || 'no role';
      io.out(`${user.email} now has ${now}\n`);
      return;
    }
    case 'remove': {
      const user = await staffMember(storage, needEmail());
      await storage.deleteUser(user.id);
      io.out(`removed account ${user.email}; its sessions have ended\n`);
      return;
    }
    case 'reset-password': {
      const user = await staffMember(storage, needEmail());
      const typed = await readPassword(io, values['password-stdin'], 'New password: ');
      const password = checkPassword(typed, { name: user.username, email: user.email });
      await storage.setPassword(user.id, await hashPassword(password));
      io.out(`new password set for ${user.email}; every session of it has ended\n`);
      return;
    }
    case 'reset-two-step': {
      // Any account's: a visitor who turned it on and lost their phone asks the company too.
      const user = await account(storage, needEmail());
      const passkeys = await storage.passkeys(user.id);
      if (!(await storage.secondFactor(user.id)) && passkeys.length === 0)
        throw new UsageError(`${user.email} has no two-step sign-in to reset`);
      await storage.removeSecondFactor(user.id);
      for (const passkey of passkeys) await storage.removePasskey(user.id, passkey.id);
      // Who reset whose, by account id: never the address, which an erasure must not leave here.
      await storage.audit({
        actor: operatorActor(),
        action: 'reset_two_step',
        detail: { account: user.id },
      });
      io.out(`two-step sign-in removed for ${user.email}; every session of it has ended\n`);
      return;
    }
    default:
      throw new UsageError(command ? `unknown command "${command}"\n${usage}` : usage);
  }
}

/** `npm run staff -- …argv`; 2 when the command or its input is refused. */
export async function main(argv: string[], io: CliIo): Promise<number> {
  const [command, ...rest] = argv;
  const storage = await storageFromEnv(io.env);
  try {
    await run(io, storage, command, rest);
    return 0;
  } catch (error) {
    if (!(error instanceof UsageError) && !(error instanceof TypeError)) throw error;
    // parseArgs reports an unknown option as a TypeError with a readable message.
    io.err(`staff: ${error.message}\n`);
    return 2;
  } finally {
    await storage.close();
  }
}
