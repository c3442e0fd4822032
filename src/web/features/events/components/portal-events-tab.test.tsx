import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PortalPhotos } from '#domain/photos.js';
import { aManagedEvent, anOwnerEvents, anOwnerPhoto, KOLACHE_TASTING } from '#web/test/builders.js';
import { expectSavedThenClosed, openDialog } from '#web/test/dialog-steps.js';
import { inSpanish } from '#web/test/in-spanish.js';
import { hrefOf } from '#web/test/links.js';
import { fill, findToast, renderWithProviders } from '#web/test/render.js';
import { expectLoadFailure } from '#web/test/screen.js';
import { apiError, type Handler, lastBodyFor, type Routes, serveApi } from '#web/test/serve-api.js';
import { PortalEventsTab } from './portal-events-tab';

const tasting = aManagedEvent({
  ...KOLACHE_TASTING,
  priceCents: 0,
  status: 'approved',
});
const openMic = aManagedEvent({ title: 'Open Mic', status: 'pending' });
const lateNight = aManagedEvent({
  title: 'Late Night',
  status: 'rejected',
  adminNotes: 'Please add the venue’s address.',
});
const oldParty = aManagedEvent({ title: 'Old Party', status: 'cancelled' });

const photos = (items = [anOwnerPhoto()]): PortalPhotos => ({
  items,
  plan: 'texas_gold',
  limit: 6,
  used: items.length,
});

const item = (title: string) =>
  within(screen.getByRole('list', { name: 'Your events' }))
    .getAllByRole('listitem')
    .find((li) => within(li).queryByRole('heading', { name: title })) as HTMLElement;

const setField = (element: HTMLElement, value: string) =>
  fireEvent.change(element, { target: { value } });

/** The tab over the owner's `events` answer, with `routes` besides: its server and render. */
function renderTab(events: Handler, routes: Routes = {}) {
  const server = serveApi({ 'GET /api/portal/events': events, ...routes });
  return { server, ...renderWithProviders(<PortalEventsTab />) };
}

describe('PortalEventsTab', () => {
  it("lists the owner's events with their review status, the admin's note and what each allows", async () => {
    renderTab(anOwnerEvents([tasting, openMic, lateNight, oldParty]));

    expect(screen.getByText('Loading your events...')).toBeTruthy();
    await screen.findByRole('list', { name: 'Your events' });
    expect(
      screen.getByText(
        'Your plan includes 1 event per calendar month (by its start, College Station time). An admin reviews each event before it is listed on /events.',
      ),
    ).toBeTruthy();

    const approved = within(item('Kolache Tasting'));
    expect(approved.getByText('Approved')).toBeTruthy();
    expect(approved.getByText('Friday, June 5, 2099 · 6:00 PM – 9:00 PM')).toBeTruthy();
    expect(approved.getByText('Blue Bell Bakery, Bryan')).toBeTruthy();
    expect(approved.getByRole('link', { name: 'View Kolache Tasting' }).getAttribute('href')).toBe(
      `/events/${tasting.id}`,
    );
    expect(approved.getByRole('button', { name: 'Edit Kolache Tasting' })).toBeTruthy();
    expect(approved.getByRole('button', { name: 'Cancel Kolache Tasting' })).toBeTruthy();

    const pending = within(item('Open Mic'));
    expect(pending.getByText('Pending Review')).toBeTruthy();
    expect(pending.getByText('Waiting for an admin to review it.')).toBeTruthy();
    expect(pending.queryByRole('link', { name: 'View Open Mic' })).toBeNull();

    const rejected = within(item('Late Night'));
    expect(rejected.getByText('Rejected')).toBeTruthy();
    expect(rejected.getByText(/Please add the venue’s address\./)).toBeTruthy();
    expect(rejected.getByRole('button', { name: 'Edit Late Night' })).toBeTruthy();
    expect(rejected.queryByRole('button', { name: 'Cancel Late Night' })).toBeNull();

    const cancelled = within(item('Old Party'));
    expect(cancelled.getByText('Cancelled')).toBeTruthy();
    expect(cancelled.queryAllByRole('button')).toHaveLength(0);
  });

  it('shows Free and Silver owners what Texas Gold adds, with a link to the plans', async () => {
    // A listing that left Texas Gold keeps its events to cancel, not to edit.
    renderTab(anOwnerEvents([tasting], 0));

    expect(await screen.findByRole('heading', { name: 'What Texas Gold adds' })).toBeTruthy();
    expect(
      screen.getByText(
        'Events are part of the Texas Gold plan. Upgrade to publish an event each month.',
      ),
    ).toBeTruthy();
    expect(
      screen.getByText('1 event per month on the BCS Local events page, reviewed by our team'),
    ).toBeTruthy();
    expect(screen.getByText('$40 / month or $240 / year')).toBeTruthy();
    expect(hrefOf('See plans')).toBe('/pricing');
    expect(screen.queryByRole('button', { name: /Add/ })).toBeNull();
    const left = within(item('Kolache Tasting'));
    expect(left.queryByRole('button', { name: 'Edit Kolache Tasting' })).toBeNull();
    expect(left.getByRole('button', { name: 'Cancel Kolache Tasting' })).toBeTruthy();
  });

  it('adds an event: checks it before sending, keeps the server’s refusals in view, then submits it for approval', async () => {
    const patio = anOwnerPhoto({ fileName: 'patio.jpg' });
    const { server, user } = renderTab(anOwnerEvents([]), {
      'GET /api/portal/photos': photos([
        patio,
        anOwnerPhoto({ fileName: 'new.jpg', status: 'pending' }),
      ]),
      'POST /api/portal/events': apiError(
        409,
        'conflict',
        'You already have an event in June 2099. Texas Gold includes 1 event per calendar month (by its start, College Station time).',
      ),
    });
    const dialog = await openDialog(user, 'Add Your First Event', 'Add Event');
    const text = (name: string) => within(dialog).getByRole('textbox', { name });
    expect((text('City') as HTMLInputElement).value).toBe('College Station');
    // Only approved photos can illustrate an event.
    expect(await within(dialog).findByRole('radio', { name: 'patio.jpg' })).toBeTruthy();
    expect(within(dialog).queryByRole('radio', { name: 'new.jpg' })).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Submit for Approval' }));
    expect(await within(dialog).findByText('Title is required')).toBeTruthy();
    expect(within(dialog).getByText('Start is required')).toBeTruthy();
    expect(within(dialog).getByText('Venue is required')).toBeTruthy();

    await fill(user, text('Title'), 'Summer Kolache Night');
    await fill(user, text('Description'), 'Live music & <b>kolaches</b>.');
    setField(within(dialog).getByLabelText(/^Starts/), '2099-06-05T18:00');
    setField(within(dialog).getByLabelText(/^Ends/), '2099-06-05T17:00');
    await fill(user, text('Venue'), 'Blue Bell Bakery');
    await fill(user, text('Address'), '200 Main St');
    await fill(user, text('City'), 'Bryan');
    await user.click(within(dialog).getByRole('radio', { name: 'Paid' }));
    await fill(user, text('Price ($)'), '12.50');
    await user.click(within(dialog).getByRole('radio', { name: 'patio.jpg' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit for Approval' }));
    expect(await within(dialog).findByText('The end must be after the start.')).toBeTruthy();
    expect(server.calls('POST /api/portal/events')).toHaveLength(0);

    setField(within(dialog).getByLabelText(/^Ends/), '2099-06-05T21:00');
    await user.click(within(dialog).getByRole('button', { name: 'Submit for Approval' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'You already have an event in June 2099. Texas Gold includes 1 event per calendar month (by its start, College Station time).',
    );
    expect(server.lastCall('POST /api/portal/events').body).toEqual({
      title: 'Summer Kolache Night',
      description: 'Live music & <b>kolaches</b>.',
      startsAt: '2099-06-05T18:00',
      endsAt: '2099-06-05T21:00',
      venue: 'Blue Bell Bakery',
      address: '200 Main St',
      city: 'Bryan',
      url: '',
      photoId: patio.id,
      admission: 'paid',
      price: '12.50',
    });

    server.use({
      'POST /api/portal/events': apiError(400, 'validation', 'The start must be in the future.', {
        startsAt: 'The start must be in the future.',
      }),
    });
    await user.click(within(dialog).getByRole('button', { name: 'Submit for Approval' }));
    const starts = within(dialog).getByLabelText(/^Starts/);
    await waitFor(() => expect(starts.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('The start must be in the future.')).toBeTruthy();

    await expectSavedThenClosed(user, dialog, server, {
      route: 'POST /api/portal/events',
      button: 'Submit for Approval',
      answer: {
        message: 'Event submitted for admin approval',
        event: aManagedEvent({ title: 'Summer Kolache Night' }),
      },
    });
  });

  it("reads in Spanish: the owner's events, their status, and the form's checks", async () => {
    await inSpanish();
    const { user } = renderTab(anOwnerEvents([tasting]), {
      'GET /api/portal/photos': photos([]),
    });

    const list = await screen.findByRole('list', { name: 'Sus eventos' });
    expect(
      screen.getByText(
        'Su plan incluye 1 evento por mes calendario (según su inicio, en hora de College Station). Un administrador revisa cada evento antes de publicarlo en /events.',
      ),
    ).toBeTruthy();
    const approved = within(within(list).getByRole('listitem'));
    expect(approved.getByText('Aprobado')).toBeTruthy();
    expect(approved.getByText('viernes, 5 de junio de 2099 · 6:00 p.m. – 9:00 p.m.')).toBeTruthy();
    expect(approved.getByRole('button', { name: 'Editar Kolache Tasting' })).toBeTruthy();

    const dialog = await openDialog(user, 'Agregar evento', 'Agregar evento');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar para aprobación' }));
    expect(await within(dialog).findByText('El campo «Título» es obligatorio')).toBeTruthy();
    expect(within(dialog).getByText('Falta el inicio')).toBeTruthy();
    expect(within(dialog).getByRole('radio', { name: 'Gratis' })).toBeTruthy();
    expect(
      within(dialog).getByText(
        'Las fotos aprobadas de su ficha pueden ilustrar un evento: agréguelas en la pestaña Fotos.',
      ),
    ).toBeTruthy();
  });

  it('edits an event in College Station time, and says an approved one goes back to review', async () => {
    const { server, user } = renderTab(anOwnerEvents([tasting]), {
      'GET /api/portal/photos': photos([]),
      'PUT /api/portal/events/:id': {
        message: 'Event updated and sent for admin approval',
        event: tasting,
      },
    });
    const dialog = await openDialog(user, 'Edit Kolache Tasting', 'Edit Event');
    expect(
      within(dialog).getByText(
        'Saved changes are reviewed by an admin; the event leaves /events until they are approved.',
      ),
    ).toBeTruthy();
    expect((within(dialog).getByLabelText(/^Starts/) as HTMLInputElement).value).toBe(
      '2099-06-05T18:00',
    );
    expect((within(dialog).getByLabelText(/^Ends/) as HTMLInputElement).value).toBe(
      '2099-06-05T21:00',
    );
    expect(within(dialog).getByRole('radio', { name: 'Free' })).toHaveProperty('checked', true);
    expect(
      await within(dialog).findByText(
        'Approved photos of your listing can illustrate an event: add them in the Photos tab.',
      ),
    ).toBeTruthy();

    await fill(user, within(dialog).getByRole('textbox', { name: 'Title' }), 'Kolache Tasting II');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await findToast('Event updated and sent for admin approval')).toBeTruthy();
    expect(lastBodyFor(server, 'PUT /api/portal/events/:id', tasting.id)).toMatchObject({
      title: 'Kolache Tasting II',
      startsAt: '2099-06-05T18:00',
      endsAt: '2099-06-05T21:00',
      admission: 'free',
    });
  });

  it('asks before cancelling an event, and does nothing when the owner keeps it', async () => {
    const { server, user } = renderTab(anOwnerEvents([tasting]), {
      'POST /api/portal/events/:id/cancel': {
        message: 'Event cancelled',
        event: { ...tasting, status: 'cancelled' },
      },
    });

    let dialog = await openDialog(user, 'Cancel Kolache Tasting', 'Cancel this event?');
    expect(
      within(dialog).getByText(
        '“Kolache Tasting” stays on /events marked as cancelled, and calendars that added it are told. This cannot be undone.',
      ),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Keep Event' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.calls('POST /api/portal/events/:id/cancel')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Cancel Kolache Tasting' }));
    dialog = screen.getByRole('dialog', { name: 'Cancel this event?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Event' }));
    expect(await findToast('Event cancelled')).toBeTruthy();
    expect(server.lastCall('POST /api/portal/events/:id/cancel').params.id).toBe(tasting.id);
  });

  it("says 'Failed to fetch your events' with a way to try again", async () => {
    renderTab(apiError(500, 'internal', 'Something went wrong.'));

    await expectLoadFailure('Failed to fetch your events');
  });
});
