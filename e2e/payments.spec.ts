import { claimBusinessViaApi, passHumanCheck } from './accounts';
import { expect, expectPath, test } from './fixtures';

/**
 * Buying a plan (issue 11) with the built-in test provider: checkout in a new
 * tab clearly marked TEST MODE, the success page that asks the server, and the
 * portal's Subscription tab. Signed out, choosing a paid plan asks to sign in.
 */

test('an owner buys Silver through the test checkout, the listing gains its fields, and cancels at period end', async ({
  page,
  ownerOf,
}) => {
  test.slow();
  const { business } = await ownerOf({
    name: `Upgrade Cafe ${Date.now()}`,
    plan: 'free',
    category: 'Restaurants',
    website: 'https://upgrade-cafe.example',
    hours: 'Mon-Fri 7am-3pm',
  });

  // On free, the profile keeps website and hours back.
  await page.goto(`/business/${business.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Upgrade Cafe');
  await expect(page.getByText('Hours', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /upgrade-cafe\.example/ })).toHaveCount(0);

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

  // The plan reached the listing at once.
  await page.goto(`/business/${business.slug}`);
  await expect(page.getByText('Hours', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /upgrade-cafe\.example/ }).first()).toBeVisible();

  await checkout.getByRole('link', { name: 'Go to Business Portal' }).click();
  const tab = checkout.getByRole('tabpanel');
  await expect(tab.getByRole('heading', { name: 'Current Plan' })).toBeVisible();
  await expect(tab).toContainText('Silver');
  await expect(tab).toContainText('Monthly');
  const requests = tab.getByRole('list', { name: 'Recent subscription requests' });
  await expect(requests).toContainText('Texas Basic → Silver');
  await expect(requests).toContainText('approved');

  // A lower plan is changed in the portal, not here.
  await tab.getByRole('button', { name: 'Downgrade to Texas Basic' }).click();
  await expect(checkout.getByText('Cannot Downgrade Here')).toBeVisible();

  // Manage Subscription opens the test portal; cancelling keeps Silver until the period ends.
  const [manage] = await Promise.all([
    checkout.waitForEvent('popup'),
    tab.getByRole('button', { name: 'Manage Subscription' }).click(),
  ]);
  await expect(manage.getByText('TEST MODE')).toBeVisible();
  await manage.getByRole('button', { name: 'Cancel at period end' }).click();
  await expect(manage.getByRole('button', { name: 'Resume subscription' })).toBeVisible();
  const endsOn = await manage.locator('dt:text("Ends on") + dd').textContent();
  await manage.close();

  await checkout.reload();
  await expect(checkout.getByRole('tabpanel')).toContainText('Ends on');
  const ending = checkout.getByRole('tabpanel').getByRole('status');
  await expect(ending).toContainText('Your subscription is cancelled and will not renew.');
  const [year, month, day] = (endsOn ?? '').split('-').map(Number);
  const shown = new Date(year, month - 1, day).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });
  await expect(ending).toContainText(shown);
});

test('a signed-out visitor choosing a paid plan signs in and comes back to it', async ({
  page,
  admins,
}) => {
  const owner = await claimBusinessViaApi(page.request);
  await admins.linkNewBusiness(owner.email, {
    name: `Returning Bakery ${Date.now()}`,
    plan: 'free',
    category: 'Restaurants',
  });
  await page.context().clearCookies();

  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Monthly' }).click();
  await page.getByRole('button', { name: 'Choose Texas Gold' }).click();
  await expect(page.getByText('Authentication Required')).toBeVisible();
  await expect(page.getByText('Please log in to upgrade your plan.')).toBeVisible();
  await expect(page).toHaveURL(/\/business\/login\?next=/);

  await page.getByRole('textbox', { name: 'Email' }).fill(owner.email);
  await page.getByLabel(/^Password/).fill(owner.password);
  await passHumanCheck(page);
  await page.getByRole('button', { name: 'Sign In' }).click();

  await expectPath(page, '/pricing');
  await expect(page.getByRole('status').filter({ hasText: 'You chose' })).toContainText(
    'You chose Texas Gold, billed monthly.',
  );
  await expect(page.getByRole('button', { name: 'Monthly' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('button', { name: 'Switch to Free' })).toHaveCount(0);
  const [checkout] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Continue to checkout' }).click(),
  ]);
  await expect(checkout.getByText('TEST MODE')).toBeVisible();
  await expect(checkout.getByText('$40')).toBeVisible();
});

test('the success page asks a signed-out visitor to sign in', async ({ page }) => {
  await page.goto('/pricing/success?session_id=cs_test_anything');
  await expect(page.getByText('Please log in to view your payment status.')).toBeVisible();
});
