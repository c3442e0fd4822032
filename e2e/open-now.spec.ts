import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { citySlug } from '#domain/cities.js';
import { expect, test } from './fixtures';

/**
 * Open now and Near me (issue 29 points 2 and 3, decision 039): a visitor narrows a
 * town's businesses to those open now, then sorts them nearest first from the
 * location the browser shares on the click, on the listings and on the city page.
 */

const suffix = () => [...randomBytes(6)].map((b) => String.fromCharCode(97 + (b % 26))).join('');

/** The cards' business names on the page, in order. */
async function names(page: Page, names: string[]) {
  const found = await page.getByRole('link').allTextContents();
  return names
    .map((name) => ({ name, at: found.findIndex((text) => text.includes(name)) }))
    .filter(({ at }) => at >= 0)
    .sort((a, b) => a.at - b.at)
    .map(({ name }) => name);
}

test('a visitor keeps the businesses open now, then sorts them nearest first', async ({
  page,
  context,
  admins,
}) => {
  const town = `Opentown ${suffix()}`;
  const near = `Round The Clock Plumbing ${suffix()}`;
  const far = `Far Field Feed ${suffix()}`;
  const closed = `Closed Today Bakery ${suffix()}`;
  const hidden = `Free Hours Cafe ${suffix()}`;
  const business = { city: town, latitude: 30.61, longitude: -96.33 };
  await admins.newBusiness({
    ...business,
    name: near,
    plan: 'silver',
    category: 'Plumbers',
    hours: 'Open 24 hours',
  });
  await admins.newBusiness({
    ...business,
    name: far,
    plan: 'texas_gold',
    category: 'Shopping',
    hours: 'Open 24 hours',
    latitude: 30.9,
    longitude: -96.0,
  });
  await admins.newBusiness({
    ...business,
    name: closed,
    plan: 'silver',
    category: 'Restaurants',
    hours: 'Mon-Sun: Closed',
  });
  // A free listing does not show its hours, so it never says it is open.
  await admins.newBusiness({
    ...business,
    name: hidden,
    plan: 'free',
    category: 'Restaurants',
    hours: 'Open 24 hours',
  });
  const everyone = [near, far, closed, hidden];
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 30.6104, longitude: -96.3302 });

  await page.goto(`/listings?city=${encodeURIComponent(town)}`);
  await expect(page.getByTestId('listings-count')).toHaveText('Showing 4 businesses');
  // Clicked, not .check(): the box follows the address, which changes a moment later.
  await page.getByRole('checkbox', { name: 'Open now' }).click();
  await expect(page).toHaveURL(/open=1/);
  await expect(page.getByRole('checkbox', { name: 'Open now' })).toBeChecked();
  await expect(page.getByTestId('listings-count')).toHaveText('Showing 2 businesses');
  // The listings' order: category, then name.
  expect(await names(page, everyone)).toEqual([near, far]);

  await page.getByRole('button', { name: 'Near me' }).click();
  await expect(page).toHaveURL(/near=30\.61%2C-96\.33/);
  const nearest = page.getByRole('region', { name: 'Nearest first (2)' });
  await expect(nearest).toBeVisible();
  await expect(nearest.getByRole('link', { name: new RegExp(near) })).toContainText('0 mi away');
  await expect(nearest.getByRole('link', { name: new RegExp(far) })).toContainText('mi away');
  expect(await names(page, everyone)).toEqual([near, far]);

  // The city page: the same filters, its own count line.
  await page.goto(`/city/${citySlug(town)}`);
  await expect(page.getByText(`Found 4 local business(es) in ${town}`)).toBeVisible();
  await page.getByRole('checkbox', { name: 'Open now' }).click();
  await expect(page.getByRole('checkbox', { name: 'Open now' })).toBeChecked();
  await expect(page.getByText(`2 of its businesses open now in ${town}`)).toBeVisible();
  await page.getByRole('button', { name: 'Near me' }).click();
  await expect(page.getByRole('button', { name: 'Near me' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByText('0 mi away')).toBeVisible();
  expect(await names(page, everyone)).toEqual([near, far]);
});
