/**
 * The web import's progress on the embedded database (issue 32): over a real socket,
 * the progress lines leave while the rows are still being written, so the page shows
 * them as they come and its Stop button takes effect. (PGlite answers without a trip
 * through the event loop: an import that never yielded sent every line at the end.)
 */
import { once } from 'node:events';
import { rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { eq, ilike } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { ImportProgressLine } from '../../../domain/imports.js';
import { createApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { openDatabase } from '../../db/open.js';
import { businesses, importBatches } from '../../db/schema/index.js';
import { createLogger } from '../../platform/logger.js';
import { signedInAdmin } from '../../test/accounts.js';
import { migratedDataDir } from '../../test/pglite-template.js';
import { TEST_CAPTCHA_COST } from '../../test/test-app.js';

const ROWS = 4000;

const dataDir = await migratedDataDir('bcs-import-stream-');
const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  SEED: 'none',
  CAPTCHA_COST: TEST_CAPTCHA_COST,
});
const opened = await openDatabase(config);
const { database } = opened;
const app = createApp({ config, database, logger: createLogger('silent') });
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }) as Server;
await once(server, 'listening');
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const http = { request: (path: string, init?: RequestInit) => fetch(`${url}${path}`, init) };
const admin = await signedInAdmin(http, { database, dataDir });

afterAll(async () => {
  server.close();
  await opened.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the web import on PGlite', () => {
  it('streams its progress while it runs, so Stop stops it and takes back its rows', async () => {
    const tag = Math.random().toString(36).slice(2, 7);
    const csv = [
      'name,city',
      ...Array.from({ length: ROWS }, (_, i) => `Stream ${tag} ${i},Bryan`),
    ].join('\n');
    const form = new FormData();
    form.set('text', csv);
    const headers: Record<string, string> = {
      cookie: [...admin.device.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    };
    const stop = new AbortController();
    const res = await fetch(`${url}/api/admin/imports`, {
      method: 'POST',
      body: form,
      headers,
      signal: stop.signal,
    });
    expect(res.status).toBe(200);

    // Read until the first progress line, then press Stop (drop the connection).
    const seen: ImportProgressLine[] = [];
    const reader = res.body?.pipeThrough(new TextDecoderStream()).getReader();
    let buffered = '';
    while (reader && !seen.some((line) => line.type === 'progress')) {
      const { value, done } = await reader.read();
      if (done) break;
      buffered += value;
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) if (line) seen.push(JSON.parse(line));
    }
    stop.abort();

    const first = seen.find((line) => line.type === 'progress');
    expect(first).toMatchObject({ type: 'progress', total: ROWS });
    expect(seen.some((line) => line.type === 'result')).toBe(false);

    // The run notices, stops and takes back what it wrote: nothing of the file stays.
    await expect
      .poll(
        async () =>
          (
            await database.db
              .select({ status: importBatches.status })
              .from(importBatches)
              .where(eq(importBatches.fileName, 'Pasted CSV'))
          ).map((batch) => batch.status),
        { timeout: 20_000, interval: 100 },
      )
      .toEqual(['undone']);
    const left = await database.db
      .select({ id: businesses.id })
      .from(businesses)
      .where(ilike(businesses.name, `Stream ${tag} %`));
    expect(left).toEqual([]);
  });
});
