/**
 * Issue 31: nothing the server or the browser does hangs on NODE_ENV (usually unset,
 * as under a plain `npm start`) or on any environment variable read outside
 * config.ts, where every setting is named, parsed and listed in the README.
 * docs/decisions/017-safe-by-default.md lists what used to read NODE_ENV.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    if (!/\.(ts|tsx)$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) return [];
    // The test harness starts servers and databases; it is not part of a start.
    if (path.includes(`${join('server', 'test')}`)) return [];
    return [path];
  });
}

/** Each file's lines that match, without comments. */
function matches(pattern: RegExp): string[] {
  return sourceFiles(SRC).flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => !/^\s*(\/\/|\*|\/\*)/.test(line) && pattern.test(line))
      .map((line) => `${relative(SRC, file)}: ${line.trim()}`),
  );
}

describe('safe by default', () => {
  it('reads NODE_ENV nowhere', () => {
    expect(matches(/NODE_ENV|isProduction|isDevelopment/)).toEqual([]);
  });

  it('reads the environment only in config.ts', () => {
    expect(matches(/process\.env/).filter((line) => !line.startsWith('server/config.ts'))).toEqual(
      [],
    );
  });

  it('builds no development-only branch into the browser code', () => {
    expect(matches(/import\.meta\.env/)).toEqual([]);
  });
});
