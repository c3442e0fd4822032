/**
 * What the HTTP benchmark and the plan check read: every public endpoint, and one
 * portal read as an owner (ownerCookie signs one in, as a browser would).
 */
import { randomBytes } from 'node:crypto';
import { solveCaptchaChallenge } from '../src/server/test/captcha.js';

export interface Read {
  label: string;
  path: string;
  owner?: boolean;
}

export const READS = (slug: string, businessCount: number): Read[] => [
  { label: 'health', path: '/api/health' },
  { label: 'home', path: '/api/businesses/home' },
  { label: 'text search "pizza"', path: '/api/businesses/search?q=pizza' },
  { label: "typo search 'plumbr'", path: '/api/businesses/search?q=plumbr' },
  { label: "two-word search 'brazos pizza'", path: '/api/businesses/search?q=brazos%20pizza' },
  { label: 'category + city', path: '/api/businesses/search?category=plumbers&city=bryan' },
  { label: 'listings page 1', path: '/api/businesses?limit=50' },
  {
    label: `listings offset ${Math.floor(businessCount / 2).toLocaleString('en-US')}`,
    path: `/api/businesses?limit=50&offset=${Math.floor(businessCount / 2)}`,
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
  const captcha = async () =>
    solveCaptchaChallenge(await (await fetch(`${base}/api/captcha/challenge`)).json());
  const email = `bench-${randomBytes(4).toString('hex')}@example.com`;
  const password = 'Str0ng&Safe';
  const claim = await fetch(`${base}/api/account/claim`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
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
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, portal: 'business', captcha: await captcha() }),
  });
  if (signIn.status !== 200) throw new Error(`sign-in answered ${signIn.status}`);
  return signIn.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}
