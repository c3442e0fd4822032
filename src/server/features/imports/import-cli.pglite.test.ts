/**
 * `npm run import`, run as an operator would, on a throwaway embedded database (a
 * copy of one already migrated, with nothing seeded).
 */
import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { queryRows } from '../../db/client.js';
import { openDatabase } from '../../db/open.js';
import { migratedDataDir } from '../../test/pglite-template.js';
import { TEST_PROCESS_NODE_FLAGS } from '../../test/process-flags.js';

const dataDir = await migratedDataDir('bcs-import-cli-');
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const file = join(dataDir, 'county.csv');
writeFileSync(
  file,
  [
    'Business Name,Category,City,Rating',
    '"Wellborn Feed, Inc.",Shopping,College Station,4.2',
    'Carters Creek Cafe,restaurant,Bryan,',
    'Saturn Station,Spaceships,Bryan,',
  ].join('\n'),
);

function importCli(...args: string[]) {
  const result = spawnSync(
    process.execPath,
    [...TEST_PROCESS_NODE_FLAGS, 'scripts/start.mjs', 'scripts/import-businesses.ts', ...args],
    { env: { ...process.env, DATA_DIR: dataDir, SEED: 'none' }, encoding: 'utf8' },
  );
  return { code: result.status, out: result.stdout, err: result.stderr };
}

async function businessNames() {
  const opened = await openDatabase(loadConfig({ DATA_DIR: dataDir }));
  try {
    return await queryRows<{ name: string; category: string }>(
      opened.database.db,
      sql`select name, category from businesses order by name`,
    );
  } finally {
    await opened.close();
  }
}

describe('npm run import', () => {
  it('explains its usage', () => {
    const result = importCli();
    expect(result.code).toBe(2);
    expect(result.err).toContain('Usage: npm run import -- FILE [--dry-run]');
  });

  it('previews with --dry-run, then imports with the same counts and errors', async () => {
    const dry = importCli(file, '--dry-run');
    expect(dry.err).toBe('');
    expect(dry.out).toContain('3 rows: 2 to create, 0 to update, 0 skipped, 1 with errors.');
    expect(dry.out).toContain(
      "line 4: Failed to import Saturn Station: Unknown category 'Spaceships'",
    );
    expect(dry.out).toContain('Dry run: nothing was written.');
    expect(await businessNames()).toEqual([]);

    const run = importCli(file);
    expect(run.code).toBe(0);
    expect(run.out).toContain('Imported 3 of 3 rows');
    expect(run.out).toContain('Import Completed: Successfully imported 2 businesses.');
    expect(run.out).toContain("Failed to import Saturn Station: Unknown category 'Spaceships'");
    expect(await businessNames()).toEqual([
      { name: 'Carters Creek Cafe', category: 'Restaurants' },
      { name: 'Wellborn Feed, Inc.', category: 'Shopping' },
    ]);

    // Run again: the same businesses are updated, not copied.
    const again = importCli(file, '--dry-run');
    expect(again.out).toContain('3 rows: 0 to create, 2 to update, 0 skipped, 1 with errors.');
  });

  it('says so when the file cannot be read', () => {
    const junk = join(dataDir, 'junk.csv');
    writeFileSync(junk, Buffer.from([0, 159, 146, 150, 0, 1, 2, 3, 255, 254, 0, 0]));
    const result = importCli(junk);
    expect(result.code).toBe(1);
    expect(result.err).toContain('This file is not a CSV or Excel file that can be read.');
  });
});
