/**
 * Backups that restore (issue 30 point 4), measured and checked end to end:
 *
 *  1. the demo directory as `npm start` seeds it on PGlite, backed up (server stopped),
 *     restored into an empty PostgreSQL database, backed up from there and restored
 *     into a new PGlite DATA_DIR: every table's rows and every file compared at each
 *     step (PGlite -> PostgreSQL -> PGlite);
 *  2. N fictional businesses (default 100,000) and a job for every 20th on PostgreSQL,
 *     backed up while a writer commits pairs of rows (an audit row and an analytics
 *     row in one transaction) as fast as it can, then restored and compared: the pairs
 *     are whole in the restored copy, so the backup was one snapshot.
 *
 *   npx tsx bench/backup-bench.ts [--businesses 100000]
 *
 * Writes bench/results/backup-<date>-<commit>.{json,md}; exits 1 if any comparison fails.
 */
import { execSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as wait } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from '#server/config.js';
import { type Db, openPglite, openPostgres, queryRows } from '#server/db/client.js';
import { migrateDatabase } from '#server/db/migrate.js';
import { openDatabase } from '#server/db/open.js';
import { seedDatabase } from '#server/db/seed/seed.js';
import { resumeFiles } from '#server/features/jobs/job-applications.service.js';
import { photoFiles } from '#server/features/photos/photo-files.service.js';
import { backupCommand, restoreCommand } from '#server/platform/backup/commands.js';
import { fileDigests, schemaDigest, tableDigests } from '#server/test/database-digest.js';
import { startEmbeddedPostgres } from '#server/test/embedded-postgres.js';
import { generateBusinesses, generateJobs } from './generate-businesses.js';

const { values } = parseArgs({ options: { businesses: { type: 'string', default: '100000' } } });
const businessCount = Number(values.businesses);

const work = mkdtempSync(join(tmpdir(), 'bcs-bench-backup-'));
const log = (line: string) => process.stderr.write(`${line}\n`);
const settings = { LOG_LEVEL: 'silent', SEED: 'demo', BUILD_WEB: 'never' };
const pglite = (dir: string) => loadConfig({ ...settings, DATA_DIR: dir });
const postgres = (url: string, dir: string) =>
  loadConfig({ ...settings, DATABASE_URL: url, DATA_DIR: dir });
// As `npm run backup` asks them: which files the snapshot's rows name.
const fileOwners = (db: Db) => [photoFiles({ db }), resumeFiles({ db })];
const seconds = (ms: number) => Math.round(ms / 100) / 10;
const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

interface Step {
  step: string;
  engine: string;
  rows: number;
  files: number;
  archiveMb?: number;
  seconds: number;
  same?: boolean;
  note?: string;
}
const steps: Step[] = [];
let failures = 0;

function same(label: string, a: unknown, b: unknown): boolean {
  const equal = JSON.stringify(a) === JSON.stringify(b);
  if (!equal) {
    failures += 1;
    log(`MISMATCH: ${label}`);
  }
  return equal;
}

async function pgliteDigests(dir: string) {
  const database = await openPglite(dir);
  try {
    return await tableDigests(database.db);
  } finally {
    await database.close();
  }
}

async function postgresDigests(url: string) {
  const database = openPostgres(url, { max: 2 });
  try {
    return await tableDigests(database.db);
  } finally {
    await database.close();
  }
}

async function pgliteSchema(dir: string) {
  const database = await openPglite(dir);
  try {
    return await schemaDigest(database.db);
  } finally {
    await database.close();
  }
}

async function postgresSchema(url: string) {
  const database = openPostgres(url, { max: 1 });
  try {
    return await schemaDigest(database.db);
  } finally {
    await database.close();
  }
}

const files = (dir: string) => ({
  uploads: fileDigests(join(dir, 'uploads')),
  private: fileDigests(join(dir, 'private')),
});

const server = await startEmbeddedPostgres('bcs-bench-backup-pg-');
try {
  // 1. The demo directory: PGlite -> PostgreSQL -> PGlite.
  const seededDir = join(work, 'seeded');
  const opened = await openDatabase(pglite(seededDir));
  const seeded = await seedDatabase({
    db: opened.database.db,
    uploadsDir: join(seededDir, 'uploads'),
  });
  await opened.close();
  log(`seeded ${seeded.businesses} businesses, ${seeded.jobs} jobs`);
  const seededDigests = await pgliteDigests(seededDir);
  const seededSchema = await pgliteSchema(seededDir);

  const archive1 = join(work, 'seeded-pglite.tar.gz');
  const backup1 = await backupCommand(pglite(seededDir), archive1, fileOwners);
  steps.push({
    step: 'backup: demo directory',
    engine: 'PGlite (server stopped)',
    rows: backup1.rows,
    files: backup1.files,
    archiveMb: mb(backup1.bytes),
    seconds: seconds(backup1.ms),
    same: same('no missing files', backup1.missingFiles, []),
    note: 'every file the rows name is in the archive',
  });

  await server.createDatabase('seeded');
  const seededUrl = `${server.baseUrl}/seeded`;
  const restoredDir = join(work, 'restored-pg-files');
  const restore1 = await restoreCommand(postgres(seededUrl, restoredDir), archive1);
  steps.push({
    step: 'restore: demo directory',
    engine: 'PGlite archive -> PostgreSQL',
    rows: restore1.rows,
    files: restore1.files,
    seconds: seconds(restore1.ms),
    same:
      same('PGlite -> PostgreSQL rows', seededDigests, await postgresDigests(seededUrl)) &&
      same('PGlite -> PostgreSQL files', files(seededDir), files(restoredDir)) &&
      same('PGlite -> PostgreSQL schema', seededSchema, await postgresSchema(seededUrl)),
  });

  // The real CLI, as cron would run it, beside nothing: start-up included.
  const archive2 = join(work, 'seeded-postgres.tar.gz');
  const started = performance.now();
  const cli = spawnSync(process.execPath, ['scripts/start.mjs', 'scripts/backup.ts', archive2], {
    env: { ...process.env, DATABASE_URL: seededUrl, DATA_DIR: restoredDir },
    encoding: 'utf8',
  });
  if (cli.status !== 0) throw new Error(`npm run backup failed: ${cli.stderr}`);
  steps.push({
    step: 'backup: demo directory (`npm run backup`, process start included)',
    engine: 'PostgreSQL',
    rows: backup1.rows,
    files: backup1.files,
    archiveMb: mb(statSync(archive2).size),
    seconds: seconds(performance.now() - started),
  });

  const backToPglite = join(work, 'restored-pglite');
  const restore2 = await restoreCommand(pglite(backToPglite), archive2);
  steps.push({
    step: 'restore: demo directory',
    engine: 'PostgreSQL archive -> new PGlite DATA_DIR (initdb included)',
    rows: restore2.rows,
    files: restore2.files,
    seconds: seconds(restore2.ms),
    same:
      same('PostgreSQL -> PGlite rows', seededDigests, await pgliteDigests(backToPglite)) &&
      same('PostgreSQL -> PGlite files', files(seededDir), files(backToPglite)) &&
      same('PostgreSQL -> PGlite schema', seededSchema, await pgliteSchema(backToPglite)),
  });

  // 2. A large directory on PostgreSQL, backed up under writes.
  await server.createDatabase('big');
  const bigUrl = `${server.baseUrl}/big`;
  const big = openPostgres(bigUrl, { max: 4 });
  await migrateDatabase(big);
  const loadStarted = performance.now();
  await generateBusinesses(big.db, { count: businessCount });
  await generateJobs(big.db, { every: 20 });
  log(`generated ${businessCount} businesses in ${seconds(performance.now() - loadStarted)} s`);

  let writing = true;
  let pairs = 0;
  const writer = (async () => {
    while (writing) {
      await big.db.transaction(async (tx) => {
        await tx.execute(
          sql`insert into security_events (action, resource_type, success) values ('bench.pair', 'backup', true)`,
        );
        await tx.execute(
          sql`insert into analytics_events (event_type, page) values ('page_view', '/bench-pair')`,
        );
      });
      pairs += 1;
    }
  })();
  // Some pairs before the snapshot, more during it.
  while (pairs < 100) await wait(5);
  const archive3 = join(work, 'big.tar.gz');
  const bigFiles = join(work, 'big-files');
  const backup3 = await backupCommand(postgres(bigUrl, bigFiles), archive3, fileOwners);
  const pairsDuring = pairs;
  writing = false;
  await writer;
  steps.push({
    step: `backup: ${businessCount.toLocaleString('en-US')} businesses`,
    engine: 'PostgreSQL, under writes',
    rows: backup3.rows,
    files: backup3.files,
    archiveMb: mb(backup3.bytes),
    seconds: seconds(backup3.ms),
    note: `${pairsDuring} write transactions committed during the backup`,
  });

  await server.createDatabase('big_restored');
  const bigRestoredUrl = `${server.baseUrl}/big_restored`;
  const restore3 = await restoreCommand(
    postgres(bigRestoredUrl, join(work, 'big-restored')),
    archive3,
  );
  const restored = openPostgres(bigRestoredUrl, { max: 1 });
  const [counts] = await queryRows<{ audit: number; analytics: number }>(
    restored.db,
    sql`select (select count(*)::int from security_events where action = 'bench.pair') as audit,
               (select count(*)::int from analytics_events where page = '/bench-pair') as analytics`,
  );
  // The writer's rows are the only ones: both halves of each pair, or neither.
  const whole = same('pairs whole in the snapshot', counts?.audit, counts?.analytics);
  // Every other table is as the source is now (the writer touched only those two).
  const written = new Set(['security_events', 'analytics_events']);
  const others = (digests: Awaited<ReturnType<typeof tableDigests>>) =>
    Object.entries(digests).filter(([table]) => !written.has(table));
  const restoredDigests = await tableDigests(restored.db);
  const rowsSame = same(
    'other tables',
    others(await tableDigests(big.db)),
    others(restoredDigests),
  );
  const schemaSame = same('schema', await schemaDigest(big.db), await schemaDigest(restored.db));
  // What the archive held is what the restore holds (the source moved on since).
  await restored.close();
  await big.close();
  steps.push({
    step: `restore: ${businessCount.toLocaleString('en-US')} businesses`,
    engine: 'PostgreSQL -> PostgreSQL',
    rows: restore3.rows,
    files: restore3.files,
    seconds: seconds(restore3.ms),
    same: whole && rowsSame && schemaSame && same('rows restored', restore3.rows, backup3.rows),
    note: `${counts?.audit} of the writer's pairs in the snapshot, each whole`,
  });
} finally {
  await server.stop();
  rmSync(work, { recursive: true, force: true });
}

// Other work on the machine stretches every figure: say how busy it was.
const load = `load average ${loadavg()
  .map((n) => n.toFixed(1))
  .join(' / ')} on ${cpus().length} cores at the end`;
const commit = execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim();
const date = new Date().toISOString().slice(0, 10);
const name = `backup-${date}-${commit}`;
const table = [
  '| step | engine | rows | files | archive MB | seconds | identical | note |',
  '| --- | --- | ---: | ---: | ---: | ---: | --- | --- |',
  ...steps.map(
    (s) =>
      `| ${s.step} | ${s.engine} | ${s.rows.toLocaleString('en-US')} | ${s.files} | ${s.archiveMb ?? ''} | ${s.seconds} | ${s.same === undefined ? '' : s.same ? 'yes' : 'NO'} | ${s.note ?? ''} |`,
  ),
].join('\n');
mkdirSync('bench/results', { recursive: true });
writeFileSync(
  `bench/results/${name}.json`,
  `${JSON.stringify({ date, commit, businessCount, load, steps }, null, 2)}\n`,
);
writeFileSync(
  `bench/results/${name}.md`,
  `# Backups, ${date} (${commit})\n\n${load}.\n\n${table}\n`,
);
process.stdout.write(`${table}\n`);
process.exit(failures ? 1 : 0);
