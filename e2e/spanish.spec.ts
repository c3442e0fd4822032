import { randomBytes } from 'node:crypto';
import { passHumanCheck } from './accounts';
import { expect, test } from './fixtures';

/**
 * Spanish content of a listing (issue 28 point 5): an owner marks 'Se habla español'
 * on the Profile tab, and a visitor finds the business with the listings' filter and
 * sees the mark on its profile, in Spanish (lang=es).
 */
test("an owner marks 'Se habla español'; visitors filter by it and see it on the profile", async ({
  page,
  ownerOf,
}) => {
  const name = `Taller Hablado ${randomBytes(3).toString('hex')}`;
  const { business } = await ownerOf({ name, plan: 'silver', category: 'Auto Mechanic' });

  await page.goto('/business/portal');
  const mark = page.getByRole('checkbox', { name: 'Se habla español' });
  await expect(mark).not.toBeChecked();
  await mark.check();
  await expect(page.getByText('Your listing now shows Se habla español.')).toBeVisible();
  await expect(mark).toBeChecked();

  await page.goto(`/listings?q=${encodeURIComponent(name)}`);
  const filter = page.getByRole('checkbox', { name: 'Se habla español' });
  // The box follows the address, which the click changes.
  await filter.click();
  await expect(page).toHaveURL(/[?&]spanish=1/);
  await expect(filter).toBeChecked();
  const card = page.getByRole('link', { name: new RegExp(name) });
  await expect(card).toBeVisible();
  await card.click();

  await expect(page).toHaveURL(new RegExp(`/business/${business.slug}$`));
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.locator('span[lang="es"]', { hasText: 'Se habla español' })).toBeVisible();
});

test.describe('a browser whose own language is Spanish, on the English pages', () => {
  test.use({ locale: 'es-MX' });

  test("is answered in the page's English, not the browser's Spanish", async ({ page }) => {
    await page.goto('/business/login');
    await page
      .getByRole('textbox', { name: 'Email' })
      .fill(`nobody-${randomBytes(3).toString('hex')}@example.com`);
    await page.getByLabel(/^Password/).fill('Wrong&Pass1');
    await passHumanCheck(page);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Invalid credentials')).toBeVisible();
  });
});
