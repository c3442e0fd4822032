import { randomBytes } from 'node:crypto';
import { expect, test } from './fixtures';

/**
 * Google reviews on a Texas Gold listing (issue 26 point 3). The browser tests' server
 * talks to a local fake of Google's Places API that knows 'Harvest Table Kitchen'
 * (scripts/e2e-server.ts, SAMPLE_PLACES in src/server/test/places-fake.ts).
 */
test('a Texas Gold owner links the listing to its Google place and the profile shows its reviews', async ({
  page,
  ownerOf,
}) => {
  const { business } = await ownerOf({
    name: `Harvest Table ${randomBytes(3).toString('hex')}`,
    plan: 'texas_gold',
    category: 'Restaurants',
  });

  await page.goto('/business/portal?tab=reviews');
  const tab = page.getByRole('region', { name: 'Google reviews' });
  await expect(tab.getByText(/This listing is not linked to a Google place/)).toBeVisible();
  await tab.getByRole('button', { name: 'Link Google place' }).click();

  const dialog = page.getByRole('dialog', { name: 'Link your Google place' });
  await dialog.getByLabel(/^Name and address/).fill('Harvest Table Kitchen, 301 N Main St, Bryan');
  await dialog.getByRole('button', { name: 'Search' }).click();
  await expect(dialog.getByText('301 N Main St, Bryan, TX 77803, USA')).toBeVisible();
  await dialog.getByRole('button', { name: 'Link this place' }).click();

  await expect(
    page.getByText('Google place linked. Its reviews now show on your listing.'),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(tab.getByText('4.6 from 212 ratings')).toBeVisible();

  await page.goto(`/business/${business.slug}`);
  const reviews = page.getByRole('region', { name: 'Google reviews' });
  await expect(reviews.getByText('from 212 ratings on Google')).toBeVisible();
  await expect(reviews.getByRole('listitem')).toHaveCount(5);
  await expect(reviews.getByRole('link', { name: /Dana Whitfield/ })).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/contrib\//,
  );
  await expect(reviews.getByText(/best breakfast in Bryan/)).toBeVisible();
  await expect(reviews.getByRole('link', { name: /View on Google Maps/ })).toHaveAttribute(
    'href',
    'https://maps.google.com/?cid=ChIJsampleHarvestTable01',
  );
});

test('a Silver owner is told Google reviews come with Texas Gold', async ({ page, ownerOf }) => {
  await ownerOf({
    name: `Silver Diner ${randomBytes(3).toString('hex')}`,
    plan: 'silver',
    category: 'Restaurants',
  });
  await page.goto('/business/portal?tab=reviews');
  const tab = page.getByRole('region', { name: 'Google reviews' });
  await expect(tab.getByText(/Google reviews are part of the Texas Gold plan/)).toBeVisible();
  await expect(tab.getByRole('link', { name: 'See the Texas Gold plan' })).toHaveAttribute(
    'href',
    '/pricing',
  );
  await expect(tab.getByRole('button', { name: 'Link Google place' })).toHaveCount(0);
});
