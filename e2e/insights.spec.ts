import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { format, parseISO } from 'date-fns';
import { insightMessages } from '#domain/insights.js';
import { localDateOf } from '#domain/time.js';
import { expect, expectPath, test } from './fixtures';

/**
 * Issue 26 point 2 in the browser: a visitor opens a Silver listing and clicks its
 * website and directions; its owner opens Insights and sees those numbers in the
 * tiles, the chart and the table of days, and downloads them as CSV. A free owner
 * sees the preview and the way to the plans.
 */

const suffix = () => randomBytes(3).toString('hex');

test('a Silver owner opens Insights and sees the chart and the table of what visitors did', async ({
  page,
  browser,
  baseURL,
  extraHTTPHeaders,
  ownerOf,
}) => {
  test.slow();
  const name = `Brazos Kolache ${suffix()}`;
  const { business } = await ownerOf({
    name,
    plan: 'silver',
    category: 'Restaurants',
    phone: '(979) 555-0142',
    website: 'https://brazos-kolache.example/',
  });

  // A visitor opens the profile and follows its website and directions (other sites,
  // answered here: the test leaves nothing to the network).
  const visitorContext = await browser.newContext({ baseURL, extraHTTPHeaders });
  await visitorContext.route(/^https:\/\/(brazos-kolache\.example|www\.google\.com)\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Elsewhere</title>' }),
  );
  const visitor = await visitorContext.newPage();
  const clicks: string[] = [];
  visitor.on('request', (request) => {
    if (request.url().endsWith('/api/analytics/clicks')) clicks.push(request.postData() ?? '');
  });
  await visitor.goto(`/business/${business.slug}`);
  await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible();
  for (const link of [/Visit Website/, /Get Directions/]) {
    const [popup] = await Promise.all([
      visitor.waitForEvent('popup'),
      visitor.getByRole('link', { name: link }).first().click(),
    ]);
    await popup.close();
  }
  await expect.poll(() => clicks.length).toBe(2);
  await visitorContext.close();

  // The owner sees them.
  await page.goto('/business/portal?tab=insights&days=7');
  const panel = page.getByRole('tabpanel', { name: 'Insights' });
  await expect(panel.getByRole('heading', { name: 'Insights' })).toBeVisible();
  await expect(panel.getByRole('tab', { name: '7 days' })).toHaveAttribute('aria-selected', 'true');
  const tile = (label: string) =>
    panel.locator('dl > div').filter({ has: page.getByText(label, { exact: true }) });
  await expect(tile('Profile views').locator('dd').first()).toHaveText('1');
  await expect(tile('Website clicks').locator('dd').first()).toHaveText('1');
  await expect(tile('Directions clicks').locator('dd').first()).toHaveText('1');
  await expect(tile('Phone clicks').locator('dd').first()).toHaveText('0');

  // The chart, and the same numbers in the table: today first, then the total.
  await expect(panel.getByRole('figure')).toBeVisible();
  await expect(panel.getByText('Search appearances per day')).toBeVisible();
  await panel.getByRole('button', { name: 'Clicks' }).click();
  await expect(panel.getByText('Clicks per day')).toBeVisible();
  const table = panel.getByRole('region', { name: 'Numbers per day' }).getByRole('table');
  await expect(table).toBeVisible();
  const today = format(parseISO(localDateOf(new Date())), 'EEE, MMM d');
  // Day | Search appearances, Profile views, Website, Phone, Email, Directions clicks.
  await expect(table.getByRole('row', { name: today }).getByRole('cell')).toHaveText([
    '0',
    '1',
    '1',
    '0',
    '0',
    '1',
  ]);
  await expect(table.getByRole('row')).toHaveCount(9);
  await expect(table.getByRole('row', { name: /^Total/ })).toContainText('Total');
  await expect(
    panel.getByRole('region', { name: 'Where visitors came from' }).getByRole('listitem'),
  ).not.toHaveCount(0);

  // The CSV has the same days.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    panel.getByRole('link', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    /^insights-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  const lines = (await readFile(await download.path(), 'utf8')).trimEnd().split('\r\n');
  expect(lines[0]).toBe(
    'Date,Search appearances,Profile views,Website clicks,Phone clicks,Email clicks,Directions clicks',
  );
  expect(lines).toHaveLength(9);
  expect(lines[7]).toMatch(new RegExp(`^${localDateOf(new Date())},\\d+,1,1,0,0,1$`));
});

test('a free owner sees the Insights preview without numbers and the way to the plans', async ({
  page,
  ownerOf,
}) => {
  await ownerOf({
    name: `Free Tacos ${suffix()}`,
    plan: 'free',
    category: 'Restaurants',
  });
  await page.goto('/business/portal');
  await page.getByRole('tab', { name: 'Insights' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Insights' });
  await expect(panel.getByText(insightMessages.planRequired)).toBeVisible();
  await expect(panel.getByText('Hidden', { exact: true })).toHaveCount(6);
  await expect(panel.getByRole('table')).toHaveCount(0);
  await expect(panel.getByRole('link', { name: 'Download CSV' })).toHaveCount(0);
  await panel.getByRole('link', { name: 'See plans' }).click();
  await expectPath(page, '/pricing');
});
