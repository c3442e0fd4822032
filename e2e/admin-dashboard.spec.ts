import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { claimBusinessViaApi } from './accounts';
import { expect, expectPath, test } from './fixtures';

/**
 * The admin dashboard's shell: the six numbers, the tabs kept in the URL, the
 * More menu's sections, the Notifications menu, the security log's actor filter,
 * the Subscriptions panel's revenue and list, the warning before a Stripe-paid
 * plan is changed by hand, and a phone-width screen that never scrolls sideways.
 */

const STAT_CARDS = [
  'Total Businesses',
  'Free Plans',
  'Silver Plans',
  'Texas Gold Plans',
  'Pending Approvals',
  'Total Views',
];

const tabBar = (page: Page) => page.getByRole('tablist', { name: 'Admin dashboard sections' });
const tab = (page: Page, name: string | RegExp) => tabBar(page).getByRole('tab', { name });

async function openMore(page: Page, item: string) {
  await page.getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitemradio', { name: item }).click();
}

async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.viewport);
}

test('an admin moves around the dashboard, its menus and the security log', async ({
  page,
  loginAs,
  request,
  admins,
}) => {
  // Something for the Notifications menu to count.
  await claimBusinessViaApi(request);
  // A paid listing for the Subscriptions panel ('Aa…' keeps it among the first names listed).
  const paidName = `Aardvark Alarms ${randomBytes(3).toString('hex')}`;
  const paid = await admins.newBusiness({ name: paidName, plan: 'free', category: 'Restaurants' });
  const admin = await loginAs('admin');
  const planned = await page.request.post(`/api/admin/businesses/${paid.id}/plan`, {
    data: { plan: 'texas_gold', paymentMethod: 'stripe' },
  });
  expect(planned.status()).toBe(200);
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByText(`Welcome, ${admin.name}!`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'View All Business Listings' })).toHaveAttribute(
    'href',
    '/listings',
  );

  for (const label of STAT_CARDS) {
    await expect(page.locator('dt', { hasText: label }).locator('+ dd')).toHaveText(/^[\d,]+$/);
  }

  // Tabs: approvals by default; the choice lives in the URL.
  await expect(tab(page, /^Pending Approvals \(\d+\)$/)).toHaveAttribute('aria-selected', 'true');
  await expect(tab(page, /^Processed Approvals \(\d+\)$/)).toBeVisible();
  for (const name of ['Jobs', 'Contact Forms', 'Businesses']) {
    await expect(tab(page, name)).toBeVisible();
  }
  await tab(page, 'Contact Forms').click();
  await expect(page).toHaveURL(/\/admin\/dashboard\?tab=contacts$/);
  await page.reload();
  await expect(tab(page, 'Contact Forms')).toHaveAttribute('aria-selected', 'true');
  await tab(page, 'Jobs').click();
  await expect(page).toHaveURL(/\?tab=jobs$/);
  await page.goBack();
  await expect(page).toHaveURL(/\?tab=contacts$/);
  await expect(tab(page, 'Contact Forms')).toHaveAttribute('aria-selected', 'true');

  // More opens its section below the tabs; a main tab closes it.
  expect(
    (await request.post('/api/analytics/page-view', { data: { page: '/about' } })).status(),
  ).toBe(204);
  await openMore(page, 'Analytics');
  await expect(page).toHaveURL(/\?tab=analytics$/);
  await expect(page.getByRole('heading', { name: 'Analytics Overview' })).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Views per day, last 30 days' })).toBeVisible();
  // A visitor's page view (sent as the tracker sends it) shows in the table with a total.
  await expect(page.getByRole('row', { name: /^Total [\d,]+$/ })).toBeVisible();
  await expect(page.getByRole('tabpanel')).toHaveCount(0);
  await expect(tabBar(page).getByRole('tab', { selected: true })).toHaveCount(0);
  await tab(page, 'Businesses').click();
  await expect(page).toHaveURL(/\?tab=businesses$/);
  await expect(tab(page, 'Businesses')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: /Analytics/ })).toHaveCount(0);

  // Notifications: the pending claim, linking to its tab and sub-tab.
  await page.getByRole('button', { name: /^Notifications, \d+ waiting$/ }).click();
  await page.getByRole('menuitem', { name: /^Pending business claims \(\d+\)$/ }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard\?tab=approvals&view=claims$/);
  await expect(tab(page, /^Pending Approvals/)).toHaveAttribute('aria-selected', 'true');

  // The security log, narrowed to this admin by part of the e-mail, in capitals.
  await openMore(page, 'Security Log');
  const log = page.getByRole('region', { name: 'Security log' });
  await expect(log).toBeVisible();
  const actor = log.getByRole('searchbox', { name: 'Actor' });
  const filtered = page.waitForResponse((res) => res.url().includes('actor='));
  await actor.fill(admin.email.split('@')[0].toUpperCase());
  await actor.press('Enter');
  await filtered;
  const events = log.getByRole('list', { name: 'Security events' }).getByRole('listitem');
  await expect
    .poll(async () => {
      const texts = await events.allTextContents();
      return texts.length > 0 && texts.every((text) => text.includes(admin.email));
    })
    .toBe(true);
  await expect(events.filter({ hasText: 'Two factor enrolled' })).toHaveCount(1);
  await actor.fill('nobody-at-all');
  await actor.press('Enter');
  await expect(log.getByText('No security events match these filters.')).toBeVisible();

  // Subscriptions: revenue at catalogue prices, the paid listing, and its plan change.
  await openMore(page, 'Subscriptions');
  const subscriptions = page.getByRole('region', { name: 'Subscription Management' });
  const mrr = subscriptions.locator('dt', { hasText: 'Monthly Recurring Revenue' }).locator('+ dd');
  await expect(mrr).toHaveText(/^\$[\d,]+\.\d{2}$/);
  // At least the new listing's $40 a month (other listings may add more).
  expect(Number((await mrr.textContent())?.replace(/[$,]/g, ''))).toBeGreaterThanOrEqual(40);
  await expect(
    subscriptions.getByText(
      'From active subscriptions at catalogue prices; promotional plans count $0.',
    ),
  ).toBeVisible();
  const paidRow = subscriptions
    .getByRole('list', { name: 'Paid subscriptions' })
    .getByRole('listitem')
    .filter({ hasText: paidName });
  await expect(paidRow.getByRole('link', { name: paidName })).toHaveAttribute(
    'href',
    `/business/${paid.slug}`,
  );
  for (const text of ['Texas Gold Plan', 'Active', 'Stripe', '$40.00']) {
    await expect(paidRow).toContainText(text);
  }
  await expect(
    subscriptions
      .getByRole('list', { name: 'Recent plan changes' })
      .getByRole('listitem')
      .filter({ hasText: paidName }),
  ).toContainText('Free → Texas Gold Plan');

  // Changing a Stripe-paid plan by hand first warns that Stripe keeps billing.
  await tab(page, 'Businesses').click();
  await page.getByLabel('Search').fill(paidName);
  await page.getByRole('button', { name: `Change Plan of ${paidName}` }).click();
  const dialog = page.getByRole('dialog', { name: `Change plan: ${paidName}` });
  await expect(dialog.getByRole('alert')).toHaveText(
    'This business pays through Stripe. Changing the plan here does not change or cancel its Stripe subscription; which keeps charging the business; cancel or change it in Stripe too.',
  );
  const update = dialog.getByRole('button', { name: 'Update Plan' });
  await expect(update).toBeDisabled();
  await dialog.getByRole('checkbox', { name: 'I understand' }).check();
  await expect(update).toBeEnabled();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);

  // On a phone nothing makes the page wider than the screen; the tabs scroll in their strip.
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(page);
  await tab(page, 'Contact Forms').click();
  await expect(page).toHaveURL(/\?tab=contacts$/);
  await expectNoSidewaysScroll(page);
  const strip = await tabBar(page).evaluate((el) => ({
    scroll: el.scrollWidth,
    client: el.clientWidth,
  }));
  expect(strip.scroll).toBeGreaterThan(strip.client);
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.keyboard.press('Escape');
  await openMore(page, 'Subscriptions');
  await expect(page.getByRole('list', { name: 'Paid subscriptions' })).toBeVisible();
  await expectNoSidewaysScroll(page);

  await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
  await expectPath(page, '/admin/login');
});
