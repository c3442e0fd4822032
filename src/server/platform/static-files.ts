import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, MiddlewareHandler } from 'hono';

/** Every stored or built name is fresh, so a name never changes content. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Files from `root` with the given Cache-Control; with `precompressed`, the build's
 * `.br` or `.gz` copy when the request accepts it (see precompressDirectory). The
 * node server's serveStatic calls onFound after it has built the response, too late
 * for headers, so the headers are set on the response once it is known the file was
 * found.
 */
export function staticFiles(options: {
  root: string;
  cacheControl: string;
  rewriteRequestPath?: (path: string) => string;
  precompressed?: boolean;
}): MiddlewareHandler {
  const found = new WeakSet<Context>();
  const serve = serveStatic({
    root: options.root,
    rewriteRequestPath: options.rewriteRequestPath,
    precompressed: options.precompressed,
    onFound: (_path, c) => {
      found.add(c);
    },
  });
  return async (c, next) => {
    const response = await serve(c, next);
    if (!response || !found.has(c)) return response;
    response.headers.set('Cache-Control', options.cacheControl);
    response.headers.set('X-Content-Type-Options', 'nosniff');
    return response;
  };
}
