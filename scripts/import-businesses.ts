/**
 * Loads listings from a CSV or .xlsx file into the configured database (embedded or
 * DATABASE_URL), the same way the import page does: rows read and checked, a
 * preview of what each would do, then one transaction per row, recorded as a batch
 * an admin can undo from the dashboard. No row limit: for a whole county at once.
 *
 *   npm run import -- FILE [--dry-run]
 *
 * On the embedded database, stop the server first (it holds the data directory).
 * Ctrl-C stops the run and takes back the rows it wrote.
 */
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import { type ImportAction, importMessages } from '#domain/imports.js';
import { loadConfig } from '#server/config.js';
import { runCli } from './run-cli.js';

const USAGE = 'Usage: npm run import -- FILE [--dry-run]';

const countsLine = (counts: Record<ImportAction, number>) =>
  `${counts.create} to create, ${counts.update} to update, ${counts.skip} skipped, ${counts.error} with errors`;

async function main() {
  const { values, positionals } = parseArgs({
    options: { 'dry-run': { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  const [file] = positionals;
  if (!file || positionals.length > 1) {
    console.error(USAGE);
    process.exit(2);
  }
  const bytes = await readFile(file).catch(() => {
    console.error(`Cannot read ${file}`);
    process.exit(2);
  });
  // Loaded after the arguments are checked: the database takes seconds to import.
  const [{ openDatabase }, { readTable }, { planImport }, { runImport }, { createLogger }] =
    await Promise.all([
      import('#server/db/open.js'),
      import('#server/features/imports/read-table.js'),
      import('#server/features/imports/import-plan.service.js'),
      import('#server/features/imports/imports.service.js'),
      import('#server/platform/logger.js'),
    ]);
  const config = loadConfig();
  const table = await readTable({ fileName: basename(file), bytes: new Uint8Array(bytes) });
  for (const note of table.notes) console.log(note);
  const opened = await openDatabase(config);
  try {
    const plan = await planImport(opened.database.db, { table, fileName: basename(file) });
    console.log(`${plan.rows.length} rows: ${countsLine(plan.counts)}.`);
    for (const row of plan.rows.filter((r) => r.action === 'error').slice(0, 20)) {
      console.log(
        `  line ${row.line}: ${importMessages.failedRow(row.name ?? '(no name)', row.reason ?? '')}`,
      );
    }
    if (values['dry-run']) {
      console.log('Dry run: nothing was written.');
      return;
    }
    const controller = new AbortController();
    process.once('SIGINT', () => {
      console.error(
        '\nStopping after the current row; the rows written so far will be taken back.',
      );
      controller.abort();
    });
    const started = performance.now();
    const result = await runImport(
      {
        db: opened.database.db,
        logger: createLogger(config.logLevel === 'debug' ? 'debug' : 'warn'),
        actorUserId: null,
        source: 'cli',
        signal: controller.signal,
        onProgress: (done, total) => {
          const line = `Imported ${done.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} rows`;
          // One line rewritten on a terminal; a line per tenth in a log.
          const tenth = Math.max(100, Math.ceil(total / 1000) * 100);
          if (process.stdout.isTTY) process.stdout.write(`\r${line}`);
          else if (done === total || done % tenth === 0) console.log(line);
        },
      },
      plan,
    );
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    if (process.stdout.isTTY) process.stdout.write('\n');
    console.log(
      `${importMessages.completedTitle}: ${importMessages.completed(result.imported)} (${seconds} s)`,
    );
    console.log(`Batch ${result.batchId}: ${countsLine(result.counts)}.`);
    for (const error of result.errors.slice(0, 50)) console.log(`  ${error}`);
    if (result.errors.length > 50) console.log(`  ...and ${result.errors.length - 50} more`);
    if (config.geocoder) {
      // The imported addresses get coordinates now (GEOCODER=census), in batches.
      const { runGeocoding } = await import('#server/features/geocoding/geocoding.service.js');
      console.log('Geocoding the new and changed addresses...');
      const geocoded = await runGeocoding({
        db: opened.database.db,
        config,
        logger: createLogger(config.logLevel === 'debug' ? 'debug' : 'warn'),
        rounds: 100,
      });
      console.log(
        `Geocoded: ${geocoded.matched} located, ${geocoded.noMatch} not found, ${geocoded.failed} failed (asked again in the maintenance pass).`,
      );
    }
  } finally {
    await opened.close();
  }
}

runCli(main);
