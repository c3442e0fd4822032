import { expect, test } from './fixtures';

/**
 * Buying a plan (issue 11) with the built-in test provider: checkout in a new
 * tab clearly marked TEST MODE, the success page that asks the server, and the
 * portal's Subscription tab. Signed out, choosing a paid plan asks to sign in.
 */

test('an owner buys Silver through the test checkout; the success page and the portal show it', async ({
  page,
  loginAs,
  admins,
}) => {
  const owner = await loginAs('owner');
  await admins.linkNewBusiness(owner.email, {
    name: `Upgrade Cafe ${Date.now()}`,
    plan: 'free',
    category: 'Restaurants',
  });

  await page.goto('/pricing');
  const basic = page.getByRole('heading', { level: 2, name: 'Texas Basic' }).locator('..');
  await expect(basic.getByText('Your Current Plan')).toBeVisible();
  await page.getByRole('button', { name: 'Monthly' }).click();
  const [checkout] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Choose Silver' }).click(),
  ]);
  await expect(checkout.getByText('TEST MODE')).toBeVisible();
  await expect(checkout.getByText('$15')).toBeVisible();
  await checkout.getByRole('button', { name: 'Pay (test)' }).click();

  await expect(checkout).toHaveURL(/\/pricing\/success\?session_id=cs_test_/);
  await expect(checkout.getByText('Your listing is now on the Silver plan.')).toBeVisible();
  await checkout.getByRole('link', { name: 'Go to Business Portal' }).click();

  const tab = checkout.getByRole('tabpanel');
  await expect(tab.getByRole('heading', { name: 'Current Plan' })).toBeVisible();
  await expect(tab).toContainText('Silver');
  await expect(tab).toContainText('Monthly');
  await expect(tab.getByRole('list', { name: 'Recent subscription requests' })).toContainText(
    'Texas Basic → Silver',
  );
  await expect(tab.getByRole('list', { name: 'Recent subscription requests' })).toContainText(
    'approved',
  );
  await expect(tab.getByRole('button', { name: /^Upgrade to Texas Gold/ })).toBeVisible();
});

test('a signed-out visitor choosing a paid plan is asked to sign in', async ({ page }) => {
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Choose Texas Gold' }).click();
  await expect(page.getByText('Authentication Required')).toBeVisible();
  await expect(page.getByText('Please log in to upgrade your plan.')).toBeVisible();
  await expect(page).toHaveURL(/\/business\/login$/);
});

test('the success page asks a signed-out visitor to sign in', async ({ page }) => {
  await page.goto('/pricing/success?session_id=cs_test_anything');
  await expect(page.getByText('Please log in to view your payment status.')).toBeVisible();
});
