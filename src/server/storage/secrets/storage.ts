import { z } from 'zod';
import type { Driver } from '../driver';
import type { SecretStorage } from './types';

const valueRow = z.object({ value: z.string() });

export function secretStorage({ read, write }: Driver): SecretStorage {
  return {
    async secret(name, make) {
      const [found] = await read('SELECT value FROM server_secrets WHERE name = $1', [name]);
      if (found !== undefined) return valueRow.parse(found).value;
      return z.string().parse(await write({ kind: 'ensureSecret', name, value: make() }));
    },
  };
}
