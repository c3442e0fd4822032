import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';

/** Throwaway folders for one test file: all of them are removed after its tests. */
export function tempDirs(prefix: string) {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });
  const removeLater = (dir: string) => {
    dirs.push(dir);
    return dir;
  };
  return { make: () => removeLater(mkdtempSync(join(tmpdir(), prefix))), removeLater };
}
