import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { passwordProblems } from '#domain/validation.js';
import { ConfigError, loadConfig } from '../../config.js';
import { queryRows } from '../../db/client.js';
import { Device, signInAs } from '../../test/accounts.js';
import { createTestContext } from '../../test/test-app.js';
import { createLogger } from '../logger.js';
import {
  ensureBootstrapAdmin,
  ensureFirstAdmin,
  generateAdminPassword,
  printFirstAdmin,
} from './create-admin.js';

const silent = createLogger('silent');

async function admins(db: Parameters<typeof queryRows>[0]) {
  return queryRows<{ email: string }>(
    db,
    sql`select email from users where user_type = 'admin' order by email`,
  );
}

describe('admins made at start-up', () => {
  it('BOOTSTRAP_ADMIN_* creates that admin once, who can sign in at the admin login', async () => {
    const { app, database, dataDir } = await createTestContext();
    const config = loadConfig({
      DATA_DIR: dataDir,
      BOOTSTRAP_ADMIN_EMAIL: 'Boot@Example.com',
      BOOTSTRAP_ADMIN_PASSWORD: 'B00t&Strap',
    });
    await ensureBootstrapAdmin({ config, db: database.db, logger: silent });
    await ensureBootstrapAdmin({ config, db: database.db, logger: silent });
    expect(await admins(database.db)).toEqual([{ email: 'boot@example.com' }]);
    const res = await signInAs(app, new Device(app), {
      email: 'boot@example.com',
      password: 'B00t&Strap',
      portal: 'admin',
    });
    expect(await res.json()).toMatchObject({ status: 'signed_in', user: { userType: 'admin' } });
    expect(await ensureFirstAdmin({ config, db: database.db })).toBeNull();
  });

  it('an empty embedded database gets a first admin whose password is printed once', async () => {
    const { app, database, dataDir } = await createTestContext();
    const config = loadConfig({ DATA_DIR: dataDir });
    const first = await ensureFirstAdmin({ config, db: database.db });
    expect(first?.email).toBe('admin@bcslocal.example');
    expect(passwordProblems(first?.password ?? '')).toEqual([]);
    expect(await ensureFirstAdmin({ config, db: database.db })).toBeNull();

    let printed = '';
    printFirstAdmin(first!, (text) => {
      printed += text;
    });
    expect(printed).toContain('admin@bcslocal.example');
    expect(printed).toContain(first!.password);

    const res = await signInAs(app, new Device(app), { ...first!, portal: 'admin' });
    expect(res.status).toBe(200);
    // Not on a shared PostgreSQL: there, admins come from `npm run admin:create`.
    const shared = { ...config, databaseUrl: 'postgres://db/bcs' };
    await database.db.execute(sql`delete from users`);
    expect(await ensureFirstAdmin({ config: shared, db: database.db })).toBeNull();
  });

  it('generates passwords that pass the product rules', () => {
    for (let i = 0; i < 50; i++) expect(passwordProblems(generateAdminPassword())).toEqual([]);
  });

  it('refuses half a bootstrap configuration or a weak password', () => {
    expect(() => loadConfig({ BOOTSTRAP_ADMIN_EMAIL: 'a@b.co' })).toThrow(ConfigError);
    expect(() =>
      loadConfig({ BOOTSTRAP_ADMIN_EMAIL: 'a@b.co', BOOTSTRAP_ADMIN_PASSWORD: 'weak' }),
    ).toThrow(/BOOTSTRAP_ADMIN_PASSWORD/);
  });
});
