import { readFileSync } from 'node:fs';
import { get, type IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

/**
 * What the server sends, read from the build the e2e server made (no browser page):
 * the JS each public page loads before it is interactive stays within its budget, and
 * the built files leave precompressed, cached for a year. Issue 13.
 */

const PUBLIC_JS_BUDGET_BYTES = 170 * 1024;

/**
 * The public pages a visitor lands on, by their page module (src/web/app/router.tsx).
 * Each loads the entry, the app it imports once the page has painted (main.tsx), and
 * its route's lazy chunk: each with its static imports.
 */
const PUBLIC_PAGES = {
  home: 'app/routes/public/home.tsx',
  profile: 'app/routes/public/business-profile.tsx',
  city: 'app/routes/public/city.tsx',
  jobs: 'app/routes/public/jobs.tsx',
  events: 'app/routes/public/events.tsx',
  event: 'app/routes/public/event.tsx',
} as const;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

type Manifest = Record<string, ManifestChunk>;

/** The built web the e2e server serves, linked into its data directory (scripts/e2e-server.ts). */
const webDir = join(process.env.E2E_DATA_DIR ?? '', 'web');

function readManifest(): Manifest {
  return JSON.parse(readFileSync(join(webDir, '.vite/manifest.json'), 'utf8'));
}

function entryKey(manifest: Manifest): string {
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error('the build manifest has no entry');
  return entry;
}

/**
 * The chunks `keys` load before they run: each with every chunk it imports statically,
 * recursively (its own lazy imports, such as a dialog's code, load later).
 */
function chunksLoadedBy(manifest: Manifest, keys: string[]): ManifestChunk[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    if (!manifest[key]) throw new Error(`the build manifest has no ${key}`);
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...seen].map((key) => manifest[key]);
}

const gzipSize = (chunk: ManifestChunk) =>
  gzipSync(readFileSync(join(webDir, chunk.file)), { level: 9 }).byteLength;

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

for (const [page, module] of Object.entries(PUBLIC_PAGES)) {
  test(`the JS the ${page} page loads before it is interactive stays within 170 KB gzip`, () => {
    const manifest = readManifest();
    const entry = entryKey(manifest);
    const app = manifest[entry].dynamicImports ?? [];
    const chunks = chunksLoadedBy(manifest, [entry, ...app, module]);
    const gzipBytes = chunks.map(gzipSize).reduce((sum, bytes) => sum + bytes, 0);
    const measured = `${(gzipBytes / 1024).toFixed(1)} KB gzip in ${chunks.length} chunks`;
    test.info().annotations.push({ type: `${page} JS`, description: measured });
    console.log(`${page} page JS: ${measured} (budget 170 KB)`);
    expect(gzipBytes).toBeLessThanOrEqual(PUBLIC_JS_BUDGET_BYTES);
  });
}

test('the entry chunk and its CSS leave precompressed and cached for a year', async ({
  baseURL,
}) => {
  const manifest = readManifest();
  const entry = manifest[entryKey(manifest)];
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
