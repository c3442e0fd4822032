import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join, relative } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context } from 'hono';

/** Below about a kilobyte the encoding's own overhead eats most of the saving. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * HTML, CSS, JS, JSON, XML and SVG. Streamed responses (application/x-ndjson for the
 * import's progress, text/event-stream) are left out on purpose: compressing them
 * here would hold every line back until the stream ends.
 */
const COMPRESSIBLE_TYPE =
  /^\s*(text\/(html|css|javascript|xml|plain)|application\/(json|javascript|xml|[\w.-]+\+(json|xml))|image\/svg\+xml)\s*(;|$)/i;

/** The extensions of the built files worth compressing (index.html is never served raw). */
const COMPRESSIBLE_FILE = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.xml', '.txt']);

type Encoding = 'br' | 'gzip';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Brotli when the client takes it, else gzip, else nothing (identity). */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    if (name) weights.set(name, q ? Number(q.slice(2)) : 1);
  }
  const accepts = (name: string) => (weights.get(name) ?? weights.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return undefined;
}

/**
 * `quality` trades time for size: a response compressed per request uses a middle
 * setting (brotli 11 costs ~20x the CPU of 5 for a few percent), a file compressed
 * once at build time the best one.
 */
async function encode(
  bytes: Uint8Array,
  encoding: Encoding,
  quality: 'fast' | 'best',
): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(bytes, { level: quality === 'best' ? 9 : 6 });
  return brotli(bytes, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: quality === 'best' ? 11 : 5,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
    },
  });
}

function varyOnEncoding(headers: Headers) {
  const vary = headers.get('Vary');
  if (!vary) headers.set('Vary', 'Accept-Encoding');
  else if (!/accept-encoding|\*/i.test(vary)) headers.set('Vary', `${vary}, Accept-Encoding`);
}

/**
 * Compresses a text response built per request (API JSON, the SPA's HTML) with brotli
 * or gzip as the request allows, once the response is built (app.ts's step around
 * every request). Responses that are already encoded (the build's precompressed
 * assets), streamed types, partial content and `no-transform` pass through
 * untouched. hono/compress has no brotli, hence this.
 */
export async function compressResponse(c: Context): Promise<void> {
  const res = c.res;
  if (!COMPRESSIBLE_TYPE.test(res.headers.get('Content-Type') ?? '')) return;
  varyOnEncoding(res.headers);
  const encoding = chooseEncoding(c.req.header('Accept-Encoding'));
  if (
    !encoding ||
    !res.body ||
    res.status === 206 ||
    res.headers.has('Content-Encoding') ||
    /no-transform/i.test(res.headers.get('Cache-Control') ?? '') ||
    Number(res.headers.get('Content-Length') ?? COMPRESS_MIN_BYTES) < COMPRESS_MIN_BYTES
  )
    return;
  // The body is in memory already (c.json, c.html) or a file of a known type.
  const body = new Uint8Array(await res.arrayBuffer());
  if (body.byteLength < COMPRESS_MIN_BYTES) {
    c.res = new Response(body, res);
    return;
  }
  const compressed = await encode(body, encoding, 'fast');
  c.res = new Response(new Uint8Array(compressed), res);
  c.res.headers.set('Content-Encoding', encoding);
  c.res.headers.set('Content-Length', String(compressed.byteLength));
}

/**
 * Writes `<file>.br` and `<file>.gz` beside each text file of a built directory
 * (the Vite build's last step), so the server sends static files compressed without
 * compressing them per request. Files under a dot folder (.vite's manifest) are not
 * served, so they are skipped.
 */
export async function precompressDirectory(dir: string): Promise<void> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE_FILE.has(extname(entry.name)))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((path) => !relative(dir, path).startsWith('.'));
  await Promise.all(
    files.map(async (path) => {
      const bytes = await readFile(path);
      if (bytes.byteLength < COMPRESS_MIN_BYTES) return;
      for (const [encoding, suffix] of [
        ['br', '.br'],
        ['gzip', '.gz'],
      ] as const) {
        const compressed = await encode(bytes, encoding, 'best');
        if (compressed.byteLength < bytes.byteLength) await writeFile(path + suffix, compressed);
      }
    }),
  );
}
