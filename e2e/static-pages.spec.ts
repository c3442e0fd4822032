import { expect, expectPath, test } from './fixtures';

/** About, the legal pages, the employers' page and the events list: content and links. */

test('About states the local-spending facts and shows a photo strip', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About BCS Local' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByText('68% of each dollar', { exact: true })).toBeVisible();
  await expect(main.getByText('1.5 times more jobs per $100', { exact: true })).toBeVisible();

  const photos = page
    .getByRole('region', { name: 'Around Bryan / College Station' })
    .getByRole('img');
  await expect(photos).toHaveCount(4);
  for (const photo of await photos.all()) {
    await expect(photo).toHaveAttribute('alt', /\w{4,}/);
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
  }

  await main.getByRole('link', { name: 'Contact us' }).click();
  await expectPath(page, '/contact');
});

for (const { path, heading } of [
  { path: '/terms-of-service', heading: 'Terms of Service' },
  { path: '/privacy-policy', heading: 'Privacy Policy' },
]) {
  test(`${heading} has real sections and links to the contact page`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    const main = page.getByRole('main');
    expect(await main.getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(6);
    await main.getByRole('link', { name: 'contact us' }).click();
    await expectPath(page, '/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  });
}

test('Post a Job lists the requirements and leads to sign-in and contact', async ({ page }) => {
  await page.goto('/post-job');
  await expect(page.getByRole('heading', { level: 1, name: 'Post a Job' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByText('An active Silver or Texas Gold plan')).toBeVisible();
  await expect(main.getByText('A verified business profile')).toBeVisible();
  await expect(main.getByText('A subscription in good standing')).toBeVisible();
  await expect(main.getByText('unlimited job listings', { exact: true })).toBeVisible();

  await main.getByRole('link', { name: 'Sign In / Claim My Business' }).click();
  await expectPath(page, '/business/login');

  await page.goto('/post-job');
  await page.getByRole('main').getByRole('link', { name: 'Contact Us' }).click();
  await expectPath(page, '/contact');
});

test('Events lists upcoming events soonest first, each with its date', async ({ page }) => {
  const reads: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/events') reads.push(request.url());
  });
  await page.goto('/events');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Upcoming Local Events' }),
  ).toBeVisible();
  const events = page.getByRole('main').getByRole('article');
  await expect(events.first()).toBeVisible();
  const count = await events.count();
  expect(count).toBeGreaterThan(1);

  const starts = await events
    .locator('time[datetime]')
    .evaluateAll((nodes) => nodes.map((node) => Date.parse(node.getAttribute('datetime') ?? '')));
  expect(starts).toHaveLength(count);
  expect(starts).toEqual([...starts].sort((a, b) => a - b));
  expect(starts[0]).toBeGreaterThan(Date.now() - 24 * 60 * 60 * 1000);

  const first = events.first();
  await expect(first.getByRole('heading', { level: 3 })).toBeVisible();
  await expect(first.getByText(/\d{1,2}:\d{2} [AP]M/)).toBeVisible();
  // The first page is read once: the page's head preloads it, and the list uses that.
  expect(reads.map((url) => new URL(url).search)).toEqual(['?limit=20&offset=0']);
  // Each title opens the event's own page.
  await expect(first.getByRole('heading', { level: 3 }).getByRole('link')).toHaveAttribute(
    'href',
    /^\/events\/[0-9a-f-]{36}$/,
  );
});
