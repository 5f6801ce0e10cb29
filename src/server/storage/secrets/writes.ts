import { z } from 'zod';
import { run, type WriteHandlers } from '../steps';

export const secretOps = [
  z.object({ kind: z.literal('ensureSecret'), name: z.string(), value: z.string() }),
] as const;
type SecretOp = z.infer<(typeof secretOps)[number]>;

/** Made once: a second instance making the same secret at once keeps the first's. */
export const secretWrites = (): WriteHandlers<SecretOp> => ({
  *ensureSecret(op) {
    yield run(
      'INSERT INTO server_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING',
      op.name,
      op.value,
    );
    return z
      .object({ value: z.string() })
      .parse((yield run('SELECT value FROM server_secrets WHERE name = $1', op.name))[0]).value;
  },
});
