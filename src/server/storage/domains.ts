import { accounts } from './accounts/domain';
import { analytics } from './analytics/domain';
import { changes } from './changes/domain';
import { drafts } from './drafts/domain';
import { leads } from './leads/domain';
import { outbox } from './outbox/domain';
import { people } from './people/domain';
import { secrets } from './secrets/domain';
import { shared } from './shared/domain';
import { uploads } from './uploads/domain';

/**
 * The storage's domains (decisions.md #94). Each is a folder owning its tables and migrations
 * (tables.ts), its write operations and their statements (writes.ts), its reads (storage.ts),
 * its row parsing (rows.ts) and its types (types.ts), declared in its domain.ts.
 *
 * To add a domain: make its folder like the others, list it here (after the domains its tables
 * refer to: a version's SQL runs in this order), add its reads to storage.ts and its interface
 * to Storage in types.ts. A new table of an existing domain is a new version in its tables.ts.
 */
export const domains = [
  accounts,
  leads,
  people,
  outbox,
  drafts,
  uploads,
  changes,
  shared,
  secrets,
  analytics,
] as const;
