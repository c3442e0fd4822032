/**
 * Passwords are hashed with the auth library's own scrypt unless
 * INSECURE_FAST_PASSWORD_HASH is set, which only the test suites do (every other API
 * file runs with it). The stored hashes are checked against scrypt computed here with
 * node:crypto, not through the code under test.
 */
import { scryptSync } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fastPasswordHashWarning, loadConfig } from '../../config.js';
import { type Db, queryRows } from '../../db/client.js';
import { claimAs, Device, errorOf, STRONG_PASSWORD, signInAs } from '../../test/accounts.js';
import { createTestContext, type TestContext } from '../../test/test-app.js';
import { FAST_HASH_MARKER, insecureFastPasswordHasher } from './password-hash.js';

const production = await createTestContext({ INSECURE_FAST_PASSWORD_HASH: '' });
const fast = await createTestContext();

const INVALID = { status: 401, code: 'unauthenticated', message: 'Invalid credentials' };

async function storedHash(db: Db, email: string): Promise<string> {
  const [row] = await queryRows<{ password: string }>(
    db,
    sql`select a.password from accounts a join users u on u.id = a.user_id
        where u.email = ${email} and a.provider_id = 'credential'`,
  );
  return row.password;
}

async function replaceHash(db: Db, email: string, hash: string) {
  await db.execute(
    sql`update accounts set password = ${hash}
        where user_id = (select id from users where email = ${email})`,
  );
}

function scryptHex(password: string, salt: string, N: number, r: number): string {
  return scryptSync(password.normalize('NFKC'), salt, 64, {
    N,
    r,
    p: 1,
    maxmem: 256 * N * r,
  }).toString('hex');
}

/** A wrong password is refused as any is, and the account's own signs in. */
async function expectOnlyItsPasswordSignsIn(app: TestContext['app'], email: string) {
  const device = new Device(app);
  expect(await errorOf(await signInAs(app, device, { email, password: 'Wr0ng&Pass' }))).toEqual(
    INVALID,
  );
  expect((await signInAs(app, device, { email, password: STRONG_PASSWORD })).status).toBe(200);
}

describe('a start without INSECURE_FAST_PASSWORD_HASH', () => {
  const { app, database } = production;

  it("stores the library's scrypt: N=16384, r=16, p=1, a 64-byte key, as salt:key", async () => {
    const claim = await claimAs(app, new Device(app));
    const hash = await storedHash(database.db, claim.ownerEmail);
    expect(hash).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    const [salt, key] = hash.split(':');
    expect(scryptHex(STRONG_PASSWORD, salt, 16_384, 16)).toBe(key);

    await expectOnlyItsPasswordSignsIn(app, claim.ownerEmail);
  });

  it('refuses a password whose hash a test-configured server stored', async () => {
    const claim = await claimAs(app, new Device(app));
    await replaceHash(
      database.db,
      claim.ownerEmail,
      await insecureFastPasswordHasher.hash(STRONG_PASSWORD),
    );
    const res = await signInAs(app, new Device(app), {
      email: claim.ownerEmail,
      password: STRONG_PASSWORD,
    });
    expect(await errorOf(res)).toEqual(INVALID);
  });

  it('is the default whatever NODE_ENV says, and the setting, when on, is named at start', () => {
    for (const NODE_ENV of [undefined, 'test', 'development']) {
      const config = loadConfig({ DATA_DIR: production.dataDir, NODE_ENV });
      expect(config.insecureFastPasswordHash).toBe(false);
      expect(fastPasswordHashWarning(config)).toBeNull();
    }
    const on = loadConfig({ DATA_DIR: production.dataDir, INSECURE_FAST_PASSWORD_HASH: '1' });
    expect(on.insecureFastPasswordHash).toBe(true);
    expect(fastPasswordHashWarning(on)).toBe(
      'INSECURE_FAST_PASSWORD_HASH is on: passwords are hashed at a tiny fraction of the real cost and are easy to crack if the database leaks. Unset it outside tests.',
    );
  });
});

describe('with INSECURE_FAST_PASSWORD_HASH (the test suites)', () => {
  const { app, database } = fast;

  it('stores the same scrypt at N=1024, r=1, marked, and signs in with it', async () => {
    const claim = await claimAs(app, new Device(app));
    const hash = await storedHash(database.db, claim.ownerEmail);
    expect(hash.startsWith(FAST_HASH_MARKER)).toBe(true);
    const [salt, key] = hash.slice(FAST_HASH_MARKER.length).split(':');
    expect(salt).toMatch(/^[0-9a-f]{32}$/);
    expect(scryptHex(STRONG_PASSWORD, salt, 1024, 1)).toBe(key);

    await expectOnlyItsPasswordSignsIn(app, claim.ownerEmail);
  });

  it('still signs in an account hashed at the real cost', async () => {
    const realClaim = await claimAs(production.app, new Device(production.app));
    const realHash = await storedHash(production.database.db, realClaim.ownerEmail);
    const claim = await claimAs(app, new Device(app));
    await replaceHash(database.db, claim.ownerEmail, realHash);
    expect(
      (await signInAs(app, new Device(app), { email: claim.ownerEmail, password: STRONG_PASSWORD }))
        .status,
    ).toBe(200);
  });
});
