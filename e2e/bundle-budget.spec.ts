import { readFileSync } from 'node:fs';
import { get, type IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

/**
 * What the server sends, read from the build the e2e server made (no browser page):
 * the JS every public page loads stays within its budget, and the built files leave
 * precompressed, cached for a year. Issue 13.
 */

const PUBLIC_JS_BUDGET_BYTES = 170 * 1024;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/** The e2e server builds the web into its data directory (playwright.config.ts). */
const webDir = join(process.env.E2E_DATA_DIR ?? '', 'web');

function readManifest(): Record<string, ManifestChunk> {
  return JSON.parse(readFileSync(join(webDir, '.vite/manifest.json'), 'utf8'));
}

/** The entry chunk and every chunk it imports statically (lazy route chunks are not). */
function entryChunks(manifest: Record<string, ManifestChunk>): ManifestChunk[] {
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error('the build manifest has no entry');
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  visit(entry);
  return [...seen].map((key) => manifest[key]);
}

/** A raw response: Node's http, unlike fetch, leaves the body encoded. */
function rawGet(url: string, acceptEncoding: string) {
  return new Promise<{ res: IncomingMessage; body: Buffer }>((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ res, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    }).on('error', reject);
  });
}

test('the JS a public page loads first stays within 170 KB gzip', () => {
  const chunks = entryChunks(readManifest());
  const gzipBytes = chunks
    .map((chunk) => gzipSync(readFileSync(join(webDir, chunk.file)), { level: 9 }).byteLength)
    .reduce((sum, bytes) => sum + bytes, 0);
  const measured = `${(gzipBytes / 1024).toFixed(1)} KB gzip in ${chunks.length} chunks`;
  test.info().annotations.push({ type: 'public JS', description: measured });
  console.log(`public JS: ${measured} (budget 170 KB)`);
  expect(gzipBytes).toBeLessThanOrEqual(PUBLIC_JS_BUDGET_BYTES);
});

test('the entry chunk and its CSS leave precompressed and cached for a year', async ({
  baseURL,
}) => {
  const entry = entryChunks(readManifest())[0];
  for (const file of [entry.file, ...(entry.css ?? [])]) {
    const bytes = readFileSync(join(webDir, file));
    const br = await rawGet(`${baseURL}/${file}`, 'gzip, deflate, br, zstd');
    expect(br.res.headers['content-encoding']).toBe('br');
    expect(br.res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.body).equals(bytes)).toBe(true);

    const gzip = await rawGet(`${baseURL}/${file}`, 'gzip');
    expect(gzip.res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(bytes)).toBe(true);
  }
});
