#!/usr/bin/env node
// `npm run dev`: the API server, restarted whenever its code changes (tsx watch), and
// the web app from Vite's dev server, which swaps an edited module into the open page
// without a reload and passes /api, /uploads and the other server paths on to the API
// server (vite.config.ts). Open the address the `web` lines print. Ctrl-C stops both.
//
// Nothing here loosens the server: it is the `npm start` server with these settings,
// each of which `npm start` takes too (docs/decisions/024-dev-server.md):
//   BUILD_WEB=never  the pages come from Vite, so no production build at each restart;
//   PUBLIC_URL       Vite's address, so links in e-mails open the hot-reloading app.
// Set either (or PORT, the API server's port) to use another value.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const WEB_PORT = 5173;
const apiPort = process.env.PORT || '3000';

const processes = [
  {
    label: 'api',
    args: ['node_modules/.bin/tsx', 'watch', '--clear-screen=false', 'src/server/main.ts'],
    env: {
      BUILD_WEB: 'never',
      PUBLIC_URL: `http://localhost:${WEB_PORT}`,
      ...process.env,
      PORT: apiPort,
    },
  },
  {
    label: 'web',
    // vite.config.ts proxies to the API server on PORT.
    args: ['node_modules/.bin/vite', '--port', String(WEB_PORT), '--strictPort'],
    env: { ...process.env, PORT: apiPort },
  },
];

const children = processes.map(({ label, args, env }) => {
  // A process group of its own, so Ctrl-C reaches it once, from here (below): the server
  // finishes its requests and releases the data directory.
  const child = spawn(process.execPath, args, {
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream, crlfDelay: Number.POSITIVE_INFINITY }).on('line', (line) =>
      console.log(`${label} | ${line}`),
    );
  }
  return { label, child };
});

// When one stops (an error, or Ctrl-C reaching both), stop the other and exit as it did.
let exitCode;
for (const { label, child } of children) {
  child.once('exit', (code, signal) => {
    if (exitCode === undefined) {
      exitCode = code ?? (signal === 'SIGINT' || signal === 'SIGTERM' ? 0 : 1);
      if (code) console.log(`${label} | stopped (exit ${code}); stopping the other`);
      for (const other of children) if (other.child !== child) other.child.kill('SIGTERM');
    }
    if (children.every(({ child: c }) => c.exitCode !== null || c.signalCode !== null)) {
      process.exit(exitCode);
    }
  });
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const { child } of children) child.kill(signal);
  });
}
// Should this process die another way, it takes the two with it.
process.on('exit', () => {
  for (const { child } of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
});
