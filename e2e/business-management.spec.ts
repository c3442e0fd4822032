import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { IMPORT_COLUMNS } from '#domain/imports.js';
import { expect, test } from './fixtures';

/**
 * The admin's Businesses tab: find a listing, change its plan, and see the
 * public profile's plan gating follow (a free listing hides its website).
 */

test('an admin finds a business, moves it to Silver and back, and the profile follows', async ({
  page,
  loginAs,
  admins,
}) => {
  const name = `Gated Garage ${randomBytes(2).toString('hex')}`;
  // A listing with no owner: the e-mail matches no account, so nobody is linked.
  const business = await admins.linkNewBusiness(
    `nobody-${randomBytes(4).toString('hex')}@example.com`,
    {
      name,
      plan: 'free',
      category: 'Auto Mechanic',
      website: 'https://gated-garage.example',
    },
  );
  await loginAs('admin');
  await page.goto('/admin/dashboard?tab=businesses');

  await page.getByLabel('Search').fill(name);
  const row = page
    .getByRole('list', { name: 'Businesses' })
    .getByRole('listitem')
    .filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Free');
  await expect(row).toContainText('https://gated-garage…');

  // Export CSV downloads the list as filtered: the header row and this one business.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^bcs-local-businesses-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = readFileSync(await download.path(), 'utf8')
    .replace(/^\uFEFF/, '')
    .split('\r\n');
  expect(lines[0]).toBe(IMPORT_COLUMNS.join(','));
  expect(lines.slice(1)).toEqual([expect.stringMatching(`^${name},Auto Mechanic,`), '']);

  await row.getByRole('button', { name: `Change Plan of ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Change plan: ${name}` });
  await expect(dialog.getByText('$15/month')).toBeVisible();
  await dialog.getByLabel('Silver').check();
  await dialog.getByLabel('Payment Method').selectOption('check');
  await dialog.getByLabel('Notes').fill('Check #1042');
  await dialog.getByRole('button', { name: 'Update Plan' }).click();
  await expect(page.getByText('Business plan updated successfully')).toBeVisible();
  await expect(row).toContainText('Silver Plan');

  const profile = await page.context().newPage();
  await profile.goto(`/business/${business.slug}`);
  await expect(profile.getByRole('link', { name: /gated-garage\.example/ })).toBeVisible();

  await row.getByRole('button', { name: `Change Plan of ${name}` }).click();
  await dialog.getByLabel('Free Listing').check();
  // Paid by check, not through Stripe: no warning to acknowledge.
  await expect(dialog.getByRole('checkbox', { name: 'I understand' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Update Plan' }).click();
  await expect(row).toContainText('Free');
  await profile.reload();
  await expect(profile.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(profile.getByRole('link', { name: /gated-garage\.example/ })).toHaveCount(0);
});
