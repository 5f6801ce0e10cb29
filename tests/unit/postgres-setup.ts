import type { TestProject } from 'vitest/node';
import { startCluster } from '../../scripts/postgres-cluster';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PostgreSQL server for the storage tests (PG_TEST_URL or a throwaway cluster); '' if none. */
    postgresUrl: string;
  }
}

/**
 * One PostgreSQL server for the whole unit run: PG_TEST_URL when given, else a throwaway
 * cluster started here and stopped after the run. Without PostgreSQL installed the tests that
 * need it are skipped, unless REQUIRE_POSTGRES=1 (CI), where they fail.
 */
export default async function setup(project: TestProject) {
  const given = process.env.PG_TEST_URL;
  const cluster = given ? undefined : await startCluster();
  project.provide('postgresUrl', given ?? cluster?.url ?? '');
  return () => cluster?.stop();
}
