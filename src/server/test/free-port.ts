import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/** Ports `from` up to, not including, `below`. */
export interface PortRange {
  from: number;
  below: number;
}

/**
 * A port on 127.0.0.1 that nothing listens on, for a server about to start.
 *
 * Not one the kernel hands out (`listen(0)`): those come from its range for outgoing
 * connections (32768-60999 on Linux), so the port can be free when picked and yet be
 * taken, before the server binds it, as the local end of some connection: the server's
 * own pool opening to its database while it migrates, say. A CI run failed so, with
 * EADDRINUSE on the browser tests' port. Below that range a port is only ever taken by
 * a listener, and the check here sees those.
 */
export async function freePort(range = portsBelowOutgoing()): Promise<number> {
  if (!range) return listenOn(0);
  // From a random port on, so that servers started together rarely try the same ones.
  const { from, below } = range;
  const size = below - from;
  const start = Math.floor(Math.random() * size);
  const tries = Math.min(size, 50);
  for (let step = 0; step < tries; step++) {
    const bound = await listenOn(from + ((start + step) % size)).catch(() => null);
    if (bound) return bound;
  }
  throw new Error(`no free port in ${tries} tries from ${from} below ${below}`);
}

/**
 * From 10000 to the start of the kernel's range for outgoing connections (32768 where
 * it cannot be read); none if a machine's range leaves fewer than 1,000 ports there.
 */
function portsBelowOutgoing(): PortRange | null {
  let below = 32_768;
  try {
    const [start] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').split(/\s+/);
    if (Number.isInteger(Number(start)) && Number(start) > 0) below = Number(start);
  } catch {
    // Not Linux: keep Linux's default.
  }
  const from = 10_000;
  return below - from >= 1_000 ? { from, below } : null;
}

/** Listens on the port, closes again, and gives the port listened on. */
function listenOn(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : port));
    });
  });
}
