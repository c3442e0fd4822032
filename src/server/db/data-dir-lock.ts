import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirLockedError extends Error {
  /** The process holding the directory, when it is alive. */
  constructor(
    message: string,
    readonly pid?: number,
  ) {
    super(message);
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite takes no lock of its own, and two processes on one data directory corrupt
 * it. We hold a lock file with our pid; a lock left by a dead process is taken over.
 */
export function lockDataDir(dataDir: string): { release(): void } {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          rmSync(file, { force: true });
        },
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
      if (Number.isInteger(pid) && isAlive(pid)) {
        throw new DataDirLockedError(
          `Another BCS Local server (pid ${pid}) is already using the data directory ${dataDir}. ` +
            'Stop it first, or start this one with a different DATA_DIR.',
          pid,
        );
      }
      rmSync(file, { force: true }); // stale lock from a process that died
    }
  }
  throw new DataDirLockedError(`Could not lock the data directory ${dataDir}.`);
}
