import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './fixtures';

/**
 * Photos (issue 9) in the browser: an owner's uploads moderated by an admin, and
 * an admin's own upload made the primary photo that cards and profiles lead with.
 */

const suffix = () => randomBytes(3).toString('hex');

async function picture(colour: string, format: 'jpeg' | 'png') {
  return sharp({ create: { width: 900, height: 600, channels: 3, background: colour } })
    .toFormat(format)
    .toBuffer();
}

function photoTile(page: Page, list: string, text: string) {
  return page.getByRole('list', { name: list }).getByRole('listitem').filter({ hasText: text });
}

test('an owner uploads two photos; the admin approves one and rejects one; the profile shows exactly the approved one', async ({
  page,
  adminWindow,
  ownerOf,
}) => {
  const name = `Photo Test Florist ${suffix()}`;
  const { business } = await ownerOf({
    name,
    plan: 'silver',
    category: 'Shopping',
  });

  await page.goto('/business/portal?tab=photos');
  await expect(page.getByText('0 of 3 photos')).toBeVisible();
  await page.locator('#portal-photo-input').setInputFiles([
    { name: 'storefront.jpg', mimeType: 'image/jpeg', buffer: await picture('#2a6f97', 'jpeg') },
    { name: 'bouquet.png', mimeType: 'image/png', buffer: await picture('#c05621', 'png') },
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') },
  ]);
  // The text file is turned away in the browser with the spec's badge and message.
  const results = page.getByRole('list', { name: 'Upload progress' });
  await expect(results.getByRole('listitem').filter({ hasText: 'notes.txt' })).toContainText(
    'Invalid',
  );
  await expect(page.getByText('Some files are not valid images.')).toBeVisible();
  await expect(page.getByText('Upload Failed')).toBeVisible();
  await expect(
    page.getByText('Failed to upload 1 photo(s). Check the results below for details.'),
  ).toBeVisible();
  await expect(results.getByText('Uploaded')).toHaveCount(2);
  await expect(page.getByText('2 of 3 photos')).toBeVisible();
  await expect(photoTile(page, 'Your photos', 'storefront.jpg')).toContainText('pending');
  await expect(photoTile(page, 'Your photos', 'bouquet.png')).toContainText('pending');
  // A pending photo is private: the owner's page shows it through the authorized route.
  const pendingImage = photoTile(page, 'Your photos', 'storefront.jpg').getByRole('img');
  await expect(pendingImage).toHaveAttribute('src', /^\/api\/photos\/[0-9a-f-]{36}\/thumbnail$/);
  await expect
    .poll(() => pendingImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);

  // The admin sees both in the queue, with the business's name, and decides.
  const dashboard = await adminWindow();
  await dashboard.goto('/admin/dashboard');
  await dashboard.getByRole('button', { name: /^Notifications, \d+ waiting$/ }).click();
  await dashboard.getByRole('menuitem', { name: /Photos/ }).click();
  await expect(dashboard.getByRole('tab', { name: /^Photos \(\d+\)$/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const queue = 'Photos waiting for approval';
  const decide = async (fileName: string, decision: 'Approve' | 'Reject', note?: string) => {
    const tile = dashboard
      .getByRole('list', { name: queue })
      .getByRole('listitem')
      .filter({ hasText: name })
      .filter({ has: dashboard.getByRole('img', { name: new RegExp(fileName) }) });
    await tile.getByRole('button', { name: `Review photo of ${name}` }).click();
    const dialog = dashboard.getByRole('dialog', { name: `Photo for ${name}` });
    await expect(dialog.getByRole('img', { name: new RegExp(fileName) })).toBeVisible();
    if (note) await dialog.getByLabel(/^Note to the owner/).fill(note);
    await dialog.getByRole('button', { name: decision }).click();
    await expect(dialog).toBeHidden();
  };
  await decide('storefront.jpg', 'Approve');
  await expect(dashboard.getByText('Photo approved')).toBeVisible();
  await decide('bouquet.png', 'Reject', 'Please send a sharper picture.');
  await expect(dashboard.getByText('Photo rejected')).toBeVisible();
  await expect(dashboard.getByRole('list', { name: queue }).filter({ hasText: name })).toHaveCount(
    0,
  );

  // The owner sees the decisions and the note; only approved and pending photos count.
  await page.reload();
  await expect(photoTile(page, 'Your photos', 'storefront.jpg')).toContainText('approved');
  await expect(photoTile(page, 'Your photos', 'bouquet.png')).toContainText(
    'Admin note: Please send a sharper picture.',
  );
  await expect(page.getByText('1 of 3 photos')).toBeVisible();

  // Deleting asks first.
  await photoTile(page, 'Your photos', 'bouquet.png')
    .getByRole('button', { name: 'Delete bouquet.png' })
    .click();
  await page
    .getByRole('dialog', { name: 'Delete this photo?' })
    .getByRole('button', { name: 'Delete photo' })
    .click();
  await expect(page.getByText('Photo deleted successfully')).toBeVisible();
  await expect(photoTile(page, 'Your photos', 'bouquet.png')).toHaveCount(0);

  await page.goto(`/business/${business.slug}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  // One approved photo: the gallery has exactly one picture, the approved upload.
  await expect(page.getByRole('img', { name: new RegExp(`^${name}, photo`) })).toHaveCount(1);
  await expect(page.getByRole('img', { name: `${name}, photo 1 of 1` })).toHaveAttribute(
    'src',
    /\/uploads\/.+\.webp$/,
  );
});

test('an admin uploads photos for a business and makes one primary: its directory card and profile lead with it', async ({
  page,
  loginAs,
  admins,
}) => {
  const name = `Sign Test Diner ${suffix()}`;
  const business = await admins.newBusiness({
    name,
    plan: 'texas_gold',
    category: 'Restaurants',
    description: 'Breakfast tacos and coffee on Texas Avenue.',
  });
  await loginAs('admin');

  await page.goto('/admin/dashboard?tab=photos');
  await page.getByLabel('Business', { exact: true }).fill(name);
  await page
    .getByRole('list', { name: 'Matching businesses' })
    .getByRole('button', { name: new RegExp(name) })
    .click();
  await expect(page.getByText(`Uploading to ${name}`)).toBeVisible();
  const upload = async (fileName: string, colour: string) => {
    await page
      .locator('#admin-photo-input')
      .setInputFiles([
        { name: fileName, mimeType: 'image/png', buffer: await picture(colour, 'png') },
      ]);
    await expect(
      page.getByRole('list', { name: 'Upload results' }).filter({ hasText: fileName }),
    ).toContainText('Uploaded');
  };
  await upload('dining-room.png', '#7c2d12');
  await expect(page.getByText('Upload Successful')).toBeVisible();
  await expect(page.getByRole('heading', { name: `Photos of ${name}` })).toBeVisible();
  const tiles = page.getByRole('list', { name: 'Business photos' }).getByRole('listitem');
  const primaryTiles = tiles.filter({ has: page.getByText('Primary', { exact: true }) });

  // No photo is primary yet: Set Primary Photos makes the earliest one primary.
  await page.getByRole('button', { name: 'Set Primary Photos' }).click();
  await expect(page.getByText('Primary photos have been set for all businesses')).toBeVisible();
  await expect(primaryTiles).toHaveCount(1);
  await expect(primaryTiles).toContainText('dining-room.png');

  await upload('new-sign.png', '#14532d');
  // The admin prefers the sign: it becomes the only primary photo.
  const sign = tiles.filter({ hasText: 'new-sign.png' });
  await sign.getByRole('button', { name: /Set as primary/ }).click();
  await expect(page.getByText('Primary photo updated')).toBeVisible();
  await expect(sign.getByText('Primary', { exact: true })).toBeVisible();
  await expect(primaryTiles).toHaveCount(1);
  const signUrl = await sign.getByRole('img').getAttribute('src');
  const displayUrl = signUrl?.replace('-thumb.webp', '.webp');

  await page.goto('/listings');
  const card = page.getByRole('link', { name: new RegExp(name) });
  await expect(card.locator('img')).toHaveAttribute('src', displayUrl ?? '');
  await page.goto(`/business/${business.slug}`);
  await expect(page.getByRole('img', { name: `${name}, photo 1 of 2` })).toHaveAttribute(
    'src',
    displayUrl ?? '',
  );
});
