/**
 * The embedded default's data directory lock. The first start on an empty data
 * directory (create, migrate, seed the demo directory) is embedded-start.pglite.test.ts's,
 * which runs it as `npm start` does.
 */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { migratedDataDir } from '../test/pglite-template.js';
import { tempDirs } from '../test/temp-dirs.js';
import { openDatabase } from './open.js';

const dirs = tempDirs('bcs-pglite-');

describe('embedded database', () => {
  it('refuses a second opener of the same data directory with a clear message', async () => {
    // Migrated already: the lock, not the first start, is under test here.
    const dataDir = await migratedDataDir('bcs-pglite-');
    dirs.removeLater(dataDir);
    const config = loadConfig({ DATA_DIR: dataDir });
    const first = await openDatabase(config);
    await expect(openDatabase(config)).rejects.toThrow(
      /Another BCS Local server \(pid \d+\) is already using the data directory/,
    );
    await first.close();
    const reopened = await openDatabase(config);
    await reopened.close();
  });
});
