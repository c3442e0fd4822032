/**
 * What the HTTP benchmark and the plan check read: every public endpoint, and one
 * portal read as an owner (ownerCookie signs one in, as a browser would).
 */
import { randomBytes } from 'node:crypto';
import { LIST_DEPTH } from '#domain/search.js';
import { solveCaptchaChallenge } from '#server/test/captcha.js';

export interface Read {
  label: string;
  /** The request; with `paths`, the first of them. */
  path: string;
  /** Requests take these paths in turn (each connection from where the last one left). */
  paths?: string[];
  owner?: boolean;
}

/**
 * Searches people might type, in turn: words of the generated names and trades, and
 * each city. Their cards overlap less than one query repeated, so a flush of their
 * impressions has fewer alike events to count in one row (event-queue.ts).
 */
const MIXED_SEARCHES = [
  ...['aggie', 'brazos', 'bluebonnet', 'lone star', 'post oak', 'live oak', 'maroon'],
  ...['prairie', 'cedar creek', 'longhorn', 'pecan', 'red barn', 'sunrise', 'golden spur'],
  ...['twin city', 'old main', 'wildflower', 'mesquite', 'harvest moon', 'riverbend'],
  ...['plumbing', 'roofing', 'salon', 'grill', 'yoga', 'realty', 'movers', 'tire'],
  ...['pest', 'boutique', 'massage', 'fitness', 'insurance', 'electric', 'cafe'],
  ...['concrete', 'locksmith', 'chiropractic', 'barbecue', 'garage'],
]
  .map((q) => `/api/businesses/search?q=${encodeURIComponent(q)}`)
  .concat(
    ['bryan', 'college-station', 'navasota', 'caldwell', 'hearne', 'madisonville'].map(
      (city) => `/api/businesses/search?city=${city}`,
    ),
  );

/** A deep listings page: half-way down, or the last page within the list's depth. */
const deepOffset = (businessCount: number) =>
  Math.min(Math.floor(businessCount / 2), LIST_DEPTH - 50);

export const READS = (slug: string, businessCount: number): Read[] => [
  { label: 'health', path: '/api/health' },
  { label: 'home', path: '/api/businesses/home' },
  { label: 'text search "pizza"', path: '/api/businesses/search?q=pizza' },
  { label: "typo search 'plumbr'", path: '/api/businesses/search?q=plumbr' },
  { label: "two-word search 'brazos pizza'", path: '/api/businesses/search?q=brazos%20pizza' },
  {
    label: `mixed searches (${MIXED_SEARCHES.length} in turn)`,
    path: MIXED_SEARCHES[0],
    paths: MIXED_SEARCHES,
  },
  { label: 'category + city', path: '/api/businesses/search?category=plumbers&city=bryan' },
  { label: 'listings page 1', path: '/api/businesses?limit=50' },
  {
    label: `listings offset ${deepOffset(businessCount).toLocaleString('en-US')}`,
    path: `/api/businesses?limit=50&offset=${deepOffset(businessCount)}`,
  },
  { label: "suggestions 'brazo'", path: '/api/businesses/suggestions?q=brazo' },
  { label: 'profile by slug', path: `/api/businesses/${slug}` },
  { label: "city page 'bryan'", path: '/api/cities/bryan' },
  { label: 'jobs list', path: '/api/jobs' },
  { label: 'sitemap.xml', path: '/sitemap.xml' },
  { label: 'portal read (owner)', path: '/api/portal/me', owner: true },
];

/** An owner's session cookie: claim a business and sign in, as a browser would. */
export async function ownerCookie(base: string): Promise<string> {
  // An address of its own (a server behind a proxy, TRUST_PROXY=1, reads it): claims are
  // limited per address, and a database kept between runs (--database-url) remembers them.
  const address = `10.255.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
  const captcha = async () =>
    solveCaptchaChallenge(
      await (
        await fetch(`${base}/api/captcha/challenge`, { headers: { 'x-forwarded-for': address } })
      ).json(),
    );
  const email = `bench-${randomBytes(4).toString('hex')}@example.com`;
  const password = 'Str0ng&Safe';
  const claim = await fetch(`${base}/api/account/claim`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({
      businessName: `Bench Shop ${randomBytes(2).toString('hex')}`,
      category: 'Shopping',
      city: 'Bryan',
      state: 'TX',
      zip: '77801',
      businessPhone: '(979) 555-0199',
      businessEmail: 'shop@example.com',
      ownerName: 'Bench Owner',
      ownerEmail: email,
      ownerPhone: '979-555-0198',
      password,
      confirmPassword: password,
      captcha: await captcha(),
    }),
  });
  if (claim.status !== 201)
    throw new Error(`claim answered ${claim.status}: ${await claim.text()}`);
  const signIn = await fetch(`${base}/api/account/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ email, password, portal: 'business', captcha: await captcha() }),
  });
  if (signIn.status !== 200) throw new Error(`sign-in answered ${signIn.status}`);
  return signIn.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}
