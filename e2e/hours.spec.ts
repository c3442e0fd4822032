import { randomBytes } from 'node:crypto';
import { expect, openProfileChangeReview, test } from './fixtures';

/**
 * Issue 29: an owner edits the week and a holiday in the weekly editor, the admin
 * approves the change, and the profile says whether it is open at a fixed time on
 * College Station clocks (page.clock), with the week and the holiday listed.
 */

// Sunday 20 December 2026, 10 AM in College Station (CST).
const SUNDAY_MORNING = new Date('2026-12-20T10:00:00-06:00');
// Thursday 24 December 2026, 11:45 AM: the holiday's short day ends at noon.
const CHRISTMAS_EVE = new Date('2026-12-24T11:45:00-06:00');
// Wednesday 23 December 2026, 10 AM: an ordinary weekday.
const WEDNESDAY_MORNING = new Date('2026-12-23T10:00:00-06:00');

test('an owner edits the hours and a holiday, the admin approves, and the profile shows the status', async ({
  page,
  adminWindow,
  ownerOf,
}) => {
  await page.clock.setFixedTime(SUNDAY_MORNING);
  const name = `Hours Test Bakery ${randomBytes(3).toString('hex')}`;
  const { business } = await ownerOf({
    name,
    plan: 'silver',
    category: 'Restaurants',
    hours: 'Mon-Fri: 9AM-5PM',
  });

  await page.goto('/business/portal');
  await page.getByRole('button', { name: 'Edit' }).click();
  const form = page.getByRole('form', { name: 'Edit business profile' });
  const hours = form.getByRole('group', { name: 'Hours of Operation' });
  await hours.getByLabel('Monday: closes (range 1)').fill('18:00');
  await hours.getByRole('button', { name: 'Copy Monday to weekdays' }).click();
  await hours.getByRole('combobox', { name: 'Saturday' }).selectOption('ranges');
  await hours.getByLabel('Saturday: opens (range 1)').fill('10:00');
  await hours.getByLabel('Saturday: closes (range 1)').fill('14:00');
  await hours.getByRole('button', { name: 'Add a special date' }).click();
  await hours.getByLabel('Special date 1').fill('2026-12-24');
  await hours.getByRole('combobox', { name: '2026-12-24' }).selectOption('ranges');
  await hours.getByLabel('2026-12-24: closes (range 1)').fill('12:00');
  await hours.getByLabel('Note for 2026-12-24').fill('Christmas Eve');
  await form.getByRole('button', { name: 'Submit Changes' }).click();
  await expect(page.getByText('Changes Submitted', { exact: true })).toBeVisible();

  const dashboard = await adminWindow();
  const review = await openProfileChangeReview(dashboard, name);
  // The admin reads the hours before and after as text.
  await expect(review.getByLabel('New Hours of Operation')).toHaveValue(
    'Mon-Fri: 9AM-6PM, Sat: 10AM-2PM, Sun: Closed, 2026-12-24: 9AM-12PM (Christmas Eve)',
  );
  await expect(review.getByText('Mon-Fri: 9AM-5PM', { exact: true })).toBeVisible();
  await review.getByRole('button', { name: 'Approve' }).click();
  await expect(
    dashboard.getByText('The changes have been approved and applied to the business profile'),
  ).toBeVisible();

  // Sunday: closed, opening Monday; the holiday within two weeks is listed.
  await page.goto(`/business/${business.slug}`);
  const status = page.locator('[data-open-status]').first();
  await expect(status).toHaveText('Closed · opens Mon 9 AM');
  await expect(page.getByText('Thursday, December 24')).toBeVisible();
  await expect(page.getByText('(Christmas Eve)')).toBeVisible();
  await expect(page.getByRole('row', { name: /Sunday/ })).toHaveAttribute('aria-current', 'date');

  await page.clock.setFixedTime(WEDNESDAY_MORNING);
  await page.reload();
  await expect(status).toHaveText('Open now · closes 6 PM');
  await expect(page.getByRole('row', { name: /Wednesday/ })).toHaveAttribute(
    'aria-current',
    'date',
  );

  await page.clock.setFixedTime(CHRISTMAS_EVE);
  await page.reload();
  await expect(status).toHaveText('Closes soon · 12 PM');
});
