import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aContactSubmission, aPage } from '#web/test/builders.js';
import { findToast, renderWithProviders } from '#web/test/render.js';
import { type ApiRequest, apiError, serveApi } from '#web/test/serve-api.js';
import { ContactSubmissionsPanel } from './contact-submissions-panel';

const message = aContactSubmission({ subject: 'My listing', name: 'Ana Lopez' });

/** The list answers by the archived flag it is asked for, as the server does. */
const listByArchived = (request: ApiRequest) =>
  request.query.get('archived') === 'true' ? aPage([]) : aPage([message]);

describe('ContactSubmissionsPanel', () => {
  it('lists the active messages and switches to the archived ones', async () => {
    const server = serveApi({ 'GET /api/admin/contact-submissions': listByArchived });
    const { user } = renderWithProviders(<ContactSubmissionsPanel />);

    const list = await screen.findByRole('list', { name: 'Active messages' });
    expect(within(list).getByText('My listing')).toBeTruthy();
    expect(within(list).getByText('Ana Lopez · ana@example.com')).toBeTruthy();
    expect(within(list).getByText('Mar 14, 2025')).toBeTruthy();
    expect(Object.fromEntries(server.calls('GET /api/admin/contact-submissions')[0].query)).toEqual(
      { archived: 'false', limit: '20', offset: '0' },
    );

    await user.click(screen.getByRole('tab', { name: 'Archived' }));
    expect(await screen.findByText('No archived messages.')).toBeTruthy();
    expect(server.calls('GET /api/admin/contact-submissions')[1].query.get('archived')).toBe(
      'true',
    );
  });

  it('opens a message, marks it responded, saves notes and archives it', async () => {
    const server = serveApi({
      'GET /api/admin/contact-submissions': listByArchived,
      'GET /api/admin/contact-submissions/:id': { ...message, status: 'read' },
      'PATCH /api/admin/contact-submissions/:id': (request) => ({
        ...message,
        ...(request.body as object),
        respondedAt: '2025-03-15T15:00:00.000Z',
      }),
      'POST /api/admin/contact-submissions/:id/archive': { ...message, isArchived: true },
    });
    const { user } = renderWithProviders(<ContactSubmissionsPanel />);
    await user.click(await screen.findByRole('button', { name: /My listing/ }));

    const dialog = await screen.findByRole('dialog', { name: 'My listing' });
    expect(await within(dialog).findByText('Please update my hours.')).toBeTruthy();
    expect(server.lastCall('GET /api/admin/contact-submissions/:id').params.id).toBe(message.id);
    const saveNotes = within(dialog).getByRole('button', { name: 'Save Notes' });
    expect(saveNotes).toHaveProperty('disabled', true);

    await user.click(within(dialog).getByRole('button', { name: 'Mark as Responded' }));
    expect(await findToast('Contact submission updated successfully.')).toBeTruthy();
    expect(server.calls('PATCH /api/admin/contact-submissions/:id')[0].body).toEqual({
      status: 'responded',
    });
    expect(await within(dialog).findByRole('button', { name: 'Responded' })).toHaveProperty(
      'disabled',
      true,
    );

    await user.type(
      within(dialog).getByRole('textbox', { name: 'Admin Notes (optional)' }),
      'Called back',
    );
    await user.click(saveNotes);
    await waitFor(() =>
      expect(server.calls('PATCH /api/admin/contact-submissions/:id')).toHaveLength(2),
    );
    expect(server.calls('PATCH /api/admin/contact-submissions/:id')[1].body).toEqual({
      adminNotes: 'Called back',
    });

    await user.click(within(dialog).getByRole('button', { name: 'Archive' }));
    expect(await findToast('Message archived successfully.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("says 'Failed to update submission.' and 'Failed to archive message.' when they fail", async () => {
    serveApi({
      'GET /api/admin/contact-submissions': listByArchived,
      'GET /api/admin/contact-submissions/:id': message,
      'PATCH /api/admin/contact-submissions/:id': apiError(
        500,
        'internal',
        'Something went wrong.',
      ),
      'POST /api/admin/contact-submissions/:id/archive': apiError(
        500,
        'internal',
        'Something went wrong.',
      ),
    });
    const { user } = renderWithProviders(<ContactSubmissionsPanel />);
    await user.click(await screen.findByRole('button', { name: /My listing/ }));
    const dialog = await screen.findByRole('dialog', { name: 'My listing' });

    await user.click(await within(dialog).findByRole('button', { name: 'Mark as Responded' }));
    expect(within(await findToast('Error')).getByText('Failed to update submission.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText('Failed to archive message.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'My listing' })).toBeTruthy();
  });

  it("says 'Failed to fetch contact submissions.' and Refresh asks again", async () => {
    const server = serveApi({
      'GET /api/admin/contact-submissions': apiError(500, 'internal', 'Something went wrong.'),
    });
    const { user } = renderWithProviders(<ContactSubmissionsPanel />);

    expect(
      within(await findToast('Error')).getByText('Failed to fetch contact submissions.'),
    ).toBeTruthy();
    server.use({ 'GET /api/admin/contact-submissions': listByArchived });
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('list', { name: 'Active messages' })).toBeTruthy();
  });
});
