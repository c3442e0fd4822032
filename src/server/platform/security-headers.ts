/** A response header and its value. */
export type HeaderPair = readonly [name: string, value: string];

/** What every answer carries, whatever its type. */
const EVERY_ANSWER: HeaderPair[] = [
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Strict-Transport-Security', 'max-age=15552000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'SAMEORIGIN'],
];

/**
 * The short set OWASP gives for REST APIs: nothing in a JSON answer runs or loads,
 * and nothing may frame it.
 */
export const JSON_SECURITY_HEADERS: HeaderPair[] = [
  ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'"],
  ...EVERY_ANSWER,
];

/**
 * Pages, and anything else a browser may show (the test checkout, files): our own
 * scripts only. `photoOrigin` is the S3 bucket's address when photos are read from it;
 * `tileSource` the map tiles' host from MAP_TILE_URL (decision 037), and no other.
 */
export function pageSecurityHeaders(photoOrigin?: string, tileSource?: string): HeaderPair[] {
  const policy = [
    "default-src 'self'",
    "script-src 'self'",
    // React's style attributes and the toast library's injected <style> need inline styles.
    "style-src 'self' 'unsafe-inline'",
    // Google review authors' photos (issue 26 point 3) come from Google's own servers.
    `img-src 'self' data: blob:${photoOrigin ? ` ${photoOrigin}` : ''}${tileSource ? ` ${tileSource}` : ''} https://*.googleusercontent.com`,
    "font-src 'self' data:",
    "connect-src 'self'",
    // The ALTCHA widget solves its proof of work in a blob worker.
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  return [
    ['Content-Security-Policy', policy.join('; ')],
    ...EVERY_ANSWER,
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Origin-Agent-Cluster', '?1'],
    ['X-DNS-Prefetch-Control', 'off'],
    ['X-Download-Options', 'noopen'],
    ['X-Permitted-Cross-Domain-Policies', 'none'],
    ['X-XSS-Protection', '0'],
  ];
}
