import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ImportProgressLine } from '#domain/imports.js';
import { anImportBatch, anImportPreview } from '#web/test/builders.js';
import { expectFailureToast } from '#web/test/failure-toast.js';
import { findToast, renderWithProviders } from '#web/test/render.js';
import { apiError, deferred, serveApi } from '#web/test/serve-api.js';
import { ImportBusinessesPanel } from './import-businesses-panel';

const CSV = 'name,city\nBrazos Bikes,Bryan\nKolache Corner,College Station';
const NO_BATCHES = { 'GET /api/admin/imports': { items: [] } };

/** The import's answer: JSON lines, progress then the result, as the server streams them. */
function ndjson(lines: ImportProgressLine[]): Response {
  return new Response(lines.map((line) => `${JSON.stringify(line)}\n`).join(''), {
    headers: { 'Content-Type': 'application/x-ndjson' },
  });
}

async function paste(user: ReturnType<typeof renderWithProviders>['user'], text: string) {
  await user.click(screen.getByRole('textbox', { name: 'CSV data' }));
  await user.paste(text);
}

describe('ImportBusinessesPanel', () => {
  it("asks for CSV before previewing: 'Please paste your CSV data first.'", async () => {
    const server = serveApi(NO_BATCHES);
    const { user } = renderWithProviders(<ImportBusinessesPanel />);

    await user.click(screen.getByRole('button', { name: 'Preview Import' }));

    expect(screen.getByText('Please paste your CSV data first.')).toBeTruthy();
    expect(server.calls('GET /api/admin/imports')).toHaveLength(1);
    expect(server.requests).toHaveLength(1);
  });

  it('previews the pasted rows, imports them with progress, and shows the results', async () => {
    const run = deferred();
    const server = serveApi({
      ...NO_BATCHES,
      'POST /api/admin/imports/preview': anImportPreview({
        totalRows: 2,
        counts: { create: 1, update: 0, skip: 0, error: 1 },
        rows: [
          { line: 2, name: 'Brazos Bikes', city: 'Bryan', action: 'create', reason: null },
          {
            line: 3,
            name: 'Kolache Corner',
            city: 'College Station',
            action: 'error',
            reason: 'Unknown category',
          },
        ],
      }),
      'POST /api/admin/imports': run.handler,
    });
    const { user } = renderWithProviders(<ImportBusinessesPanel />);
    await paste(user, CSV);
    await user.click(screen.getByRole('button', { name: 'Preview Import' }));

    const preview = await screen.findByRole('region', { name: 'Import Preview' });
    expect((server.lastCall('POST /api/admin/imports/preview').body as FormData).get('text')).toBe(
      CSV,
    );
    expect(
      within(preview).getByText('pasted.csv: 2 rows. Nothing is written until you import.'),
    ).toBeTruthy();
    const counts = within(preview).getByRole('list', { name: 'What the import would do' });
    expect(within(counts).getByText('1 to create')).toBeTruthy();
    expect(within(counts).getByText('1 with errors')).toBeTruthy();
    expect(within(preview).getByText('Unknown category')).toBeTruthy();

    await user.click(within(preview).getByRole('button', { name: 'Import Businesses' }));
    expect(await within(preview).findByRole('button', { name: 'Importing...' })).toHaveProperty(
      'disabled',
      true,
    );
    expect((server.lastCall('POST /api/admin/imports').body as FormData).get('text')).toBe(CSV);
    run.resolve(
      ndjson([
        { type: 'progress', done: 1, total: 2 },
        { type: 'progress', done: 2, total: 2 },
        {
          type: 'result',
          result: {
            batchId: 'batch-1',
            counts: { create: 1, update: 0, skip: 0, error: 1 },
            imported: 1,
            errors: ['Failed to import Kolache Corner: Unknown category'],
          },
        },
      ]),
    );

    const results = await screen.findByRole('region', { name: 'Import Results' });
    expect(within(results).getByText('1 imported')).toBeTruthy();
    expect(within(results).getByText('Successfully imported 1 businesses.')).toBeTruthy();
    expect(
      within(within(results).getByRole('list', { name: 'Import errors' })).getByText(
        'Failed to import Kolache Corner: Unknown category',
      ),
    ).toBeTruthy();
    expect(
      within(await findToast('Import Completed')).getByText('Successfully imported 1 businesses.'),
    ).toBeTruthy();
    // The history is read again after the import.
    await waitFor(() => expect(server.calls('GET /api/admin/imports').length).toBeGreaterThan(1));
  });

  it("shows the server's refusal of the data: 'No valid business data found in CSV.'", async () => {
    serveApi({
      ...NO_BATCHES,
      'POST /api/admin/imports/preview': apiError(
        400,
        'validation',
        'No valid business data found in CSV.',
      ),
    });
    const { user } = renderWithProviders(<ImportBusinessesPanel />);
    await paste(user, 'name\n,');
    await user.click(screen.getByRole('button', { name: 'Preview Import' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('No valid business data found in CSV.');
    await expectFailureToast('No valid business data found in CSV.');
    expect(screen.queryByRole('region', { name: 'Import Preview' })).toBeNull();
  });

  it('keeps Preview Import disabled on Upload File until a file is chosen, and shows the SQL template', async () => {
    serveApi(NO_BATCHES);
    const { user } = renderWithProviders(<ImportBusinessesPanel />);

    await user.click(screen.getByRole('tab', { name: 'Upload File' }));
    const previewButton = screen.getByRole('button', { name: 'Preview Import' });
    expect(previewButton).toHaveProperty('disabled', true);
    await user.upload(
      screen.getByLabelText('CSV or Excel file'),
      new File([CSV], 'listings.csv', { type: 'text/csv' }),
    );
    expect(await screen.findByText('listings.csv')).toBeTruthy();
    expect(await screen.findByText(/Brazos Bikes,Bryan/)).toBeTruthy();
    expect(previewButton).toHaveProperty('disabled', false);

    await user.click(screen.getByRole('tab', { name: 'SQL Method' }));
    expect(
      screen.getByText(
        'name,category,address,city,state,zip_code,phone,website,email,description,reviews,rating,years_in_business,hours,gbp_set_up',
      ),
    ).toBeTruthy();
  });

  it("refuses a file that is not CSV or Excel: 'Please select a valid CSV or Excel file.'", async () => {
    const server = serveApi(NO_BATCHES);
    const { user } = renderWithProviders(<ImportBusinessesPanel />);
    await user.click(screen.getByRole('tab', { name: 'Upload File' }));

    const input = screen.getByLabelText('CSV or Excel file');
    fireEvent.change(input, { target: { files: [new File(['%PDF'], 'listings.pdf')] } });

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Please select a valid CSV or Excel file.',
    );
    expect(screen.getByRole('button', { name: 'Preview Import' })).toHaveProperty('disabled', true);
    fireEvent.change(input, { target: { files: [new File([CSV], 'listings.csv')] } });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(screen.getByRole('button', { name: 'Preview Import' })).toHaveProperty(
      'disabled',
      false,
    );
    expect(server.requests).toHaveLength(1);
  });

  it('lists recent imports with Undo for the ones not undone', async () => {
    serveApi({
      'GET /api/admin/imports': {
        items: [
          anImportBatch({ fileName: 'march.csv' }),
          anImportBatch({ fileName: 'feb.csv', undoneAt: '2025-03-15T15:00:00.000Z' }),
        ],
      },
    });
    renderWithProviders(<ImportBusinessesPanel />);

    const recent = await screen.findByRole('list', { name: 'Recent imports' });
    const [march, feb] = within(recent)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === recent);
    expect(within(march).getByText('march.csv')).toBeTruthy();
    expect(within(march).getByRole('button', { name: /Undo march.csv/ })).toBeTruthy();
    expect(within(feb).getByText('Undone')).toBeTruthy();
  });

  it('shows an import whose process died as interrupted, with Run again and Undo, and one running without either', async () => {
    serveApi({
      'GET /api/admin/imports': {
        items: [
          anImportBatch({
            fileName: 'county.csv',
            status: 'interrupted',
            totalRows: 10_000,
            counts: { create: 5_400, update: 40, skip: 10, error: 0 },
          }),
          anImportBatch({ fileName: 'april.csv', status: 'running', totalRows: 300 }),
        ],
      },
    });
    const { user } = renderWithProviders(<ImportBusinessesPanel title="New import" />);

    const recent = await screen.findByRole('list', { name: 'Recent imports' });
    const [county, april] = within(recent)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === recent);
    expect(within(county).getByText('Interrupted')).toBeTruthy();
    expect(county.textContent).toContain(
      'The server or the command stopped during this import, after 5,450 of 10,000 rows. What it wrote is kept.',
    );
    expect(within(county).getByText('5,400 created')).toBeTruthy();
    expect(within(county).getByRole('button', { name: /Undo county.csv/ })).toBeTruthy();
    expect(within(april).getByText('Running')).toBeTruthy();
    expect(within(april).queryByRole('button')).toBeNull();

    // The file is not kept: running it again means choosing it again on the form.
    await user.click(within(county).getByRole('button', { name: /Run again county.csv/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Run this import again?' });
    expect(dialog.textContent).toContain(
      'The file is not kept on the server, so running “county.csv” again means importing the same file once more.',
    );
    expect(dialog.textContent).toContain('nothing is added twice');
    await user.click(within(dialog).getByRole('button', { name: 'Choose the file again' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('tab', { name: 'Upload File' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'New import' })),
    );
  });

  it('gives the command to run again for an import from the command line', async () => {
    serveApi({
      'GET /api/admin/imports': {
        items: [
          anImportBatch({
            fileName: 'county.csv',
            source: 'cli',
            actorEmail: null,
            status: 'interrupted',
            totalRows: null,
          }),
        ],
      },
    });
    const { user } = renderWithProviders(<ImportBusinessesPanel />);

    const recent = await screen.findByRole('list', { name: 'Recent imports' });
    expect(recent.textContent).toContain('stopped during this import, after 1 row.');
    await user.click(within(recent).getByRole('button', { name: /Run again county.csv/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Run this import again?' });
    expect(within(dialog).getByText('npm run import -- county.csv')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Choose the file again' })).toBeNull();
  });
});
