import { parseArgs } from 'node:util';
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

/** The one FILE argument of `npm run <command> -- FILE`; otherwise the usage line, exit 2. */
export function fileArgument(command: string): string {
  const file = fileOf(process.argv.slice(2));
  if (file === null) {
    console.error(`Usage: npm run ${command} -- FILE`);
    process.exit(2);
  }
  return file;
}

/** The one file among `args`, or null for none, several, or any option ('--help' included). */
export function fileOf(args: string[]): string | null {
  try {
    const { positionals } = parseArgs({ args, allowPositionals: true });
    return positionals.length === 1 ? positionals[0] : null;
  } catch {
    // An option: these commands take none.
    return null;
  }
}
