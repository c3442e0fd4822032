import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from './free-port.js';

const held: Server[] = [];

/** Listens on the port until the test ends; false if something else holds it. */
function hold(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.on('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => {
      held.push(server);
      resolve(true);
    });
  });
}

function releaseAll(): Promise<unknown> {
  return Promise.all(held.splice(0).map((server) => new Promise((done) => server.close(done))));
}

afterEach(releaseAll);

describe('freePort', () => {
  it('gives a port below the range the kernel hands to outgoing connections, and a server can listen on it', async () => {
    const [outgoingStart] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8')
      .split(/\s+/)
      .map(Number);
    const port = await freePort();
    expect(port).toBeGreaterThanOrEqual(10_000);
    expect(port).toBeLessThan(outgoingStart ?? 32_768);
    expect(await hold(port)).toBe(true);
  });

  it('passes over ports a listener holds', async () => {
    // Four ports in a row, all free; the test then holds all but the third.
    let from = 0;
    for (let attempt = 0; attempt < 20 && !from; attempt++) {
      const start = await freePort();
      const all = await Promise.all([0, 1, 2, 3].map((offset) => hold(start + offset)));
      await releaseAll();
      if (all.every(Boolean)) from = start;
    }
    expect(from).toBeGreaterThan(0);
    for (const port of [from, from + 1, from + 3]) expect(await hold(port)).toBe(true);

    const range = { from, below: from + 4 };
    for (let round = 0; round < 8; round++) expect(await freePort(range)).toBe(from + 2);
  });
});
