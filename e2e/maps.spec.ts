import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import type { NewBusiness } from './accounts';
import { expect, openProfileChangeReview, test } from './fixtures';

/**
 * Maps and directions (issue 29 point 3, decision 037). Tiles come from the local fake
 * the e2e server points MAP_TILE_URL at (src/server/test/tile-fake.ts): no test
 * reaches a real tile server.
 */

const suffix = () => randomBytes(3).toString('hex');

function pinned(overrides: Partial<NewBusiness> = {}): NewBusiness {
  return {
    name: `Pinned Grill ${suffix()}`,
    plan: 'silver',
    category: 'Restaurants',
    address: '317 University Dr',
    zipCode: '77840',
    latitude: 30.6218,
    longitude: -96.3429,
    ...overrides,
  };
}

/** Every request for the Leaflet chunk or a tile, from the start of the page. */
function mapRequests(page: Page) {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (/leaflet/i.test(url) || /\/\d+\/\d+\/\d+\.png$/.test(url)) seen.push(url);
  });
  return seen;
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the profile map loads only when scrolled to, and Get directions has the address', async ({
    page,
    admins,
  }) => {
    const business = await admins.newBusiness(pinned());
    const requests = mapRequests(page);
    await page.goto(`/business/${business.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const directions = page.getByRole('link', { name: /Get Directions/i });
    await expect(directions).toHaveAttribute(
      'href',
      `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(
        '317 University Dr, College Station, TX, 77840',
      )}`,
    );
    await expect(directions).toHaveAttribute('target', '_blank');

    // Below the fold: no Leaflet code and no tile yet.
    const location = page.getByRole('region', { name: 'Location' });
    await expect(location).toBeAttached();
    await expect(location.getByTestId('leaflet-map')).toHaveCount(0);
    expect(requests).toEqual([]);

    await location.scrollIntoViewIfNeeded();
    const map = location.getByTestId('leaflet-map');
    await expect(map).toBeVisible();
    await expect(map.locator('img.leaflet-tile-loaded').first()).toBeVisible();
    await expect(map.getByRole('button', { name: /Pinned Grill/ })).toHaveCount(1);
    await expect(map.getByText('Test tiles')).toBeVisible();
    expect(requests.some((url) => /\.js(\?|$)/.test(url))).toBe(true);
  });

  test('a profile without coordinates has no map, and directions go to its address', async ({
    page,
    admins,
  }) => {
    const business = await admins.newBusiness(
      pinned({ name: `Unpinned Deli ${suffix()}`, latitude: undefined, longitude: undefined }),
    );
    const requests = mapRequests(page);
    await page.goto(`/business/${business.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: /Get Directions/i })).toHaveAttribute(
      'href',
      /destination=317%20University%20Dr/,
    );
    await page.keyboard.press('End');
    await expect(page.getByRole('contentinfo')).toBeInViewport();
    await expect(page.getByRole('region', { name: 'Location' })).toHaveCount(0);
    expect(requests).toEqual([]);
  });
});

test("a listings page's map shows its results' markers and says which are left off", async ({
  page,
  admins,
}) => {
  const word = `Mapword${suffix()}`;
  const first = await admins.newBusiness(pinned({ name: `${word} Bakery` }));
  await admins.newBusiness(
    pinned({ name: `${word} Tacos`, latitude: 30.6412, longitude: -96.3097 }),
  );
  await admins.newBusiness(
    pinned({ name: `${word} Florist`, latitude: undefined, longitude: undefined }),
  );

  await page.goto(`/listings?q=${word}`);
  await expect(page.getByTestId('listings-count')).toContainText('3');
  const mapButton = page.getByRole('button', { name: 'Map', exact: true });
  await expect(mapButton).toHaveAttribute('aria-pressed', 'false');
  // Keyboard reachable: focus the switch and press it.
  await mapButton.focus();
  await page.keyboard.press('Enter');
  await expect(mapButton).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/view=map/);

  const map = page.getByTestId('leaflet-map');
  await expect(map).toBeVisible();
  const markers = map.locator('.leaflet-marker-icon');
  await expect(markers).toHaveCount(2);
  await expect(
    page.getByText('1 business on this page has no location yet and is left off the map.'),
  ).toBeVisible();

  await map.getByRole('button', { name: `${word} Bakery` }).click();
  const popup = map.locator('.leaflet-popup');
  await expect(popup.getByText(`${word} Bakery`)).toBeVisible();
  await popup.getByRole('link', { name: 'View profile' }).click();
  await expect(page).toHaveURL(new RegExp(`/business/${first.slug}$`));

  // Back returns to the map view.
  await page.goBack();
  await expect(page.getByRole('button', { name: 'Map', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('button', { name: 'List', exact: true }).click();
  await expect(page.getByTestId('leaflet-map')).toHaveCount(0);
  await expect(
    page.getByRole('link', { name: new RegExp(`${word} Florist`) }).first(),
  ).toBeVisible();
});

test('an owner moves the pin, by the map and by keyboard, and the admin approves it', async ({
  page,
  ownerOf,
  adminWindow,
}) => {
  const name = `Pin Move Cafe ${suffix()}`;
  const { business } = await ownerOf(pinned({ name }));

  await page.goto('/business/portal');
  await page.getByRole('button', { name: 'Edit' }).click();
  const form = page.getByRole('form', { name: 'Edit business profile' });
  const latitude = form.getByLabel(/^Latitude/);
  const longitude = form.getByLabel(/^Longitude/);
  await expect(latitude).toHaveValue('30.6218');
  await expect(longitude).toHaveValue('-96.3429');

  // A click on the map moves the pin there.
  // The map loads once its place is scrolled to.
  await form.getByRole('group', { name: 'Map Pin' }).scrollIntoViewIfNeeded();
  const map = form.getByTestId('leaflet-map');
  await expect(map.locator('.leaflet-marker-icon')).toHaveCount(1);
  const box = await map.boundingBox();
  if (!box) throw new Error('the map has no box');
  await page.mouse.click(box.x + box.width * 0.25, box.y + box.height * 0.25);
  await expect(latitude).not.toHaveValue('30.6218');
  await expect(longitude).not.toHaveValue('-96.3429');

  // The keyboard way: type the coordinates; a bad one is refused in the form.
  await latitude.fill('95');
  await expect(form.getByText(/Map Pin must be a latitude between -90 and 90/)).toBeVisible();
  await latitude.fill('30.6305');
  await longitude.fill('-96.3344');
  await expect(form.getByText(/Map Pin must be/)).toHaveCount(0);
  await form.getByRole('button', { name: 'Submit Changes' }).click();
  await expect(page.getByText('Changes Submitted', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Changes waiting for approval' }).getByRole('listitem'),
  ).toContainText('30.6305, -96.3344');

  const dashboard = await adminWindow();
  const review = await openProfileChangeReview(dashboard, name);
  await expect(review.getByLabel('New Map Pin')).toHaveValue('30.6305, -96.3344');
  await review.getByRole('button', { name: 'Approve' }).click();
  await expect(
    dashboard.getByText('The changes have been approved and applied to the business profile'),
  ).toBeVisible();

  const profile = await page.request.get(`/api/businesses/${business.slug}`);
  expect(await profile.json()).toMatchObject({ latitude: 30.6305, longitude: -96.3344 });
  await page.goto(`/business/${business.slug}`);
  const location = page.getByRole('region', { name: 'Location' });
  await location.scrollIntoViewIfNeeded();
  await expect(location.getByTestId('leaflet-map').locator('.leaflet-marker-icon')).toHaveCount(1);
});
