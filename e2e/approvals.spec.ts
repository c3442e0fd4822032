import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { claimBusinessViaApi, signInViaApi } from './accounts';
import { expect, openProfileChangeReview, test } from './fixtures';

/**
 * The approval loop from the admin's side: a claim reviewed, corrected and
 * approved (after which its owner runs the listing in the portal), and a claim
 * rejected with a reason, both kept in Processed Approvals.
 */

const suffix = () => randomBytes(2).toString('hex');

function pendingClaim(page: Page, businessName: string) {
  return page
    .getByRole('list', { name: 'Pending business claims' })
    .getByRole('listitem')
    .filter({ hasText: businessName });
}

test('an admin corrects and approves a claim, and its owner then runs the listing', async ({
  page,
  loginAs,
  request,
  browser,
  baseURL,
  extraHTTPHeaders,
}) => {
  const claimed = `Harvest Tabel ${suffix()}`;
  const corrected = claimed.replace('Tabel', 'Table');
  const owner = await claimBusinessViaApi(request, { businessName: claimed });
  const admin = await loginAs('admin');
  await page.goto('/admin/dashboard?tab=approvals');

  await expect(page.getByRole('tab', { name: /^Business Claims \(\d+\)$/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await pendingClaim(page, claimed)
    .getByRole('button', { name: `Review ${claimed}` })
    .click();
  const review = page.getByRole('dialog', { name: `Review claim: ${claimed}` });
  await expect(review.getByLabel('Business Name')).toHaveValue(claimed);
  await expect(review.getByText('Create a new listing')).toBeVisible();
  await review.getByLabel('Business Name').fill(corrected);
  await review.getByLabel('Address').fill('400 University Dr');
  await review.getByLabel('Admin Notes').fill('Confirmed by phone.');
  await review.getByRole('button', { name: 'Approve' }).click();

  await expect(page.getByText('Request Approved')).toBeVisible();
  await expect(
    page.getByText('The business claim has been approved and accounts created'),
  ).toBeVisible();
  await expect(review).toBeHidden();
  await expect(pendingClaim(page, claimed)).toHaveCount(0);

  // Processed Approvals keeps the decision, who made it and the note.
  await page.goto('/admin/dashboard?tab=processed');
  const processed = page
    .getByRole('list', { name: 'All processed requests' })
    .getByRole('listitem')
    .filter({ hasText: corrected });
  await expect(processed).toContainText('approved');
  await expect(processed).toContainText(`by ${admin.name}`);
  await expect(processed).toContainText('Confirmed by phone.');

  // The owner's next sign-in reaches the portal with the corrected listing.
  const ownerContext = await browser.newContext({ baseURL, extraHTTPHeaders });
  await signInViaApi(ownerContext.request, owner, 'business');
  const portal = await ownerContext.newPage();
  await portal.goto('/business/portal');
  await expect(portal.getByText(corrected).first()).toBeVisible();
  await expect(portal.getByText('400 University Dr').first()).toBeVisible();
  await ownerContext.close();
});

test('an admin rejects a claim with a reason, which Processed Approvals shows', async ({
  page,
  loginAs,
  request,
}) => {
  const claimed = `Doubtful Diner ${suffix()}`;
  await claimBusinessViaApi(request, { businessName: claimed });
  await loginAs('admin');
  await page.goto('/admin/dashboard?tab=approvals&view=claims');
  await pendingClaim(page, claimed)
    .getByRole('button', { name: `Review ${claimed}` })
    .click();
  const review = page.getByRole('dialog', { name: `Review claim: ${claimed}` });
  await review.getByLabel('Admin Notes').fill('We could not reach the business.');
  await review.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText('Request Rejected')).toBeVisible();
  await expect(page.getByText('The request has been rejected')).toBeVisible();

  await page.goto('/admin/dashboard?tab=processed&view=rejected');
  await expect(
    page
      .getByRole('list', { name: 'Rejected processed requests' })
      .getByRole('listitem')
      .filter({ hasText: claimed }),
  ).toContainText('We could not reach the business.');
});

test('an owner asks for two changes; the admin edits one, drops the other, and the profile shows exactly that', async ({
  page,
  adminWindow,
  ownerOf,
}) => {
  const name = `Two Change Cafe ${suffix()}`;
  const { business } = await ownerOf({
    name,
    plan: 'silver',
    category: 'Restaurants',
    phone: '(979) 555-0111',
    description: 'Coffee on Texas Avenue.',
  });

  await page.goto('/business/portal');
  await page.getByRole('button', { name: 'Edit' }).click();
  const form = page.getByRole('form', { name: 'Edit business profile' });
  await form.getByLabel(/^Description\s*\(optional\)/).fill('Coffee and pastries on Texas Avenue.');
  await form.getByLabel(/^Phone/).fill('(979) 555-0222');
  await form.getByRole('button', { name: 'Submit Changes' }).click();
  await expect(page.getByText('Changes Submitted')).toBeVisible();

  const dashboard = await adminWindow();
  const review = await openProfileChangeReview(dashboard, name);
  await expect(review.getByLabel('New Phone')).toHaveValue('(979) 555-0222');
  await review.getByLabel('Accept Phone').uncheck();
  await review.getByLabel('New Description').fill('Coffee, pastries and tacos on Texas Avenue.');
  await review.getByRole('button', { name: 'Approve' }).click();
  await expect(
    dashboard.getByText('The changes have been approved and applied to the business profile'),
  ).toBeVisible();

  await page.goto(`/business/${business.slug}`);
  await expect(page.getByText('Coffee, pastries and tacos on Texas Avenue.')).toBeVisible();
  await expect(page.getByText('(979) 555-0111').first()).toBeVisible();
  await expect(page.getByText('(979) 555-0222')).toHaveCount(0);
});
