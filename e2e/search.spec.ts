import type { Page } from '@playwright/test';
import { seriousProblems } from './axe';
import { expect, FAILED_RESPONSE, test } from './fixtures';

/**
 * The home page: featured cards, the category / city search with its toasts, the
 * saved search on the way back from a profile, Clear, and the photo strip.
 */

interface Card {
  id: string;
  name: string;
  plan: string;
}

const featuredList = (page: Page) => page.getByRole('list', { name: 'Featured businesses' });
const resultsList = (page: Page) => page.getByRole('list', { name: 'Search results' });

async function openHome(page: Page) {
  await page.goto('/');
  await expect(featuredList(page).getByRole('listitem').first()).toBeVisible();
}

test('the home page loads its data in at most two API requests', async ({ page }) => {
  const apiRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) apiRequests.push(request.url());
  });
  await openHome(page);
  await page.waitForLoadState('networkidle');
  expect(apiRequests.length, apiRequests.join('\n')).toBeLessThanOrEqual(2);
});

test('featured shows up to 16 cards, gold ones with the FEATURED ribbon', async ({ page }) => {
  await openHome(page);
  await expect(
    page.getByRole('heading', { level: 2, name: 'Featured Local Favorites' }),
  ).toBeVisible();
  const cards = featuredList(page).getByRole('link');
  const count = await cards.count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(16);

  const gold = featuredList(page).locator('a[data-plan="texas_gold"]');
  expect(await gold.count()).toBeGreaterThan(0);
  for (const card of await gold.all()) {
    await expect(card.getByText('FEATURED', { exact: true })).toBeVisible();
  }
  for (const card of await featuredList(page).locator('a:not([data-plan="texas_gold"])').all()) {
    await expect(card.getByText('FEATURED', { exact: true })).toHaveCount(0);
  }
  // Every card opens a profile.
  for (const card of await cards.all()) {
    await expect(card).toHaveAttribute('href', /^\/business\/[^/]+$/);
  }
  // No Clear button while the featured cards show.
  await expect(page.getByRole('button', { name: 'Clear' })).toHaveCount(0);
});

test('searching with no category and no city asks for one', async ({ page }) => {
  await openHome(page);
  await page.getByRole('button', { name: 'Search Now' }).click();
  await expect(page.getByText('Search Criteria Required')).toBeVisible();
  await expect(page.getByText('Please select a category or city to search.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Featured Local Favorites' })).toBeVisible();
});

test('a search shows results, survives a visit to a profile, and Clear returns to featured', async ({
  page,
}) => {
  await openHome(page);
  await page.getByLabel('Business Category').selectOption('Plumbers');
  await page.getByRole('button', { name: 'Search Now' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Search Results' })).toBeVisible();
  const links = resultsList(page).getByRole('link');
  await expect(links.first()).toBeVisible();
  const count = await links.count();
  expect(count).toBeGreaterThan(1);
  await expect(page.getByText(`Found ${count} businesses matching your criteria`)).toBeVisible();
  await expect(page.getByText('Search Complete')).toBeVisible();
  await expect(page.getByText(`Found ${count} business(es).`)).toBeVisible();
  // texas_gold first: no gold card after a card of another plan.
  const plans = await links.evaluateAll((as) => as.map((a) => a.getAttribute('data-plan')));
  const firstOther = plans.findIndex((p) => p !== 'texas_gold');
  if (firstOther >= 0) expect(plans.slice(firstOther)).not.toContain('texas_gold');
  const names = await resultsList(page).getByRole('heading', { level: 3 }).allTextContents();

  // Through the profile's 'Back to Search Results' link...
  await links.nth(1).click();
  await expect(page).toHaveURL(/\/business\/[^/]+$/);
  await page.getByRole('link', { name: 'Back to Search Results' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Search Results' })).toBeVisible();
  await expect(resultsList(page).getByRole('heading', { level: 3 })).toHaveText(names);
  await expect(page.getByLabel('Business Category')).toHaveValue('Plumbers');

  // ...and through the browser's back button.
  await resultsList(page).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/business\/[^/]+$/);
  await expect(page.getByRole('link', { name: 'Back to Search Results' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 2, name: 'Search Results' })).toBeVisible();
  await expect(resultsList(page).getByRole('heading', { level: 3 })).toHaveText(names);

  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Featured Local Favorites' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Clear' })).toHaveCount(0);
  await expect(page.getByLabel('Business Category')).toHaveValue('');

  // The saved search was restored once and wiped: a reload shows the featured cards.
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Featured Local Favorites' }),
  ).toBeVisible();
});

test('a search by city alone finds businesses in all categories of that city', async ({ page }) => {
  await openHome(page);
  await page.getByLabel('Location').selectOption('Bryan');
  await page.getByRole('button', { name: 'Search Now' }).click();
  await expect(page.getByRole('heading', { name: 'Search Results' })).toBeVisible();
  await expect(resultsList(page).getByRole('link').first()).toBeVisible();
  const cities = await resultsList(page).getByRole('link').allTextContents();
  for (const text of cities) expect(text).toContain('Bryan');
});

test('a search with no match says so', async ({ page, request }) => {
  // Find a category and city pair with no business, from the API itself.
  const home = (await (await request.get('/api/businesses/home')).json()) as {
    cities: string[];
    categories: string[];
  };
  let empty: { category: string; city: string } | undefined;
  for (const city of home.cities) {
    for (const category of home.categories) {
      const params = new URLSearchParams({ category, city });
      const page = (await (await request.get(`/api/businesses/search?${params}`)).json()) as {
        items: Card[];
      };
      if (page.items.length === 0) {
        empty = { category, city };
        break;
      }
    }
    if (empty) break;
  }
  expect(empty, 'the seeded directory has a category missing in some city').toBeDefined();
  if (!empty) return;

  await openHome(page);
  await page.getByLabel('Business Category').selectOption(empty.category);
  await page.getByLabel('Location').selectOption(empty.city);
  await page.getByRole('button', { name: 'Search Now' }).click();
  await expect(page.getByText('No Results', { exact: true })).toBeVisible();
  await expect(
    page.getByText(`No businesses found for "${empty.category}" in ${empty.city}.`),
  ).toBeVisible();
  await expect(page.getByText('Found 0 businesses matching your criteria')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Clear' })).toBeVisible();
});

test.describe('when the API fails', () => {
  // The browser logs the failed response; any other console error still fails.
  test.use({ allowedConsoleErrors: [FAILED_RESPONSE] });

  test('a failed search says so', async ({ page }) => {
    await page.route('**/api/businesses/search?**', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }),
    );
    await openHome(page);
    await page.getByLabel('Business Category').selectOption('Gyms');
    await page.getByRole('button', { name: 'Search Now' }).click();
    await expect(page.getByText('Search Error')).toBeVisible();
    await expect(page.getByText('Failed to search businesses.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Featured Local Favorites' })).toBeVisible();
  });
});

test.describe('photo strip', () => {
  // The journeys run with reduced motion (playwright.config.ts); the strip's rotation is
  // what these look at, so they ask for motion, but for the block below.
  test.use({ reducedMotion: 'no-preference' });

  test('previous and next buttons move through the 12 photos', async ({ page }) => {
    await openHome(page);
    const strip = page.getByRole('region', { name: 'Around the Brazos Valley' });
    const status = strip.getByTestId('photo-strip-status');
    await expect(strip.getByRole('img')).toHaveCount(12);
    for (const img of await strip.getByRole('img').all()) {
      expect(await img.getAttribute('alt')).toBeTruthy();
    }
    await expect(strip.getByRole('button', { name: 'Pause photo rotation' })).toBeVisible();

    // The pointer on the strip holds it still; read where it stands, then step.
    await strip.hover();
    const start = Number((await status.textContent())?.match(/^Photo (\d+) of 12/)?.[1]);
    expect(start).toBeGreaterThanOrEqual(1);
    const at = (n: number) => new RegExp(`^Photo ${((n + 11) % 12) + 1} of 12: `);

    await strip.getByRole('button', { name: 'Next photo' }).click();
    await expect(status).toHaveText(at(start + 1));
    await strip.getByRole('button', { name: 'Previous photo' }).click();
    await expect(status).toHaveText(at(start));
    await strip.getByRole('button', { name: 'Previous photo' }).click();
    await expect(status).toHaveText(at(start - 1));

    // Keyboard: the buttons are reachable and work with Enter.
    await strip.getByRole('button', { name: 'Next photo' }).focus();
    await page.keyboard.press('Enter');
    await expect(status).toHaveText(at(start));
  });

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });
    test('there is nothing to pause and the buttons still work', async ({ page }) => {
      await openHome(page);
      const strip = page.getByRole('region', { name: 'Around the Brazos Valley' });
      await expect(strip.getByRole('button', { name: /photo rotation/ })).toHaveCount(0);
      await strip.getByRole('button', { name: 'Next photo' }).click();
      await expect(strip.getByTestId('photo-strip-status')).toHaveText(/^Photo 2 of 12: /);
    });
  });
});

test('the home page has no serious accessibility problems, before and after a search', async ({
  page,
}) => {
  // Measure the toasts' contrast when they have settled, not halfway through fading in.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openHome(page);
  expect(await seriousProblems(page)).toEqual([]);

  await page.getByLabel('Business Category').selectOption('Restaurants');
  await page.getByRole('button', { name: 'Search Now' }).click();
  await expect(resultsList(page).getByRole('link').first()).toBeVisible();
  expect(await seriousProblems(page)).toEqual([]);
});

test('on a phone the search and cards fit the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openHome(page);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.getByLabel('Location').selectOption('College Station');
  await page.getByRole('button', { name: 'Search Now' }).click();
  await expect(page.getByRole('heading', { name: 'Search Results' })).toBeInViewport();
});
