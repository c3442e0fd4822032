import { randomBytes } from 'node:crypto';
import { expect, test } from './fixtures';

/**
 * Import Business Listings (issue 12): a pasted CSV is previewed (new rows, a row
 * matching a listing, a refused row), imported, found by the public search, and
 * undone from Recent imports.
 */

test('an admin previews and imports a pasted CSV, the public finds it, and the import is undone', async ({
  page,
  loginAs,
  admins,
}) => {
  test.slow();
  const tag = randomBytes(3).toString('hex');
  const existing = `Aggie Diner ${tag}`;
  const created = [`Bedrock Pour ${tag}`, `Slab Masters ${tag}`];
  const refused = `Moon Base ${tag}`;
  // In College Station, as the import's row for it.
  await admins.newBusiness({ name: existing, plan: 'free', category: 'Restaurants' });
  const csv = [
    'name,category,address,city,state,zip_code,phone,rating',
    `${created[0]},Concrete,100 Texas Ave,College Station,TX,77840,(979) 555-0141,4.8`,
    `${created[1]},concrete,200 Texas Ave,College Station,TX,77840,(979) 555-0142,4.6`,
    `${existing},Restaurants,300 Texas Ave,College Station,TX,77840,(979) 555-0143,4.2`,
    `${refused},Spaceships,400 Texas Ave,College Station,TX,77840,,`,
  ].join('\n');

  const admin = await loginAs('admin');
  await page.goto('/import-businesses');
  await expect(page.getByRole('tab', { name: 'Paste CSV' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  // An empty box is answered at once.
  await page.getByRole('button', { name: 'Preview Import' }).click();
  await expect(page.getByText('Please paste your CSV data first.')).toBeVisible();

  await page.getByLabel('CSV data').fill(csv);
  await page.getByRole('button', { name: 'Preview Import' }).click();
  const preview = page.getByRole('region', { name: 'Import Preview' });
  await expect(page.getByRole('heading', { name: 'Import Preview' })).toBeFocused();
  const counts = preview.getByRole('list', { name: 'What the import would do' });
  await expect(counts).toContainText('2 to create');
  await expect(counts).toContainText('1 to update');
  await expect(counts).toContainText('0 skipped');
  await expect(counts).toContainText('1 with errors');
  const rows = preview.getByRole('row');
  await expect(rows.filter({ hasText: existing })).toContainText('Update');
  await expect(rows.filter({ hasText: refused })).toContainText("Unknown category 'Spaceships'");

  await preview.getByRole('button', { name: 'Import Businesses' }).click();
  const results = page.getByRole('region', { name: 'Import Results' });
  await expect(page.getByRole('heading', { name: 'Import Results' })).toBeFocused();
  await expect(results).toContainText('3 imported');
  await expect(results).toContainText('Successfully imported 3 businesses.');
  await expect(results.getByRole('list', { name: 'Import errors' })).toHaveText(
    `Failed to import ${refused}: Unknown category 'Spaceships'`,
  );
  await expect(page.getByRole('region', { name: 'Import Preview' })).toHaveCount(0);

  // The public search finds a new listing.
  await page.goto('/');
  await page.getByLabel('Business Category').selectOption('Concrete');
  await page.getByLabel('Location').selectOption('College Station');
  await page.getByRole('button', { name: 'Search Now' }).click();
  await expect(
    page.getByRole('list', { name: 'Search results' }).getByRole('link', { name: created[0] }),
  ).toBeVisible();

  // Undone from Recent imports: the badge says so and the listing is gone again.
  await page.goto('/import-businesses');
  const batch = page
    .getByRole('list', { name: 'Recent imports' })
    .getByRole('listitem')
    .filter({ hasText: admin.email });
  await expect(batch).toHaveCount(1);
  await expect(batch).toContainText('Pasted CSV');
  await expect(batch).toContainText('2 created');
  await batch.getByRole('button', { name: /^Undo/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Undo this import?' });
  await expect(dialog).toContainText('2 businesses it created will be removed');
  await dialog.getByRole('button', { name: 'Undo Import' }).click();
  await expect(page.getByText('Import undone.')).toBeVisible();
  await expect(batch.getByText('Undone', { exact: true })).toBeVisible();
  await expect(batch.getByRole('button', { name: /^Undo/ })).toHaveCount(0);

  const search = await page.request.get(
    `/api/businesses/search?${new URLSearchParams({ category: 'Concrete', city: 'College Station' })}`,
  );
  const found = (await search.json()) as { items: { name: string }[] };
  expect(found.items.map((item) => item.name)).not.toContain(created[0]);
});

test('an import whose process died shows as interrupted, explains Run again, and can be undone', async ({
  page,
  loginAs,
  admins,
}) => {
  const tag = randomBytes(3).toString('hex');
  const csv = [
    'name,category,city',
    `Kiln Works ${tag},Shopping,Bryan`,
    `Loom House ${tag},Shopping,Bryan`,
    ',,Bryan',
  ].join('\n');
  const admin = await loginAs('admin');
  const run = await page.request.post('/api/admin/imports', { multipart: { text: csv } });
  expect(run.status()).toBe(200);
  const last = JSON.parse((await run.text()).trim().split('\n').at(-1) ?? '{}');
  await admins.interruptImport(last.result.batchId);

  await page.goto('/import-businesses');
  const batch = page
    .getByRole('list', { name: 'Recent imports' })
    .getByRole('listitem')
    .filter({ hasText: admin.email });
  await expect(batch).toContainText('Interrupted');
  await expect(batch).toContainText(
    'The server or the command stopped during this import, after 3 of 3 rows. What it wrote is kept.',
  );
  await expect(batch).toContainText('2 created');

  await batch.getByRole('button', { name: /^Run again/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Run this import again?' });
  await expect(dialog).toContainText('The file is not kept on the server');
  await expect(dialog).toContainText('nothing is added twice');
  await dialog.getByRole('button', { name: 'Paste the rows again' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Paste CSV' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('heading', { name: 'New import' })).toBeFocused();

  const listed = () =>
    page.request
      .get(`/api/admin/businesses?${new URLSearchParams({ search: tag })}`)
      .then(async (res) => ((await res.json()) as { total: number }).total);
  expect(await listed()).toBe(2);
  await batch.getByRole('button', { name: /^Undo/ }).click();
  await page
    .getByRole('dialog', { name: 'Undo this import?' })
    .getByRole('button', { name: 'Undo Import' })
    .click();
  await expect(page.getByText('Import undone.')).toBeVisible();
  await expect(batch.getByText('Undone', { exact: true })).toBeVisible();
  await expect(batch).not.toContainText('Interrupted');
  await expect(batch.getByRole('button', { name: /^Run again/ })).toHaveCount(0);
  expect(await listed()).toBe(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a chosen file shows its first lines, and an unknown header can be mapped to a column', async ({
    page,
    loginAs,
  }) => {
    const name = `Town Pump ${randomBytes(3).toString('hex')}`;
    await loginAs('admin');
    await page.goto('/import-businesses');
    await page.getByRole('tab', { name: 'Upload File' }).click();
    const preview = page.getByRole('button', { name: 'Preview Import' });
    await expect(preview).toBeDisabled();

    const lines = [
      'name,category,Town',
      ...Array.from({ length: 6 }, (_, i) => `${name} ${i},Plumbers,Bryan`),
    ];
    await page.getByLabel('CSV or Excel file').setInputFiles({
      name: 'listings.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(lines.join('\n')),
    });
    const shown = page.getByRole('figure', { name: 'First 5 lines' });
    await expect(shown).toContainText(`${name} 3,Plumbers,Bryan`);
    await expect(shown).not.toContainText(`${name} 4`);

    await preview.click();
    const card = page.getByRole('region', { name: 'Import Preview' });
    await expect(card).toContainText('listings.csv: 6 rows');
    await expect(card.getByRole('row').filter({ hasText: `${name} 0` })).not.toContainText('Bryan');

    await card.getByLabel('Column for “Town”').selectOption('city');
    await expect(card.getByRole('row').filter({ hasText: `${name} 0` })).toContainText('Bryan');
    await expect(card.getByLabel('Column for “Town”')).toHaveValue('city');

    // The page itself never scrolls sideways on a phone (the rows' table does, inside).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );

    await card.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('region', { name: 'Import Preview' })).toHaveCount(0);
  });
});
