import type { APIRequestContext, Page } from '@playwright/test';
import { seriousProblems } from './axe';
import { expect, FAILED_RESPONSE, test } from './fixtures';

/**
 * The Business Listings screen: every business by category then name, filters
 * by text, category and city kept in the address, the suggestions box, and the
 * empty and error states.
 */

async function totalFor(request: APIRequestContext, filters: Record<string, string> = {}) {
  const params = new URLSearchParams({ ...filters, limit: '1' });
  const body = (await (await request.get(`/api/businesses?${params}`)).json()) as {
    total: number;
  };
  return body.total;
}

const countText = (n: number) => `Showing ${n} ${n === 1 ? 'business' : 'businesses'}`;
const count = (page: Page) => page.getByTestId('listings-count');

test('lists every business by category then name, each linking to its profile', async ({
  page,
  request,
}) => {
  const total = await totalFor(request);
  await page.goto('/listings');
  await expect(page.getByRole('heading', { level: 1, name: 'Business Listings' })).toBeVisible();
  await expect(page.getByText('Manage and view all imported business listings')).toBeVisible();
  await expect(count(page)).toHaveText(countText(total));

  const groups = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
  const categories = groups.map((g) => g.replace(/\s*\(\d+\)$/, ''));
  expect(categories).toEqual([...categories].sort((a, b) => a.localeCompare(b)));

  const cards = page.getByRole('main').getByRole('listitem').getByRole('link');
  await expect(cards).toHaveCount(total);
  await expect(cards.first()).toHaveAttribute('href', /^\/business\/[^/]+$/);
  // Tint by plan: each plan's cards carry their plan label.
  await expect(page.locator('a[data-plan="texas_gold"]').first()).toContainText('Texas Gold Plan');
  await expect(page.locator('a[data-plan="silver"]').first()).toContainText('Silver Plan');
  await expect(page.locator('a[data-plan="free"]').first()).toContainText('Free');
});

test('/businesses is the same page', async ({ page }) => {
  await page.goto('/businesses');
  await expect(page.getByRole('heading', { level: 1, name: 'Business Listings' })).toBeVisible();
  await expect(count(page)).toHaveText(/^Showing \d+ businesses$/);
});

test('category and city filters update the count and the address', async ({ page, request }) => {
  await page.goto('/listings');
  await expect(count(page)).toBeVisible();

  await page.getByLabel('Category').selectOption('Restaurants');
  await expect(page).toHaveURL(/category=Restaurants/);
  await expect(count(page)).toHaveText(
    countText(await totalFor(request, { category: 'Restaurants' })),
  );
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
    /^Restaurants/,
  ]);

  await page.getByLabel('City').selectOption('Bryan');
  await expect(page).toHaveURL(/city=Bryan/);
  const both = await totalFor(request, { category: 'Restaurants', city: 'Bryan' });
  await expect(count(page)).toHaveText(countText(both));
  for (const card of await page.locator('main a[data-plan]').all()) {
    await expect(card).toContainText('Bryan');
  }

  // The address is shareable: opening it again shows the same filters.
  const url = page.url();
  await page.goto(url);
  await expect(page.getByLabel('Category')).toHaveValue('Restaurants');
  await expect(page.getByLabel('City')).toHaveValue('Bryan');
  await expect(count(page)).toHaveText(countText(both));

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(count(page)).toHaveText(countText(await totalFor(request)));
  await expect(page).toHaveURL(/\/listings$/);
});

test('the text search filters on Enter and shows the empty state', async ({ page, request }) => {
  await page.goto('/listings');
  const box = page.getByRole('combobox', { name: 'Search businesses' });
  await box.fill('plumbing');
  await box.press('Enter');
  await expect(page).toHaveURL(/q=plumbing/);
  await expect(count(page)).toHaveText(countText(await totalFor(request, { q: 'plumbing' })));

  await box.fill('zzqqxx nothing here');
  await box.press('Enter');
  await expect(page.getByText('No businesses found matching your criteria.')).toBeVisible();
  await expect(count(page)).toHaveText('Showing 0 businesses');

  // Emptying the box lists everything again.
  await box.fill('');
  await expect(count(page)).toHaveText(countText(await totalFor(request)));
});

test('the search box suggests businesses and opens the chosen one', async ({ page }) => {
  await page.goto('/listings');
  const box = page.getByRole('combobox', { name: 'Search businesses' });
  await box.fill('b');
  await expect(page.getByRole('listbox')).toBeHidden();
  await box.fill('brazos');
  const options = page.getByRole('listbox', { name: 'Suggested businesses' }).getByRole('option');
  await expect(options.first()).toBeVisible();
  expect(await options.count()).toBeLessThanOrEqual(20);
  await expect(box).toHaveAttribute('aria-expanded', 'true');

  await box.press('ArrowDown');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  const name = (await options.first().locator('span span').first().textContent()) ?? '';
  await box.press('Enter');
  await expect(page).toHaveURL(/\/business\/[^/]+$/);
  expect(name.toLowerCase()).toContain('brazos');
});

test.describe('when the API fails', () => {
  // The browser logs the failed response; any other console error still fails.
  test.use({ allowedConsoleErrors: [FAILED_RESPONSE] });

  test('a failing suggestion search says so and clears the list', async ({ page }) => {
    await page.route('**/api/businesses/suggestions?**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    );
    await page.goto('/listings');
    await page.getByRole('combobox', { name: 'Search businesses' }).fill('brazos');
    await expect(page.getByText('Search Error')).toBeVisible();
    await expect(page.getByText('Failed to search businesses', { exact: true })).toBeVisible();
    await expect(page.getByRole('listbox')).toBeHidden();
  });

  test('a failing listings load shows the error', async ({ page }) => {
    await page.route(/\/api\/businesses\?/, (route) =>
      route.fulfill({ status: 400, contentType: 'application/json', body: '{}' }),
    );
    await page.goto('/listings');
    await expect(page.getByText('Error', { exact: true })).toBeVisible();
    await expect(page.getByRole('alert').getByText('Failed to fetch businesses')).toBeVisible();
  });
});

test('the listings page has no serious accessibility problems', async ({ page }) => {
  await page.goto('/listings');
  await expect(count(page)).toBeVisible();
  await page.getByRole('combobox', { name: 'Search businesses' }).fill('brazos');
  await expect(page.getByRole('option').first()).toBeVisible();
  expect(await seriousProblems(page)).toEqual([]);
});
