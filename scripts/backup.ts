/**
 * Writes one archive of the database and the stored files (docs/decisions/029-backups.md).
 *
 *   npm run backup -- FILE
 *
 * With PostgreSQL (DATABASE_URL) it runs beside the server: the rows are one
 * consistent snapshot. The embedded database (PGlite under DATA_DIR) is one
 * process's: while its server runs, the server writes the archive when asked. With S3 storage the archive names the bucket and
 * leaves its files to the bucket's own versioning. The archive holds password hashes
 * and applicants' details: it is written readable by its owner only.
 */
import { loadConfig } from '#server/config.js';
import { fileArgument, runCli } from './run-cli.js';

async function main() {
  const file = fileArgument('backup');
  const config = loadConfig();
  const [{ backupCommand }, { photoFiles }, { resumeFiles }] = await Promise.all([
    import('#server/platform/backup/commands.js'),
    import('#server/features/photos/photo-files.service.js'),
    import('#server/features/jobs/job-applications.service.js'),
  ]);
  // The features that store files say which ones the backed-up rows name.
  const summary = await backupCommand(config, file, (db) => [
    photoFiles({ db }),
    resumeFiles({ db }),
  ]);
  const mb = (summary.bytes / 1024 / 1024).toFixed(1);
  console.log(
    `Backup written: ${summary.file} (${mb} MB; ${summary.tables} tables, ${summary.rows.toLocaleString('en-US')} rows, ${summary.files.toLocaleString('en-US')} files) in ${(summary.ms / 1000).toFixed(1)} s`,
  );
  if (summary.missingFiles.length) {
    console.error(
      `Warning: ${summary.missingFiles.length} files the rows name were not in the storage: ${summary.missingFiles.slice(0, 10).join(', ')}`,
    );
  }
  if (config.s3) {
    console.log(`The stored files stay in the bucket ${config.s3.bucket}: keep its versioning on.`);
  }
}

runCli(main);
