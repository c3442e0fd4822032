/**
 * Issue 13: responses leave compressed (brotli, else gzip) when the client takes it,
 * the build's hashed assets leave precompressed and cached for a year, and the
 * import's NDJSON progress still streams line by line.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { loadConfig } from '../config.js';
import { signedInAdmin } from '../test/accounts.js';
import { createBusiness } from '../test/factories.js';
import { createTestContext, TEST_SETTINGS } from '../test/test-app.js';
import { chooseEncoding, precompressDirectory } from './compression.js';
import { createLogger } from './logger.js';
import { IMMUTABLE } from './static-files.js';

const BROWSER = 'gzip, deflate, br, zstd';

// A build as Vite leaves it: index.html, hashed assets (one big, one tiny), the
// manifest in .vite, and the .br/.gz copies the build's last step writes.
const webDir = mkdtempSync(join(tmpdir(), 'bcs-web-'));
afterAll(() => rmSync(webDir, { recursive: true, force: true }));
mkdirSync(join(webDir, 'assets'));
mkdirSync(join(webDir, '.vite'));
writeFileSync(
  join(webDir, 'index.html'),
  readFileSync(resolve('src/web/index.html'), 'utf8').replace(
    '<script type="module" src="./main.tsx"></script>',
    '<script type="module" crossorigin src="/assets/index-Ab12Cd34.js"></script>',
  ),
);
const bundle = Buffer.from(
  Array.from({ length: 400 }, (_, i) => `export const value${i} = "chunk ${i}";\n`).join(''),
);
writeFileSync(join(webDir, 'assets/index-Ab12Cd34.js'), bundle);
writeFileSync(join(webDir, 'assets/tiny-Ef56Gh78.js'), 'export const tiny = 1;\n');
writeFileSync(join(webDir, '.vite/manifest.json'), JSON.stringify({ 'index.html': {} }));
await precompressDirectory(webDir);

const ctx = await createTestContext();
const config = loadConfig({
  DATA_DIR: ctx.dataDir,
  LOG_LEVEL: 'silent',
  ...TEST_SETTINGS,
});
const app = createApp({
  config,
  database: ctx.database,
  logger: createLogger('silent', () => {}),
  webDir,
});

for (let i = 0; i < 6; i++) await createBusiness(ctx.database.db);

async function get(path: string, acceptEncoding?: string) {
  const res = await app.request(
    path,
    acceptEncoding ? { headers: { 'accept-encoding': acceptEncoding } } : {},
  );
  return { res, body: Buffer.from(await res.arrayBuffer()) };
}

function decoded(res: Response, body: Buffer): Buffer {
  const encoding = res.headers.get('content-encoding');
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'gzip') return gunzipSync(body);
  return body;
}

describe('chooseEncoding', () => {
  it('prefers brotli, falls back to gzip, and honours q=0 and *', () => {
    expect(chooseEncoding(BROWSER)).toBe('br');
    expect(chooseEncoding('gzip, deflate')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('*, br;q=0')).toBe('gzip');
    expect(chooseEncoding('identity')).toBeUndefined();
    expect(chooseEncoding('deflate')).toBeUndefined();
    expect(chooseEncoding(undefined)).toBeUndefined();
  });
});

describe('dynamic responses', () => {
  it.each([
    ['the API JSON', '/api/businesses'],
    ['the SPA HTML', '/'],
  ])('sends %s as brotli, gzip or as is, decoding to the same body', async (_, path) => {
    const plain = await get(path);
    expect(plain.res.status).toBe(200);
    expect(plain.res.headers.get('content-encoding')).toBeNull();
    expect(plain.res.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(plain.body.byteLength).toBeGreaterThan(1024);

    const br = await get(path, BROWSER);
    expect(br.res.headers.get('content-encoding')).toBe('br');
    expect(br.res.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(Number(br.res.headers.get('content-length'))).toBe(br.body.byteLength);
    expect(br.body.byteLength).toBeLessThan(plain.body.byteLength);
    expect(decoded(br.res, br.body).toString()).toBe(plain.body.toString());

    const gzip = await get(path, 'gzip, deflate');
    expect(gzip.res.headers.get('content-encoding')).toBe('gzip');
    expect(decoded(gzip.res, gzip.body).toString()).toBe(plain.body.toString());

    const identity = await get(path, 'identity');
    expect(identity.res.headers.get('content-encoding')).toBeNull();
    expect(identity.body.toString()).toBe(plain.body.toString());
  });

  it('keeps the SPA page no-cache and leaves a small JSON body as it is', async () => {
    const page = await get('/', BROWSER);
    expect(page.res.headers.get('cache-control')).toBe('no-cache');

    const health = await get('/api/health', BROWSER);
    expect(health.res.headers.get('content-encoding')).toBeNull();
    expect(JSON.parse(health.body.toString())).toMatchObject({ status: 'ok' });
  });
});

describe('built assets', () => {
  it('sends a hashed asset precompressed, cached for a year, decoding to the file', async () => {
    for (const [accept, encoding] of [
      [BROWSER, 'br'],
      ['gzip, deflate', 'gzip'],
    ]) {
      const { res, body } = await get('/assets/index-Ab12Cd34.js', accept);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(res.headers.get('content-type')).toMatch(/javascript/);
      expect(res.headers.get('cache-control')).toBe(IMMUTABLE);
      expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(body.byteLength).toBeLessThan(bundle.byteLength);
      expect(decoded(res, body).equals(bundle)).toBe(true);
    }
    const plain = await get('/assets/index-Ab12Cd34.js');
    expect(plain.res.headers.get('content-encoding')).toBeNull();
    expect(plain.body.equals(bundle)).toBe(true);
  });

  it('sends a tiny asset as it is, and never the build manifest', async () => {
    const tiny = await get('/assets/tiny-Ef56Gh78.js', BROWSER);
    expect(tiny.res.headers.get('content-encoding')).toBeNull();
    expect(tiny.res.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(tiny.body.toString()).toBe('export const tiny = 1;\n');

    const manifest = await get('/.vite/manifest.json');
    expect(manifest.res.status).toBe(404);
    expect(manifest.res.headers.get('content-type')).toMatch(/text\/html/);
  });
});

describe('the import stream', () => {
  it('is never compressed: each progress line arrives on its own', async () => {
    const admin = await signedInAdmin(app, ctx);
    const form = new FormData();
    const names = Array.from({ length: 3 }, (_, i) => `Compression Cafe ${Date.now()} ${i}`);
    form.set(
      'text',
      ['Business Name,Category,City', ...names.map((n) => `${n},Services,Bryan`)].join('\n'),
    );
    const res = await admin.device.request('/api/admin/imports', {
      method: 'POST',
      form,
      headers: { 'accept-encoding': BROWSER },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/x-ndjson');
    expect(res.headers.get('content-encoding')).toBeNull();

    const reader = res.body?.getReader();
    if (!reader) throw new Error('no body');
    const chunks: string[] = [];
    for (let read = await reader.read(); !read.done; read = await reader.read())
      chunks.push(new TextDecoder().decode(read.value));
    // The progress line is a chunk of its own, sent before the result.
    expect(chunks.length).toBeGreaterThanOrEqual(2);
    expect(JSON.parse(chunks[0])).toEqual({ type: 'progress', done: 3, total: 3 });
    expect(JSON.parse(chunks.at(-1) ?? '')).toMatchObject({ type: 'result' });
  });
});
