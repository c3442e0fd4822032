import { expect, expectPath, test } from './fixtures';

/**
 * The mailbox page as every server has it (admins only, whatever NODE_ENV says):
 * a signed-out visitor is asked to sign in and sees no message.
 */

test('a signed-out visitor is asked to sign in and sees no messages', async ({ page }) => {
  const listRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/mailbox') listRequests.push(request.url());
  });
  const access = page.waitForResponse('**/api/mailbox/access');
  await page.goto('/admin/mailbox');
  await expect(page.getByRole('heading', { level: 1, name: 'Mailbox' })).toBeVisible();
  expect(await (await access).json()).toMatchObject({ allowed: false, reason: 'signed_out' });

  await expect(page.getByRole('heading', { name: 'Sign in required' })).toBeVisible();
  await expect(
    page.getByText('The mailbox is for administrators. Please sign in to read it.'),
  ).toBeVisible();
  await expect(page.locator('details')).toHaveCount(0);
  expect(listRequests).toEqual([]);

  await page.getByRole('link', { name: 'Go to Admin Login' }).click();
  await expectPath(page, '/admin/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
});

test('the mailbox API refuses a signed-out client', async ({ request }) => {
  const res = await request.get('/api/mailbox');
  expect(res.status()).toBe(401);
  expect((await res.json()).error.code).toBe('unauthenticated');
});
