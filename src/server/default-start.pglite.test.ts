/**
 * Issue 31: the server as a plain `npm start` runs it (src/server/main.ts on the
 * embedded database, no NODE_ENV, none of the test runner's variables) is the safe
 * one. Signed out, nobody reads the mailbox; an unapproved photo stored in the
 * public area by an older version is moved out of it at start; a request from
 * another site is refused.
 */
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { openDatabase } from './db/open.js';
import { businessPhotos } from './db/schema/index.js';
import { createBusiness, createPhoto } from './test/factories.js';
import { migratedDataDir } from './test/pglite-template.js';
import { type ServerProcess, startServerProcess } from './test/server-process.js';

const dataDir = await migratedDataDir('bcs-default-start-');
const config = loadConfig({ DATA_DIR: dataDir });
let server: ServerProcess;
let pendingKey: string;
let pendingId: string;

/** The environment `npm start` gives the server: this one's, less what the test runner adds. */
function plainEnvironment(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (value === undefined || name === 'NODE_ENV' || name === 'TEST' || /^VITEST/.test(name)) {
      continue;
    }
    env[name] = value;
  }
  return env;
}

beforeAll(async () => {
  // A pending photo as versions before issue 31 stored it: its files in the public area.
  const opened = await openDatabase(config);
  const business = await createBusiness(opened.database.db);
  pendingKey = `${business.id}/legacy-pending.webp`;
  mkdirSync(join(config.uploadsDir, business.id), { recursive: true });
  writeFileSync(join(config.uploadsDir, pendingKey), Buffer.from('RIFF....WEBPVP8 '));
  const photo = await createPhoto(opened.database.db, business.id, {
    approvalStatus: 'pending',
    storageArea: 'public',
    storagePath: pendingKey,
    filePath: `/uploads/${pendingKey}`,
  });
  pendingId = photo.id;
  await opened.close();

  const env = plainEnvironment();
  server = await startServerProcess(
    { DATA_DIR: dataDir, SEED: 'none', BUILD_WEB: 'never', LOG_LEVEL: 'info' },
    { replaceEnvironment: env },
  );
});

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a plain npm start', () => {
  it('keeps the mailbox closed to a signed-out visitor', async () => {
    const list = await fetch(`${server.url}/api/mailbox?limit=100`);
    expect(list.status).toBe(401);
    expect((await list.json()).error.code).toBe('unauthenticated');
    const access = await fetch(`${server.url}/api/mailbox/access`);
    expect(await access.json()).toEqual({
      allowed: false,
      reason: 'signed_out',
      message: 'Please sign in to continue.',
    });
  });

  it('moves an unapproved photo out of the public area before it serves', async () => {
    expect((await fetch(`${server.url}/uploads/${pendingKey}`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/photos/${pendingId}/file`)).status).toBe(401);
    expect(existsSync(join(config.uploadsDir, pendingKey))).toBe(false);
    expect(existsSync(join(config.privateDir, pendingKey))).toBe(true);
    expect(server.logs).toContainEqual(
      expect.objectContaining({ msg: 'unapproved photos moved to the private area', moved: 1 }),
    );
  });

  it('refuses a state-changing request from another site, and takes one from its own address', async () => {
    const foreign = await fetch(`${server.url}/api/account/sign-out`, {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
    expect((await foreign.json()).error.message).toBe('This request came from another site.');
    // PUBLIC_URL is http://localhost:PORT; the page reached at 127.0.0.1 is the same site.
    const own = await fetch(`${server.url}/api/account/sign-out`, {
      method: 'POST',
      headers: { origin: server.url },
    });
    expect(own.status).toBe(200);
  });

  it('warns of no lowered cost: the human check and password hashes are at full strength', () => {
    const warnings = server.logs.filter((line) => line.level === 'warn').map((line) => line.msg);
    expect(warnings.filter((msg) => /CAPTCHA_COST|PASSWORD_HASH/.test(String(msg)))).toEqual([]);
  });

  it('says at start that payments are in test mode', () => {
    expect(server.logs).toContainEqual(
      expect.objectContaining({
        level: 'warn',
        msg: expect.stringMatching(/^PAYMENTS ARE IN TEST MODE/),
      }),
    );
  });
});

describe('after it stops', () => {
  it('has recorded the photo as private', async () => {
    await server.stop();
    const opened = await openDatabase(config);
    const [row] = await opened.database.db
      .select()
      .from(businessPhotos)
      .where(eq(businessPhotos.id, pendingId));
    await opened.close();
    expect(row).toMatchObject({
      storageArea: 'private',
      filePath: `/api/photos/${pendingId}/file`,
    });
  });
});
