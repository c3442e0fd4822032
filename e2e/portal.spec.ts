import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import type { NewBusiness } from './accounts';
import { expect, expectPath, test } from './fixtures';

/**
 * The business portal's Profile tab (spec 001 sections 2 and 5): an owner asks for
 * profile changes, which wait for an admin; the live listing keeps its values.
 * The owner's business is linked by a set-up helper (accounts.ts), standing in for
 * the claim approval that the approvals journeys drive through the dashboard.
 */

const OLD_PHONE = '(979) 555-0111';
const NEW_PHONE = '(979) 555-0222';
const OLD_DESCRIPTION = 'Family bakery on Texas Avenue since 1999.';
const NEW_DESCRIPTION = 'Family bakery and coffee bar on Texas Avenue since 1999.';

function newBusiness(overrides: Partial<NewBusiness> = {}): NewBusiness {
  return {
    name: `Portal Test Bakery ${randomBytes(3).toString('hex')}`,
    plan: 'silver',
    category: 'Restaurants',
    phone: OLD_PHONE,
    description: OLD_DESCRIPTION,
    ...overrides,
  };
}

const profileForm = (page: Page) => page.getByRole('form', { name: 'Edit business profile' });
const pendingCard = (page: Page) =>
  page.getByRole('region', { name: 'Changes waiting for approval' });

test('an owner submits profile changes, the listing waits for approval, and the owner withdraws them', async ({
  page,
  ownerOf,
}) => {
  const { owner, business } = await ownerOf(newBusiness());

  await page.goto('/business/portal');
  await expect(page.getByText(`Welcome, ${owner.name}!`)).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('button', { name: 'Edit' }).click();
  const form = profileForm(page);
  const submit = form.getByRole('button', { name: 'Submit Changes' });
  await expect(form.getByLabel(/^Business Name/)).toBeFocused();
  await expect(submit).toBeDisabled();
  await expect(form.getByRole('group', { name: 'Hours of Operation' })).toBeVisible();

  await form.getByLabel(/^Description\s*\(optional\)/).fill(NEW_DESCRIPTION);
  await expect(form.getByText(`${NEW_DESCRIPTION.length} / 1000`)).toBeVisible();
  await form.getByLabel(/^Phone/).fill(NEW_PHONE);
  await expect(submit).toBeEnabled();
  await submit.click();

  await expect(page.getByText('Changes Submitted', { exact: true })).toBeVisible();
  await expect(
    page.getByText('All your profile changes have been submitted for admin approval.'),
  ).toBeVisible();
  const card = pendingCard(page);
  await expect(card.getByRole('heading', { name: 'Changes waiting for approval' })).toBeFocused();
  await expect(card.getByRole('listitem')).toHaveCount(2);
  await expect(card.getByRole('listitem').filter({ hasText: 'Phone' })).toContainText(NEW_PHONE);
  await expect(card.getByRole('listitem').filter({ hasText: 'Description' })).toContainText(
    NEW_DESCRIPTION,
  );
  // One change at a time: Edit waits until this one is withdrawn or decided.
  await expect(page.getByRole('button', { name: 'Edit' })).toBeDisabled();

  // The public listing is unchanged until an admin approves.
  await page.goto(`/business/${business.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: /Portal Test Bakery/ })).toBeVisible();
  await expect(page.getByText(OLD_DESCRIPTION)).toBeVisible();
  await expect(page.getByRole('link', { name: OLD_PHONE }).first()).toBeVisible();
  await expect(page.getByText(NEW_DESCRIPTION)).toHaveCount(0);
  await expect(page.getByText(NEW_PHONE)).toHaveCount(0);

  await page.goto('/business/portal');
  await pendingCard(page).getByRole('button', { name: 'Withdraw' }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw these changes?' });
  await dialog.getByRole('button', { name: 'Withdraw' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Changes Withdrawn')).toBeVisible();
  await expect(pendingCard(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit' })).toBeFocused();
});

test("Cancel puts the live values back, 'No Changes', and the open tab survives a reload", async ({
  page,
  ownerOf,
}) => {
  const business = newBusiness();
  await ownerOf(business);
  await page.goto('/business-portal');

  await page.getByRole('button', { name: 'Edit' }).click();
  const form = profileForm(page);
  await form.getByLabel(/^Phone/).fill(NEW_PHONE);
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit' })).toBeFocused();
  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(form.getByLabel(/^Phone/)).toHaveValue(OLD_PHONE);
  await expect(form.getByRole('button', { name: 'Submit Changes' })).toBeDisabled();

  // Only spaces differ: the form lets it through, the server finds nothing to change.
  await form.getByLabel(/^Business Name/).fill(`${business.name} `);
  await form.getByRole('button', { name: 'Submit Changes' }).click();
  await expect(page.getByText('No Changes', { exact: true })).toBeVisible();
  await expect(pendingCard(page)).toHaveCount(0);

  await page.getByRole('tab', { name: 'Support' }).click();
  await expect(page).toHaveURL(/[?&]tab=support/);
  await expect(page.getByText('Support interface coming soon...')).toBeVisible();
  await expect(page.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Support' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Support interface coming soon...')).toBeVisible();
  await expectPath(page, '/business-portal');
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the edit form fits, and a free listing is held to 100 characters of description', async ({
    page,
    ownerOf,
  }) => {
    await ownerOf(newBusiness({ plan: 'free' }));
    await page.goto('/business/portal?tab=profile');
    await page.getByRole('button', { name: 'Edit' }).click();
    const form = profileForm(page);
    await form.getByLabel(/^Description\s*\(optional\)/).fill('a'.repeat(101));
    await expect(form.getByText('101 / 100')).toBeVisible();
    await expect(
      form.getByText('Description must be no more than 100 characters long'),
    ).toBeVisible();
    await expect(form.getByRole('button', { name: 'Submit Changes' })).toBeDisabled();
    await form.getByLabel(/^Description\s*\(optional\)/).fill('a'.repeat(100));
    await expect(form.getByRole('button', { name: 'Submit Changes' })).toBeEnabled();

    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  });
});
