import type { Page } from '@playwright/test';
import { seriousProblems } from './axe';
import { expect, expectPath, test } from './fixtures';

/** The city page: its heading, count, rating order, plan gating on cards, and the empty city. */

interface CityPage {
  city: string;
  total: number;
  items: { slug: string; name: string; plan: string; rating: number | null }[];
}

function cards(page: Page) {
  return page.getByRole('list', { name: 'Businesses in College Station' }).getByRole('article');
}

async function ratingsShown(page: Page): Promise<number[]> {
  const texts = await cards(page).evaluateAll((articles) =>
    articles.map((a) => /Rated ([\d.]+) out of 5/.exec(a.textContent ?? '')?.[1] ?? '0'),
  );
  return texts.map(Number);
}

test('/city/college-station lists its businesses, best rated first', async ({ page, request }) => {
  const api: CityPage = await (await request.get('/api/cities/college-station?limit=100')).json();
  expect(api.total).toBeGreaterThan(0);

  await page.goto('/city/college-station');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Businesses in College Station' }),
  ).toBeVisible();
  await expect(
    page.getByText(`Found ${api.total} local business(es) in College Station`),
  ).toBeVisible();
  await expect(page).toHaveTitle('Businesses in College Station – BCS Local');

  // One page of cards, then the rest on request.
  const firstPage = Math.min(api.total, 24);
  await expect(cards(page)).toHaveCount(firstPage);
  if (api.total > firstPage) {
    await page.getByRole('button', { name: /^Show more/ }).click();
    await expect(cards(page)).toHaveCount(api.total);
  }
  const ratings = await ratingsShown(page);
  expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
  expect(ratings[0]).toBe(api.items[0].rating);
});

test('city cards show what each plan allows and open the profile', async ({ page, request }) => {
  const api: CityPage = await (await request.get('/api/cities/college-station?limit=100')).json();
  const gold = api.items.find((b) => b.plan === 'texas_gold');
  const free = api.items.find((b) => b.plan === 'free');
  if (!gold || !free) throw new Error('college station needs a texas_gold and a free business');

  await page.goto('/city/college-station');
  const showMore = page.getByRole('button', { name: /^Show more/ });
  if (await showMore.isVisible()) await showMore.click();

  const goldCard = cards(page).filter({ has: page.getByRole('heading', { name: gold.name }) });
  await expect(goldCard.getByText('FEATURED', { exact: true })).toBeVisible();
  await expect(goldCard.getByRole('link', { name: /^Visit Website/ })).toBeVisible();
  await expect(goldCard.getByRole('link', { name: /@/ })).toBeVisible();
  await expect(goldCard.getByText(/years? in business/)).toBeVisible();
  await expect(goldCard.getByText(/\(\d[\d,]* reviews?\)/)).toBeVisible();
  await expect(goldCard.getByText(', College Station, TX, ')).toBeVisible();

  const freeCard = cards(page).filter({ has: page.getByRole('heading', { name: free.name }) });
  await expect(freeCard.getByRole('link', { name: /^Visit Website/ })).toHaveCount(0);
  await expect(freeCard.getByRole('link', { name: /@/ })).toHaveCount(0);
  await expect(freeCard.getByText('GBP', { exact: true })).toHaveCount(0);
  await expect(freeCard.getByRole('link', { name: /\(979\)/ })).toBeVisible();

  await freeCard.getByRole('link', { name: free.name }).click();
  await expectPath(page, `/business/${free.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: free.name })).toBeVisible();
});

test('a city without businesses says so and invites owners to get listed', async ({ page }) => {
  await page.goto('/city/nowhere-ville');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Businesses in Nowhere Ville' }),
  ).toBeVisible();
  await expect(
    page.getByText('No businesses found in Nowhere Ville yet. Check back soon!'),
  ).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Get your business listed' })).toHaveAttribute(
    'href',
    '/business/login',
  );
  await expect(page.getByRole('link', { name: 'See plans and pricing' })).toHaveAttribute(
    'href',
    '/pricing',
  );
  // Nearby cities with businesses are one click away.
  await page.getByRole('link', { name: /^College Station/ }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Businesses in College Station' }),
  ).toBeVisible();
});

test('city pages have no serious accessibility violations', async ({ page }) => {
  for (const [path, text] of [
    ['/city/college-station', /Found \d+ local business\(es\) in College Station/],
    ['/city/nowhere-ville', /No businesses found in Nowhere Ville yet/],
  ] as const) {
    await page.goto(path);
    await expect(page.getByText(text)).toBeVisible();
    expect(await seriousProblems(page)).toEqual([]);
  }
});
