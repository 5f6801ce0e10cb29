import type { AccountStorage, SecondFactorStorage } from './accounts/types';
import type { AnalyticsStorage } from './analytics/types';
import type { ChangeStorage } from './changes/types';
import type { DraftStorage } from './drafts/types';
import type { LeadStorage } from './leads/types';
import type { OutboxStorage } from './outbox/types';
import type { PeopleStorage } from './people/types';
import type { SecretStorage } from './secrets/types';
import type { SharedStorage } from './shared/types';
import type { UploadStorage } from './uploads/types';

// Each domain declares its own types beside its tables (decisions.md #94); the server names
// them from here.
export * from './accounts/types';
export * from './analytics/types';
export * from './changes/types';
export * from './drafts/types';
export * from './leads/types';
export * from './outbox/types';
export * from './people/types';
export * from './secrets/types';
export * from './shared/types';
export * from './uploads/types';

/**
 * What the API needs from a database: embedded SQLite (sqlite.ts) or PostgreSQL (postgres.ts),
 * chosen by open.ts; the rest of the server does not know which it has. Each domain's part is
 * declared in its folder; storage.ts puts them together.
 */
export interface Storage
  extends
    LeadStorage,
    PeopleStorage,
    AccountStorage,
    SecondFactorStorage,
    UploadStorage,
    DraftStorage,
    ChangeStorage,
    OutboxStorage,
    SecretStorage,
    AnalyticsStorage,
    SharedStorage {
  /** Resolves when the database answers a trivial query; rejects otherwise. */
  ping(): Promise<void>;
  close(): Promise<void>;
}
