import { ConfigError } from '#server/config.js';
import { DataDirLockedError } from '#server/db/data-dir-lock.js';
import { AppError } from '#server/platform/app-error.js';
import { BackupError } from '#server/platform/backup/archive.js';

/**
 * Runs a command-line script: an error the user can act on (configuration, a
 * locked data directory, a refused input) is printed as its message alone, any
 * other with its stack; either exits 1 (a backup's refusal, with its own code).
 */
export function runCli(main: () => Promise<void>) {
  main().catch((err) => {
    if (err instanceof BackupError) {
      console.error(err.message);
      process.exit(err.exitCode);
    }
    if (
      err instanceof ConfigError ||
      err instanceof DataDirLockedError ||
      err instanceof AppError
    ) {
      console.error(err.message);
    } else {
      console.error(err);
    }
    process.exit(1);
  });
}
