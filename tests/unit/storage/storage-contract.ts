import { accountsContract } from './contracts/accounts';
import { analyticsContract } from './contracts/analytics';
import { changesContract } from './contracts/changes';
import { draftsContract } from './contracts/drafts';
import { leadsContract } from './contracts/leads';
import { outboxContract } from './contracts/outbox';
import { retentionContract } from './contracts/retention';
import type { OpenStorage } from './contracts/support';

/**
 * What every storage must do, whatever database is behind it: each domain's contract
 * (contracts/, one file per domain of src/server/storage). `open` gives a fresh, empty storage;
 * the suites close it.
 */
export function storageContract(name: string, open: OpenStorage) {
  accountsContract(name, open);
  leadsContract(name, open);
  retentionContract(name, open);
  draftsContract(name, open);
  outboxContract(name, open);
  changesContract(name, open);
  analyticsContract(name, open);
}
