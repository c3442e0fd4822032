/**
 * Where to go after signing in: a `next` path this site gave the sign-in link
 * (e.g. back to the plan chosen on /pricing). Only a path on this site counts;
 * '//evil.example' and 'https://…' would send a fresh session elsewhere.
 */
export function returnPathOf(next: string | null): string | null {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  try {
    const url = new URL(next, 'http://same.origin');
    return url.origin === 'http://same.origin' ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

/** The business login link that comes back to `path` after signing in. */
export const businessLoginReturningTo = (path: string) =>
  `/business/login?next=${encodeURIComponent(path)}`;
