import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { addDays, localDateOf, monthLabel } from '#domain/time.js';
import { seriousProblems } from './axe';
import { expect, expectPath, test } from './fixtures';

/**
 * Owner events (issue 26 point 1) in the browser: a Texas Gold owner's event approved
 * by an admin, then found on /events, on its own page (with its calendar file) and on
 * the business's profile; a free owner is shown what Texas Gold adds instead.
 */

const suffix = () => randomBytes(3).toString('hex');

test('a Texas Gold owner posts an event, an admin approves it, and visitors find it with its calendar file', async ({
  page,
  adminWindow,
  browser,
  baseURL,
  extraHTTPHeaders,
  ownerOf,
}) => {
  // One journey through three people's hands: on two loaded cores it needs more than 30 s.
  test.slow();
  const company = `Kolache Corner ${suffix()}`;
  const { business } = await ownerOf({
    name: company,
    plan: 'texas_gold',
    category: 'Restaurants',
  });
  const title = `Kolache Night ${suffix()}`;
  // Three weeks ahead, 6 PM to 9 PM in College Station.
  const day = addDays(localDateOf(new Date()), 21);

  // The owner submits the event.
  await page.goto('/business/portal?tab=events');
  await page.getByRole('button', { name: 'Add Your First Event' }).click();
  const form = page.getByRole('dialog', { name: 'Add Event' });
  await expect(form.getByText('Approved photos of your listing can illustrate')).toBeVisible();
  expect(await seriousProblems(page)).toEqual([]);
  await form.getByLabel(/^Title/).fill(title);
  await form.getByLabel(/^Description/).fill('Live music and warm kolaches on the patio.');
  await form.getByLabel(/^Starts/).fill(`${day}T18:00`);
  await form.getByLabel(/^Ends/).fill(`${day}T21:00`);
  await form.getByLabel(/^Venue/).fill('Kolache Corner Patio');
  await form.getByLabel(/^Address/).fill('200 Main St');
  await form.getByLabel(/^City/).fill('Bryan');
  await form.getByRole('radio', { name: 'Paid' }).check();
  await form.getByLabel(/^Price/).fill('5');
  await form.getByRole('button', { name: 'Submit for Approval' }).click();
  await expect(page.getByText('Event submitted for admin approval')).toBeVisible();
  const item = page.getByRole('list', { name: 'Your events' }).getByRole('listitem').filter({
    hasText: title,
  });
  await expect(item).toContainText('Pending Review');

  // The server's refusals, in the form: a start in the past, then the month taken.
  await page.getByRole('button', { name: 'Add Event' }).click();
  const second = page.getByRole('dialog', { name: 'Add Event' });
  const yesterday = addDays(localDateOf(new Date()), -1);
  await second.getByLabel(/^Title/).fill('Second Night');
  await second.getByLabel(/^Description/).fill('One more.');
  await second.getByLabel(/^Starts/).fill(`${yesterday}T18:00`);
  await second.getByLabel(/^Ends/).fill(`${yesterday}T21:00`);
  await second.getByLabel(/^Venue/).fill('Kolache Corner Patio');
  await second.getByLabel(/^Address/).fill('200 Main St');
  await second.getByRole('button', { name: 'Submit for Approval' }).click();
  await expect(second.getByLabel(/^Starts/)).toHaveAccessibleDescription(
    'The start must be in the future.',
  );
  // The morning of the same day: the same month.
  await second.getByLabel(/^Starts/).fill(`${day}T09:00`);
  await second.getByLabel(/^Ends/).fill(`${day}T11:00`);
  await second.getByRole('button', { name: 'Submit for Approval' }).click();
  await expect(second.getByRole('alert')).toHaveText(
    `You already have an event in ${monthLabel(day.slice(0, 7))}. Texas Gold includes 1 event per calendar month (by its start, College Station time).`,
  );
  await second.getByRole('button', { name: 'Cancel' }).click();
  await expect(second).toBeHidden();

  // Not on /events until approved.
  const thatDay = `/events?from=${day}&to=${day}`;
  const earlyContext = await browser.newContext({ baseURL, extraHTTPHeaders });
  const early = await earlyContext.newPage();
  await early.goto(thatDay);
  await expect(
    early.getByRole('heading', { level: 1, name: 'Upcoming Local Events' }),
  ).toBeVisible();
  await expect(early.getByText('Loading events...')).toBeHidden();
  await expect(early.getByRole('article', { name: title })).toHaveCount(0);
  // A browser may keep the list for a minute (its Cache-Control): visitors after the
  // approval come with their own.
  await earlyContext.close();

  // The admin approves it in the dashboard's Events tab.
  const dashboard = await adminWindow();
  await dashboard.goto('/admin/dashboard?tab=events');
  await expect(dashboard.getByRole('heading', { name: 'Event Management' })).toBeVisible();
  const card = dashboard
    .getByRole('list', { name: 'Pending events' })
    .getByRole('listitem')
    .filter({ hasText: title });
  await expect(card).toContainText(company);
  await expect(card).toContainText('$5');
  expect(await seriousProblems(dashboard)).toEqual([]);
  await card.getByLabel(/^Admin Notes/).fill('See you there.');
  await card.getByRole('button', { name: `Approve ${title}` }).click();
  await expect(dashboard.getByText('Event approved successfully')).toBeVisible();
  await expect(card).toHaveCount(0);

  // Visitors find it on /events, open its page and add it to their calendar.
  const visitorContext = await browser.newContext({ baseURL, extraHTTPHeaders });
  const visitor = await visitorContext.newPage();
  await visitor.goto(thatDay);
  const listed = visitor.getByRole('article', { name: title });
  await expect(listed).toContainText('Kolache Corner Patio, Bryan');
  await expect(listed).toContainText('6:00 PM – 9:00 PM');
  await expect(listed).toContainText(`By ${company}`);
  expect(await seriousProblems(visitor)).toEqual([]);
  await listed.getByRole('link', { name: title }).click();
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor).toHaveTitle(`${title} – BCS Local`);
  expect(await seriousProblems(visitor)).toEqual([]);
  const eventPath = new URL(visitor.url()).pathname;
  expect(eventPath).toMatch(/^\/events\/[0-9a-f-]{36}$/);
  const [download] = await Promise.all([
    visitor.waitForEvent('download'),
    visitor.getByRole('link', { name: 'Add to calendar' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^kolache-night-[0-9a-f]{6}\.ics$/);
  const ics = await readFile(await download.path(), 'utf8');
  expect(ics).toContain('BEGIN:VCALENDAR');
  expect(ics).toContain(`SUMMARY:${title}`);
  expect(ics).toContain(`DTSTART;TZID=America/Chicago:${day.replace(/-/g, '')}T180000`);

  // The page's own head carries the event for search engines.
  const html = await (await visitor.request.get(eventPath)).text();
  expect(html).toContain('"@type":"Event"');
  expect(html).toContain(`<meta property="og:title" content="${title}"`);

  // The organizer link leads to the profile, which lists the event.
  await visitor.getByRole('link', { name: company }).click();
  await expectPath(visitor, `/business/${business.slug}`);
  const upcoming = visitor.getByRole('region', { name: 'Upcoming Events' });
  await expect(upcoming.getByRole('link', { name: title })).toHaveAttribute('href', eventPath);
  await visitorContext.close();

  // The owner sees it approved, with the admin's note.
  await page.reload();
  await expect(item).toContainText('Approved');
  await expect(item).toContainText('See you there.');
});

test('a free owner is shown what Texas Gold adds, and the way to the plans', async ({
  page,
  ownerOf,
}) => {
  await ownerOf({
    name: `Free Fixes ${suffix()}`,
    plan: 'free',
    category: 'Plumbers',
  });

  await page.goto('/business/portal?tab=events');
  await expect(page.getByRole('heading', { name: 'What Texas Gold adds' })).toBeVisible();
  await expect(
    page.getByText(
      'Events are part of the Texas Gold plan. Upgrade to publish an event each month.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /Add/ })).toHaveCount(0);
  expect(await seriousProblems(page)).toEqual([]);
  await page.getByRole('link', { name: 'See plans' }).click();
  await expectPath(page, '/pricing');
});
