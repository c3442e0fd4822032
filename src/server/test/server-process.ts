/**
 * A real server process, started as `npm start` starts it (scripts/start.mjs running
 * src/server/main.ts), for tests that need several of them on one database. Its JSON log lines are
 * kept in memory for the test to read.
 */
import { spawn } from 'node:child_process';
import { setTimeout as wait } from 'node:timers/promises';
import { ROOT_DIR } from '../platform/root-dir.js';
import { freePort } from './free-port.js';
import { TEST_PROCESS_NODE_FLAGS } from './process-flags.js';

export interface ServerProcess {
  /** http://127.0.0.1:PORT */
  url: string;
  /** Every JSON line it has written to stdout so far, parsed. */
  logs: Record<string, unknown>[];
  /** SIGTERM, then waits for it to drain and exit. */
  stop(): Promise<void>;
  /** SIGKILL: dies at once, mid-statement, as in a crash; resolves once it has exited. */
  kill(): Promise<void>;
}

/**
 * Talks to a server over HTTP as a client behind a proxy (start it with TRUST_PROXY):
 * a Device's address goes in X-Forwarded-For, so each Device is its own client.
 */
export function httpApp(url: string) {
  return {
    request(path: string, init: RequestInit = {}, env?: unknown) {
      const headers = new Headers(init.headers);
      const ip = (env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)
        ?.incoming?.socket?.remoteAddress;
      if (ip) headers.set('x-forwarded-for', ip);
      return fetch(`${url}${path}`, { ...init, headers });
    },
  };
}
export type HttpApp = ReturnType<typeof httpApp>;

const STOP_TIMEOUT_MS = 15_000;

/** Starts a server with `env` (PORT is chosen here) and resolves once /api/health answers. */
export async function startServerProcess(
  env: Record<string, string>,
  {
    timeoutMs = 120_000,
    replaceEnvironment,
  }: {
    timeoutMs?: number;
    /** The environment to start from instead of this process's (which has the test runner's). */
    replaceEnvironment?: Record<string, string>;
  } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...TEST_PROCESS_NODE_FLAGS, 'scripts/start.mjs'], {
    cwd: ROOT_DIR,
    env: { ...(replaceEnvironment ?? process.env), HOST: '127.0.0.1', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const kill = () => child.kill('SIGKILL');
  // A test run that ends early must not leave servers behind.
  process.once('exit', kill);

  const logs: Record<string, unknown>[] = [];
  let partial = '';
  let stderr = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    const lines = (partial + chunk).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      if (!line.trim()) continue;
      try {
        logs.push(JSON.parse(line));
      } catch {
        logs.push({ msg: line });
      }
    }
  });
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });

  const stop = async () => {
    process.off('exit', kill);
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const force = setTimeout(kill, STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(force);
  };

  const killNow = async () => {
    process.off('exit', kill);
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    kill();
    await exited;
  };

  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`the server exited (${child.exitCode}): ${stderr || partial}`.slice(0, 4000));
    }
    try {
      const res = await fetch(`${url}/api/health`);
      await res.body?.cancel();
      if (res.ok) return { url, logs, stop, kill: killNow };
    } catch {
      // not listening yet
    }
    await wait(100);
  }
  await stop();
  throw new Error(`the server did not answer on ${url} within ${timeoutMs / 1000} s: ${stderr}`);
}
