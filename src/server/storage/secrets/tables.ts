import type { DomainMigrations } from '../steps';

export const secretMigrations: DomainMigrations = {
  // 7: server_secrets holds keys every instance shares, made once by whichever instance needs one
  // first (the form stamp's HMAC key).
  7: (d) => `CREATE TABLE server_secrets (
      name text PRIMARY KEY,
      value text NOT NULL
    )${d.keyedByText};`,
};
