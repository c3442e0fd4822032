import type { APIRequestContext, Page } from '@playwright/test';
import { seriousProblems } from './axe';
import { expect, expectPath, FAILED_RESPONSE, test } from './fixtures';

/**
 * The business profile page: plan gating side by side (free and texas_gold), the
 * photo carousel, the action links, the back button and the not-found screen.
 * Seeded businesses are found through the API, never by hard-coded ids.
 */

interface Card {
  id: string;
  slug: string;
  name: string;
  plan: 'free' | 'silver' | 'texas_gold';
  website?: string | null;
  email?: string | null;
  hours?: string | null;
}

interface Profile extends Card {
  phone: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  gbpBadge: boolean;
  reviews: number;
  photos: { id: string }[];
}

/**
 * A missing profile's own 404s (the page's HTML and the profile API call) are the
 * app answering correctly; any other failed response here is a bug.
 */
const MISSING_PROFILE =
  /^Failed to load resource: the server responded with a status of 404 .*\(at https?:\/\/[^/]+\/(api\/businesses|business)\/[^/?#]+\)$/;
test.use({ allowedConsoleErrors: [MISSING_PROFILE] });

async function seededCards(request: APIRequestContext): Promise<Card[]> {
  const cards: Card[] = [];
  for (const city of ['college-station', 'bryan']) {
    const res = await request.get(`/api/cities/${city}?limit=100`);
    expect(res.ok()).toBe(true);
    cards.push(...(await res.json()).items);
  }
  return cards;
}

async function profileOf(request: APIRequestContext, slug: string): Promise<Profile> {
  const res = await request.get(`/api/businesses/${slug}`);
  expect(res.ok()).toBe(true);
  return res.json();
}

async function findProfile(request: APIRequestContext, plan: Card['plan']) {
  const card = (await seededCards(request)).find(
    (c) => c.plan === plan && (plan === 'free' || (c.website && c.email && c.hours)),
  );
  if (!card) throw new Error(`no seeded ${plan} business`);
  return profileOf(request, card.slug);
}

function slides(page: Page) {
  return page.locator('[aria-roledescription="slide"]');
}

async function openProfile(page: Page, slug: string, name: string) {
  await page.goto(`/business/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

test('a texas_gold profile shows its contact details, hours, GBP badge and 6 photos', async ({
  page,
  request,
}) => {
  const gold = await findProfile(request, 'texas_gold');
  expect(gold.photos).toHaveLength(6);
  await openProfile(page, gold.slug, gold.name);

  await expect(page.getByText('FEATURED', { exact: true })).toBeVisible();
  await expect(page.getByText('Texas Gold Plan', { exact: true })).toBeVisible();
  await expect(page.getByText('Google Business Profile')).toHaveCount(gold.gbpBadge ? 1 : 0);
  await expect(page.getByText(`(${gold.reviews.toLocaleString('en-US')} reviews)`)).toBeVisible();

  const call = page.getByRole('link', { name: 'Call Now' });
  await expect(call).toHaveAttribute('href', `tel:${(gold.phone ?? '').replace(/[^\d+]/g, '')}`);
  const website = page.getByRole('link', { name: 'Visit Website' });
  await expect(website).toHaveAttribute('href', new URL(gold.website ?? '').href);
  await expect(website).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('link', { name: 'Send Email' })).toHaveAttribute(
    'href',
    `mailto:${gold.email}`,
  );
  const address = [gold.address, gold.city, gold.state, gold.zipCode].join(', ');
  const directions = page.getByRole('link', { name: 'Get Directions' });
  await expect(directions).toHaveAttribute(
    'href',
    `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(address)}`,
  );
  await expect(directions).toHaveAttribute('target', '_blank');

  const contact = page.getByRole('complementary', { name: 'Contact' });
  await expect(contact.getByText('Hours', { exact: true })).toBeVisible();
  await expect(contact.getByText(gold.email ?? '')).toBeVisible();

  await expect(slides(page)).toHaveCount(6);
  await expect(page.getByRole('button', { name: /^Show photo \d$/ })).toHaveCount(6);
});

test('a free profile shows only phone, address and one photo', async ({ page, request }) => {
  const free = await findProfile(request, 'free');
  await openProfile(page, free.slug, free.name);

  await expect(page.getByText('Free', { exact: true })).toBeVisible();
  await expect(page.getByText('FEATURED', { exact: true })).toHaveCount(0);
  await expect(page.getByText('Google Business Profile')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Call Now' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get Directions' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Visit Website' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Send Email' })).toHaveCount(0);
  const contact = page.getByRole('complementary', { name: 'Contact' });
  await expect(contact.getByText('Phone', { exact: true })).toBeVisible();
  await expect(contact.getByText('Hours', { exact: true })).toHaveCount(0);
  await expect(contact.getByText('Email', { exact: true })).toHaveCount(0);

  await expect(slides(page)).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Next photo' })).toHaveCount(0);
});

test('the photo carousel moves with its buttons, dots and the arrow keys', async ({
  page,
  request,
}) => {
  const gold = await findProfile(request, 'texas_gold');
  await openProfile(page, gold.slug, gold.name);
  const carousel = page.getByRole('region', { name: `Photos of ${gold.name}` });
  const counter = carousel.getByTestId('photo-counter');
  await expect(counter).toHaveText('Showing photo 1 / 6');

  await carousel.getByRole('button', { name: 'Next photo' }).click();
  await expect(counter).toHaveText('Showing photo 2 / 6');
  await carousel.getByRole('button', { name: 'Previous photo' }).click();
  await expect(counter).toHaveText('Showing photo 1 / 6');
  await carousel.getByRole('button', { name: 'Previous photo' }).click();
  await expect(counter).toHaveText('Showing photo 6 / 6');

  await carousel.getByRole('button', { name: 'Show photo 3' }).click();
  await expect(counter).toHaveText('Showing photo 3 / 6');
  await expect(carousel.getByRole('button', { name: 'Show photo 3' })).toHaveAttribute(
    'aria-current',
    'true',
  );

  await carousel.getByRole('button', { name: 'Show photo 3' }).press('ArrowRight');
  await expect(counter).toHaveText('Showing photo 4 / 6');
  await carousel.getByRole('button', { name: 'Show photo 4' }).press('ArrowLeft');
  await expect(counter).toHaveText('Showing photo 3 / 6');

  // Every photo is described for screen readers.
  for (let i = 1; i <= 6; i++) {
    await expect(carousel.getByRole('img', { name: `${gold.name}, photo ${i} of 6` })).toHaveCount(
      1,
    );
  }
});

test('a photo that fails to load is replaced by the default image', async ({ page, request }) => {
  const gold = await findProfile(request, 'texas_gold');
  // Answer the first photo with an empty image (a decode error, not a 404 in the console).
  await page.route('**/uploads/businesses/**/cover.webp', (route) =>
    route.fulfill({ status: 200, contentType: 'image/webp', body: '' }),
  );
  await openProfile(page, gold.slug, gold.name);
  const first = page.getByRole('img', { name: `${gold.name}, photo 1 of 6` });
  await expect(first).toHaveAttribute('src', '/default-business.svg');
  await expect
    .poll(() => first.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
});

test("shows 'Loading business profile...' while the profile loads", async ({ page, request }) => {
  const gold = await findProfile(request, 'texas_gold');
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**/api/businesses/${gold.slug}`, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/business/${gold.slug}`);
  await expect(page.getByText('Loading business profile...')).toBeVisible();
  release();
  await expect(page.getByRole('heading', { level: 1, name: gold.name })).toBeVisible();
  await expect(page.getByText('Loading business profile...')).toHaveCount(0);
});

test('a missing profile shows Business Not Found with its id, and Back to Home goes home', async ({
  page,
}) => {
  const id = 'no-such-business-anywhere';
  const response = await page.goto(`/business/${id}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Business Not Found' })).toBeVisible();
  await expect(
    page.getByText("The business profile you're looking for doesn't exist."),
  ).toBeVisible();
  await expect(page.getByText(id, { exact: true })).toBeVisible();
  await expect(page).toHaveTitle('Business Not Found – BCS Local');

  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expectPath(page, '/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Discover Local Businesses Near You' }),
  ).toBeVisible();
});

test.describe('when the profile cannot be loaded', () => {
  test.use({ allowedConsoleErrors: [FAILED_RESPONSE] });

  test("says 'Error loading business profile' and can try again", async ({ page, request }) => {
    const gold = await findProfile(request, 'texas_gold');
    let failing = true;
    await page.route(`**/api/businesses/${gold.slug}`, (route) =>
      failing
        ? route.fulfill({ status: 503, contentType: 'application/json', body: '{}' })
        : route.continue(),
    );
    await page.goto(`/business/${gold.slug}`);
    // The client retries a server error twice before giving up.
    await expect(page.getByRole('heading', { name: 'Error loading business profile' })).toBeVisible(
      { timeout: 15_000 },
    );
    await expect(page.getByRole('link', { name: 'Back to Home' })).toBeVisible();

    failing = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: gold.name })).toBeVisible();
  });
});

test.describe('the back button', () => {
  test("reads 'Back to Home' and goes home", async ({ page, request }) => {
    const free = await findProfile(request, 'free');
    await openProfile(page, free.slug, free.name);
    await expect(page.getByRole('link', { name: 'Back to Search Results' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expectPath(page, '/');
  });

  test("reads 'Back to Search Results' after coming from search results", async ({
    page,
    request,
  }) => {
    const free = await findProfile(request, 'free');
    // What the home page stores when a result card is clicked (src/web/lib/saved-search.ts).
    await page.addInitScript(() => {
      sessionStorage.setItem(
        'bcs.savedSearch',
        JSON.stringify({
          selectedCategory: 'Services',
          selectedCity: '',
          results: [],
          hasSearched: true,
          cameFromSearch: true,
        }),
      );
    });
    await openProfile(page, free.slug, free.name);
    await page.getByRole('link', { name: 'Back to Search Results' }).click();
    await expectPath(page, '/');
  });
});

test('the profile opens by UUID as well as by slug, with the title in the tab', async ({
  page,
  request,
}) => {
  const gold = await findProfile(request, 'texas_gold');
  const byId = await profileOf(request, gold.id);
  expect(byId.slug).toBe(gold.slug);
  await page.goto(`/business/${gold.id}`);
  await expect(page.getByRole('heading', { level: 1, name: gold.name })).toBeVisible();
  await expect(page).toHaveTitle(
    new RegExp(`^${gold.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} · `),
  );
});

test('profile pages have no serious accessibility violations', async ({ page, request }) => {
  for (const plan of ['texas_gold', 'free'] as const) {
    const profile = await findProfile(request, plan);
    await openProfile(page, profile.slug, profile.name);
    expect(await seriousProblems(page)).toEqual([]);
  }
  await page.goto('/business/no-such-business-anywhere');
  await expect(page.getByRole('heading', { name: 'Business Not Found' })).toBeVisible();
  expect(await seriousProblems(page)).toEqual([]);
});
