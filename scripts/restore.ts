/**
 * Loads an archive written by `npm run backup` into an EMPTY target: a new DATA_DIR
 * (the embedded database; the server stopped) or a new PostgreSQL database
 * (DATABASE_URL). See docs/decisions/029-backups.md.
 *
 *   npm run restore -- FILE
 *
 * The whole archive is checked first; a damaged one is refused before anything is
 * written (exit 4), a target that is not empty too (exit 3). The migrations, the
 * rows and the sequences are one transaction.
 */
import { loadConfig } from '#server/config.js';
import { fileArgument, runCli } from './run-cli.js';

async function main() {
  const file = fileArgument('restore');
  const config = loadConfig();
  const { restoreCommand } = await import('#server/platform/backup/commands.js');
  const outcome = await restoreCommand(config, file);
  console.log(
    `Restored ${outcome.tables} tables, ${outcome.rows.toLocaleString('en-US')} rows and ${outcome.files.toLocaleString('en-US')} files from ${file} in ${(outcome.ms / 1000).toFixed(1)} s`,
  );
  if (outcome.laterMigrations) {
    console.log(`Then applied ${outcome.laterMigrations} newer migrations.`);
  }
  for (const note of outcome.notes) console.log(note);
}

runCli(main);
