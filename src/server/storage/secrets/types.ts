export interface SecretStorage {
  /**
   * A random secret of the site, the same for every instance on the database: made (from
   * `make`) by the first caller, read by the others.
   */
  secret(name: string, make: () => string): Promise<string>;
}
