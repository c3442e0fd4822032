import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Issue 29 point 5: a visitor reports a problem with a listing (the human check solved
 * by the real widget), and an admin sees the report in the Reports queue and counted
 * on the dashboard's Reports tab, then resolves it.
 */

async function aSeededBusiness(request: APIRequestContext) {
  const res = await request.get('/api/businesses?limit=20');
  expect(res.ok()).toBe(true);
  const { items } = (await res.json()) as { items: { slug: string; name: string }[] };
  // One other specs do not report on: the last of the first page.
  return items[items.length - 1];
}

test('a visitor reports a problem and the admin sees it in the queue and on the dashboard', async ({
  page,
  request,
  loginAs,
}) => {
  const business = await aSeededBusiness(request);
  await page.goto(`/business/${business.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: business.name })).toBeVisible();
  await expect(page.getByText(/^Confirmed by BCS Local on \w+ \d{1,2}, \d{4}$/)).toBeVisible();

  await page.getByRole('button', { name: 'Report a problem' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report a problem' });
  // 'Other' needs a note: the form says so before anything is sent.
  await dialog.getByRole('radio', { name: 'Other' }).check();
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText("Please say what is wrong when you choose 'Other'.")).toBeVisible();

  const note = `The phone rings a laundromat ${Date.now()}`;
  await dialog.getByRole('radio', { name: 'Wrong phone number' }).check();
  await dialog.getByRole('textbox', { name: 'Note' }).fill(note);
  const checkbox = dialog.getByRole('checkbox', { name: "I'm not a robot" });
  await checkbox.focus();
  await page.keyboard.press('Space');
  await expect(dialog.getByRole('checkbox', { name: 'Verified' })).toBeChecked({ timeout: 20_000 });
  const sent = page.waitForResponse((res) => res.url().endsWith('/reports'));
  await dialog.getByRole('button', { name: 'Send report' }).click();
  expect((await sent).status()).toBe(201);
  await expect(page.getByText('Thank you. We will check this listing.')).toBeVisible();
  await expect(dialog).toBeHidden();

  await loginAs('admin');
  await page.goto('/admin/dashboard');
  // The dashboard counts new reports among what waits (the bell) and on the More menu.
  const reportsWaiting = async () => {
    await page.getByRole('button', { name: /^Notifications, \d+ waiting$/ }).click();
    const item = page.getByRole('menuitem', { name: /^Problem reports \(\d+\)$/ });
    const count = (await item.count())
      ? Number(/\((\d+)\)/.exec((await item.textContent()) ?? '')?.[1])
      : 0;
    return { item, count };
  };
  const { item: notification, count } = await reportsWaiting();
  expect(count).toBeGreaterThanOrEqual(1);
  await notification.click();
  await expect(page).toHaveURL(/\?tab=reports$/);
  await expect(page.getByRole('heading', { name: 'Reports', exact: true })).toBeVisible();

  const queue = page.getByRole('list', { name: 'New reports' });
  const report = queue.getByRole('listitem').filter({ hasText: note });
  await expect(report).toContainText(business.name);
  await expect(report).toContainText('Wrong phone');
  await report.getByRole('button', { name: 'Resolve' }).click();
  await expect(queue.getByText(note)).toBeHidden();
  await page.getByRole('button', { name: 'More' }).click();
  await expect(page.getByRole('menuitemradio', { name: `Reports (${count - 1})` })).toBeVisible();
});
