import { runInProcess } from '../cli/io';
import { main } from './main';

/**
 * Makes an account the only way a staff or editor account is made, with `npm run staff -- add`,
 * run in this process (no process of its own per account) over the database `env` names: for
 * tests and benchmarks that need an administrator's accounts.
 */
export async function addAccountByCommand(account: {
  env: NodeJS.ProcessEnv;
  email: string;
  name: string;
  password: string;
  roles: ('staff' | 'editor')[];
}) {
  const { env, email, name, password, roles } = account;
  const args = ['add', '--email', email, '--name', name, '--password-stdin'];
  for (const role of roles) args.push('--role', role);
  const made = await runInProcess(main, args, { input: `${password}\n`, env });
  if (made.status !== 0) throw new Error(`staff add ${email} failed: ${made.err}`);
}
