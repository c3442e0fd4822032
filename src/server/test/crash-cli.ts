/**
 * `npm run import` killed mid-import (issue 32), the command-line side of the crash
 * scenarios: bench/crash-runs.ts runs it and counts its problems.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT_DIR } from '../platform/root-dir.js';
import { editThenUndo, IMPORT_ROWS, type ImportSeen, importProblems } from './crash-imports.js';
import { type CrashSite, startCrashServer } from './crash-scenario.js';
import { TEST_PROCESS_NODE_FLAGS } from './process-flags.js';

export type CliCrashReport = ImportSeen & { kind: CrashSite['kind']; ms: number };

/**
 * `npm run import` killed with SIGKILL once it has printed its first progress line,
 * then a server started on the same data: the admin sees the batch interrupted, and
 * its undo refuses once two of its businesses were edited. (On PGlite the importer
 * holds the data directory, so it runs while no server does.)
 */
export async function crashCliImport(site: CrashSite): Promise<CliCrashReport> {
  const started = performance.now();
  const tag = randomBytes(3).toString('hex');
  const fileName = `cli-${tag}.csv`;
  const rows = Array.from({ length: IMPORT_ROWS }, (_, i) => `Cli ${tag} ${i},Bryan`);
  writeFileSync(join(site.dataDir, fileName), ['name,city', ...rows].join('\n'));
  const child = spawn(
    process.execPath,
    [
      ...TEST_PROCESS_NODE_FLAGS,
      'scripts/start.mjs',
      'scripts/import-businesses.ts',
      join(site.dataDir, fileName),
    ],
    {
      cwd: ROOT_DIR,
      env: { ...process.env, DATA_DIR: site.dataDir, SEED: 'none', ...site.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let out = '';
  let importDoneAtKill = 0;
  let importFinishedBeforeKill = false;
  await new Promise<void>((resolve) => {
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
      const done = /Imported ([\d,]+) of/.exec(out);
      if (done && !importDoneAtKill) {
        importDoneAtKill = Number(done[1].replace(/,/g, ''));
        child.kill('SIGKILL');
        resolve();
      }
    });
    child.once('exit', () => {
      importFinishedBeforeKill = out.includes('Import Completed');
      resolve();
    });
  });
  await exited;
  if (!importDoneAtKill && !importFinishedBeforeKill)
    throw new Error(`npm run import stopped on its own: ${out}`);

  const { server, admin } = await startCrashServer(site);
  try {
    return {
      kind: site.kind,
      importDoneAtKill,
      importFinishedBeforeKill,
      ...(await editThenUndo(admin, fileName, `Cli ${tag}`)),
      ms: Math.round(performance.now() - started),
    };
  } finally {
    await server.stop();
  }
}

export function cliCrashProblems(report: CliCrashReport): string[] {
  const problems = importProblems(report);
  if (report.batch && report.batch.source !== 'cli')
    problems.push(`the import shows as from ${report.batch.source}`);
  return problems;
}
