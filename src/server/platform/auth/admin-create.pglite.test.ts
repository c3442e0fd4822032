/**
 * `npm run admin:create`, run as a newcomer would, on a throwaway embedded database
 * (a copy of one already migrated: the CLI opens it as it opens any data directory).
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { queryRows } from '../../db/client.js';
import { openDatabase } from '../../db/open.js';
import { migratedDataDir } from '../../test/pglite-template.js';
import { TEST_PROCESS_NODE_FLAGS } from '../../test/process-flags.js';
import { createAuth } from './auth.js';

const dataDir = await migratedDataDir('bcs-admin-');
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function adminCreate(...args: string[]) {
  const result = spawnSync(
    process.execPath,
    [...TEST_PROCESS_NODE_FLAGS, 'scripts/start.mjs', 'scripts/admin-create.ts', ...args],
    { env: { ...process.env, DATA_DIR: dataDir }, encoding: 'utf8' },
  );
  return { code: result.status, out: result.stdout, err: result.stderr };
}

describe('npm run admin:create', () => {
  it("refuses a weak password with the validator's messages", () => {
    const result = adminCreate('--email', 'pat@example.com', '--password', 'weakpass');
    expect(result.code).toBe(2);
    expect(result.err).toContain('Password must contain at least one uppercase letter');
    expect(result.err).toContain('Password must contain at least one number');
    expect(result.err).toContain('Password must contain at least one special character (@$!%*?&)');
  });

  it('refuses a malformed e-mail', () => {
    const result = adminCreate('--email', 'pat-at-example', '--password', 'Str0ng&Safe');
    expect(result.code).toBe(2);
    expect(result.err).toContain('Please enter a valid email address');
  });

  it('creates an admin who can sign in, and refuses the same e-mail twice', async () => {
    const created = adminCreate(
      '--email',
      'Pat@Example.com',
      '--password',
      'Str0ng&Safe',
      '--name',
      'Pat Admin',
    );
    expect(created.err).toBe('');
    expect(created.out).toContain('Admin created: pat@example.com');
    expect(created.code).toBe(0);

    const again = adminCreate('--email', 'pat@example.com', '--password', 'Str0ng&Safe');
    expect(again.code).toBe(1);
    expect(again.err).toContain('A user with the e-mail pat@example.com already exists.');

    const config = loadConfig({ DATA_DIR: dataDir });
    const opened = await openDatabase(config);
    try {
      const users = await queryRows<{ email: string; user_type: string; sessions: number }>(
        opened.database.db,
        sql`select email, user_type, (select count(*)::int from sessions s where s.user_id = u.id) as sessions from users u`,
      );
      expect(users).toEqual([{ email: 'pat@example.com', user_type: 'admin', sessions: 0 }]);

      const auth = createAuth({ config, db: opened.database.db });
      const signIn = await auth.api.signInEmail({
        body: { email: 'pat@example.com', password: 'Str0ng&Safe' },
      });
      expect(signIn.user.email).toBe('pat@example.com');
      await expect(
        auth.api.signInEmail({ body: { email: 'pat@example.com', password: 'Wr0ng&Pass' } }),
      ).rejects.toThrow();
    } finally {
      await opened.close();
    }
  });
});
