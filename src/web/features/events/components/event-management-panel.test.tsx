import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aManagedEvent, KOLACHE_TASTING } from '#web/test/builders.js';
import { expectFailureToast } from '#web/test/failure-toast.js';
import {
  currentPath,
  findToast,
  type RenderOptions,
  renderWithProviders,
} from '#web/test/render.js';
import { renderReviewQueue } from '#web/test/review-queue.js';
import {
  cardOf as card,
  expectButtonsDisabled,
  expectLoadFailure,
  listByStatus,
} from '#web/test/screen.js';
import { apiError, deferred, type Handler, lastBodyFor, serveApi } from '#web/test/serve-api.js';
import { EventManagementPanel } from './event-management-panel';

const COUNTS = { pending: 2, approved: 1, rejected: 1, cancelled: 0 };

const tasting = aManagedEvent({
  ...KOLACHE_TASTING,
  priceCents: 1250,
  url: 'https://bluebell.example/tasting',
  organizer: { name: 'Blue Bell Bakery', slug: 'blue-bell-bakery' },
});
const openMic = aManagedEvent({ title: 'Open Mic' });

const byStatus = listByStatus(
  {
    pending: [tasting, openMic],
    approved: [aManagedEvent({ title: 'Food Truck Friday', status: 'approved' })],
    rejected: [
      aManagedEvent({ title: 'Late Night', status: 'rejected', adminNotes: 'No address given.' }),
    ],
  },
  COUNTS,
);

/** The panel over `byStatus`, its decisions answered by `decide`, once the Pending tab shows. */
const renderPanel = (decide: Handler, options?: RenderOptions) =>
  renderReviewQueue(
    <EventManagementPanel />,
    { api: '/api/admin/events', byStatus, decide, first: 'Pending events' },
    options,
  );

describe('EventManagementPanel', () => {
  it('shows the pending events first, each with what the admin needs to decide, and the counts', async () => {
    const server = serveApi({ 'GET /api/admin/events': byStatus });
    renderWithProviders(<EventManagementPanel />);

    expect(screen.getByRole('heading', { name: 'Event Management' })).toBeTruthy();
    expect(screen.getByText('Review and approve events submitted by businesses')).toBeTruthy();
    expect(screen.getByText('Loading events...')).toBeTruthy();
    await screen.findByRole('list', { name: 'Pending events' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Pending (2)',
      'Approved (1)',
      'Rejected (1)',
      'Cancelled (0)',
    ]);
    expect(Object.fromEntries(server.calls('GET /api/admin/events')[0].query)).toEqual({
      status: 'pending',
      limit: '20',
      offset: '0',
    });

    const event = within(card('Kolache Tasting'));
    expect(event.getByRole('link', { name: 'Blue Bell Bakery' }).getAttribute('href')).toBe(
      '/business/blue-bell-bakery',
    );
    expect(event.getByText('Friday, June 5, 2099 · 6:00 PM – 9:00 PM')).toBeTruthy();
    expect(event.getByText('Blue Bell Bakery, 200 Main St, Bryan')).toBeTruthy();
    expect(event.getByText('$12.50')).toBeTruthy();
    expect(event.getByRole('link', { name: 'https://bluebell.example/tasting' })).toBeTruthy();
    expect(event.getByText('Taste the new flavors.')).toBeTruthy();
    expect(
      event.getByRole('textbox', { name: 'Admin Notes (optional)' }).getAttribute('placeholder'),
    ).toBe('Add notes about this approval/rejection...');
    expect(event.getByText('The owner sees these notes with the event.')).toBeTruthy();
    expect(event.getByRole('button', { name: 'Approve Kolache Tasting' })).toBeTruthy();
    expect(event.getByRole('button', { name: 'Reject Kolache Tasting' })).toBeTruthy();
  });

  it("decides one event at a time with its notes: the others wait, the active one reads 'Processing...'", async () => {
    const reply = deferred();
    const { server, user } = await renderPanel(reply.handler);

    await user.type(
      within(card('Kolache Tasting')).getByRole('textbox', { name: 'Admin Notes (optional)' }),
      'Please add the start time to the title.',
    );
    await user.click(screen.getByRole('button', { name: 'Reject Kolache Tasting' }));

    expect(await screen.findByText('Processing...')).toBeTruthy();
    expectButtonsDisabled([
      'Approve Kolache Tasting',
      'Reject Kolache Tasting',
      'Approve Open Mic',
      'Reject Open Mic',
    ]);
    expect(lastBodyFor(server, 'POST /api/admin/events/:id/status', tasting.id)).toEqual({
      status: 'rejected',
      notes: 'Please add the start time to the title.',
    });

    reply.resolve({ message: 'Event rejected successfully', event: tasting });
    expect(await findToast('Event rejected successfully')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Approve Open Mic' })).toHaveProperty(
        'disabled',
        false,
      ),
    );
  });

  it('says why the server refused a decision, and offers Take Down for approved events', async () => {
    const { server, user, router } = await renderPanel(
      apiError(409, 'conflict', 'An event that is Cancelled cannot be changed to Approved.'),
      { path: '/admin/dashboard?tab=events' },
    );

    await user.click(screen.getByRole('button', { name: 'Approve Open Mic' }));
    await expectFailureToast('An event that is Cancelled cannot be changed to Approved.');
    expect(server.lastCall('POST /api/admin/events/:id/status').body).toEqual({
      status: 'approved',
      notes: null,
    });

    await user.click(screen.getByRole('tab', { name: 'Approved (1)' }));
    expect(currentPath(router)).toBe('/admin/dashboard?tab=events&events=approved');
    const approved = within(await screen.findByRole('list', { name: 'Approved events' }));
    expect(approved.getByRole('button', { name: 'Take Down Food Truck Friday' })).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'Rejected (1)' }));
    const rejected = within(await screen.findByRole('list', { name: 'Rejected events' }));
    expect(rejected.getByText(/No address given\./)).toBeTruthy();
    expect(rejected.queryByRole('button')).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Cancelled (0)' }));
    expect(await screen.findByText('No cancelled events')).toBeTruthy();
  });

  it("says 'Failed to fetch events' with a way to try again", async () => {
    serveApi({ 'GET /api/admin/events': apiError(500, 'internal', 'Something went wrong.') });
    renderWithProviders(<EventManagementPanel />);

    await expectLoadFailure('Failed to fetch events');
  });
});
