import { accountStorage } from './accounts/storage';
import { analyticsStorage } from './analytics/storage';
import { secondFactorStorage } from './accounts/second-factor-storage';
import { changeStorage } from './changes/storage';
import type { Driver } from './driver';
import { draftStorage } from './drafts/storage';
import { leadStorage } from './leads/storage';
import { outboxStorage } from './outbox/storage';
import { peopleStorage } from './people/storage';
import { secretStorage } from './secrets/storage';
import type { Storage } from './types';
import { uploadStorage } from './uploads/storage';

/**
 * The storage, written once for both databases and put together from its domains (domains.ts
 * says how to add one): each domain's reads and writes in the SQL both understand (dialect.ts
 * names what differs); the driver runs them.
 */
export function sqlStorage(driver: Driver): Storage {
  return {
    ...(driver.shared ? { shared: driver.shared } : {}),
    ...leadStorage(driver),
    ...peopleStorage(driver),
    ...accountStorage(driver),
    ...secondFactorStorage(driver),
    ...uploadStorage(driver),
    ...draftStorage(driver),
    ...changeStorage(driver),
    ...outboxStorage(driver),
    ...secretStorage(driver),
    ...analyticsStorage(driver),
    async ping() {
      await driver.read('SELECT 1');
    },
    close: () => driver.close(),
  };
}
