import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aManagedJob } from '#web/test/builders.js';
import { expectFailureToast } from '#web/test/failure-toast.js';
import { findToast, type RenderOptions, renderWithProviders } from '#web/test/render.js';
import { renderReviewQueue } from '#web/test/review-queue.js';
import {
  cardOf as card,
  expectButtonsDisabled,
  expectLoadFailure,
  listByStatus,
} from '#web/test/screen.js';
import { apiError, deferred, type Handler, lastBodyFor, serveApi } from '#web/test/serve-api.js';
import { JobManagementPanel } from './job-management-panel';

const COUNTS = { pending: 2, approved: 1, paused: 1, rejected: 0 };

const cook = aManagedJob({
  title: 'Line Cook',
  jobType: 'part_time',
  companyName: 'Blue Bell Bakery',
  isRemote: true,
  isHybrid: true,
  salaryMin: null,
  salaryMax: null,
  createdAt: '2025-03-14T15:00:00.000Z',
});
const cashier = aManagedJob({ title: 'Cashier' });

const byStatus = listByStatus(
  {
    pending: [cook, cashier],
    approved: [aManagedJob({ title: 'Barista', status: 'approved' })],
    paused: [aManagedJob({ title: 'Baker', status: 'paused' })],
  },
  COUNTS,
);

/** The panel over `byStatus`, its decisions answered by `decide`, once the Pending tab shows. */
const renderPanel = (decide: Handler, options?: RenderOptions) =>
  renderReviewQueue(
    <JobManagementPanel />,
    { api: '/api/admin/jobs', byStatus, decide, first: 'Pending job postings' },
    options,
  );

describe('JobManagementPanel', () => {
  it("shows the pending postings first with the spec's card and counts", async () => {
    const server = serveApi({ 'GET /api/admin/jobs': byStatus });
    renderWithProviders(<JobManagementPanel />);

    expect(screen.getByRole('heading', { name: 'Job Management' })).toBeTruthy();
    expect(
      screen.getByText('Review and approve job postings submitted by businesses'),
    ).toBeTruthy();
    await screen.findByRole('list', { name: 'Pending job postings' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Pending (2)',
      'Approved (1)',
      'Paused (1)',
      'Rejected (0)',
    ]);
    expect(server.calls('GET /api/admin/jobs')[0].query.get('status')).toBe('pending');

    const line = within(card('Line Cook'));
    expect(line.getByText('part time')).toBeTruthy();
    expect(line.getByText(/0 views/)).toBeTruthy();
    expect(line.getByText(/0 applications/)).toBeTruthy();
    expect(line.getByText('Not specified')).toBeTruthy();
    expect(line.getByText('Mar 14, 2025')).toBeTruthy();
    expect(line.getByText('Remote Friendly')).toBeTruthy();
    expect(line.getByText('Hybrid')).toBeTruthy();
    expect(
      line.getByRole('textbox', { name: 'Admin Notes (optional)' }).getAttribute('placeholder'),
    ).toBe('Add notes about this approval/rejection...');
    expect(line.getByRole('button', { name: 'Approve Line Cook' })).toBeTruthy();
    expect(line.getByRole('button', { name: 'Reject Line Cook' })).toBeTruthy();
  });

  it("approves one job at a time with its notes: the others wait, the active one reads 'Processing...'", async () => {
    const reply = deferred();
    const { server, user } = await renderPanel(reply.handler);

    await user.type(
      within(card('Line Cook')).getByRole('textbox', { name: 'Admin Notes (optional)' }),
      'Looks good',
    );
    await user.click(screen.getByRole('button', { name: 'Approve Line Cook' }));

    expect(await screen.findByText('Processing...')).toBeTruthy();
    expectButtonsDisabled([
      'Approve Line Cook',
      'Reject Line Cook',
      'Approve Cashier',
      'Reject Cashier',
    ]);
    expect(lastBodyFor(server, 'POST /api/admin/jobs/:id/status', cook.id)).toEqual({
      status: 'approved',
      notes: 'Looks good',
    });

    reply.resolve({ message: 'ok', job: { ...cook, status: 'approved' } });
    expect(await findToast('Job approved successfully')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Approve Cashier' })).toHaveProperty(
        'disabled',
        false,
      ),
    );
  });

  it("offers Pause and Archive for approved jobs and Resume for paused ones, with the spec's failure wording", async () => {
    const { server, user } = await renderPanel(apiError(500, 'internal', 'Something went wrong.'));

    await user.click(screen.getByRole('tab', { name: 'Approved (1)' }));
    const barista = within(await screen.findByRole('list', { name: 'Approved job postings' }));
    expect(
      barista.getByRole('textbox', { name: 'Admin Notes (optional)' }).getAttribute('placeholder'),
    ).toBe('Add notes about this action...');
    await user.click(barista.getByRole('button', { name: 'Pause Barista' }));
    await expectFailureToast('Failed to paused job');
    expect(server.lastCall('POST /api/admin/jobs/:id/status').body).toEqual({
      status: 'paused',
      notes: null,
    });
    expect(barista.getByRole('button', { name: 'Archive Barista' })).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'Paused (1)' }));
    const baker = within(await screen.findByRole('list', { name: 'Paused job postings' }));
    expect(
      baker.getByRole('textbox', { name: 'Admin Notes (optional)' }).getAttribute('placeholder'),
    ).toBe('Add notes about resuming this job...');
    expect(baker.getByRole('button', { name: 'Resume Baker' })).toBeTruthy();
    expect(baker.getByRole('button', { name: 'Archive Baker' })).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'Rejected (0)' }));
    expect(await screen.findByText('No rejected job postings')).toBeTruthy();
  });

  it("says 'Failed to fetch job postings' with a way to try again", async () => {
    serveApi({ 'GET /api/admin/jobs': apiError(500, 'internal', 'Something went wrong.') });
    renderWithProviders(<JobManagementPanel />);

    await expectLoadFailure('Failed to fetch job postings');
  });
});
