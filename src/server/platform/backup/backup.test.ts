import { spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import {
  createWriteStream,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip, gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { createApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { type Db, openPostgres, queryRows, reserveConnection } from '../../db/client.js';
import { MIGRATIONS_DIR } from '../../db/migrate.js';
import { resumeFiles } from '../../features/jobs/job-applications.service.js';
import { photoFiles } from '../../features/photos/photo-files.service.js';
import { Device, ownerWithBusiness, signedInAdmin, signInAs, totp } from '../../test/accounts.js';
import { solveCaptcha } from '../../test/captcha.js';
import { fileDigests, schemaDigest, tableDigests } from '../../test/database-digest.js';
import { createBusinesses, createJob } from '../../test/factories.js';
import { pictureOf } from '../../test/images.js';
import { tempDirs } from '../../test/temp-dirs.js';
import { createTestContext, TEST_SETTINGS } from '../../test/test-app.js';
import { createLogger } from '../logger.js';
import {
  archiveEntries,
  BackupError,
  EXIT,
  type Manifest,
  sha256,
  verifyArchive,
} from './archive.js';
import { backupCommand, backupSourceOf, restoreCommand } from './commands.js';
import { answerBackupRequests } from './live-backup.js';
import { applyMigrations } from './restore-backup.js';
import { TarWriter } from './tar.js';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

const dirs = tempDirs('bcs-backup-');
const source = await createTestContext();
const { app, database } = source;
const { db } = database;

/** A new, empty database on the test server (not cloned from the migrated template). */
async function emptyDatabase() {
  const name = `r_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: `${inject('postgresUrl')}/postgres` });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return `${inject('postgresUrl')}/${name}`;
}

const configOf = (databaseUrl: string, dataDir: string) =>
  loadConfig({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir, ...TEST_SETTINGS });

// A directory, then what owners, applicants and admins add: a paid plan, an
// application with its resume, an uploaded photo. (The demo seed draws ~500 pictures,
// 11 s of CPU: its round trip, on both databases, is bench/backup-bench.ts's.)
await createBusinesses(
  db,
  ['free', 'silver', 'texas_gold'].flatMap((plan) =>
    Array.from({ length: 10 }, () => ({ plan: plan as 'free' | 'silver' | 'texas_gold' })),
  ),
);
const admin = await signedInAdmin(app, source);
const owner = await ownerWithBusiness(app, db, { plan: 'free' });
const checkout = await owner.device.post('/api/payments/checkout', {
  plan: 'silver',
  billingCycle: 'monthly',
});
const { url } = (await checkout.json()) as { url: string };
await new Device(app).request(`${url}/pay`, { method: 'POST' });
const job = await createJob(db, owner.business.id);
const application = new FormData();
application.append(
  'application',
  JSON.stringify({
    fullName: 'Kim Applicant',
    email: 'kim@example.com',
    captcha: await solveCaptcha(app),
  }),
);
application.append(
  'resume',
  new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }),
  'kim.pdf',
);
const applied = await new Device(app).upload(`/api/jobs/${job.id}/applications`, application);
const photo = new FormData();
photo.append('businessId', owner.business.id);
const png = await pictureOf('png', { width: 320, height: 240 });
photo.append('photo', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'shop.png');
const uploaded = await admin.device.upload('/api/admin/photos', photo);

const archive = join(dirs.make(), 'bcs.tar.gz');
const sourceConfig = configOf(source.databaseUrl, source.dataDir);
// Every test reads this archive: the first checks what it restores to.
const fileOwners = (tx: Db) => [photoFiles({ db: tx }), resumeFiles({ db: tx })];
const backup = await backupCommand(sourceConfig, archive, fileOwners);
const [{ lastEventId }] = await queryRows<{ lastEventId: string }>(
  db,
  sql`select max(id)::text as "lastEventId" from security_events`,
);

describe('npm run backup and npm run restore', () => {
  it('round-trip the directory, its files and its accounts into an empty PostgreSQL database', async () => {
    expect([applied.status, uploaded.status]).toEqual([201, 201]);
    // The photo and its thumbnail, the resume: each file a row names.
    expect(backup.files).toBe(3);
    expect(backup.missingFiles).toEqual([]);

    const targetUrl = await emptyDatabase();
    const targetDir = dirs.make();
    const restored = await restoreCommand(configOf(targetUrl, targetDir), archive);
    expect(restored).toMatchObject({ rows: backup.rows, files: backup.files, laterMigrations: 0 });

    const target = openPostgres(targetUrl, { max: 2 });
    try {
      const before = await tableDigests(db);
      // Every table came across, row for row.
      expect(await tableDigests(target.db)).toEqual(before);
      // And the same indexes, constraints and triggers (turned on) around them.
      expect(await schemaDigest(target.db)).toEqual(await schemaDigest(db));
      for (const table of ['businesses', 'job_applications', 'subscriptions', 'business_photos']) {
        expect(before[table]?.rows, table).toBeGreaterThan(0);
      }
      for (const area of ['uploads', 'private']) {
        expect(fileDigests(join(targetDir, area))).toEqual(fileDigests(join(source.dataDir, area)));
      }
      expect(readFileSync(join(targetDir, 'auth-secret'))).toEqual(
        readFileSync(join(source.dataDir, 'auth-secret')),
      );

      // The restored server works: the admin signs in with their two-factor code (the
      // secret is sealed with the restored auth-secret), reads the resume, and the
      // rows that sign-in writes take new ids.
      const restoredApp = createApp({
        config: configOf(targetUrl, targetDir),
        database: target,
        logger: createLogger('silent'),
      });
      const device = new Device(restoredApp);
      const first = await signInAs(restoredApp, device, { ...admin.account, portal: 'admin' });
      expect(await first.json()).toEqual({ status: 'two_factor_required' });
      const second = await device.post('/api/account/sign-in/two-factor', {
        code: totp(admin.secret),
      });
      expect(second.status).toBe(200);
      const [{ id }] = await queryRows<{ id: string }>(
        target.db,
        sql`select id from job_applications where job_id = ${job.id}`,
      );
      const resume = await device.request(`/api/jobs/applications/${id}/resume`);
      expect(Buffer.from(await resume.arrayBuffer())).toEqual(PDF);
      const [newer] = await queryRows<{ n: number }>(
        target.db,
        sql`select count(*)::int as n from security_events where id > ${lastEventId}`,
      );
      expect(newer?.n).toBeGreaterThan(0);
      const business = await new Device(restoredApp).request(
        `/api/businesses/${owner.business.id}`,
      );
      expect(await business.json()).toMatchObject({ id: owner.business.id, plan: 'silver' });
    } finally {
      await target.close();
    }
  });

  it('refuses a database that is not empty, with one line and exit code 3', async () => {
    const before = await tableDigests(db);
    const run = spawnSync(process.execPath, ['scripts/start.mjs', 'scripts/restore.ts', archive], {
      env: { ...process.env, DATABASE_URL: source.databaseUrl, DATA_DIR: dirs.make() },
      encoding: 'utf8',
    });
    expect(run.status).toBe(EXIT.targetNotEmpty);
    expect(run.stderr.trim()).toMatch(
      /^The database at DATABASE_URL is not empty \(\d+ tables\): restore only into an empty one\.$/,
    );
    expect(await tableDigests(db)).toEqual(before);

    // An empty database, but a DATA_DIR whose storage holds a file of its own.
    const dataDir = dirs.make();
    mkdirSync(join(dataDir, 'uploads'));
    writeFileSync(join(dataDir, 'uploads', 'stray.webp'), 'not ours');
    const targetUrl = await emptyDatabase();
    const refusal = await restoreCommand(configOf(targetUrl, dataDir), archive).catch((e) => e);
    expect([refusal.message, refusal.exitCode]).toEqual([
      "The file storage holds public/stray.webp, which is not the archive's: restore only into an empty one.",
      EXIT.targetNotEmpty,
    ]);
    expect(fileDigests(dataDir)).toEqual({ 'uploads/stray.webp': expect.any(String) });
  });

  it('with S3 storage and AUTH_SECRET, names the bucket and the secret instead of copying them', async () => {
    const elsewhere = {
      S3_BUCKET: 'bcs-uploads',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      AUTH_SECRET: 'a-secret-of-at-least-thirty-two-characters',
    };
    const config = (url: string) =>
      loadConfig({ DATABASE_URL: url, DATA_DIR: dirs.make(), ...TEST_SETTINGS, ...elsewhere });
    const file = join(dirs.make(), 's3.tar.gz');
    const written = await backupCommand(config(source.databaseUrl), file);
    expect(written).toMatchObject({ files: 0 });
    const manifest = await verifyArchive(file);
    expect(manifest.files).toEqual({
      storage: 's3',
      bucket: 'bcs-uploads',
      note: "The stored files stay in the bucket: keep them with the bucket's own versioning.",
    });
    expect(manifest.authSecret).toEqual({ kind: 'environment' });

    const restored = await restoreCommand(config(await emptyDatabase()), file);
    expect(restored.rows).toBe(written.rows);
    expect(restored.notes).toEqual([
      'The files were not in the archive: they stay in the bucket bcs-uploads (restore its versions there if needed).',
      'The backed-up server signed with AUTH_SECRET: start this one with the same value, or two-factor sign-ins and signed links stop working.',
    ]);
  });

  it("restores an older release's archive, then applies this release's later migrations", async () => {
    const migrations = readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR });
    const olderUrl = await emptyDatabase();
    const older = openPostgres(olderUrl, { max: 1 });
    const connection = await reserveConnection(older.db);
    await connection.query('BEGIN');
    await applyMigrations(connection, migrations.slice(0, -1));
    await connection.query('COMMIT');
    connection.release();
    await older.close();
    const file = join(dirs.make(), 'older.tar.gz');
    await backupCommand(configOf(olderUrl, dirs.make()), file);
    expect((await verifyArchive(file)).migrations).toHaveLength(migrations.length - 1);

    const targetUrl = await emptyDatabase();
    const restored = await restoreCommand(configOf(targetUrl, dirs.make()), file);
    expect(restored.laterMigrations).toBe(1);
    const target = openPostgres(targetUrl, { max: 1 });
    try {
      // The same schema as a database this release migrated.
      expect(await schemaDigest(target.db)).toEqual(await schemaDigest(db));
    } finally {
      await target.close();
    }
  });

  it('lists a file a row names that the storage does not have, after trying again', async () => {
    const [resume] = Object.keys(fileDigests(join(source.dataDir, 'private')));
    const path = join(source.dataDir, 'private', resume as string);
    renameSync(path, `${path}.aside`);
    try {
      const file = join(dirs.make(), 'missing.tar.gz');
      const summary = await backupCommand(sourceConfig, file, fileOwners);
      expect(summary.missingFiles).toEqual([`private/${resume}`]);
      expect((await verifyArchive(file)).missingFiles).toEqual([`private/${resume}`]);
    } finally {
      renameSync(`${path}.aside`, path);
    }
  });

  it("has the embedded database's running server write the archive, as one of its answers", async () => {
    const dataDir = dirs.make();
    mkdirSync(join(dataDir, 'pglite'));
    // The lock a running server keeps: a live process's id (this one's, which answers
    // the request as main.ts has a server answer it, from its own database).
    writeFileSync(join(dataDir, 'server.lock'), String(process.pid));
    const stop = answerBackupRequests({
      dataDir,
      logger: createLogger('error', () => {}),
      source: () => backupSourceOf(sourceConfig, source.database, fileOwners),
    });
    try {
      const file = join(dirs.make(), 'held.tar.gz');
      const summary = await backupCommand(loadConfig({ DATA_DIR: dataDir }), file);
      expect(summary.file).toBe(file);
      expect((await verifyArchive(file)).tables).toEqual(
        (await verifyArchive(archive)).tables.map((t) => expect.objectContaining({ name: t.name })),
      );
      // The request and the answer are gone with it.
      expect(readdirSync(dataDir).sort()).toEqual(['pglite', 'server.lock']);
    } finally {
      stop();
    }
  });

  it('names a target database, an archive or a folder that does not exist', async () => {
    const missing = `${inject('postgresUrl')}/r_missing_${randomBytes(4).toString('hex')}`;
    const refusal = await restoreCommand(configOf(missing, dirs.make()), archive).catch((e) => e);
    expect(refusal).toBeInstanceOf(BackupError);
    expect(refusal.message).toBe(
      'The database at DATABASE_URL does not exist: create it first (createdb).',
    );
    const unwritable = join(dirs.make(), 'no-such-folder', 'b.tar.gz');
    const refused = await backupCommand(sourceConfig, unwritable).catch((e) => e);
    expect([refused.message, refused.exitCode]).toEqual([
      `Cannot write ${unwritable}: ${dirname(unwritable)} is not a folder this user can write to.`,
      EXIT.usage,
    ]);
    const nowhere = join(dirs.make(), 'none.tar.gz');
    const unread = await restoreCommand(configOf(missing, dirs.make()), nowhere).catch((e) => e);
    expect([unread.message, unread.exitCode]).toEqual([`Cannot read ${nowhere}.`, EXIT.usage]);
  });

  it('takes back everything when a load fails half way: no table, no file', async () => {
    // A well-formed archive whose job names a business it does not hold: found when
    // the foreign keys are made again, after the rows and the files went in. Its
    // checksums are made again, so only the load itself can find out.
    const entries: { path: string; body: Buffer }[] = [];
    for await (const entry of archiveEntries(archive)) entries.push(entry);
    const manifest = JSON.parse((entries.pop() as { body: Buffer }).body.toString()) as Manifest;
    const part = entries.find((e) => e.path.startsWith('tables/jobs/')) as {
      path: string;
      body: Buffer;
    };
    part.body = Buffer.from(
      part.body.toString().replace(/"business_id":"[^"]+"/, `"business_id":"${randomUUID()}"`),
    );
    const entry = manifest.tables.find((t) => t.name === 'jobs')?.parts[0];
    if (!entry) throw new Error('no jobs in the archive');
    Object.assign(entry, { bytes: part.body.length, sha256: sha256(part.body) });
    const file = join(dirs.make(), 'orphan-job.tar.gz');
    const gzip = createGzip();
    const done = pipeline(gzip, createWriteStream(file));
    const tar = new TarWriter(gzip);
    for (const { path, body } of entries) await tar.add(path, body);
    await tar.add('manifest.json', Buffer.from(JSON.stringify(manifest)));
    await tar.finish();
    gzip.end();
    await done;

    const targetUrl = await emptyDatabase();
    const targetDir = dirs.make();
    const failure = await restoreCommand(configOf(targetUrl, targetDir), file).catch((e) => e);
    expect(String(failure.cause ?? failure)).toMatch(/violates foreign key constraint/);
    const target = openPostgres(targetUrl, { max: 1 });
    const [tables] = await queryRows<{ n: number }>(
      target.db,
      sql`select count(*)::int as n from pg_tables where schemaname in ('public', 'drizzle')`,
    );
    await target.close();
    expect(tables?.n).toBe(0);
    // The photo and the resume it had written before the failure are gone again.
    expect(fileDigests(targetDir)).toEqual({});
  });

  it('refuses a damaged archive before writing anything', async () => {
    const bytes = readFileSync(archive);
    const tar = gunzipSync(bytes);
    // One byte of a row changed, the gzip stream still whole: the manifest's checksum catches it.
    const at = tar.indexOf(Buffer.from('"name":"'), tar.indexOf('tables/businesses/'));
    const edited = Buffer.from(tar);
    edited[at + 8] = edited[at + 8] === 0x41 ? 0x42 : 0x41;
    const damaged = {
      edited: gzipSync(edited),
      truncated: bytes.subarray(0, Math.floor(bytes.length / 2)),
      foreign: gzipSync(Buffer.from('not a tar file at all')),
    };
    const targetUrl = await emptyDatabase();
    const targetDir = dirs.make();
    for (const [kind, body] of Object.entries(damaged)) {
      const file = join(dirs.make(), `${kind}.tar.gz`);
      writeFileSync(file, body);
      const refusal = await restoreCommand(configOf(targetUrl, targetDir), file).catch((e) => e);
      expect(refusal, kind).toBeInstanceOf(BackupError);
      expect(refusal.exitCode, kind).toBe(EXIT.badArchive);
      expect(refusal.message, kind).toMatch(
        /is damaged or not a BCS Local backup .*nothing was written\.$/,
      );
      const target = openPostgres(targetUrl, { max: 1 });
      const tables = await queryRows<{ n: number }>(
        target.db,
        sql`select count(*)::int as n from pg_tables where schemaname in ('public', 'drizzle')`,
      );
      await target.close();
      expect(tables[0]?.n, kind).toBe(0);
      expect(fileDigests(targetDir), kind).toEqual({});
    }
  });
});
